import Testing
import YAMLKit

/// Alias expansion is bounded in bytes too: few large scalars aliased many times stay far under
/// the node limit yet would expand to gigabytes once decoded.
@Suite struct AliasByteLimitTests {
    /// A 1 MiB scalar, eight of it, eight of that: 73 MiB once expanded, in 20 nodes.
    static let largeLaughs = """
        a: &a "\(String(repeating: "x", count: 1 << 20))"
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b]
        """

    @Test func fewLargeScalarsFailAtTheAliasThatCrossesTheDefaultBudget() {
        // Keys a, b, c, the scalar and b's aliases make 9 MiB + 3 bytes; each *b adds 8 MiB, so the 7th crosses 64 MiB.
        ErrorCase(Self.largeLaughs, 3, 26, "alias expansion exceeds the limit of 67108864 bytes")
            .check(parseError(Self.largeLaughs))
    }

    @Test func theDecoderAppliesTheSameBudget() {
        struct Laughs: Decodable {
            var a: String
            var b: [String]
            var c: [[String]]
        }
        ErrorCase(Self.largeLaughs, 3, 26, "alias expansion exceeds the limit of 67108864 bytes")
            .check(decodeError(Laughs.self, Self.largeLaughs))
    }

    @Test func everyExpansionCountsItsScalarBytes() {
        // k, abc and v make 5 bytes; each *s adds abc's 3 again.
        let yaml = "k: &s abc\nv: [*s, *s]\n"
        var limits = YAMLLimits()
        limits.maxAliasExpansionBytes = 11
        #expect(parseError(yaml, limits: limits) == nil)
        limits.maxAliasExpansionBytes = 10
        ErrorCase(yaml, 2, 9, "alias expansion exceeds the limit of 10 bytes").check(parseError(yaml, limits: limits))
    }

    @Test func aliasedContainersCountTheBytesOfEveryScalarInside() {
        // k and v (2 bytes) plus the sequence's 8; the alias repeats the 8.
        let yaml = "k: &s [abcd, efgh]\nv: *s\n"
        var limits = YAMLLimits()
        limits.maxAliasExpansionBytes = 18
        #expect(parseError(yaml, limits: limits) == nil)
        limits.maxAliasExpansionBytes = 17
        ErrorCase(yaml, 2, 4, "alias expansion exceeds the limit of 17 bytes").check(parseError(yaml, limits: limits))
    }

    @Test func largeDocumentsWithoutAliasesAreNeverLimited() throws {
        var decoder = YAMLDecoder()
        decoder.limits.maxAliasExpansionBytes = 4
        #expect(try decoder.decode([String].self, from: "[abcdef, ghijkl]") == ["abcdef", "ghijkl"])
    }
}
