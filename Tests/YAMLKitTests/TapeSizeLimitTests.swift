import Testing

@testable import YAMLKit

/// A tape addresses nodes and text with 32-bit offsets; going past them is an error, never a clamped
/// offset that returns the wrong text. Checked with a small limit instead of 4 GiB of input.
@Suite struct TapeSizeLimitTests {
    static func limits(tapeSize: Int) -> YAMLLimits {
        var limits = YAMLLimits()
        limits.maxTapeSize = tapeSize
        return limits
    }

    static func decoder(tapeSize: Int) -> YAMLDecoder {
        var decoder = YAMLDecoder()
        decoder.limits = limits(tapeSize: tapeSize)
        return decoder
    }

    static let twoWords = YAMLNode(
        .sequence([
            YAMLNode(scalar: "abcdef", mark: YAMLMark(line: 1, column: 2)),
            YAMLNode(scalar: "ghijk", mark: YAMLMark(line: 2, column: 3)),
        ]))

    @Test func parsedTextPastTheLimitIsAnErrorAtTheScalar() {
        ErrorCase("[abcdef, ghijk]", 1, 10, "the document is too large: more than 10 nodes or bytes of text")
            .check(parseError("[abcdef, ghijk]", limits: Self.limits(tapeSize: 10)))
    }

    @Test func flattenedTextPastTheLimitIsAnErrorAtTheNode() {
        do {
            _ = try Self.decoder(tapeSize: 10).decode([String].self, from: Self.twoWords, path: "tree")
            Issue.record("expected the tape size limit")
        } catch let error as YAMLError {
            #expect(error.description == "tree:2:3: error: the document is too large: more than 10 nodes or bytes of text")
        } catch {
            Issue.record("expected a YAMLError, got \(error)")
        }
    }

    @Test func flattenedTextUpToTheLimitKeepsEveryString() throws {
        #expect(try Self.decoder(tapeSize: 11).decode([String].self, from: Self.twoWords) == ["abcdef", "ghijk"])
    }

    @Test func flattenedNodesPastTheLimitAreAnError() throws {
        let items = (1...9).map { YAMLNode(scalar: "\($0)", mark: YAMLMark(line: $0, column: 1)) }
        #expect(try Self.decoder(tapeSize: 10).decode([Int].self, from: YAMLNode(.sequence(items))) == Array(1...9))
        let tooMany = YAMLNode(.sequence(items + [YAMLNode(scalar: "10", mark: YAMLMark(line: 10, column: 1))]))
        #expect(
            throws: YAMLError(
                path: "<input>", mark: YAMLMark(line: 10, column: 1),
                message: "the document is too large: more than 10 nodes or bytes of text")
        ) {
            try Self.decoder(tapeSize: 10).decode([Int].self, from: tooMany)
        }
    }

    @Test func parsedNodesPastTheLimitAreAnError() {
        // The sequence and nine scalars fill ten nodes; the tenth scalar would be the eleventh.
        let yaml = "[1, 2, 3, 4, 5, 6, 7, 8, 9, 0]"
        ErrorCase(yaml, 1, 29, "the document is too large: more than 10 nodes or bytes of text")
            .check(parseError(yaml, limits: Self.limits(tapeSize: 10)))
    }
}
