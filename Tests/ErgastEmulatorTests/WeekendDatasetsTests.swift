import ErgastEmulator
import F1Data
import F1Domain
import F1UseCases
import Foundation
import Testing

/// `weekendResponses(season:from:)` over any source that answers weekends: what it has is served,
/// what it answers with a `LookupError` is left out, and the answers map back unchanged.
@Suite(.enabled(if: Recorded.available, Recorded.absent))
struct WeekendDatasetsTests {
    /// The recorded 2023 calendar, round 13's qualifying and round 18's first page of pit stops;
    /// every other session "not run".
    struct Source: RaceRepository, WeekendRepository {
        var calendar: [Race]
        var qualifyingAt13: QualifyingResults
        var stopsAt18: PitStops

        var info: DataSourceInfo { DataSourceInfo(name: "stub", seasons: 2023...2023) }
        func seasons() async throws -> [Season] { [Season(year: 2023)] }
        func races(season: Int) async throws -> [Race] { calendar }
        func results(season: Int) async throws -> [RaceResults] { [] }
        func results(season: Int, round: Int) async throws -> RaceResults { throw notRun(round, .race) }
        func qualifying(season: Int, round: Int) async throws -> QualifyingResults {
            guard round == 13 else { throw notRun(round, .qualifying) }
            return qualifyingAt13
        }
        func sprintQualifying(season: Int, round: Int) async throws -> QualifyingResults { throw notRun(round, .sprintQualifying) }
        func sprint(season: Int, round: Int) async throws -> SprintResults { throw notRun(round, .sprint) }
        func startingGrid(season: Int, round: Int) async throws -> StartingGrid { throw notRun(round, .race) }
        func pitStops(season: Int, round: Int) async throws -> PitStops {
            guard round == 18 else { throw notRun(round, .race) }
            return stopsAt18
        }

        func notRun(_ round: Int, _ session: SessionKind) -> LookupError {
            .sessionNotRun(season: 2023, round: round, name: "", session: session)
        }
    }

    static func source() throws -> Source {
        let calendar = try #require(DatasetsTests.decode(Recorded.data("races", "2023.json")).raceTable).races.map { try $0.toRace() }
        let qualifying = try #require(DatasetsTests.races("qualifying", "2023@13@qualifying.json").first)
        let stops = try #require(DatasetsTests.races("pitstops", "2023@18@pitstops.json").first)
        return Source(
            calendar: calendar,
            qualifyingAt13: QualifyingResults(
                race: try qualifying.toRace(), format: .knockout,
                results: try (qualifying.qualifyingResults ?? []).map { try $0.toQualifyingResult() }),
            stopsAt18: PitStops(
                race: try stops.toRace(),
                stops: try (stops.pitStops ?? []).map { row in
                    try row.toPitStop(constructor: nil, number: nil) { Driver(id: $0, givenName: "", familyName: $0.rawValue) }
                }))
    }

    @Test func whatTheSourceHasIsServedAndMapsBack() async throws {
        let source = try Self.source()
        let responses = try await ErgastDatasets.weekendResponses(season: 2023, from: source)
        #expect(responses.keys.sorted() == ["2023/13/qualifying.json", "2023/18/pitstops.json"])

        let qualifyingJSON = try #require(responses["2023/13/qualifying.json"])
        let qualifying = try #require(DatasetsTests.decode(qualifyingJSON).raceTable?.races.first)
        #expect(try (qualifying.qualifyingResults ?? []).map { try $0.toQualifyingResult() } == source.qualifyingAt13.results)
        let stopsJSON = try #require(responses["2023/18/pitstops.json"])
        let page = try DatasetsTests.decode(stopsJSON)
        let stops = try #require(page.raceTable?.races.first?.pitStops)
        #expect(page.total == 30 && stops.count == 30)
        #expect(stops.map(\.duration) == source.stopsAt18.stops.map(\.duration))
        #expect(stops.map(\.time) == source.stopsAt18.stops.map(\.timeOfDay))
    }

    @Test func aLabelRenumbersTheSeason() async throws {
        let responses = try await ErgastDatasets.weekendResponses(season: 2023, from: try Self.source(), labelledAs: 2030)
        #expect(responses.keys.sorted() == ["2030/13/qualifying.json", "2030/18/pitstops.json"])
    }
}
