import Testing
import YAMLKit

@testable import F1Codegen
@testable import F1Schema

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
        #expect(
            Self.diagnostics(Self.field(type)) == [
                "Schemas/Bad.yaml:4:13: error: type '\(String(repeating: "[", count: 80))…' nests deeper than 32 levels"
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
        #expect(
            Self.diagnostics(Self.field(name)) == [
                "Schemas/Bad.yaml:4:13: error: unknown type '\(name.prefix(80))…'"
            ])
    }

    @Test func controlCharactersAndLineBreaksInNamesAreShownAsEscapes() {
        let yaml = "entities:\n  Team:\n    fields:\n      \"a\\e[31mb\\nc\\rd\\Le\\tf\": String\n"
        #expect(
            Self.diagnostics(yaml) == [
                "Schemas/Bad.yaml:4:7: error: 'a\\u{1B}[31mb\\nc\\rd\\u{2028}e\\tf' is not a valid Swift identifier for a field name (use letters, digits and _, not starting with a digit)"
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
        let schema = SourceFile(
            path: "Schemas/Many.yaml", text: "enums:\n  Many:\n    cases:\n" + cases + "datasets:\n  Manyset:\n    fields:\n      many: Many\n")
        let fixture = SourceFile(path: "Fixtures/manyset.yaml", text: "many: nope\n")
        #expect(
            SampleSchemas.diagnostics(schemas: [schema], fixtures: [fixture]) == [
                "Fixtures/manyset.yaml:1:7: error: 'nope' is not a Many value; expected one of: c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, … (30 in all)"
            ])
    }

    /// A name echoed in every message about its declaration is shortened once, not copied whole.
    @Test func aHugeDeclarationNameIsShortenedInEveryMessageAboutIt() {
        // YAML keeps implicit keys under 1024 characters; that is long enough to need shortening.
        let name = "Wire" + String(repeating: "x", count: 1_000)
        let yaml = "dtos:\n  \(name):\n    bogus: 1\n    fields:\n      a: { type: Int, key: \"b..c\" }\n"
        let shown = "'\(name.prefix(80))…'"
        #expect(
            Self.diagnostics(yaml) == [
                "Schemas/Bad.yaml:3:5: error: unknown key 'bogus' in dto \(shown); expected one of: description, maps, scalars, unknownKeys, ignoredKeys, parameters, fields",
                "Schemas/Bad.yaml:5:28: error: malformed key path 'b..c'; write keys like 'Time' or 'Time.millis'",
            ])
    }
}

/// The bounded edit distance agrees with the textbook one wherever it gives an answer.
@Suite struct SuggestionTests {
    /// The full table, with swaps of neighbours, as the generator computed it before it was bounded.
    static func reference(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    static let words = [
        "", "a", "ab", "ba", "abc", "acb", "name", "nmae", "naem", "driver", "drivre", "Driver",
        "constructor", "constructro", "cnostructor", "season", "seasons", "aaaa", "abab", "baba", "xyzzy",
    ]

    @Test func boundedDistancesMatchTheFullTable() {
        for lhs in Self.words {
            for rhs in Self.words {
                let full = Self.reference(lhs, rhs)
                for limit in 0...5 {
                    let bounded = Suggestion.editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars), limit: limit)
                    #expect(bounded == (full <= limit ? full : nil), "\(lhs) vs \(rhs) within \(limit)")
                }
            }
        }
    }

    @Test func suggestionsPickTheClosestNameAndSkipHugeOnes() {
        #expect(Suggestion.closest(to: "Drivr", in: ["Race", "Driver", "Drive"]) == "Drive")
        #expect(Suggestion.closest(to: "constructro", in: ["Constructor", "Circuit"]) == "Constructor")
        #expect(Suggestion.closest(to: String(repeating: "a", count: 65), in: [String(repeating: "a", count: 64)]) == nil)
        #expect(Suggestion.closest(to: "x", in: ["yy", "zzz"]) == nil)
    }
}
