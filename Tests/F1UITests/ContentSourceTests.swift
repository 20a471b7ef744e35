import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Testing

/// Each screen's content keeps the domain value it was made from, so machine-readable output
/// comes from the same load as the text, not from the display strings.
@MainActor
@Suite struct ContentSourceTests {
    typealias U = UISamples

    @Test func raceResultsKeepTheirResults() {
        #expect(RaceResultsScreen.makeContent(from: U.monacoResults, format: U.utc).results == U.monacoResults)
    }

    @Test func standingsKeepTheTableAskedFor() {
        let drivers = StandingsScreen.makeContent(from: U.driverTable, format: U.utc)
        #expect(drivers.table == .drivers(U.driverTable))
        let constructors = StandingsScreen.makeContent(from: U.constructorTable, format: U.utc)
        #expect(constructors.table == .constructors(U.constructorTable))
    }

    @Test func theCalendarAndTheOverviewKeepTheirSchedule() {
        let schedule = SeasonSchedule(
            season: 2025, today: CalendarDate(year: 2025, month: 5, day: 14), upcoming: [.init(race: U.monaco, daysUntil: 11)], past: [])
        #expect(RacesScreen.makeContent(from: schedule, format: U.utc).schedule == schedule)
        let overview = SeasonAndOverviewMappingTests.overview
        #expect(OverviewScreen.makeContent(from: overview, format: U.utc).overview == overview)
    }

    @Test func seasonsAndChampionsKeepTheirValuesBesideTheRows() async {
        let seasons = SeasonsScreen { [Season(year: 2025), Season(year: 1950)] }
        await seasons.load()
        #expect(seasons.state.content?.seasons == [Season(year: 2025), Season(year: 1950)])
        #expect(seasons.state.content?.rows.map(\.year) == [2025, 1950])

        let champion = SeasonChampions(season: 2025, driver: nil, constructor: nil, racesRun: 3, isComplete: false)
        let champions = ChampionsScreen(format: U.utc) { [champion] }
        await champions.load()
        #expect(champions.state.content?.champions == [champion])
        #expect(champions.state.content?.rows.map(\.note) == ["leaders after round 3"])
    }

    @Test func aLiveUpdateCarriesItsSnapshot() async {
        let snapshot = SampleData.live(lap: 42)
        let screen = LiveRaceScreen {
            AsyncThrowingStream {
                $0.yield(snapshot)
                $0.finish()
            }
        }
        var updates: [LiveRaceScreen.Content] = []
        await screen.run { updates.append($0) }
        #expect(updates.map(\.race) == [snapshot])
        #expect(updates.map(\.board) == [LiveRaceScreen.makeBoardData(from: snapshot)])
    }
}
