import F1Domain
import F1TestSupport
import F1UseCases
import Testing

@Suite struct LoadSeasonOverviewTests {
    typealias S = Season2025

    static func load(
        _ races: StubRaceRepository = S.repository(), standings: StubStandingsRepository = S.standings,
        today: CalendarDate = S.date(2025, 5, 14), season: Int? = nil
    ) async throws -> SeasonOverview {
        try await LoadSeasonOverview(races: races, standings: standings, today: { today })(season: season)
    }

    @Test func midSeason() async throws {
        let overview = try await Self.load()

        #expect(overview.season == 2025)
        #expect(overview.nextRace?.race.round == 4)
        #expect(overview.nextRace?.daysUntil == 11)
        #expect(overview.lastRace?.race.round == 3)
        #expect(overview.lastRace?.winner?.driver.id == "norris")
        #expect(overview.racesRun == 3)
        #expect(overview.racesTotal == 5)
        #expect(overview.driverStandings == S.driverTable)
        #expect(overview.constructorStandings == S.constructorTable)
    }

    @Test func withoutASeasonItTakesTheNewestTheSourceHolds() async throws {
        // The source holds 2020 to 2025; only 2025 has data, so anything else would come back empty.
        let overview = try await Self.load(S.repository(seasons: 2020...2025))
        #expect(overview.season == 2025)
        #expect(overview.racesTotal == 5)
    }

    @Test func aGivenSeasonIsUsed() async throws {
        var races = S.repository()
        races.calendars[2024] = [SampleData.race(round: 1, name: "Old Grand Prix", date: S.date(2024, 3, 2), season: 2024)]
        let overview = try await Self.load(races, season: 2024)

        #expect(overview.season == 2024)
        #expect(overview.racesTotal == 1)
        #expect(overview.racesRun == 0)
        #expect(overview.nextRace == nil)
        #expect(overview.lastRace == nil)
    }

    @Test func beforeAnyRaceThereAreNoStandings() async throws {
        // The standings stub has no tables at all: asking it would throw.
        let overview = try await Self.load(S.repository(classified: []), standings: StubStandingsRepository(), today: S.date(2025, 3, 1))

        #expect(overview.racesRun == 0)
        #expect(overview.racesTotal == 5)
        #expect(overview.lastRace == nil)
        #expect(overview.driverStandings == nil)
        #expect(overview.constructorStandings == nil)
        #expect(overview.nextRace?.race.round == 1)
        #expect(overview.nextRace?.daysUntil == 15)  // 1 March to 16 March
    }

    @Test func afterTheLastRaceThereIsNoNextRace() async throws {
        let all = S.calendar.map { S.results(of: $0, winner: SampleData.verstappen, team: SampleData.redBull) }
        let overview = try await Self.load(S.repository(classified: all), today: S.date(2025, 12, 1))

        #expect(overview.nextRace == nil)
        #expect(overview.lastRace?.race.round == 5)
        #expect(overview.racesRun == 5)
        #expect(overview.racesTotal == 5)
    }

    @Test func unknownSeason() async throws {
        await #expect(throws: LookupError.seasonNotFound(2030, available: 2024...2025)) {
            try await Self.load(season: 2030)
        }
    }

    @Test func standingsFailuresPropagate() async throws {
        await #expect(throws: SourceError.unreadable(path: "standings/2025/drivers", problem: .missing)) {
            try await Self.load(standings: StubStandingsRepository())
        }
    }
}
