import Testing

@testable import F1Codegen
@testable import F1Schema

/// Schemas whose shape, not their text, is hostile: long chains and many shared members of
/// entities, deep and clashing wire keys, several fixtures of one dataset.
@Suite struct HostileStructureTests {
    static func diagnostics(_ yaml: String) -> [String] {
        SampleSchemas.diagnostics(schemas: [SourceFile(path: "Schemas/Bad.yaml", text: yaml)])
    }

    @Test func anEntityThatContainsItselfIsOneErrorWithTheShortestPath() {
        let yaml = """
            entities:
              A:
                fields:
                  b: B
                  c: C?
              B:
                fields:
                  c: C
              C:
                fields:
                  a: A
            """
        #expect(
            Self.diagnostics(yaml) == [
                "Schemas/Bad.yaml:2:3: error: entity 'A' contains itself through A.c → C.a; use an array or a Driver.ID-style reference"
            ])
    }

    /// Each entity holds the next twice: a walk of every path would take 2^40 steps.
    @Test func manySharedMembersWithoutACycleAreCheckedInLinearTime() {
        var yaml = "entities:\n"
        for level in 0..<40 {
            yaml += "  E\(level):\n    fields:\n      left: E\(level + 1)\n      right: E\(level + 1)?\n"
        }
        yaml += "  E40:\n    fields:\n      name: String\n"
        #expect(Self.diagnostics(yaml).isEmpty)
    }

    @Test func aChainOfThousandsOfEntitiesRoundToItselfIsOneShortenedError() {
        var yaml = "entities:\n"
        for index in 0..<3_000 {
            yaml += "  E\(index):\n    fields:\n      next: E\((index + 1) % 3_000)\n"
        }
        let diagnostics = Self.diagnostics(yaml)
        #expect(
            diagnostics == [
                "Schemas/Bad.yaml:2:3: error: entity 'E0' contains itself through "
                    + (0..<12).map { "E\($0).next" }.joined(separator: " → ")
                    + " → … (3000 steps); use an array or a Driver.ID-style reference"
            ])
    }

    static func dto(_ fields: String) -> String {
        "entities:\n  Target:\n    fields:\n      name: String\ndtos:\n  Wire:\n    maps: Target\n    fields:\n      name: String\n" + fields
    }

    @Test func aWireKeyNestedTooDeepIsAnError() {
        let key = (0..<40).map { "k\($0)" }.joined(separator: ".")
        let diagnostics = Self.diagnostics(Self.dto("      deep: { type: Int?, key: \(key) }\n"))
        #expect(
            diagnostics == [
                "Schemas/Bad.yaml:10:7: error: the wire key '\(key.prefix(80))…' of field 'deep' nests deeper than 32 levels"
            ])
    }

    @Test func twoFieldsOnOneWireKeyOrAKeyThatIsAlsoAContainerAreErrors() {
        let fields = """
                  other: { type: String?, key: name }
                  time: { type: Int?, key: Time }
                  millis: { type: Int?, key: Time.millis }
            """
        #expect(
            Self.diagnostics(Self.dto(fields + "\n")) == [
                "Schemas/Bad.yaml:10:7: error: field 'other' of dto 'Wire' reads the wire key 'name', which field 'name' already reads",
                "Schemas/Bad.yaml:12:7: error: the wire key 'Time.millis' of field 'millis' nests inside 'Time', the value of field 'time'",
            ])
    }

    @Test func twoFixturesOfOneDatasetAreAnErrorNamingBoth() {
        let first = SourceFile(path: "Fixtures/A/sample.yaml", text: "drivers: []\nraces: []\n")
        let second = SourceFile(path: "Fixtures/B/sample.v2.yaml", text: "drivers: []\nraces: []\n")
        let diagnostics = SampleSchemas.diagnostics(schemas: SampleSchemas.valid, fixtures: [first, second])
        #expect(
            diagnostics == [
                "Fixtures/B/sample.v2.yaml:1:1: error: 'Fixtures/A/sample.yaml' and 'Fixtures/B/sample.v2.yaml' are both fixtures of dataset Sample; keep one"
            ])
    }

    @Test func outputsThatCollideAreErrorsNamingBothInputs() {
        let pairs = [
            ("Schemas/A/B+C.yaml", "/t/Schemas/A/B+C.yaml", "/out/Schemas+A+B+C.swift"),
            ("Schemas/A+B/C.yaml", "/t/Schemas/A+B/C.yaml", "/out/Schemas+A+B+C.swift"),
            ("Schemas/Race.yaml", "/t/Schemas/Race.yaml", "/out/Schemas+Race.swift"),
            ("Schemas/race.yaml", "/t/Schemas/race.yaml", "/out/Schemas+race.swift"),
            ("Schemas/Race.yaml", "/t/Schemas/Race.yaml", "/out/Other.swift"),
        ]
        #expect(
            CodegenCommand.collisions(in: pairs).map(\.description) == [
                "/t/Schemas/A+B/C.yaml:1:1: error: 'Schemas/A/B+C.yaml' and 'Schemas/A+B/C.yaml' both generate 'Schemas+A+B+C.swift'; rename one of them",
                "/t/Schemas/race.yaml:1:1: error: 'Schemas/Race.yaml' and 'Schemas/race.yaml' generate 'Schemas+Race.swift' and 'Schemas+race.swift', which differ only in case; rename one of them",
                "/t/Schemas/Race.yaml:1:1: error: 'Schemas/Race.yaml' is given twice, for '/out/Schemas+Race.swift' and '/out/Other.swift'",
            ])
    }

    @Test func aDTOWithThousandsOfFieldsMapsEveryOne() {
        let count = 3_000
        let yaml =
            "entities:\n  Big:\n    fields:\n" + (0..<count).map { "      f\($0): Int\n" }.joined()
            + "dtos:\n  WireBig:\n    maps: Big\n    fields:\n" + (0..<count).map { "      w\($0): { type: Int, to: f\($0) }\n" }.joined()
        let output = CodeGenerator.generate(schemas: [SourceFile(path: "Schemas/Big.yaml", text: yaml)], fixtures: [], mode: .dtos)
        #expect(output.diagnostics.isEmpty)
        let text = output.sources.first?.text ?? ""
        #expect(text.contains("            f0: self.w0,\n"))
        #expect(text.contains("            f2999: self.w2999\n"))
    }

    /// The innermost DTO resolves a team by id; every DTO around it must pass the lookup on.
    @Test func aLongChainOfNestedDTOsPassesTheInnermostLookupOut() {
        let depth = 1_000
        var yaml = "entities:\n  Team:\n    id: Int\n    fields:\n      name: String\n"
        yaml += (0..<depth).map { "  E\($0):\n    fields:\n      next: E\($0 + 1)?\n" }.joined()
        yaml += "  E\(depth):\n    fields:\n      team: Team\n"
        yaml += "dtos:\n" + (0..<depth).map { "  W\($0):\n    maps: E\($0)\n    fields:\n      next: W\($0 + 1)?\n" }.joined()
        yaml += "  W\(depth):\n    maps: E\(depth)\n    fields:\n      team: Int\n"
        let (schema, diagnostics) = Schema.load([SourceFile(path: "Schemas/Chain.yaml", text: yaml)])
        #expect(diagnostics.isEmpty)
        #expect(schema.mappings["W0"]?.first?.lookups == ["Team"])
        #expect(schema.mappings["W\(depth / 2)"]?.first?.lookups == ["Team"])
    }

    @Test func twoDatasetsThatLoadOneFixtureAreAnError() {
        let yaml = "datasets:\n  MRData:\n    fields:\n      name: String\n  MrData:\n    fields:\n      name: String\n"
        #expect(
            Self.diagnostics(yaml) == [
                "Schemas/Bad.yaml:5:3: error: datasets 'MRData' and 'MrData' would both load the fixture 'mrData.yaml'; rename one of them"
            ])
    }

    @Test func namesThatClashWithGeneratedMembersAreErrors() {
        let yaml = """
            entities:
              Team:
                id: Int
                fields:
                  name: String
              Entry:
                fields:
                  motto: { type: String?, deprecated: Gone. }
                  _motto: String?
                  lookupTeam: Int
                  team: Team
            dtos:
              WireEntry:
                maps: Entry
                parameters: [lookupTeam]
                fields:
                  team: Int
            """
        #expect(
            Self.diagnostics(yaml) == [
                "Schemas/Bad.yaml:8:7: error: field '_motto' of entity 'Entry' clashes with the storage of deprecated field 'motto'; rename it",
                "Schemas/Bad.yaml:15:18: error: parameter 'lookupTeam' of dto 'WireEntry' has the name of the mapper's lookup of Team; rename the field",
            ])
    }

    @Test func aDTOThatMapsToAnEntityTwiceIsAnError() {
        let yaml =
            "entities:\n  Team:\n    fields:\n      name: String\ndtos:\n  WireTeam:\n    maps: [Team, Team]\n    fields:\n      name: String\n"
        #expect(
            Self.diagnostics(yaml) == [
                "Schemas/Bad.yaml:7:18: error: dto 'WireTeam' maps to 'Team' twice"
            ])
    }
}
