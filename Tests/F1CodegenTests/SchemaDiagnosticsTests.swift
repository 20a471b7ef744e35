import F1Codegen
import F1Schema
import Testing

/// Each class of bad schema fails with an exact message at an exact position.
@Suite struct SchemaDiagnosticsTests {
    typealias Case = DiagnosticCase

    static let cases: [Case] = [
        Case(
            name: "malformed YAML",
            yaml: """
                entities:
                  Team:
                    fields: [name, base
                """,
            expected: [
                "Schemas/Bad.yaml:4:1: error: did not find expected ',' or ']' (while parsing a flow sequence at line 3, column 13)"
            ]),
        Case(
            name: "tab in indentation", yaml: "entities:\n  Team:\n\tfields:\n      name: String\n",
            expected: [
                "Schemas/Bad.yaml:3:1: error: tab characters are not allowed in indentation; use spaces"
            ]),
        Case(
            name: "unknown type with a suggestion",
            yaml: """
                entities:
                  Team:
                    fields:
                      driver: Drivr
                      base: Strin?
                      rivals: "[Tem]"
                """,
            expected: [
                "Schemas/Bad.yaml:4:15: error: unknown type 'Drivr' (did you mean 'Driver'?)",
                "Schemas/Bad.yaml:5:13: error: unknown type 'Strin' (did you mean 'String'?)",
                "Schemas/Bad.yaml:6:15: error: unknown type 'Tem' (did you mean 'Team'?)",
            ]),
        Case(
            name: "duplicate key",
            yaml: """
                entities:
                  Team:
                    fields:
                      name: String
                      name: Int
                """,
            expected: [
                "Schemas/Bad.yaml:5:7: error: duplicate key 'name' (first at line 4, column 7)"
            ]),
        Case(
            name: "unknown key in a declaration",
            yaml: """
                entities:
                  Team:
                    feilds:
                      name: String
                """,
            expected: [
                "Schemas/Bad.yaml:2:3: error: entity 'Team' has no 'fields'",
                "Schemas/Bad.yaml:3:5: error: unknown key 'feilds' in entity 'Team' (did you mean 'fields'?); expected one of: description, id, fields",
            ]),
        Case(
            name: "Swift keyword and invalid identifier as names",
            yaml: """
                entities:
                  Team:
                    fields:
                      default: String
                      2nd-driver: String
                enums:
                  Tyre:
                    cases:
                      soft: Soft
                      class: Hmm
                """,
            expected: [
                "Schemas/Bad.yaml:4:7: error: 'default' is a Swift keyword and cannot be a field name",
                "Schemas/Bad.yaml:5:7: error: '2nd-driver' is not a valid Swift identifier for a field name (use letters, digits and _, not starting with a digit)",
                "Schemas/Bad.yaml:10:7: error: 'class' is a Swift keyword and cannot be a case name",
            ]),
        Case(
            name: "invalid and reserved type names",
            yaml: """
                entities:
                  team:
                    fields:
                      name: String
                  URL:
                    fields:
                      name: String
                """,
            expected: [
                "Schemas/Bad.yaml:2:3: error: type name 'team' must start with an uppercase letter",
                "Schemas/Bad.yaml:5:3: error: 'URL' is already a type in generated code; choose another name",
            ]),
        Case(
            name: "two declarations generating the same Swift name",
            yaml: """
                entities:
                  Driver:
                    fields:
                      name: String
                  SampleDataset:
                    fields:
                      name: String
                """,
            expected: [
                "Schemas/Bad.yaml:2:3: error: 'Driver' is generated twice; the first declaration is at Schemas/Driver.yaml:2:3",
                "Schemas/Bad.yaml:5:3: error: 'SampleDataset' is generated twice; the first declaration is at Schemas/Sample.yaml:2:3",
            ]),
        Case(
            name: "alias bomb",
            yaml: """
                a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
                b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
                c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
                d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
                e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
                f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
                g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
                h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
                i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]
                """,
            expected: [
                "Schemas/Bad.yaml:7:8: error: alias expansion exceeds the limit of 1000000 nodes"
            ]),
        Case(
            name: "reference to an entity without an id, and a bad id type",
            yaml: """
                entities:
                  Team:
                    id: Double
                    fields:
                      race: Race.ID
                """,
            expected: [
                "Schemas/Bad.yaml:3:9: error: an id must be String or Int, found 'Double'",
                "Schemas/Bad.yaml:5:13: error: 'Race.ID' refers to entity 'Race', which has no 'id:'",
            ]),
        Case(
            name: "bad default",
            yaml: """
                entities:
                  Team:
                    fields:
                      founded:
                        type: Int
                        default: long ago
                """,
            expected: [
                "Schemas/Bad.yaml:6:18: error: default of field 'founded': expected an integer, found 'long ago'"
            ]),
    ]

    @Test(arguments: cases)
    func reportsExactMessageAndPosition(_ testCase: Case) {
        let bad = SourceFile(path: "Schemas/Bad.yaml", text: testCase.yaml)
        let diagnostics = SampleSchemas.diagnostics(schemas: SampleSchemas.valid + [bad])
        #expect(diagnostics == testCase.expected)
    }

    @Test func reportsErrorsFromEveryFileNotJustTheFirst() {
        let first = SourceFile(path: "Schemas/A.yaml", text: "entities:\n  A:\n    fields:\n      x: Nope\n")
        let second = SourceFile(path: "Schemas/B.yaml", text: "entities:\n  B:\n    fields:\n      y: Nada\n")
        let diagnostics = SampleSchemas.diagnostics(schemas: [first, second])
        #expect(
            diagnostics == [
                "Schemas/A.yaml:4:10: error: unknown type 'Nope'",
                "Schemas/B.yaml:4:10: error: unknown type 'Nada'",
            ])
    }

    @Test func generatesNothingWhenThereAreErrors() {
        let bad = SourceFile(path: "Schemas/Bad.yaml", text: "entities:\n  A:\n    fields:\n      x: Nope\n")
        let output = CodeGenerator.generate(schemas: SampleSchemas.valid + [bad], fixtures: [], mode: .models)
        #expect(output.hasErrors)
        #expect(output.sources.isEmpty)
    }

    @Test func validSchemasHaveNoDiagnostics() {
        #expect(SampleSchemas.diagnostics(schemas: SampleSchemas.valid).isEmpty)
    }
}
