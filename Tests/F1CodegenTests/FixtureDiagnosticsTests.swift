import F1Codegen
import F1Schema
import Testing

/// Each class of bad fixture fails the build with an exact message at an exact position.
@Suite struct FixtureDiagnosticsTests {
    typealias Case = DiagnosticCase

    static let cases: [Case] = [
        Case(
            name: "missing required field",
            yaml: """
                drivers:
                  - { id: ham, name: Lewis Hamilton }
                races:
                  - round: 1
                    date: 2025-03-16
                """,
            expected: [
                "Fixtures/sample.yaml:4:5: error: missing required field 'name' in Race"
            ]),
        Case(
            name: "scalar of the wrong type",
            yaml: """
                drivers:
                  - { id: ham, name: Lewis Hamilton, number: forty-four }
                races:
                  - { round: first, name: Australian Grand Prix, date: 16 March }
                """,
            expected: [
                "Fixtures/sample.yaml:2:46: error: expected an integer, found 'forty-four'",
                "Fixtures/sample.yaml:4:14: error: expected an integer, found 'first'",
                "Fixtures/sample.yaml:4:56: error: expected a date like 2024-05-26, found '16 March'",
            ]),
        Case(
            name: "unknown field",
            yaml: """
                drivers:
                  - { id: ham, name: Lewis Hamilton, nmber: 44 }
                races: []
                """,
            expected: [
                "Fixtures/sample.yaml:2:38: error: unknown field 'nmber' in Driver (did you mean 'number'?)"
            ]),
        Case(
            name: "duplicate id",
            yaml: """
                drivers:
                  - { id: ham, name: Lewis Hamilton }
                  - { id: ham, name: Lewis Hamilton again }
                races: []
                """,
            expected: [
                "Fixtures/sample.yaml:3:11: error: duplicate id 'ham' for Driver (first at line 2, column 11)"
            ]),
        Case(
            name: "reference to a missing id",
            yaml: """
                drivers:
                  - { id: ham, name: Lewis Hamilton }
                races:
                  - { round: 1, name: Australian Grand Prix, date: 2025-03-16, winner: hamm }
                """,
            expected: [
                "Fixtures/sample.yaml:4:72: error: no Driver with id 'hamm' in this dataset (did you mean 'ham'?)"
            ]),
        Case(
            name: "duplicate key",
            yaml: """
                drivers: []
                races: []
                drivers: []
                """,
            expected: [
                "Fixtures/sample.yaml:3:1: error: duplicate key 'drivers' (first at line 1, column 1)"
            ]),
        Case(
            name: "aliases are the same record, not duplicates",
            yaml: """
                drivers:
                  - &ham { id: ham, name: Lewis Hamilton }
                races: []
                extra: *ham
                """,
            expected: [
                "Fixtures/sample.yaml:4:1: error: unknown field 'extra' in dataset Sample"
            ]),
        Case(
            name: "YAML 1.1 words stay strings where a string is wanted",
            yaml: """
                drivers:
                  - { id: NO, name: 012 }
                races:
                  - { round: 012, name: "15:00", date: 2025-03-16, winner: NO }
                """, expected: []),
    ]

    @Test(arguments: cases)
    func reportsExactMessageAndPosition(_ testCase: Case) {
        let fixture = SourceFile(path: "Fixtures/sample.yaml", text: testCase.yaml)
        #expect(SampleSchemas.diagnostics(schemas: SampleSchemas.valid, fixtures: [fixture]) == testCase.expected)
    }

    @Test func aFixtureWithoutADatasetIsAnError() {
        let fixture = SourceFile(path: "Fixtures/sampel.yaml", text: "drivers: []\n")
        #expect(
            SampleSchemas.diagnostics(schemas: SampleSchemas.valid, fixtures: [fixture]) == [
                "Fixtures/sampel.yaml:1:1: error: no dataset schema for fixture 'sampel' (did you mean 'sample'?); datasets: sample"
            ])
    }

    @Test func theRealFixturesAreValid() {
        let output = CodeGenerator.generate(
            schemas: PackagePaths.realSchemas, fixtures: PackagePaths.realFixtures, mode: .fixtures)
        #expect(output.diagnostics.map(\.description) == [])
    }
}
