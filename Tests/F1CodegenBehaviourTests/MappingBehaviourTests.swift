import F1CodegenSamples
import F1Data
import F1Domain
import Foundation
import Testing
import YAMLKit

/// Generated mappers, models and their defaults, compiled and run.
@Suite struct MappingBehaviourTests {
    @Test func mapperAppliesRenamesDefaultsAndDerivations() throws {
        let wire = try JSONDecoder().decode(WireTeam.self, from: Data(#"{"teamId": 7, "name": "Tyrrell", "compound": "S"}"#.utf8))
        let team = try wire.toTeam()
        #expect(team.id == Team.ID(7))
        #expect(team.founded == 1950, "a nil wire value takes the domain default")
        #expect(team.favourite == .soft)
        #expect(team.rating == 0.5)
        #expect(team.colours == [])
    }

    @Test func anUnknownDerivedValueFailsTheMapping() throws {
        let wire = try JSONDecoder().decode(WireTeam.self, from: Data(#"{"teamId": 7, "name": "Tyrrell", "compound": "X"}"#.utf8))
        #expect(throws: DTOMapping.UnknownValueError.self) { try wire.toTeam() }
    }

    @Test func idsAndEnumsMapFromTheirWireForms() throws {
        let json = #"{"team": "7", "laps": "23", "compound": "H", "complete": "true"}"#
        let stint = try JSONDecoder().decode(WireStint.self, from: Data(json.utf8)).toStint()
        #expect(stint.team == 7)
        #expect(stint.compound == .hard)
    }

    @Test func modelsDecodeFromYAMLWithDefaults() throws {
        let team = try YAMLDecoder().decode(Team.self, from: "id: 3\nname: Lotus\nsponsors: { JPS: black }\n")
        #expect(team.founded == 1950)
        #expect(team.favourite == .medium)
        #expect(team.sponsors == ["JPS": "black"])
    }

    @Test func anUnknownEnumValueNamesTheValidOnes() {
        #expect {
            try YAMLDecoder().decode(Stint.self, from: "team: 1\nlaps: 2\ncompound: X\ncomplete: true\n", path: "stint.yaml")
        } throws: { error in
            (error as? YAMLError)?.description == "stint.yaml:3:11: error: 'X' is not a Compound value; expected one of: S, M, H"
        }
    }

    @Test func memberwiseInitialiserHasDefaultsForOptionalAndDefaultedFields() {
        let team = Team(id: 1, name: "Brabham")
        #expect(team.founded == 1950)
        #expect(team.nickname == nil)
        #expect(team.favourite == .medium)
    }
}
