import F1Data
import F1Domain
import Foundation
import Testing

/// Generated DTOs and mappers agree with the hand-written references on every recorded response.
@Suite(.enabled(if: Paths.hasSharedData, "../shared/data is absent: recorded API responses are not available"))
struct APIConsistencyTests {
    static let responses = Paths.recordedResponses

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: Paths.responses.appending(path: name))
    }

    static func strictDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[WireKeys.strictKeys] = true
        return decoder
    }

    @Test func thereAreRecordedResponses() {
        #expect(Self.responses.count >= 70)
    }

    /// Every key of every recorded response is declared by the schemas, and writing back keeps its meaning.
    @Test(arguments: responses)
    func decodesStrictlyAndRoundTrips(_ name: String) throws {
        let data = try Self.data(name)
        let response = try Self.strictDecoder().decode(ErgastResponse.self, from: data)
        let reencoded = try JSONEncoder().encode(response)
        let difference = JSON.difference(try JSON.object(data), try JSON.object(reencoded))
        #expect(difference == nil, "\(difference ?? "")")
        #expect(try JSONDecoder().decode(ErgastResponse.self, from: reencoded) == response)
    }

    @Test(arguments: responses)
    func mapsLikeTheReference(_ name: String) throws {
        let data = try Self.data(name)
        let generated = try JSONDecoder().decode(ErgastResponse.self, from: data).data
        let reference = try JSONDecoder().decode(ReferenceErgastResponse.self, from: data).MRData
        #expect(generated.total == Int(reference.total))
        let seasons = try generated.seasonTable?.seasons.map { try $0.toSeason() } ?? []
        #expect(seasons.map(ReferenceSeason.init) == (try reference.SeasonTable?.Seasons.map { try $0.toDomain() } ?? []))
        let races = generated.raceTable?.races ?? []
        let expectedRaces = reference.RaceTable?.Races ?? []
        #expect(races.count == expectedRaces.count)
        for (race, expected) in zip(races, expectedRaces) {
            let domain = try race.toRace()
            let expectedDomain = try expected.toDomain()
            #expect(ReferenceRace(domain) == expectedDomain)
            #expect(try JSON.text(domain) == JSON.text(expectedDomain))
            let results = try race.results?.map { try $0.toRaceResult() } ?? []
            let expectedResults = try expected.Results?.map { try $0.toDomain() } ?? []
            #expect(results.map(ReferenceRaceResult.init) == expectedResults)
            #expect(try JSON.text(results) == JSON.text(expectedResults))
        }
    }

    @Test func aRetirementIsClassifiedFromItsPositionText() throws {
        let data = try Self.data("results/2023@results.json")
        let races = try JSONDecoder().decode(ErgastResponse.self, from: data).data.raceTable?.races ?? []
        let results = try races.flatMap { try ($0.results ?? []).map { try $0.toRaceResult() } }
        #expect(results.contains { $0.positionText == "R" && $0.classification == .retired })
        #expect(results.filter { Int($0.positionText) != nil }.allSatisfy { $0.classification == .classified })
    }

    @Test func sprintRowsMapToSprintResults() throws {
        let data = try Self.data("sprint/2023@sprint.json")
        let races = try Self.strictDecoder().decode(ErgastResponse.self, from: data).data.raceTable?.races ?? []
        let first = try #require(races.first)
        let sprint = try (first.sprintResults ?? []).map { try $0.toSprintResult() }
        #expect(first.raceName == "Azerbaijan Grand Prix")
        #expect(sprint.first?.driver.familyName == "Pérez")
        #expect(sprint.first?.points == 8)
        #expect(sprint.count == (first.sprintResults?.count ?? -1))
    }
}
