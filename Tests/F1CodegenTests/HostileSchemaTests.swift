@testable import F1Codegen
@testable import F1Schema
import Testing
import YAMLKit

/// Schemas built to hurt the generator: deep nesting, huge names, thousands of errors, control
/// characters. Each gets exact diagnostics, and nothing recurses without a bound.
@Suite struct HostileSchemaTests {
    static func diagnostics(_ yaml: String) -> [String] {
        SampleSchemas.diagnostics(schemas: SampleSchemas.valid + [SourceFile(path: "Schemas/Bad.yaml", text: yaml)])
    }

    static func field(_ type: String) -> String {
        "entities:\n  Team:\n    fields:\n      deep: \"\(type)\"\n"
    }

    @Test func aTypeNestedTenThousandDeepIsOneError() {
        let type = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        #expect(Self.diagnostics(Self.field(type)) == [
            "Schemas/Bad.yaml:4:13: error: type '\(String(repeating: "[", count: 80))…' nests deeper than 32 levels",
        ])
    }

    @Test func dictionariesAndOptionalsNestedDeepAreOneError() {
        let type = String(repeating: "[String: ", count: 5_000) + "Int?" + String(repeating: "]?", count: 5_000)
        let diagnostics = Self.diagnostics(Self.field(type))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasSuffix("…' nests deeper than 32 levels") == true)
    }

    @Test func thirtyTwoLevelsAreAllowedAndThirtyThreeAreNot() {
        let allowed = String(repeating: "[", count: 32) + "Int" + String(repeating: "]", count: 32)
        #expect(Self.diagnostics(Self.field(allowed)).isEmpty)
        let tooDeep = "[" + allowed + "]"
        #expect(Self.diagnostics(Self.field(tooDeep)).count == 1)
        #expect(TypeExpression.parseReportingProblem(tooDeep) == .failure(.tooDeep))
        #expect(TypeExpression.parseReportingProblem("[[Int]") == .failure(.malformed))
    }

    @Test func aFourMegabyteUnknownTypeNameIsShortenedAndGetsNoSuggestion() {
        let name = "Driver" + String(repeating: "x", count: 4_000_000)
        #expect(Self.diagnostics(Self.field(name)) == [
            "Schemas/Bad.yaml:4:13: error: unknown type '\(name.prefix(80))…'",
        ])
    }

    @Test func controlCharactersAndLineBreaksInNamesAreShownAsEscapes() {
        let yaml = "entities:\n  Team:\n    fields:\n      \"a\\e[31mb\\nc\\rd\\Le\\tf\": String\n"
        #expect(Self.diagnostics(yaml) == [
            "Schemas/Bad.yaml:4:7: error: 'a\\u{1B}[31mb\\nc\\rd\\u{2028}e\\tf' is not a valid Swift identifier for a field name (use letters, digits and _, not starting with a digit)",
        ])
    }

    @Test func aPathWithALineBreakStaysOnOneLine() {
        let diagnostic = Diagnostic(path: "Schemas/a\nb.yaml", mark: .start, message: "bad\r\nthing")
        #expect(diagnostic.description == "Schemas/a\\nb.yaml:1:1: error: bad\\r\\nthing")
    }

    @Test func fiveThousandErrorsAreAllReportedOnceAndInOrder() {
        let fields = (0..<5_000).map { "      f\($0): Unknown\($0)\n" }.joined()
        let diagnostics = Self.diagnostics("entities:\n  Team:\n    fields:\n" + fields)
        #expect(diagnostics.count == 5_000)
        #expect(Set(diagnostics).count == 5_000)
        #expect(diagnostics.first == "Schemas/Bad.yaml:4:11: error: unknown type 'Unknown0'")
        #expect(diagnostics.last == "Schemas/Bad.yaml:5003:14: error: unknown type 'Unknown4999'")
    }

    @Test func suggestionsStopAfterTheBudgetSoManyErrorsStayLinear() {
        let fields = (0..<300).map { "      f\($0): Drivr\n" }.joined()
        let diagnostics = Self.diagnostics("entities:\n  Team:\n    fields:\n" + fields)
        #expect(diagnostics.count == 300)
        #expect(diagnostics.filter { $0.hasSuffix("(did you mean 'Driver'?)") }.count == Suggestion.Budget().remaining)
    }

    @Test func aReportPrintsAHundredDiagnosticsAndCountsTheRest() {
        let diagnostics = (1...250).map { Diagnostic(path: "Schemas/A.yaml", mark: YAMLMark(line: $0, column: 1), message: "problem \($0)") }
        let lines = CodegenCommand.report(diagnostics)
        #expect(lines.count == 101)
        #expect(lines[99] == "Schemas/A.yaml:100:1: error: problem 100")
        #expect(lines.last == "f1-codegen: error: 150 more errors not shown (250 in all)")
        #expect(CodegenCommand.report(Array(diagnostics.prefix(100))).count == 100)
    }

    @Test func aLongListOfExpectedValuesIsShortened() {
        let cases = (0..<30).map { "      c\($0): {}\n" }.joined()
        let schema = SourceFile(path: "Schemas/Many.yaml", text: "enums:\n  Many:\n    cases:\n" + cases + "datasets:\n  Manyset:\n    fields:\n      many: Many\n")
        let fixture = SourceFile(path: "Fixtures/manyset.yaml", text: "many: nope\n")
        #expect(SampleSchemas.diagnostics(schemas: [schema], fixtures: [fixture]) == [
            "Fixtures/manyset.yaml:1:7: error: 'nope' is not a Many value; expected one of: c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, … (30 in all)",
        ])
    }

    /// A name echoed in every message about its declaration is shortened once, not copied whole.
    @Test func aHugeDeclarationNameIsShortenedInEveryMessageAboutIt() {
        // YAML keeps implicit keys under 1024 characters; that is long enough to need shortening.
        let name = "Wire" + String(repeating: "x", count: 1_000)
        let yaml = "dtos:\n  \(name):\n    bogus: 1\n    fields:\n      a: { type: Int, key: \"b..c\" }\n"
        let shown = "'\(name.prefix(80))…'"
        #expect(Self.diagnostics(yaml) == [
            "Schemas/Bad.yaml:3:5: error: unknown key 'bogus' in dto \(shown); expected one of: description, maps, scalars, unknownKeys, ignoredKeys, parameters, fields",
            "Schemas/Bad.yaml:5:28: error: malformed key path 'b..c'; write keys like 'Time' or 'Time.millis'",
        ])
    }
}
