import F1Data
import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Synchronization
import TerminalKit
import Testing

@testable import F1TerminalUI

/// Keys through the controller into F1UI's actions: navigation, tabs, the cursor, retry, live.
@MainActor
@Suite struct TrackerControllerTests {
    /// Keys handled together (a burst) end where the same keys one by one would: runs of one move
    /// summed, the help overlay still taking the key after it opens, a quit stopping the rest.
    @Test func keysTogetherEndWhereTheyWouldOneByOne() async throws {
        let keys: [Key] =
            Array(repeating: .character("j"), count: 1_000) + [
                .character("k"), .character("k"), .up, .character("?"), .character("j"), .character("j"), .pageUp, .pageDown, .pageDown,
                .character("k"),
            ]
        let oneByOne = try TrackerFixture()
        oneByOne.controller.start()
        await oneByOne.controller.settle()
        for key in keys { #expect(oneByOne.controller.handle(key)) }
        let together = try TrackerFixture()
        together.controller.start()
        await together.controller.settle()
        #expect(together.controller.handle(keys))
        #expect(together.controller.cursor == oneByOne.controller.cursor)
        #expect(together.controller.isShowingHelp == oneByOne.controller.isShowingHelp)
        #expect(together.controller.cursor == together.controller.rowCount - 2, "the last race but one after the end and k")

        #expect(together.controller.handle(Array(repeating: .character("k"), count: 1_000_000) + [.character("j")]))
        #expect(together.controller.cursor == 1)
        #expect(!together.controller.handle([.character("j"), .character("q"), .character("j")]))
        #expect(together.controller.cursor == 2, "nothing after the quit")
    }

    /// A paste is no key presses: its "q" does not quit, its "j" does not move, and it leaves the help overlay open.
    @Test func aPasteDoesNothingOnScreensThatTakeNoText() async throws {
        let fixture = try TrackerFixture()
        fixture.controller.start()
        await fixture.controller.settle()
        let size = TerminalSize(columns: 80, rows: 24)
        let before = TrackerView.frame(fixture.controller, size: size)
        #expect(fixture.controller.handle(.paste("jjq\nq")))
        await fixture.controller.settle()
        #expect(TrackerView.frame(fixture.controller, size: size) == before)
        await fixture.press(.character("?"))
        #expect(fixture.controller.handle(.paste("q")))
        #expect(fixture.controller.isShowingHelp)
    }

    @Test func enterOpensTheRaceUnderTheCursorAndEscapeComesBack() async throws {
        let fixture = try TrackerFixture()
        fixture.controller.start()
        await fixture.controller.settle()
        let content = try #require(fixture.model.races.state.content)
        // The cursor starts on the next race; past races follow the races to come.
        #expect(fixture.controller.cursor == 0)
        await fixture.press(.down, .down, .down, .down, .down, .enter)
        let firstRun = try #require(content.past.first)
        #expect(fixture.model.router.top == .race(season: 2025, round: .round(firstRun.round)))
        guard case .weekend(let screen) = fixture.controller.visible else {
            Issue.record("no weekend shown")
            return
        }
        // A race already run opens on its results.
        #expect(screen.section == .results)
        guard let results = screen.current as? RaceResultsScreen else {
            Issue.record("the results section shows no race report")
            return
        }
        #expect(results.state.content?.rows.isEmpty == false)

        await fixture.press(.escape)
        #expect(fixture.model.router.top == nil)
        // Back on the calendar, the cursor is where it was.
        #expect(fixture.controller.cursor == 5)
    }

    @Test func aRaceWeekendHasALapChartThatVCyclesThroughTheRacesCharts() async throws {
        let fixture = try TrackerFixture()
        fixture.controller.start()
        await fixture.controller.settle()
        await fixture.press(.down, .down, .down, .down, .down, .enter)
        guard case .weekend(let screen) = fixture.controller.visible else {
            Issue.record("no weekend shown")
            return
        }
        #expect(screen.sections.last == .lapChart)
        // From the results, ← goes round to the last section, the lap chart.
        await fixture.press(.left, .left)
        #expect(screen.section == .lapChart)
        let chart = try #require(fixture.controller.document?.sections.first?.chart)
        #expect(chart.kind == .positions)
        guard let lapChart = screen.current as? RaceChartScreen else {
            Issue.record("the lap chart section shows no chart")
            return
        }
        #expect(chart.series.count == lapChart.state.content?.cars.count)
        await fixture.press(.character("v"))
        #expect(fixture.controller.document?.sections.first?.chart?.kind == .gaps)
        await fixture.press(.character("v"), .character("v"), .character("v"))
        #expect(fixture.controller.document?.sections.first?.chart?.kind == .positions)
        // The frame draws it: the leader's code at the end of its line.
        let frame = TrackerView.frame(fixture.controller, size: TerminalSize(columns: 120, rows: 40)).text
        let leader = try #require(lapChart.state.content.flatMap { $0.order(afterLap: $0.totalLaps).first?.code })
        #expect(frame.contains(" \(leader)"))
    }

    @Test func enterOnARaceResultOpensThatDriversSeason() async throws {
        let fixture = try TrackerFixture()
        fixture.controller.start()
        await fixture.controller.settle()
        await fixture.press(.down, .down, .down, .down, .down, .enter, .down)
        guard case .weekend(let weekend) = fixture.controller.visible, let results = weekend.current as? RaceResultsScreen else {
            Issue.record("no weekend results shown")
            return
        }
        let second = try #require(results.state.content?.results.results[1])
        await fixture.press(.enter)
        #expect(fixture.model.router.top == .driverSeason(season: 2025, driver: second.driver.id))
        guard case .report(let season as CompetitorSeasonScreen) = fixture.controller.visible else {
            Issue.record("no season shown")
            return
        }
        #expect(season.state.content?.competitorSeason.competitor == .driver(second.driver.id))
        // Two screens deep, Esc twice is back on the calendar.
        await fixture.press(.escape, .escape)
        #expect(fixture.model.router.top == nil)
    }

    @Test func theCursorStaysWithinTheList() async throws {
        let fixture = try TrackerFixture()
        fixture.controller.start()
        await fixture.controller.settle()
        let count = fixture.controller.rowCount
        #expect(count > 2)
        await fixture.press(.up, .up)
        #expect(fixture.controller.cursor == 0)
        await fixture.press(.end)
        #expect(fixture.controller.cursor == count - 1)
        await fixture.press(.down, .pageDown)
        #expect(fixture.controller.cursor == count - 1)
        await fixture.press(.character("g"))
        #expect(fixture.controller.cursor == 0)
    }

    @Test func tabsByNumberAndByTabKeyKeepEachTabsStack() async throws {
        let fixture = try TrackerFixture()
        fixture.controller.start()
        await fixture.controller.settle()
        await fixture.press(.enter)
        let opened = fixture.model.router.top
        #expect(opened != nil)
        await fixture.press(.character("2"))
        #expect(fixture.model.router.tab == .standings)
        #expect(fixture.model.standings.state.content?.rows.isEmpty == false)
        await fixture.press(.tab)
        #expect(fixture.model.router.tab == .seasons)
        await fixture.press(.backTab, .backTab)
        #expect(fixture.model.router.tab == .races)
        #expect(fixture.model.router.top == opened)
    }

    @Test func arrowsSwitchTheStandingsTableAndEnterOpensTheTeamsSeason() async throws {
        let fixture = try TrackerFixture()
        await fixture.press(.character("2"), .right)
        #expect(fixture.model.standings.kind == .constructors)
        guard case .constructors(let table) = fixture.model.standings.state.content?.table, let leader = table.constructorStandings.first else {
            Issue.record("no constructors' table shown")
            return
        }
        await fixture.press(.enter)
        #expect(fixture.model.router.top == .constructorSeason(season: 2025, constructor: leader.constructor.id))
        guard case .report(let screen as CompetitorSeasonScreen) = fixture.controller.visible else {
            Issue.record("no season shown")
            return
        }
        #expect(screen.state.content?.title.hasPrefix(leader.constructor.name) == true)
        await fixture.press(.left)
        #expect(fixture.model.router.top == nil)
        #expect(fixture.model.standings.kind == .constructors)
    }

    @Test func choosingASeasonShowsItOnEveryTab() async throws {
        let fixture = try TrackerFixture()
        await fixture.press(.character("3"))
        let rows = try #require(fixture.model.seasons.state.content?.rows)
        // The cursor starts on the season shown.
        #expect(rows.indices.contains(fixture.controller.cursor) && rows[fixture.controller.cursor].year == 2025)
        await fixture.press(.enter)
        #expect(fixture.model.router.tab == .races)
        #expect(fixture.model.races.state.content?.season == 2025)
    }

    @Test func helpTakesTheNextKeyButQuitStillQuits() async throws {
        let fixture = try TrackerFixture()
        #expect(fixture.controller.handle(.character("?")))
        #expect(fixture.controller.isShowingHelp)
        #expect(fixture.controller.keyHelp.contains { $0.keys == "q" })
        // "2" closes the overlay and does nothing else.
        #expect(fixture.controller.handle(.character("2")))
        #expect(!fixture.controller.isShowingHelp)
        #expect(fixture.model.router.tab == .races)
        // A key with no command of its own closes it too.
        #expect(fixture.controller.handle(.character("?")))
        #expect(fixture.controller.handle(.character("x")))
        #expect(!fixture.controller.isShowingHelp)
        #expect(fixture.controller.handle(.character("?")))
        #expect(!fixture.controller.handle(.character("q")))
        #expect(!fixture.controller.handle(.control("c")))
    }

    @Test func rRetriesAfterAFailureAndShowsTheCalendar() async throws {
        let failing = FlakyRaceRepository.Switch(true)
        let races = FlakyRaceRepository(failing: failing, demo: try DemoRepository())
        let fixture = try TrackerFixture(races: races)
        fixture.controller.start()
        await fixture.controller.settle()
        #expect(fixture.model.races.state.failure != nil)
        failing.isOn = false
        await fixture.press(.character("r"))
        #expect(fixture.model.races.state.content?.upcoming.isEmpty == false)
    }

    @Test func spaceStartsAndStopsTheLiveRaceAndPlusChangesItsSpeed() async throws {
        let playback = PlaybackClock(base: ContinuousClock())
        let fixture = try TrackerFixture(playback: playback)
        await fixture.press(.character(" "))
        #expect(fixture.model.live.isRunning)
        await waitUntil("a board") { fixture.model.live.state.content != nil }
        await fixture.press(.character("+"), .character("+"))
        #expect(playback.speed == 4)
        await fixture.press(.character("-"))
        #expect(playback.speed == 2)
        await fixture.press(.character(" "))
        #expect(!fixture.model.live.isRunning)
        // The last board stays on screen after stopping.
        #expect(fixture.model.live.state.content != nil)
    }

    @Test func failuresSayHowToRetryAndWhatElseHelps() {
        let throttled = F1UI.Failure(message: "Too many requests.", actions: [.retryAfter(.seconds(30)), .showCachedData], reason: .unknown)
        #expect(
            Frame.advice(for: throttled, retriesWithR: true) == "Press r to try again after 30 s. Start with --offline to see what the cache holds.")
        // r is the retry key even where the failure suggests nothing.
        let bare = F1UI.Failure(message: "Broken.", actions: [], reason: .unknown)
        #expect(Frame.advice(for: bare, retriesWithR: true) == "Press r to try again.")
        // The live screen starts again with Space, so it never offers r.
        let live = F1UI.Failure(message: "Lost.", actions: [.retry, .goOnline], reason: .unknown)
        #expect(Frame.advice(for: live, retriesWithR: false) == "Start without --offline to fetch it.")
    }

    @Test func keysDecodeToCommands() {
        #expect(TrackerCommand.forKey(.character("j"), hasSections: false) == .down)
        #expect(TrackerCommand.forKey(.up, hasSections: false) == .up)
        #expect(TrackerCommand.forKey(.right, hasSections: false) == .open)
        #expect(TrackerCommand.forKey(.right, hasSections: true) == .nextSection)
        #expect(TrackerCommand.forKey(.character("h"), hasSections: false) == .back)
        #expect(TrackerCommand.forKey(.backspace, hasSections: true) == .back)
        #expect(TrackerCommand.forKey(.character("4"), hasSections: false) == .tab(.live))
        #expect(TrackerCommand.forKey(.character("x"), hasSections: false) == nil)
    }
}

/// The demo's races, failing while the switch is on.
struct FlakyRaceRepository: RaceRepository {
    final class Switch: Sendable {
        private let state: Mutex<Bool>
        init(_ isOn: Bool) { state = Mutex(isOn) }
        var isOn: Bool {
            get { state.withLock { $0 } }
            set { state.withLock { $0 = newValue } }
        }
    }

    let failing: Switch
    let demo: DemoRepository

    var info: DataSourceInfo { demo.info }

    private func check() throws {
        if failing.isOn { throw SourceError.unreadable(path: "races", problem: .missing) }
    }

    func seasons() async throws -> [Season] {
        try check()
        return try await demo.seasons()
    }
    func races(season: Int) async throws -> [Race] {
        try check()
        return try await demo.races(season: season)
    }
    func results(season: Int) async throws -> [RaceResults] {
        try check()
        return try await demo.results(season: season)
    }
    func results(season: Int, round: Int) async throws -> RaceResults {
        try check()
        return try await demo.results(season: season, round: round)
    }
}

@MainActor
@Suite struct TrackerHeadToHeadTests {
    @Test func mOpensTheTeammatesEnterAPairsHeadToHeadThenItsCareer() async throws {
        let fixture = try TrackerFixture()
        await fixture.press(.character("2"), .character("m"))
        await fixture.controller.settle()
        #expect(fixture.model.router.top == .teammates(season: 2025))
        let rows = fixture.controller.documentRows
        let first = try #require(rows.first)
        guard case .headToHead(2025, let one, let other) = first.route else {
            Issue.record("a pair's row opens no head-to-head: \(String(describing: first.route))")
            return
        }
        await fixture.press(.enter)
        await fixture.controller.settle()
        #expect(fixture.model.router.top == .headToHead(season: 2025, first: one, second: other))
        let document = try #require(fixture.controller.document)
        #expect(document.sections.first?.rows.count == 1)
        // The frame shows the pair's tallies as the document has them.
        let frame = TrackerView.frame(fixture.controller, size: TerminalSize(columns: 120, rows: 40)).text
        let qualifying = try #require(document.sections.first?.rows.first?.cells[3].text)
        #expect(frame.contains(qualifying))

        // Enter on the pair opens its career; Enter on its one season, that season again.
        await fixture.press(.enter)
        await fixture.controller.settle()
        #expect(fixture.model.router.top == .headToHeadCareer(first: one, second: other))
        let career = try #require(fixture.controller.document)
        #expect(career.sections.first?.rows.map { $0.cells.first?.text } == ["2025"])
        let careerFrame = TrackerView.frame(fixture.controller, size: TerminalSize(columns: 120, rows: 40)).text
        #expect(careerFrame.contains(career.fact(.qualifyingAhead) ?? "no fact") && careerFrame.contains("2025"))
        await fixture.press(.enter)
        await fixture.controller.settle()
        #expect(fixture.model.router.top == .headToHead(season: 2025, first: one, second: other))
    }
}
