import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Synchronization
import Testing

/// Two seasons the model can switch between: 2025 is the competitor-season sample (three rounds,
/// two run), 2024 two rounds without results; each has its own drivers' table.
private enum AppStub {
    static let today = CalendarDate(year: 2025, month: 4, day: 20)
    static let calendars = [
        2025: SeasonSample.races,
        2024: [
            SampleData.race(round: 1, name: "Bahrain Grand Prix", date: CalendarDate(year: 2024, month: 3, day: 2), season: 2024),
            SampleData.race(round: 2, name: "Saudi Arabian Grand Prix", date: CalendarDate(year: 2024, month: 3, day: 9), season: 2024),
        ],
    ]
    static let races = StubRaceRepository(
        info: DataSourceInfo(name: "Stub", seasons: 2024...2025), seasons: [2024, 2025].map { Season(year: $0) },
        calendars: calendars, classifications: [2025: SeasonSample.classified])
    static let standings = StubStandingsRepository(
        drivers: [
            2025: UISamples.driverTable,
            2024: DriverStandingsTable(season: 2024, round: 2, driverStandings: Array(UISamples.driverTable.driverStandings.reversed())),
        ],
        constructors: [2025: UISamples.constructorTable])
    static let outage = SourceError.unreachable(server: "api.example.org", reason: .timedOut, attempts: 3)
}

/// The stub calendar behind a switch: until `fix()`, every call fails as an unreachable server does.
private final class FlakyRaceRepository: RaceRepository {
    private let base = AppStub.races
    private let failing = Mutex(true)

    var info: DataSourceInfo { base.info }
    func fix() { failing.withLock { $0 = false } }
    private func check() throws { if failing.withLock({ $0 }) { throw AppStub.outage } }

    func seasons() async throws -> [Season] {
        try check()
        return try await base.seasons()
    }
    func races(season: Int) async throws -> [Race] {
        try check()
        return try await base.races(season: season)
    }
    func results(season: Int) async throws -> [RaceResults] {
        try check()
        return try await base.results(season: season)
    }
    func results(season: Int, round: Int) async throws -> RaceResults {
        try check()
        return try await base.results(season: season, round: round)
    }
}

private typealias LiveFeed = AsyncThrowingStream<LiveRaceData, any Error>

/// Live feeds the model opened, with the season each was for; each stays open until the test finishes it.
private typealias LiveFeeds = Calls<(season: Int, feed: LiveFeed.Continuation)>

extension AppModel.Opened {
    fileprivate var raceDetail: RaceDetailScreen? { if case .raceWeekend(let screen) = self { screen } else { nil } }
    fileprivate var competitorSeason: CompetitorSeasonScreen? { if case .report(let screen as CompetitorSeasonScreen) = self { screen } else { nil } }
}

extension RacesScreen.Content {
    /// Every round on the calendar, run first, as the screen lists them.
    fileprivate var rounds: [Int] { (past + upcoming).map(\.round) }
}

@MainActor
@Suite struct AppModelTests {
    private func makeModel(
        races: any RaceRepository = AppStub.races, live: @escaping @Sendable (Int) -> LiveFeed = { _ in LiveFeed { $0.finish() } }
    ) -> AppModel {
        AppModel(
            season: 2025, format: UISamples.utc,
            source: StubReportSource(
                races: races, standings: AppStub.standings, weekend: StubWeekendRepository(), today: AppStub.today,
                now: Moment(millisecondsSince1970: 0)),
            live: AppModel.LiveFeed(follow: live))
    }

    /// A live source that opens a new feed per call and records it in `feeds`.
    private func opening(into feeds: LiveFeeds) -> @Sendable (Int) -> LiveFeed {
        { season in
            let (stream, continuation) = LiveFeed.makeStream()
            feeds.record((season, continuation))
            return stream
        }
    }

    // MARK: - The tabs' roots

    @Test func theRacesTabOpensOnTheSeasonsCalendar() async throws {
        let model = makeModel()
        #expect(model.router.tab == .races && model.races.state == .idle)
        await model.onAppear()
        let content = try #require(model.races.state.content)
        let calendar = try #require(AppStub.calendars[2025])
        #expect(content.season == 2025)
        #expect(content.rounds == calendar.map(\.round))
        #expect(content.past.map(\.round) == calendar.filter { $0.date < AppStub.today }.map(\.round))
        #expect(content.past.first?.winner == SeasonSample.classified.first?.winner?.driver.fullName)
        #expect(model.standings.state == .idle && model.seasons.state == .idle && !model.live.isRunning, "only the selected tab loads")
    }

    @Test func theStandingsAndSeasonsTabsLoadTheirOwnRoots() async {
        let model = makeModel()
        model.router.select(.standings)
        await model.onAppear()
        #expect(model.standings.state.content?.table == AppStub.standings.drivers[2025].map { .drivers($0) })
        model.router.select(.seasons)
        await model.onAppear()
        #expect(model.seasons.state.content?.rows.map(\.year) == AppStub.races.seasonList.map(\.year).sorted(by: >))
        #expect(model.races.state == .idle)
    }

    @Test func theLiveTabStartsTheSeasonsRaceOnce() async {
        let feeds = LiveFeeds()
        let model = makeModel(live: opening(into: feeds))
        model.router.select(.live)
        await model.onAppear()
        #expect(model.live.isRunning)
        await eventually("the feed is asked for") { feeds.all.count == 1 }
        let snapshot = SampleData.live(lap: 12)
        feeds.all.first?.feed.yield(snapshot)
        await eventually("the first board") { model.live.state.content?.race == snapshot }
        feeds.all.first?.feed.finish()
        await model.live.waitUntilStopped()
        #expect(!model.live.isRunning && model.live.state.content?.race == snapshot)
        await model.onAppear()
        #expect(!model.live.isRunning && feeds.all.count == 1, "a race already shown is not started again")
    }

    @Test func theLiveTabFollowsALiveRaceRepositoryToTheFlag() async {
        let source = StubLiveRaceRepository(snapshots: [SampleData.live(lap: 77), SampleData.live(lap: 78, isFinished: true)])
        let model = makeModel(live: { _ in FollowLiveRace(repository: source, clock: ImmediateClock())(every: .seconds(5)) })
        model.router.select(.live)
        await model.onAppear()
        await model.live.waitUntilStopped()
        #expect(model.live.state.content?.race == source.snapshots.last)
        #expect(model.live.summary?.isFinished == true)
        #expect(source.requests.intervals == [.seconds(5)])
    }

    // MARK: - Screens opened on a tab

    @Test func aRaceOpensItsWeekendKeptUntilItIsClosed() async throws {
        let model = makeModel()
        #expect(!model.onBack(), "nothing to close at the root")
        await model.onAppear()
        let race = try #require(AppStub.calendars[2025]?.last)
        let route = ReportRequest.race(season: 2025, round: .round(race.round))
        model.races.onSelectRace(round: race.round)
        #expect(model.router.path == [route])

        let first = try #require(model.screen(for: route).raceDetail)
        #expect(first.season == 2025 && first.round == race.round)
        #expect(model.screen(for: route).raceDetail === first, "the same screen while it is open")
        await model.onAppear()
        #expect(first.title == race.name, "appearing loads the top screen")

        #expect(model.onBack())
        #expect(model.router.path.isEmpty)
        #expect(!model.onBack())
        model.races.onSelectRace(round: race.round)
        let second = try #require(model.screen(for: route).raceDetail)
        #expect(second !== first, "a closed screen is forgotten")
        #expect(second.weekend.state == .idle)
    }

    @Test func aScreenStillOnAStackIsKeptWhenClosedElsewhere() throws {
        let model = makeModel()
        let route = ReportRequest.race(season: 2025, round: .round(1))
        let driver = ReportRequest.driverSeason(season: 2025, driver: SampleData.leclerc.id)
        model.races.onSelectRace(round: 1)
        let shared = try #require(model.screen(for: route).raceDetail)

        model.router.select(.standings)
        model.router.push(route)
        #expect(model.screen(for: route).raceDetail === shared, "one screen per route, whichever tab opened it")
        #expect(model.onBack())
        #expect(model.screen(for: route).raceDetail === shared, "still open on the races tab")

        model.router.select(.races)
        model.router.push(driver)
        model.router.push(route)
        #expect(model.onBack())
        #expect(model.screen(for: route).raceDetail === shared, "still open lower on the same stack")
        #expect(model.onBack() && model.onBack())
        #expect(model.screen(for: route).raceDetail !== shared, "closed everywhere, so forgotten")
    }

    @Test func aStandingsRowOpensThatCompetitorsSeason() async throws {
        let model = makeModel()
        model.router.select(.standings)
        await model.onAppear()
        let driver = try #require(AppStub.standings.drivers[2025]?.driverStandings[1]).driver.id
        model.standings.onSelectRow(at: 1)
        let driverRoute = ReportRequest.driverSeason(season: 2025, driver: driver)
        #expect(model.router.path == [driverRoute])
        await model.onAppear()
        let driverSeason = try #require(model.screen(for: driverRoute).competitorSeason)
        #expect(driverSeason.state.content?.competitorSeason.competitor == .driver(driver))

        #expect(model.onBack())
        await model.standings.onToggleKind()
        let team = try #require(AppStub.standings.constructors[2025]?.constructorStandings.first).constructor.id
        model.standings.onSelectRow(at: 0)
        let teamRoute = ReportRequest.constructorSeason(season: 2025, constructor: team)
        #expect(model.router.path == [teamRoute])
        await model.onAppear()
        let teamSeason = try #require(model.screen(for: teamRoute).competitorSeason)
        #expect(teamSeason.state.content?.competitorSeason.competitor == .constructor(team))
    }

    /// A SwiftUI NavigationStack's back button changes the stack through `Router.setPath`, not `onBack`.
    @Test func aScreenClosedThroughSetPathIsForgotten() throws {
        let model = makeModel()
        let route = ReportRequest.race(season: 2025, round: .round(1))
        model.races.onSelectRace(round: 1)
        let first = try #require(model.screen(for: route).raceDetail)
        model.router.setPath([], for: .races)
        model.races.onSelectRace(round: 1)
        // Closed through the binding, as a NavigationStack's back button does: the screen is forgotten.
        #expect(model.screen(for: route).raceDetail !== first)
    }

    // MARK: - Choosing a season

    @Test func anotherSeasonRebuildsEveryTabAndClosesEveryScreen() async throws {
        let feeds = LiveFeeds()
        let model = makeModel(live: opening(into: feeds))
        model.router.select(.live)
        await model.onAppear()
        let (oldRaces, oldStandings, oldLive) = (model.races, model.standings, model.live)
        #expect(oldLive.isRunning)
        let route = ReportRequest.race(season: 2025, round: .round(1))
        model.router.select(.races)
        model.races.onSelectRace(round: 1)
        let oldDetail = try #require(model.screen(for: route).raceDetail)
        model.router.select(.standings)
        model.router.push(.driverSeason(season: 2025, driver: SampleData.leclerc.id))

        model.onSelectSeason(2024)
        #expect(model.season == 2024 && model.races.season == 2024)
        #expect(model.races !== oldRaces && model.standings !== oldStandings && model.live !== oldLive)
        #expect(!oldLive.isRunning, "the old season's race stops")
        #expect(!model.live.isRunning && model.live.state == .idle)
        #expect(model.router.tab == .races)
        for tab in F1UI.Tab.allCases { #expect(model.router.path(for: tab).isEmpty, "\(tab)") }
        #expect(model.screen(for: route).raceDetail !== oldDetail)

        await model.onAppear()
        let content = try #require(model.races.state.content)
        #expect(content.season == 2024 && content.rounds == AppStub.calendars[2024]?.map(\.round))
        model.router.select(.standings)
        await model.onAppear()
        #expect(model.standings.state.content?.table == AppStub.standings.drivers[2024].map { .drivers($0) })
        model.router.select(.live)
        await model.onAppear()
        await eventually("the new season's feed") { feeds.all.count == 2 }
        #expect(feeds.all.map(\.season) == [2025, 2024])
        for opened in feeds.all { opened.feed.finish() }
        await model.live.waitUntilStopped()
    }

    @Test func theSameSeasonOnlyShowsTheRacesTab() async throws {
        let feeds = LiveFeeds()
        let model = makeModel(live: opening(into: feeds))
        model.router.select(.live)
        await model.onAppear()
        let route = ReportRequest.race(season: 2025, round: .round(1))
        model.router.select(.races)
        model.races.onSelectRace(round: 1)
        let detail = try #require(model.screen(for: route).raceDetail)
        let (races, live) = (model.races, model.live)
        model.router.select(.seasons)

        model.onSelectSeason(model.season)
        #expect(model.router.tab == .races && model.season == 2025)
        #expect(model.router.path == [route])
        #expect(model.screen(for: route).raceDetail === detail)
        #expect(model.races === races && model.live === live)
        #expect(live.isRunning, "the live race goes on")
        live.onStopLive()
    }

    @Test func choosingOnTheSeasonsTabShowsThatSeasonEverywhere() async throws {
        let model = makeModel()
        model.router.select(.seasons)
        await model.onAppear()
        let rows = try #require(model.seasons.state.content?.rows)
        let index = try #require(rows.firstIndex { $0.year != model.season })
        model.seasons.onSelectSeason(at: index)
        #expect(model.season == rows[index].year)
        #expect(model.races.season == rows[index].year)
        #expect(model.router.tab == .races)
    }

    // MARK: - Failures

    @Test func aFailingSourceShowsAnErrorUntilRetried() async throws {
        let source = FlakyRaceRepository()
        let model = makeModel(races: source)
        await model.onAppear()
        #expect(model.races.state == .error(F1UI.FriendlyError.failure(for: AppStub.outage)))
        source.fix()
        await model.races.onTappedRetry()
        #expect(model.races.state.content?.rounds == AppStub.calendars[2025]?.map(\.round))
    }
}
