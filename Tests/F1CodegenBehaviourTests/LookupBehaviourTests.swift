import F1CodegenSamples
import F1Data
import Foundation
import Testing
import YAMLKit

/// Mappers that resolve ids through lookups and take parameters, compiled and run.
@Suite struct LookupBehaviourTests {
    static let teams: [Team.ID: Team] = [1: Team(id: 1, name: "Lotus"), 2: Team(id: 2, name: "Brabham"), 3: Team(id: 3, name: "Tyrrell")]

    struct MissingTeam: Error, Equatable {
        var id: Team.ID
    }

    static func lookupTeam(_ id: Team.ID) throws -> Team {
        guard let team = teams[id] else { throw MissingTeam(id: id) }
        return team
    }

    @Test func idsResolveThroughTheLookupAndParametersFillTheRest() throws {
        let wire = try YAMLDecoder().decode(WireEntry.self, from: "teamId: 1\nrivals: [2, 3]\nengine: Ford\ntyres: Goodyear\n")
        let entry = try wire.toEntry(season: 1978, order: 4, lookupTeam: Self.lookupTeam)
        #expect(entry.team.name == "Lotus")
        #expect(entry.rivals.map(\.name) == ["Brabham", "Tyrrell"])
        #expect(entry.season == 1978)
        #expect(entry.order == 4)
    }

    @Test func aMissingIdFailsTheMappingWithTheLookupsError() throws {
        let wire = try YAMLDecoder().decode(WireEntry.self, from: "teamId: 9\nrivals: []\n")
        #expect(throws: MissingTeam(id: 9)) { try wire.toEntry(season: 1978, order: 1, lookupTeam: Self.lookupTeam) }
    }

    @Test func ignoredKeysAreAcceptedButOthersAreNot() {
        #expect(throws: YAMLError.self) {
            try YAMLDecoder().decode(WireEntry.self, from: "teamId: 1\nrivals: []\nchassis: 79\n")
        }
    }

    @Test func nestedMappingsReceiveTheOuterLookups() throws {
        let wire = try YAMLDecoder().decode(WirePairingPair.self, from: "first: { lead: 2 }\nsecond: { lead: 3 }\n")
        let pair = try wire.toPairingPair(lookupTeam: Self.lookupTeam)
        #expect(pair.first.lead.name == "Brabham")
        #expect(pair.second?.lead.name == "Tyrrell")
    }
}
