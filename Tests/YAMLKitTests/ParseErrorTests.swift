import Testing
import YAMLKit

/// Every problem in the text is a `YAMLError` with libyaml's or our own message at the exact position.
@Suite struct ParseErrorTests {
    static let syntaxErrors: [ErrorCase] = [
        ErrorCase("a: b: c\n", 1, 5, "mapping values are not allowed in this context"),
        ErrorCase(
            "key: \"unterminated\n", 2, 1,
            "found unexpected end of stream (while scanning a quoted scalar at line 1, column 6)"),
        ErrorCase(
            "a: [1, 2\n", 2, 1,
            "did not find expected ',' or ']' (while parsing a flow sequence at line 1, column 4)"),
        ErrorCase(
            "{a: 1\n", 2, 1,
            "did not find expected ',' or '}' (while parsing a flow mapping at line 1, column 1)"),
        ErrorCase(
            "- a\nb: c\n", 2, 1,
            "did not find expected '-' indicator (while parsing a block collection at line 1, column 1)"),
        ErrorCase(
            "a: @x\n", 1, 4,
            "found character that cannot start any token (while scanning for the next token at line 1, column 4)"),
        ErrorCase("%YAML 2.0\n--- x\n", 1, 1, "found incompatible YAML document"),
    ]

    static let tabErrors: [ErrorCase] = [
        ErrorCase("a:\n\tb: 1\n", 2, 1, "tab characters are not allowed in indentation; use spaces"),
        ErrorCase("a:\n  b: 1\n\tc: 2\n", 3, 1, "tab characters are not allowed in indentation; use spaces"),
        ErrorCase("a: 1\n \tb: 2\n", 2, 2, "tab characters are not allowed in indentation; use spaces"),
        ErrorCase("a: |\n  x\n\ty\n", 3, 1, "tab characters are not allowed in indentation; use spaces"),
        ErrorCase("\t- a\n", 1, 1, "tab characters are not allowed in indentation; use spaces"),
    ]

    static let documentErrors: [ErrorCase] = [
        ErrorCase("name: Max\nteam: x\nname: Checo\n", 3, 1, "duplicate key 'name' (first at line 1, column 1)"),
        ErrorCase("a:\n  - {k: 1, k: 2}\n", 2, 12, "duplicate key 'k' (first at line 2, column 6)"),
        ErrorCase("a: 1\n\"a\": 2\n", 2, 1, "duplicate key 'a' (first at line 1, column 1)"),
        ErrorCase("&k a: 1\n*k : 2\n", 2, 1, "duplicate key 'a' (first at line 1, column 1)"),
        ErrorCase(
            (0..<20).map { "key\($0): \($0)\n" }.joined() + "key3: again\n", 21, 1,
            "duplicate key 'key3' (first at line 4, column 1)"),
        ErrorCase(
            (0..<20).map { "key\($0): \($0)\n" }.joined() + "key19: again\n", 21, 1,
            "duplicate key 'key19' (first at line 20, column 1)"),
        ErrorCase("k: !foo x\n", 1, 4, "unknown tag '!foo'"),
        ErrorCase("k: !!python/object x\n", 1, 4, "unknown tag '!!python/object'"),
        ErrorCase("k: !!binary aGk=\n", 1, 4, "unknown tag '!!binary'"),
        ErrorCase("k: !<tag:example.com,2000:x> y\n", 1, 4, "unknown tag '!<tag:example.com,2000:x>'"),
        ErrorCase("k: !!map x\n", 1, 4, "tag '!!map' cannot be used on a scalar"),
        ErrorCase("k: !!str {a: 1}\n", 1, 4, "tag '!!str' cannot be used on a mapping"),
        ErrorCase("k: !!seq {a: 1}\n", 1, 4, "tag '!!seq' cannot be used on a mapping"),
        ErrorCase("a: 1\nb: *x\n", 2, 4, "undefined alias 'x'"),
        ErrorCase("a: *x\nb: &x 1\n", 1, 4, "undefined alias 'x'"),
        ErrorCase("a: &x [1, *x]\n", 1, 11, "alias 'x' refers to a node that contains it"),
        ErrorCase("--- 1\n--- 2\n", 2, 1, "expected a single document, found another one"),
        ErrorCase("a: 1\n---\nb: 2\n", 2, 1, "expected a single document, found another one"),
    ]

    static let encodingErrors: [ErrorCase] = [
        ErrorCase("x: \"\u{07}\"\n", 1, 5, "control characters are not allowed (#x07)"),
        ErrorCase("a: 1\n\u{0}\n", 2, 1, "control characters are not allowed (#x00)"),
        ErrorCase("Pérez: \u{1B}\n", 1, 8, "control characters are not allowed (#x1B)"),
    ]

    @Test(arguments: syntaxErrors + tabErrors + documentErrors + encodingErrors)
    func parserReportsMessageAndPosition(_ expected: ErrorCase) {
        expected.check(parseError(expected.yaml))
    }

    @Test(arguments: documentErrors + tabErrors)
    func decoderReportsTheSameErrors(_ expected: ErrorCase) {
        expected.check(decodeError([String: String?].self, expected.yaml))
    }

    @Test(
        arguments: [
            ([0x61, 0x3A, 0x20, 0xFF, 0x0A], 1, 4, "invalid leading UTF-8 octet (#xFF)"),
            ([0x61, 0x3A, 0x20, 0xC3, 0x0A], 1, 5, "invalid trailing UTF-8 octet (#x0A)"),
            ([0x78, 0x0A, 0xC3, 0xA9, 0x3A, 0x20, 0xE2, 0x82], 2, 4, "incomplete UTF-8 octet sequence"),
            ([0xC3], 1, 1, "incomplete UTF-8 octet sequence"),
        ] as [([UInt8], Int, Int, String)])
    func invalidUTF8IsAnErrorAtTheBadByte(_ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
        #expect(throws: YAMLError(path: "test.yml", mark: YAMLMark(line: line, column: column), message: message)) {
            try YAMLParser.parse(bytes: bytes, path: "test.yml")
        }
        #expect(throws: YAMLError(path: "test.yml", mark: YAMLMark(line: line, column: column), message: message)) {
            try YAMLDecoder().decode(String.self, from: bytes, path: "test.yml")
        }
    }

    @Test func nestingDeeperThanTheLimitIsAnError() {
        var limits = YAMLLimits()
        limits.maxDepth = 4
        ErrorCase("- [[[[x]]]]\n", 1, 6, "nesting deeper than 4 levels").check(
            parseError("- [[[[x]]]]\n", limits: limits))
        #expect(parseError("- [[[x]]]\n", limits: limits) == nil)
    }

    @Test func defaultDepthLimitIs512() {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(parseError(ok) == nil)
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        ErrorCase(deep, 1, 513, "nesting deeper than 512 levels").check(parseError(deep))
        ErrorCase(deep, 1, 513, "nesting deeper than 512 levels").check(decodeError([String].self, deep))
    }

    @Test func veryDeepInputFailsWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(parseError(deep)?.message == "nesting deeper than 512 levels")
    }

    @Test(arguments: ["\u{FEFF}a: 1\n", "a: 1\r\nb: 2\r\n"])
    func byteOrderMarksAndCRLFAreFine(_ yaml: String) throws {
        #expect(try YAMLParser.parse(yaml, path: "test.yml")["a"]?.scalar == "1")
    }

    @Test func crlfLinesStillGetTheirMarks() throws {
        let root = try YAMLParser.parse("a: 1\r\nb: 2\r\n", path: "test.yml")
        #expect(root["b"]?.mark == YAMLMark(line: 2, column: 4))
    }
}
