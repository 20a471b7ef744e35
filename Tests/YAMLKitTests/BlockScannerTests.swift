import Foundation
import Testing

@testable import YAMLKit

/// The block scanner against libyaml: whatever document it accepts, its tape (nodes, text, marks)
/// is the one libyaml's events build; whatever it declines, libyaml parses as before.
@Suite struct BlockScannerTests {
    /// What the scanner makes of `yaml`, beside libyaml's tape (or error).
    struct Comparison {
        var scanned: Tape?
        var libyaml: Result<Tape, YAMLError>

        init(_ yaml: String) {
            let bytes = Array(yaml.utf8)
            scanned = bytes.withUnsafeBufferPointer { BlockScanner.parse($0, path: "t.yml", limits: YAMLLimits()) }
            libyaml = Result { () throws(YAMLError) in try Tape.parseWithLibYAML(bytes: bytes, path: "t.yml", limits: YAMLLimits()) }
        }

        /// Nil when both agree (or the scanner declined); otherwise the first difference.
        var difference: String? {
            guard let scanned else { return nil }
            switch libyaml {
            case .failure(let error): return "the scanner accepted what libyaml rejects: \(error)"
            case .success(let expected): return BlockScannerTests.difference(scanned, expected)
            }
        }
    }

    static func difference(_ scanned: Tape, _ expected: Tape) -> String? {
        guard scanned.nodes.count == expected.nodes.count else {
            return "\(scanned.nodes.count) nodes, libyaml \(expected.nodes.count)"
        }
        for index in 0..<scanned.nodes.count where scanned.nodes[index] != expected.nodes[index] {
            return "node \(index): \(scanned.nodes[index]), libyaml \(expected.nodes[index])"
        }
        guard Array(scanned.bytes.elements) == Array(expected.bytes.elements) else { return "scalar text differs" }
        return nil
    }

    /// Plain block YAML the scanner reads itself, with libyaml's marks for empty values, keys
    /// after wide characters, indentless sequences and quoted scalars.
    @Test(arguments: [
        "a: 1\nb: two\n",
        "- position: 1\n  driverId: alain-prost\n  time: \"1:36:06.857\"\n  timePenalty:\n  gap:\n- position: 2\n  gap: \"+9.873\"\n",
        "name: Grande Prêmio do Brasil\nnext: 1\n",
        "Prêmio: é\nafter: x\n",
        "list:\n- a\n- b\nother: 1\n",
        "list:\n  - a\n  -\n  - c\nother:\n",
        "nested:\n  deeper:\n    deepest: 1\n  back: 2\nroot: 3",
        "quote: 'it''s'\nempty: ''\ndouble: \"\"\n",
        "-\n- \n-   spaced: 1\n    more: 2\n",
        "# a comment\n\nkey: value   \n  # an indented comment\nnext: a#b\n",
        "  indented: root\n  second: 2\n",
        "url: http://example.com/a:b\ndash: -1\nq: ?x\nc: :x\n",
        "familyRelationships:\n  - driverId: bruno-senna\n    type: SIBLINGS_CHILD\nnull: ~\n",
        "layouts:\n  - id: rouen-1 # 1952\n    length: 5.1   # km\n  - # no id\n    x: \"q\"  # quoted\nempty: # nothing\n  - a#b\n",
    ])
    func acceptedDocumentsBuildLibYAMLsTape(_ yaml: String) throws {
        let comparison = Comparison(yaml)
        #expect(comparison.scanned != nil, "the scanner should read \(yaml.debugDescription) itself")
        #expect(comparison.difference == nil, "\(yaml.debugDescription): \(comparison.difference ?? "")")
    }

    /// Everything outside the subset, and every malformed document, goes to libyaml.
    @Test(arguments: [
        "", "# only a comment\n", "scalar\n", "\u{FEFF}a: 1\n", "a: [1, 2]\n", "a: {b: 1}\n", "a: &x 1\nb: *x\n",
        "a: !!str 1\n", "a: |\n  text\n", "a: >\n  text\n", "a: \"esc\\n\"\n", "a: \"open\n  close\"\n",
        "a: b\n  continued\n", "a:\tb\n", "a: b\r\n", "a: \"b\"# comment\n", "---\na: 1\n", "a: 1\n...\n", "%YAML 1.1\n---\na: 1\n",
        "a: b: c\n", "a: 1\na: 2\n", "- - a\n", "a:\n  - x\n  y: 1\n", "- a\nb: 1\n", "a: 1\n - b\n", "a: -\n",
        "\"quoted\": key\n", "a: 'open\n", "a: \u{85}x\n", "a: \u{2028}x\n", "a: x\u{7F}\n", "? complex\n: value\n",
        "a: 1\n   b: 2\n", "a b : c\n", "a: @x\n", "a: `x\n", "a: x\n\u{0}",
    ])
    func documentsOutsideTheSubsetAreLibYAMLs(_ yaml: String) {
        let comparison = Comparison(yaml)
        #expect(comparison.scanned == nil, "\(yaml.debugDescription) should go to libyaml")
    }

    /// Malformed UTF-8 of every kind libyaml rejects is declined, never read as text.
    @Test(arguments: [[0xC3], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x80]] as [[UInt8]])
    func malformedUTF8IsDeclined(_ sequence: [UInt8]) {
        let bytes = Array("a: x".utf8) + sequence + Array("y\n".utf8)
        let scanned = bytes.withUnsafeBufferPointer { BlockScanner.parse($0, path: "t.yml", limits: YAMLLimits()) }
        #expect(scanned == nil)
    }

    /// The line scan reads eight bytes at a time: a byte that ends the line or needs a closer
    /// look is found wherever in the word it falls, and a line may end anywhere in one.
    @Test(arguments: ["\t", "\r", "\u{1}", "\u{7F}", "\u{85}", "é", "\nk: "])
    func everyPlaceInALineIsLookedAt(_ byte: String) {
        let value = "abcdefghijklmnopqrstuvwx"
        for offset in 0...value.count {
            let yaml = "key: " + value.prefix(offset) + byte + value.dropFirst(offset) + "\nnext: 1\n"
            let comparison = Comparison(yaml)
            let readable = byte == "é" || byte == "\nk: "
            #expect((comparison.scanned != nil) == readable, "\(yaml.debugDescription)")
            #expect(comparison.difference == nil, "\(yaml.debugDescription): \(comparison.difference ?? "")")
        }
    }

    /// Errors keep libyaml's words and places: the document goes to libyaml once the builder objects.
    @Test func aDuplicateKeyIsReportedAsBefore() {
        let error = parseError("a: 1\nb: 2\na: 3\n")
        #expect(error?.mark == YAMLMark(line: 3, column: 1))
        #expect(error?.message.contains("duplicate key") == true, "\(String(describing: error))")
    }

    /// Block nesting past the depth limit, written with indentation the scanner reads: the same
    /// error as through libyaml, and no stack exhausted on the way (the scanner recurses per level).
    @Test func blockNestingPastTheLimitIsLibYAMLsError() throws {
        let depth = YAMLLimits().maxDepth + 10
        let yaml = (0..<depth).map { String(repeating: " ", count: $0) + "k:\n" }.joined() + String(repeating: " ", count: depth) + "k: 1\n"
        let comparison = Comparison(yaml)
        #expect(comparison.scanned == nil)
        let error = parseError(yaml)
        #expect(error?.message == "nesting deeper than 512 levels", "\(String(describing: error))")
        // Just under the limit, the scanner reads it itself.
        let shallow = (0..<500).map { String(repeating: " ", count: $0) + "k:\n" }.joined() + String(repeating: " ", count: 500) + "k: 1\n"
        let accepted = Comparison(shallow)
        #expect(accepted.scanned != nil && accepted.difference == nil)
    }

    /// Every file of the f1db checkout: the scanner's tape is libyaml's, and it reads all but the empty ones and those with CRLF.
    @Test(.enabled(if: F1DBData.directory != nil, "needs ../shared/data/f1db/data beside the project"))
    func everyF1dbFileBuildsLibYAMLsTape() throws {
        let directory = try #require(F1DBData.directory)
        let files = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "yml" }
        var declined: [String] = []
        var differences: [String] = []
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            let expected = try Tape.parseWithLibYAML(bytes: bytes, path: file.path, limits: YAMLLimits())
            guard let scanned = bytes.withUnsafeBufferPointer({ BlockScanner.parse($0, path: file.path, limits: YAMLLimits()) }) else {
                // The only files outside the subset: empty ones, and a few with Windows line ends.
                if !bytes.isEmpty, !bytes.contains(UInt8(ascii: "\r")) { declined.append(file.path) }
                continue
            }
            if let difference = Self.difference(scanned, expected) { differences.append("\(file.path): \(difference)") }
        }
        #expect(files.count > 10_000, "the checkout holds some 16,000 files")
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        #expect(declined.isEmpty, "declined \(declined.count) of \(files.count): \(declined.prefix(10))")
    }
}
