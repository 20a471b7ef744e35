import F1Codegen
import F1Schema
import Testing

/// DTO mappings are checked at build time, each problem at the line that causes it.
@Suite struct MappingDiagnosticsTests {
    static func diagnostics(_ yaml: String) -> [String] {
        SampleSchemas.diagnostics(schemas: SampleSchemas.valid + [SourceFile(path: "Schemas/Wire.yaml", text: yaml)], mode: .dtos)
    }

    @Test func aRequiredDomainFieldWithoutASourceIsAnError() {
        #expect(
            Self.diagnostics(
                """
                dtos:
                  WireRace:
                    maps: Race
                    fields:
                      round: Int
                      name: String
                """) == [
                    "Schemas/Wire.yaml:3:11: error: Race.date has no source in dto 'WireRace'; add 'to: date' to one of its fields, or give the field a default"
                ])
    }

    @Test func aTargetThatIsNoDomainFieldIsAnErrorWithASuggestion() {
        #expect(
            Self.diagnostics(
                """
                dtos:
                  WireRace:
                    maps: Race
                    fields:
                      round: Int
                      raceName: { type: String, to: nmae }
                      date: Date
                """) == [
                    "Schemas/Wire.yaml:3:11: error: Race.name has no source in dto 'WireRace'; add 'to: name' to one of its fields, or give the field a default",
                    "Schemas/Wire.yaml:6:37: error: 'to: nmae' names no field of Race (did you mean 'name'?)",
                ])
    }

    @Test func aTypeThatCannotConvertIsAnError() {
        #expect(
            Self.diagnostics(
                """
                dtos:
                  WireRace:
                    maps: Race
                    fields:
                      round: Double
                      name: String
                      date: Date
                """) == [
                    "Schemas/Wire.yaml:5:7: error: field 'round' of dto 'WireRace' is Double, which cannot become Race.round of type Int"
                ])
    }

    @Test func policiesMustFitTheFieldsType() {
        #expect(
            Self.diagnostics(
                """
                dtos:
                  WireDriver:
                    fields:
                      name: { type: String, absent: nil }
                      number: { type: Int?, null: default }
                """) == [
                    "Schemas/Wire.yaml:4:7: error: field 'name' of dto 'WireDriver' says 'absent: nil' but its type String is not optional",
                    "Schemas/Wire.yaml:5:7: error: field 'number' of dto 'WireDriver' says 'null: default' but has no 'default:'",
                ])
    }

    @Test func oneOrManyIsForListsAndIsTrueOrFalse() {
        #expect(
            Self.diagnostics(
                """
                dtos:
                  WireSample:
                    fields:
                      gap: { type: Gap?, oneOrMany: true }
                      times: { type: "[Double?]", oneOrMany: yes }
                      gaps: { type: "[Gap?]?", oneOrMany: true }
                """) == [
                    "Schemas/Wire.yaml:4:7: error: 'oneOrMany' applies to list fields; field 'gap' of dto 'WireSample' is Gap?",
                    "Schemas/Wire.yaml:5:46: error: unknown oneOrMany 'yes'; expected one of: true, false",
                ])
    }

    @Test func missingTextIsForListsOfOptionalScalarsAndIsNotEmpty() {
        #expect(
            Self.diagnostics(
                """
                dtos:
                  WireSample:
                    fields:
                      speed: { type: Double?, missingText: None }
                      gears: { type: "[Int]", missingText: None }
                      times: { type: "[Double?]", missingText: "" }
                      ahead: { type: "[String?]?", missingText: None }
                      laps: { type: "[Int?]", missingText: None }
                """) == [
                    "Schemas/Wire.yaml:4:7: error: 'missingText:' applies to lists of optional numbers or text ([Double?], [Int?], [String?]); field 'speed' of dto 'WireSample' is Double?",
                    "Schemas/Wire.yaml:5:7: error: 'missingText:' applies to lists of optional numbers or text ([Double?], [Int?], [String?]); field 'gears' of dto 'WireSample' is [Int]",
                    "Schemas/Wire.yaml:6:48: error: 'missingText:' needs the text that stands for a missing value, like None",
                ])
    }

    @Test func derivationsMustNameCasesOfAnEnum() {
        let yaml = """
            enums:
              Status:
                cases:
                  running: Running
                  retired: Retired
            entities:
              Entry:
                fields:
                  status: Status
            dtos:
              WireEntry:
                maps: Entry
                fields:
                  text:
                    type: String
                    derive:
                      status: { R: retird, "*": running }
            """
        #expect(
            Self.diagnostics(yaml) == [
                "Schemas/Wire.yaml:17:24: error: 'retird' is not a case of Status (did you mean 'retired'?)"
            ])
    }

    @Test func anEntityInsideADTOIsAnError() {
        #expect(
            Self.diagnostics(
                """
                dtos:
                  WireRace:
                    fields:
                      winner: Driver
                """) == [
                    "Schemas/Wire.yaml:4:15: error: a DTO field cannot hold the entity 'Driver'; declare a DTO that maps to it"
                ])
    }

    @Test func parametersMustNameDomainFields() {
        #expect(
            Self.diagnostics(
                """
                dtos:
                  WireRace:
                    maps: Race
                    parameters: [round, year]
                    fields:
                      name: String
                      date: Date
                """) == [
                    "Schemas/Wire.yaml:4:25: error: parameter 'year' names no field of Race"
                ])
    }

    @Test func aDTOThatTakesParametersCannotBeNested() {
        #expect(
            Self.diagnostics(
                """
                entities:
                  Calendar:
                    fields:
                      races: "[Race]"
                dtos:
                  WireRace:
                    maps: Race
                    parameters: [round]
                    fields:
                      name: String
                      date: Date
                  WireCalendar:
                    maps: Calendar
                    fields:
                      races: "[WireRace]"
                """) == [
                    "Schemas/Wire.yaml:15:7: error: dto 'WireRace' takes parameters (round), so dto 'WireCalendar' cannot map it; map it where the parameters are known"
                ])
    }
}
