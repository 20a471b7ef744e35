import Testing
import YAMLKit

/// `YAMLParser.parse` builds nodes with exact marks for block and flow styles.
@Suite struct NodeParsingTests {
    private func parse(_ yaml: String) throws -> YAMLNode {
        try YAMLParser.parse(yaml, path: "test.yml")
    }

    @Test func blockMappingWithNestedSequence() throws {
        let root = try parse(
            """
            season: 2023
            rounds:
              - bahrain
              - saudi-arabia
            """)
        #expect(root.entries?.map { $0.key.scalar } == ["season", "rounds"])
        #expect(root["season"]?.scalar == "2023")
        #expect(root["rounds"]?.sequence?.compactMap(\.scalar) == ["bahrain", "saudi-arabia"])
        #expect(root["missing"] == nil)
        #expect(root["season"]?["x"] == nil)
    }

    @Test func flowCollections() throws {
        let root = try parse("{a: [1, 2, {b: c}], 'd': \"e\"}")
        let items = try #require(root["a"]?.sequence)
        #expect(items.count == 3)
        #expect(items[2]["b"]?.scalar == "c")
        #expect(root["d"]?.content == .scalar("e", .doubleQuoted))
        #expect(root.entries?[1].key.content == .scalar("d", .singleQuoted))
    }

    @Test func marksAreOneBasedLineAndColumn() throws {
        let root = try parse(
            """
            # comment
            driver:
              name: Pérez
              team: [red-bull, 'x']
            """)
        #expect(root.mark == YAMLMark(line: 2, column: 1))
        let driver = try #require(root["driver"])
        #expect(driver.mark == YAMLMark(line: 3, column: 3))
        #expect(driver.entries?[0].key.mark == YAMLMark(line: 3, column: 3))
        #expect(driver["name"]?.mark == YAMLMark(line: 3, column: 9))
        #expect(driver["team"]?.mark == YAMLMark(line: 4, column: 9))
        #expect(driver["team"]?.sequence?[1].mark == YAMLMark(line: 4, column: 20))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try parse("Räikkönen: 🏁 x\nnext: 1\n")
        #expect(root["Räikkönen"]?.scalar == "🏁 x")
        #expect(root["Räikkönen"]?.mark == YAMLMark(line: 1, column: 12))
        #expect(root["next"]?.mark == YAMLMark(line: 2, column: 7))
    }

    @Test func emptyValueIsANullScalarRightAfterItsColon() throws {
        let root = try parse("gap:\ntime: 1\n")
        let gap = try #require(root["gap"])
        #expect(gap.isNull)
        #expect(gap.mark == YAMLMark(line: 1, column: 5))
    }

    @Test(arguments: ["", "# only a comment\n", "\n\n"])
    func emptyStreamIsNullAtTheStart(_ yaml: String) throws {
        let root = try parse(yaml)
        #expect(root.isNull)
        #expect(root.mark == YAMLMark(line: 1, column: 1))
        #expect(root.kindDescription == "null")
    }

    @Test func explicitDocumentMarkersAreAllowedForOneDocument() throws {
        #expect(try parse("--- x\n...\n").scalar == "x")
    }

    @Test(arguments: [
        ("|\n  line 1\n  line 2\n", "line 1\nline 2\n", YAMLScalarStyle.literal),
        ("|-\n  line 1\n  line 2\n\n", "line 1\nline 2", .literal),
        ("|+\n  line 1\n\n", "line 1\n\n", .literal),
        (">\n  folded\n  text\n\n  para\n", "folded text\npara\n", .folded),
        (">-\n  a\n  b\n", "a b", .folded),
        ("|2\n    indented\n", "  indented\n", .literal),
        ("plain\n  continued\n", "plain continued", .plain),
        ("\"double\n  quoted\"", "double quoted", .doubleQuoted),
    ])
    func multiLineScalars(_ yaml: String, _ text: String, _ style: YAMLScalarStyle) throws {
        #expect(try parse(yaml).content == .scalar(text, style))
    }

    @Test func commentsAreIgnored() throws {
        let root = try parse("a: 1 # trailing\n# full line\nb: '# not a comment'\n")
        #expect(root["a"]?.scalar == "1")
        #expect(root["b"]?.scalar == "# not a comment")
        #expect(root.entries?.count == 2)
    }

    @Test func unicodeTextSurvives() throws {
        let root = try parse("- Sergio Pérez\n- Kimi Räikkönen\n- \"\\U0001F3CE\"\n- 日本\n")
        #expect(root.sequence?.compactMap(\.scalar) == ["Sergio Pérez", "Kimi Räikkönen", "🏎", "日本"])
    }

    @Test func aliasesRepeatTheAnchoredNode() throws {
        let root = try parse(
            """
            base: &engine {maker: honda, v: 6}
            car1: *engine
            list: [&n 1, *n, *n]
            """)
        let base = try #require(root["base"])
        #expect(base.anchor == "engine")
        #expect(root["car1"] == base)
        #expect(root["list"]?.sequence?.compactMap(\.scalar) == ["1", "1", "1"])
        #expect(root["list"]?.sequence?[2].mark == YAMLMark(line: 3, column: 8))
    }

    @Test func anchorsCanBeRedefined() throws {
        let root = try parse("a: &x 1\nb: *x\nc: &x 2\nd: *x\n")
        #expect(root["b"]?.scalar == "1")
        #expect(root["d"]?.scalar == "2")
    }

    @Test func mergeKeysAreOrdinaryKeys() throws {
        let root = try parse("base: &b {x: 1}\nchild:\n  <<: *b\n  y: 2\n")
        #expect(root["child"]?.entries?.map { $0.key.scalar } == ["<<", "y"])
        #expect(root["child"]?["x"] == nil)
    }

    @Test func tagsAreReportedResolved() throws {
        let root = try parse("a: !!str 1\nb: ! x\nc: !!map {}\nd: 2\n")
        #expect(root["a"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["b"]?.tag == "!")
        #expect(root["c"]?.tag == "tag:yaml.org,2002:map")
        #expect(root["d"]?.tag == nil)
    }

    @Test(arguments: [
        ("~", true), ("null", true), ("NULL", true), ("", true), ("'~'", false), ("!!str null", false),
        ("!!null null", true), ("nil", false), ("[]", false),
    ])
    func isNull(_ yaml: String, _ expected: Bool) throws {
        #expect(try parse("v: \(yaml)")["v"]?.isNull == expected)
    }

    @Test(arguments: [
        ("{a: 1}", "a mapping"), ("[1]", "a sequence"), ("~", "null"), ("x", "a scalar 'x'"),
        ("'two\nlines'", "a scalar 'two lines'"),
    ])
    func kindDescription(_ yaml: String, _ expected: String) throws {
        #expect(try parse(yaml).kindDescription == expected)
    }

    @Test func complexKeysAreKept() throws {
        let root = try parse("? [a, b]\n: value\n")
        #expect(root.entries?.first?.key.sequence?.count == 2)
        #expect(root.entries?.first?.value.scalar == "value")
    }

    @Test func bytesAndTextParseTheSame() throws {
        let yaml = "a: [1, 'two']\n"
        #expect(try YAMLParser.parse(bytes: Array(yaml.utf8), path: "test.yml") == parse(yaml))
    }

    @Test func countEventsCountsEveryLibYAMLEvent() throws {
        // stream, document, mapping start, 2 scalars, sequence start, 2 scalars, ends of both, document, stream
        #expect(try YAMLParser.countEvents(bytes: Array("a: 1\nb: [2, 3]\n".utf8), path: "t") == 13)
        #expect(try YAMLParser.countEvents(bytes: [], path: "t") == 2)
    }
}
