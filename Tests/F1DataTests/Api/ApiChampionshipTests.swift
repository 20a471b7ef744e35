import ErgastEmulator
import F1DataF1db
import F1Domain
import F1UseCases
import Testing

@testable import F1Data

/// The championship engine on the API source: 2023 computed from the race and sprint results
/// the API serves (recorded, and from f1db where the recordings hold only a page, as in the
/// other API tests) must equal the API's own recorded 2023 tables. Entrants are compared by
/// name, since the served pages and the recorded tables spell ids differently.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct ApiChampionshipTests {
    @Test func the2023TablesComputedFromTheApisResultsEqualItsStandings() async throws {
        let harness = try await ApiHarness()
        // The recordings hold one sprint of 2023; the others are served from f1db.
        let weekends = try await ErgastDatasets.weekendResponses(season: 2023, from: F1dbRepository(path: ApiHarness.f1db.path))
        for (path, json) in weekends where path.hasSuffix("sprint.json") && !ApiHarness.isRecordedWhole(path) {
            harness.emulator.add(json: json, forPath: path)
        }
        let repository = harness.repository(harness.client())
        let load = LoadChampionship(races: repository, weekends: repository, rulebook: try ScoringRulebook.builtIn())
        let championship = try await load(season: 2023)
        let table = championship.table()
        #expect(championship.disagreements.isEmpty)
        #expect(table.round == 22)

        let drivers = try await repository.driverStandings(season: 2023).driverStandings
        #expect(table.drivers.count == drivers.count)
        #expect(table.drivers.map { CrossSourceTests.spelledAsTheAPI($0.entrant.fullName) } == drivers.map(\.driver.fullName))
        #expect(table.drivers.map(\.points) == drivers.map(\.points))
        #expect(table.drivers.map(\.position) == drivers.map(\.position))
        #expect(table.drivers.map(\.wins) == drivers.map(\.wins))

        let constructors = try await repository.constructorStandings(season: 2023).constructorStandings
        #expect(table.constructors.map { CrossSourceTests.spelledAsTheAPI($0.entrant.constructor.name) } == constructors.map(\.constructor.name))
        #expect(table.constructors.map(\.points) == constructors.map(\.points))
        #expect(table.constructors.map(\.position) == constructors.map(\.position))
    }
}
