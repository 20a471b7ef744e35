import F1Codegen
import F1Schema
import Testing

/// `range:` on Int and Double fields: each mistake in a schema, and each fixture value outside a
/// range, fails the build with an exact message at the range's (or the value's) position.
@Suite struct RangeDiagnosticsTests {
    typealias Case = DiagnosticCase

    static let schemaCases: [Case] = [
        Case(
            name: "malformed ranges",
            yaml: """
                entities:
                  Team:
                    fields:
                      a: { type: Int, range: 0..10 }
                      b: { type: Int, range: "...5" }
                      c: { type: Double, range: 0...lots }
                      d: { type: Double, range: 0...1e400 }
                      e: { type: Int, range: [0, 10] }
                """,
            expected: [
                "Schemas/Bad.yaml:4:30: error: malformed range '0..10'; write a range like 0...1000 or -90.0...90.0 with finite numbers",
                "Schemas/Bad.yaml:5:30: error: malformed range '...5'; write a range like 0...1000 or -90.0...90.0 with finite numbers",
                "Schemas/Bad.yaml:6:33: error: malformed range '0...lots'; write a range like 0...1000 or -90.0...90.0 with finite numbers",
                "Schemas/Bad.yaml:7:33: error: malformed range '0...1e400'; write a range like 0...1000 or -90.0...90.0 with finite numbers",
                "Schemas/Bad.yaml:8:30: error: expected a range like 0...1000, found a sequence",
            ]),
        Case(
            name: "a lower bound above the upper",
            yaml: """
                entities:
                  Team:
                    fields:
                      founded: { type: Int, range: 2100...1950 }
                """,
            expected: [
                "Schemas/Bad.yaml:4:36: error: range '2100...1950' is empty: its lower bound is above its upper bound"
            ]),
        Case(
            name: "a range on a field that is not a number",
            yaml: """
                entities:
                  Team:
                    fields:
                      name: { type: String, range: 0...10 }
                      colours: { type: "[Int]", range: 0...10 }
                      base: { type: Nowhere, range: 0...10 }
                """,
            expected: [
                "Schemas/Bad.yaml:4:36: error: a range applies to Int and Double fields; field 'name' of entity 'Team' is String",
                "Schemas/Bad.yaml:5:40: error: a range applies to Int and Double fields; field 'colours' of entity 'Team' is [Int]",
                "Schemas/Bad.yaml:6:21: error: unknown type 'Nowhere'",
            ]),
        Case(
            name: "fractional bounds on an Int field",
            yaml: """
                entities:
                  Team:
                    fields:
                      cars: { type: Int?, range: 0.5...2 }
                      rating: { type: Double, range: 0.5...2 }
                """,
            expected: [
                "Schemas/Bad.yaml:4:34: error: range 0.5...2 of Int field 'cars' of entity 'Team' needs whole-number bounds"
            ]),
        Case(
            name: "a default outside the range",
            yaml: """
                entities:
                  Team:
                    fields:
                      founded: { type: Int, default: 1900, range: 1950...2100 }
                      rating: { type: Double?, default: 1.5, range: 0...1 }
                      titles: { type: Int?, default: null, range: 0...100 }
                      speed: { type: Double, default: .inf, range: 0...400 }
                      drag: { type: Double, default: -.INF, range: -1...1 }
                      lift: { type: Double, default: .nan, range: -1...1 }
                      wins: { type: Int, default: "+7", range: 0...5 }
                """,
            expected: [
                "Schemas/Bad.yaml:4:38: error: default of field 'founded': 1900 is outside its range 1950...2100",
                "Schemas/Bad.yaml:5:41: error: default of field 'rating': 1.5 is outside its range 0...1",
                "Schemas/Bad.yaml:7:39: error: default of field 'speed': .inf is outside its range 0...400",
                "Schemas/Bad.yaml:8:38: error: default of field 'drag': -.INF is outside its range -1...1",
                "Schemas/Bad.yaml:9:38: error: default of field 'lift': .nan is outside its range -1...1",
                "Schemas/Bad.yaml:10:35: error: default of field 'wins': +7 is outside its range 0...5",
            ]),
        Case(
            name: "a DTO field's own range wider than its domain field's",
            yaml: """
                entities:
                  Lap:
                    fields:
                      number: { type: Int, range: 1...100 }
                dtos:
                  WireLap:
                    maps: Lap
                    fields:
                      number: { type: Int, range: 0...1000 }
                """,
            expected: [
                "Schemas/Bad.yaml:9:35: error: range 0...1000 of field 'number' of dto 'WireLap' is wider than the range 1...100 of Lap.number"
            ]),
        Case(
            name: "a DTO default outside the range it inherits",
            yaml: """
                entities:
                  Lap:
                    fields:
                      number: { type: Int, range: 1...100, default: 1 }
                dtos:
                  WireLap:
                    maps: Lap
                    fields:
                      number: { type: Int?, absent: default, default: 0 }
                """,
            expected: [
                "Schemas/Bad.yaml:9:55: error: default of field 'number': 0 is outside its range 1...100"
            ]),
        Case(
            name: "numbersAs naming what is not a ranged Int field, or on a field that is not text",
            yaml: """
                entities:
                  Lap:
                    fields:
                      number: { type: Int, range: 1...100 }
                      label: String
                      plain: Int
                dtos:
                  WireLap:
                    fields:
                      a: { type: String, numbersAs: Lap.label }
                      b: { type: String, numbersAs: Lap.plain }
                      c: { type: String, numbersAs: Lap.missing }
                      d: { type: String, numbersAs: Lap }
                      e: { type: Int, numbersAs: Lap.number }
                      f: { type: String, range: 0.5...3 }
                """,
            expected: [
                "Schemas/Bad.yaml:10:37: error: numbersAs names 'Lap.label', which is not an Int field with a range",
                "Schemas/Bad.yaml:11:37: error: numbersAs names 'Lap.plain', which is not an Int field with a range",
                "Schemas/Bad.yaml:12:37: error: numbersAs names no entity field: 'Lap.missing'; write Entity.field, as in RaceResult.position",
                "Schemas/Bad.yaml:13:37: error: numbersAs names no entity field: 'Lap'; write Entity.field, as in RaceResult.position",
                "Schemas/Bad.yaml:14:34: error: numbersAs applies to String fields; field 'e' of dto 'WireLap' is Int",
                "Schemas/Bad.yaml:15:33: error: range 0.5...3 of String field 'f' of dto 'WireLap' needs whole-number bounds: it checks whole numbers written as text",
            ]),
    ]

    @Test(arguments: schemaCases)
    func reportsExactMessageAndPosition(_ testCase: Case) {
        let bad = SourceFile(path: "Schemas/Bad.yaml", text: testCase.yaml)
        #expect(SampleSchemas.diagnostics(schemas: SampleSchemas.valid + [bad]) == testCase.expected)
    }

    /// The sample schemas with ranges on a driver's number and a race's round.
    static let rangedSchemas = [
        SourceFile(
            path: "Schemas/Driver.yaml",
            text: """
                entities:
                  Driver:
                    id: String
                    fields:
                      name: String
                      number: { type: Int?, range: 0...999 }
                      rating: { type: Double?, range: -1...1 }
                """),
        SampleSchemas.race, SampleSchemas.dataset,
    ]

    @Test func fixtureValuesOutsideTheirRangeAreErrors() {
        let fixture = SourceFile(
            path: "Fixtures/sample.yaml",
            text: """
                drivers:
                  - { id: a, name: A, number: 1000 }
                  - { id: b, name: B, number: -1, rating: 1e400 }
                  - { id: c, name: C, number: 999, rating: .inf }
                  - { id: d, name: D, number: 0, rating: .nan }
                  - { id: e, name: E, number: 123456789012345678901234567890 }
                  - { id: f, name: F, number: null, rating: -1.0 }
                races: []
                """)
        #expect(
            SampleSchemas.diagnostics(schemas: Self.rangedSchemas, fixtures: [fixture]) == [
                "Fixtures/sample.yaml:2:31: error: expected an integer in 0...999, found '1000'",
                "Fixtures/sample.yaml:3:31: error: expected an integer in 0...999, found '-1'",
                "Fixtures/sample.yaml:3:43: error: expected a number in -1...1, found '1e400'",
                "Fixtures/sample.yaml:4:44: error: expected a number in -1...1, found '.inf'",
                "Fixtures/sample.yaml:5:42: error: expected a number in -1...1, found '.nan'",
                "Fixtures/sample.yaml:6:31: error: expected an integer, found '123456789012345678901234567890'",
            ])
    }

    @Test func domainRangesFlowToTheDTOFieldsThatFeedThem() {
        let wire = SourceFile(
            path: "Schemas/Wire.yaml",
            text: """
                dtos:
                  WireDriver:
                    maps: Driver
                    fields:
                      id: String
                      name: String
                      number: Int?
                      rating: { type: Int?, to: rating }
                  WirePlain:
                    fields:
                      count: { type: Int, range: 1...5 }
                      free: Double
                      place: { type: String?, numbersAs: Driver.number }
                """)
        let (schema, diagnostics) = Schema.load(Self.rangedSchemas + [wire])
        #expect(diagnostics.isEmpty)
        let fields = schema.dtos["WireDriver"]?.fields.map(\.field) ?? []
        #expect(fields.first { $0.name == "number" }?.range?.description == "0...999")
        // An Int field feeding a Double domain field takes the whole numbers of its range.
        #expect(fields.first { $0.name == "rating" }?.range?.description == "-1...1")
        // Text that holds a number or a code takes the named domain field's range for its numbers.
        #expect(schema.dtos["WirePlain"]?.fields.map { $0.field.range?.description } == ["1...5", nil, "0...999"])
        // Generation reads the declarations in the files, so they must carry the inherited ranges too.
        let declared = schema.files.flatMap(\.declarations).compactMap { declaration -> DTODeclaration? in
            if case .dto(let dto) = declaration, dto.name == "WireDriver" { return dto }
            return nil
        }
        #expect(declared.first?.fields.first { $0.name == "number" }?.field.range?.description == "0...999")
    }

    @Test func theRealSchemasAndFixturesSatisfyTheirRanges() {
        let output = CodeGenerator.generate(schemas: PackagePaths.realSchemas, fixtures: PackagePaths.realFixtures, mode: .fixtures)
        #expect(output.diagnostics.map(\.description) == [])
    }
}
