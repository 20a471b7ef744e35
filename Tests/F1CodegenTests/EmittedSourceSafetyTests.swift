import Testing

@testable import F1Codegen
@testable import F1Schema

/// Schema text reaches generated Swift in comments, string literals and the header; none of it
/// may end a comment, end a literal or add a line.
@Suite struct EmittedSourceSafetyTests {
    /// Every line break Swift or an editor might honour, and controls that are not line breaks.
    static let hostile = "a\nb\rc\r\nd\u{0B}e\u{0C}f\u{85}g\u{2028}h\u{2029}i\u{1B}[31mj\u{0}k\u{7F}l\u{202E}m\"n\\o\"\"\"#p\\#(q)r\u{301}"
    static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    static func schema(description: String, text: String) -> SourceFile {
        let quoted = yamlQuoted(text)
        return SourceFile(
            path: "Schemas/Hostile.yaml",
            text: """
                enums:
                  Flag:
                    description: \(yamlQuoted(description))
                    cases:
                      odd: { wire: \(quoted), description: \(yamlQuoted(description)) }
                entities:
                  Thing:
                    description: \(yamlQuoted(description))
                    fields:
                      label: { type: String, default: \(quoted), description: \(yamlQuoted(description)) }
                      old: { type: String?, deprecated: \(quoted) }
                      flag: Flag?
                dtos:
                  WireThing:
                    description: \(yamlQuoted(description))
                    maps: Thing
                    fields:
                      label: { type: String, key: \(quoted) }
                      code: { type: String?, derive: { flag: { \(quoted): odd } } }
                """)
    }

    /// A YAML double-quoted scalar holding `text` exactly.
    static func yamlQuoted(_ text: String) -> String {
        "\""
            + text.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
                    "\\U" + String(repeating: "0", count: 8 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                default: String(scalar)
                }
            }.joined() + "\""
    }

    static func generated(description: String = hostile, text: String = hostile) -> String {
        let output = CodeGenerator.generate(
            schemas: [schema(description: description, text: text)], fixtures: [],
            configuration: GeneratorConfiguration(modes: [.models, .dtos]))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.description))")
        return output.sources.map(\.text).joined()
    }

    @Test func noSchemaTextAddsALineOrEndsAComment() {
        let source = Self.generated()
        // Split the way the Swift lexer and editors might: at every kind of line break.
        let lines = source.unicodeScalars.split(whereSeparator: { Self.lineBreaks.contains($0) && $0 != "\n" })
        #expect(lines.count == 1, "only LF may break lines in generated source")
        for line in source.split(separator: "\n") where line.contains("///") {
            #expect(line.trimmingPrefix(while: { $0 == " " }).hasPrefix("/// "), "\(line)")
        }
        #expect(!source.contains("public let injected"))
    }

    @Test func commentsSplitAtEveryLineBreakAndShowControls() {
        #expect(
            SourceWriter.commentLines(Self.hostile) == [
                "a", "b", "c", "d", "e", "f", "g", "h", "i\\u{1B}[31mj\\u{0}k\\u{7F}l\\u{202E}m\"n\\o\"\"\"#p\\#(q)r\u{301}",
            ])
    }

    /// Text shown with its escapes, so a test's name does not print terminal controls.
    struct Text: CustomTestStringConvertible, Sendable {
        var value: String
        var testDescription: String { Echo.visible(value) }
    }

    @Test(arguments: [hostile, "", "plain", "\\", "\"", "#\"", "\\#(x)", "\u{1F3CE}\u{FE0F}", "\u{0}\u{1}\u{9F}"].map(Text.init))
    func stringLiteralsHoldTheirTextExactly(_ text: Text) throws {
        let literal = SwiftSyntax.stringLiteral(text.value)
        #expect(!literal.unicodeScalars.contains(where: Echo.needsEscape))
        #expect(try SwiftLiteral.decode(literal) == text.value)
    }

    /// A fixture's strings become one-line literals in the generated values, whatever they hold.
    @Test func fixtureStringsBecomeLiteralsThatHoldTheirTextExactly() throws {
        let schema = SourceFile(
            path: "Schemas/Box.yaml",
            text: """
                datasets:
                  Box:
                    fields:
                      label: String
                      labels: "[String]"
                """)
        let fixture = SourceFile(
            path: "Fixtures/box.yaml",
            text: "label: \(Self.yamlQuoted(Self.hostile))\nlabels: [\(Self.yamlQuoted("\\(exit(1))")), '#\"##', \(Self.yamlQuoted("\r\u{2028}"))]\n")
        let output = CodeGenerator.generate(schemas: [schema], fixtures: [fixture], configuration: GeneratorConfiguration(modes: [.fixtures]))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.description))")
        let source = try #require(output.sources.last?.text)
        let literals = source.split(separator: "\n").compactMap { line -> String? in
            guard let colon = line.firstIndex(of: "\""), line.hasSuffix(",") || line.hasSuffix("\"") else { return nil }
            return String(line[colon...]).replacing(/,$/, with: "")
        }
        #expect(try literals.map(SwiftLiteral.decode) == [Self.hostile, "\\(exit(1))", "#\"##", "\r\u{2028}"])
        #expect(!source.unicodeScalars.contains { Echo.needsEscape($0) && $0 != "\n" })
    }

    /// The generated values build URLs with `URL(string:)`, so a URL it cannot parse fails the build, not the app.
    @Test(arguments: [("http://[bad", false), ("https://en.wikipedia.org/wiki/George_Russell_(racing_driver)", true)])
    func fixtureURLsAreCheckedAsTheGeneratedCodeBuildsThem(_ url: String, _ isAccepted: Bool) {
        let schema = SourceFile(path: "Schemas/Links.yaml", text: "datasets:\n  Links:\n    fields:\n      url: URL\n")
        let fixture = SourceFile(path: "Fixtures/links.yaml", text: "url: \(Self.yamlQuoted(url))\n")
        let output = CodeGenerator.generate(schemas: [schema], fixtures: [fixture], configuration: GeneratorConfiguration(modes: [.fixtures]))
        #expect(output.diagnostics.map(\.description) == (isAccepted ? [] : ["Fixtures/links.yaml:1:6: error: expected a URL, found '\(url)'"]))
    }

    @Test func theHeaderStaysOneLineWhateverThePath() {
        let header = CodeGenerator.headerLine(for: "Schemas/a\nimport Evil\r.yaml")
        #expect(header == "// Generated by f1-codegen from Schemas/a\\nimport Evil\\r.yaml. Do not edit.")
        #expect(CodeGenerator.isHeaderLine(header))
        #expect(!CodeGenerator.isHeaderLine("// Generated by hand. Do not edit."))
    }

    @Test(arguments: [
        ("0", "0"), ("0.5", "0.5"), ("+2", "2"), ("-1.25", "-1.25"), (".5", "0.5"), ("5.", "5.0"),
        ("-.5", "-0.5"), ("1e3", "1000.0"), ("1E-2", "0.01"), (".inf", "Double.infinity"),
        ("-.Inf", "-Double.infinity"), (".NaN", "Double.nan"), ("1e400", "Double.infinity"),
        ("123456789012345678901234567890", "1.2345678901234568e+29"),
    ])
    func doubleDefaultsBecomeSwiftNumbers(_ yaml: String, _ swift: String) {
        #expect(SwiftSyntax.doubleLiteral(yaml) == swift)
    }

    @Test func wireKeysOnlyMakeASCIIIdentifiers() {
        #expect(SwiftSyntax.identifier(fromKey: "a½b") == "aB")
        #expect(SwiftSyntax.identifier(fromKey: "²") == "key")
        #expect(SwiftSyntax.identifier(fromKey: "MRData") == "mrData")
    }
}

/// Reads back the one-line literals the generator writes: `"..."` with `\\ \" \n \r \t \u{..}`.
enum SwiftLiteral {
    struct Malformed: Error {}

    static func decode(_ literal: String) throws -> String {
        var scalars = literal.unicodeScalars[...]
        guard scalars.popFirst() == "\"", scalars.popLast() == "\"" else { throw Malformed() }
        var result = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            if scalar == "\"" { throw Malformed() }
            guard scalar == "\\" else {
                result.append(scalar)
                continue
            }
            switch scalars.popFirst() {
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "u":
                guard scalars.popFirst() == "{", let end = scalars.firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[..<end])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { throw Malformed() }
                result.append(decoded)
                scalars = scalars[scalars.index(after: end)...]
            default: throw Malformed()
            }
        }
        return String(result)
    }
}
