import Foundation
import Testing

/// The real `f1-codegen` on hostile inputs: a non-zero exit, one line per problem on stderr, no
/// crash, and files it did not write left alone.
@Suite struct CodegenBinaryTests {
    static let schema = "entities:\n  Team:\n    fields:\n      name: String\n"

    static func expectNoCrash(_ outcome: CodegenRunner.Outcome) {
        #expect(!outcome.timedOut)
        #expect(!outcome.stderr.contains("Fatal error"))
        #expect(!outcome.stderr.contains("Program crashed"))
        #expect(!outcome.stderr.contains("Stack dump"))
    }

    @Test func aTypeNestedAHundredThousandDeepIsOneLine() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        let deep = String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)
        try runner.write("entities:\n  Team:\n    fields:\n      deep: \"\(deep)\"\n", to: "Schemas/Deep.yaml")
        let outcome = try await runner.run(["Schemas/Deep.yaml"])
        Self.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(
            outcome.lines == [
                "\(runner.folder.path)/Schemas/Deep.yaml:4:13: error: type '\(String(repeating: "[", count: 80))…' nests deeper than 32 levels"
            ])
        #expect(!FileManager.default.fileExists(atPath: runner.outputPath(for: "Schemas/Deep.yaml")))
    }

    @Test func yamlNestedAHundredThousandDeepIsOneLine() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        try runner.write(
            "entities: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n", to: "Schemas/Deep.yaml")
        let outcome = try await runner.run(["Schemas/Deep.yaml"])
        Self.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(outcome.lines.count == 1)
        #expect(outcome.lines.first?.hasSuffix("error: nesting deeper than 512 levels") == true)
    }

    @Test func aFourMegabyteUnknownNameIsOneShortLine() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        let name = String(repeating: "Q", count: 4_000_000)
        try runner.write("entities:\n  Team:\n    fields:\n      huge: \(name)\n", to: "Schemas/Huge.yaml")
        let outcome = try await runner.run(["Schemas/Huge.yaml"])
        Self.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(outcome.lines == ["\(runner.folder.path)/Schemas/Huge.yaml:4:13: error: unknown type '\(name.prefix(80))…'"])
    }

    @Test func fiveThousandErrorsPrintAHundredLinesAndCountTheRest() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        let fields = (0..<5_000).map { "      f\($0): Unknown\($0)\n" }.joined()
        try runner.write("entities:\n  Team:\n    fields:\n" + fields, to: "Schemas/Many.yaml")
        let outcome = try await runner.run(["Schemas/Many.yaml"])
        Self.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(outcome.lines.count == 101)
        #expect(outcome.lines.first == "\(runner.folder.path)/Schemas/Many.yaml:4:11: error: unknown type 'Unknown0'")
        #expect(outcome.lines.last == "f1-codegen: error: 4900 more errors not shown (5000 in all)")
    }

    @Test func controlCharactersInNamesKeepEachDiagnosticOnOneLine() async throws {
        let runner = try CodegenRunner()
        defer { runner.cleanUp() }
        try runner.write("entities:\n  Team:\n    fields:\n      \"x\\r\\ny\\e[2J\": String\n      odd: \"Nope\\e\"\n", to: "Schemas/Odd.yaml")
        let outcome = try await runner.run(["Schemas/Odd.yaml"])
        Self.expectNoCrash(outcome)
        #expect(outcome.status == 1)
        #expect(
            outcome.lines == [
                "\(runner.folder.path)/Schemas/Odd.yaml:4:7: error: 'x\\r\\ny\\u{1B}[2J' is not a valid Swift identifier for a field name (use letters, digits and _, not starting with a digit)",
                "\(runner.folder.path)/Schemas/Odd.yaml:5:12: error: malformed type 'Nope\\u{1B}'; write types like String, [Race], [String: Int], Driver.ID or Race?",
            ])
    }
}
