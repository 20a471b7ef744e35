import F1DataF1db
import F1Domain
import Testing

@testable import F1Data

/// The recorded API responses and f1db tell the same 2023: every name, position and point is
/// compared source against source, not against figures written here.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct CrossSourceTests {
    /// The sources spell a few names differently (f1db on the left, the API on the right); any
    /// other difference is a failure. (They also differ where comparing makes no sense: f1db
    /// gives pit-lane starters grid 0 where the API keeps their qualifying slot, and calls Alfa Romeo's
    /// entrant Italian where the API says Swiss; those fields are not compared.)
    static let spellings = [
        "Carlos Sainz Jr.": "Carlos Sainz", "Nyck De Vries": "Nyck de Vries",
        "Alpine": "Alpine F1 Team", "Haas": "Haas F1 Team", "Mexican Grand Prix": "Mexico City Grand Prix",
    ]

    static func spelledAsTheAPI(_ name: String) -> String {
        spellings[name] ?? name
    }

    @Test func the2023DriversStandingsAgree() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let api = try await harness.repository(harness.client()).driverStandings(season: 2023).driverStandings
        let f1db = try await F1dbRepository(path: ApiHarness.f1db.path).driverStandings(season: 2023).driverStandings

        #expect(api.count == f1db.count && api.count == 22)
        #expect(api.map(\.driver.fullName) == f1db.map { Self.spelledAsTheAPI($0.driver.fullName) })
        #expect(api.map(\.position) == f1db.map(\.position))
        #expect(api.map(\.points) == f1db.map(\.points))
        #expect(api.map(\.wins) == f1db.map(\.wins))
        #expect(api.map { $0.constructors.map(\.name) } == f1db.map { $0.constructors.map { Self.spelledAsTheAPI($0.name) } })
    }

    @Test func the2023ConstructorsStandingsAgree() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let api = try await harness.repository(harness.client()).constructorStandings(season: 2023).constructorStandings
        let f1db = try await F1dbRepository(path: ApiHarness.f1db.path).constructorStandings(season: 2023).constructorStandings

        #expect(api.count == f1db.count && api.count == 10)
        #expect(api.map(\.constructor.name) == f1db.map { Self.spelledAsTheAPI($0.constructor.name) })
        #expect(api.map(\.position) == f1db.map(\.position))
        #expect(api.map(\.positionText) == f1db.map(\.positionText))
        #expect(api.map(\.points) == f1db.map(\.points))
        #expect(api.map(\.wins) == f1db.map(\.wins))
    }

    @Test func the2023AustrianGrandPrixAgrees() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let api = try await harness.repository(harness.client()).results(season: 2023, round: 9)
        let f1db = try await F1dbRepository(path: ApiHarness.f1db.path).results(season: 2023, round: 9)

        #expect(api.results.count == f1db.results.count && api.results.count == 20)
        #expect(api.results.map(\.driver.fullName) == f1db.results.map { Self.spelledAsTheAPI($0.driver.fullName) })
        #expect(api.results.map(\.constructor.name) == f1db.results.map { Self.spelledAsTheAPI($0.constructor.name) })
        #expect(api.results.map(\.position) == f1db.results.map(\.position))
        #expect(api.results.map(\.classification) == f1db.results.map(\.classification))
        #expect(api.results.map(\.points) == f1db.results.map(\.points))
        #expect(api.results.map(\.laps) == f1db.results.map(\.laps))
        // Jolpica marks lapped finishers "Lapped" with a misleading time; both must read "+1 Lap".
        let lapped = { (results: RaceResults) in results.results.filter { $0.laps < 71 && $0.classification == .classified } }
        #expect(lapped(api).map(\.status) == lapped(f1db).map(\.status))
        #expect(lapped(api).count == 8 && lapped(api).allSatisfy { $0.status == "+1 Lap" && $0.time == nil })
        #expect(api.race.name == Self.spelledAsTheAPI(f1db.race.name))
        #expect(api.race.date == f1db.race.date)
    }

    @Test func the2023CalendarAgrees() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let api = try await harness.repository(harness.client()).races(season: 2023)
        let f1db = try await F1dbRepository(path: ApiHarness.f1db.path).races(season: 2023)

        #expect(api.count == f1db.count && api.count == 22)
        #expect(api.map(\.round) == f1db.map(\.round))
        #expect(api.map(\.name) == f1db.map { Self.spelledAsTheAPI($0.name) })
        #expect(api.map(\.date) == f1db.map(\.date))
    }
}
