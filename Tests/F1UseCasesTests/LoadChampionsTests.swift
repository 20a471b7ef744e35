import F1Domain
import F1TestSupport
import F1UseCases
import Testing

/// Every season's champions; the latest season's leaders are not champions until its calendar is run.
@Suite struct LoadChampionsTests {
    typealias S = Season2025

    static let table2024 = DriverStandingsTable(
        season: 2024, round: 24,
        driverStandings: [
            DriverStanding(position: 1, positionText: "1", points: 437, wins: 9, driver: SampleData.verstappen, constructors: [SampleData.redBull])
        ])
    static let teams2024 = ConstructorStandingsTable(
        season: 2024, round: 24,
        constructorStandings: [
            ConstructorStanding(position: 1, positionText: "1", points: 666, wins: 6, constructor: S.mclaren)
        ])

    @Test func pastSeasonsAreCompleteAndTheLatestIsNotWhileRacesRemain() async throws {
        let standings = StubStandingsRepository(
            drivers: [2024: Self.table2024, 2025: S.driverTable], constructors: [2024: Self.teams2024, 2025: S.constructorTable])
        // A past season's calendar is not asked for: this one, which would say round 30 is still
        // to come, would otherwise make 2024 look unfinished.
        var races = S.repository()
        races.calendars[2024] = [SampleData.race(round: 30, name: "Never asked for", date: S.date(2024, 12, 31), season: 2024)]
        let champions = try await LoadChampions(races: races, standings: standings)()

        #expect(champions.map(\.season) == [2024, 2025])
        #expect(champions.map(\.isComplete) == [true, false])
        #expect(champions.map(\.racesRun) == [24, 3])
        #expect(champions.first?.driver?.driver == SampleData.verstappen)
        #expect(champions.first?.constructor?.constructor == S.mclaren)
        #expect(champions.last?.driver?.points == 62)
    }

    @Test func theLatestSeasonIsCompleteOnceItsLastRoundIsRun() async throws {
        var table = S.driverTable
        table.round = 5
        let standings = StubStandingsRepository(
            drivers: [2024: Self.table2024, 2025: table], constructors: [2024: Self.teams2024, 2025: S.constructorTable])
        let champions = try await LoadChampions(races: S.repository(), standings: standings)()
        #expect(champions.map(\.isComplete) == [true, true])
    }
}
