import F1Domain
import F1UseCases
import Observation

/// The whole app's presentation state: the tabs' root screens for the chosen season, the screens
/// opened on top of them, and the live race whose summary every tab shows while it runs. A SwiftUI
/// app and the terminal app drive the same model; only how it is drawn differs.
@MainActor
@Observable
public final class AppModel {
    /// The race on the Live tab: the demo's simulation, a replay of a real race, or a feed.
    public struct LiveFeed: Sendable {
        /// The live race of a season.
        public var follow: @Sendable (_ season: Int) -> AsyncThrowingStream<LiveRaceData, any Error>
        /// Lets the person change how fast the feed plays, when it can.
        public var playback: (any PlaybackSpeedControl)?
        /// Lets the person jump to another lap, when the feed is a replay.
        public var seek: (any PlaybackSeekControl)?
        /// Lets the person hold back, rewind and catch up a session followed live.
        public var timeShift: (any LiveTimeShiftControl)?
        /// The circuit of the session followed, for the map of the cars; nil when the source has none.
        public var layout: TrackLayout?

        public init(
            playback: (any PlaybackSpeedControl)? = nil, seek: (any PlaybackSeekControl)? = nil,
            timeShift: (any LiveTimeShiftControl)? = nil, layout: TrackLayout? = nil,
            follow: @escaping @Sendable (_ season: Int) -> AsyncThrowingStream<LiveRaceData, any Error>
        ) {
            self.follow = follow
            self.timeShift = timeShift
            self.playback = playback
            self.seek = seek
            self.layout = layout
        }
    }

    /// A screen opened on top of a tab.
    public enum Opened {
        /// A race opened from a list: its whole weekend, section by section.
        case raceWeekend(RaceDetailScreen)
        /// Any other report, as every face makes it.
        case report(any ReportScreen)
    }

    public let router: Router
    /// The season every tab shows.
    public private(set) var season: Int
    public private(set) var races: RacesScreen
    public private(set) var standings: StandingsScreen
    public let seasons: SeasonsScreen
    public private(set) var live: LiveRaceScreen
    public let format: F1UI.Format

    @ObservationIgnored private let screens: ReportScreens
    @ObservationIgnored private let liveFeed: LiveFeed
    @ObservationIgnored private var opened: [ReportRequest: Opened] = [:]

    /// The app over `source`, showing `season`, with `live` on the Live tab.
    public init(season: Int, format: F1UI.Format, source: any ReportSource, live liveFeed: LiveFeed) {
        let router = Router()
        self.router = router
        self.season = season
        self.format = format
        self.liveFeed = liveFeed
        let screens = ReportScreens(source: source, format: format, router: router)
        self.screens = screens
        races = Self.makeRaces(season: season, screens: screens)
        standings = Self.makeStandings(season: season, screens: screens)
        live = Self.makeLive(season: season, feed: liveFeed)
        let loadSeasons = LoadSeasons(repository: source.raceRepository)
        seasons = SeasonsScreen { try await loadSeasons() }
        seasons.choose = { [weak self] in self?.onSelectSeason($0) }
        router.pathsDidChange = { [weak self] in self?.forgetClosedScreens() }
    }

    /// The ids of every scoring system a what-if can use, oldest first; empty without a rulebook.
    public var whatIfSystems: [String] {
        (try? screens.source.rulebook())?.systems.map(\.id.rawValue) ?? []
    }

    /// The screen for a request, made the first time and kept while it stays on a stack, so going
    /// back shows it as it was.
    public func screen(for request: ReportRequest) -> Opened {
        if let screen = opened[request] { return screen }
        let screen: Opened =
            if case .race(let season, .round(let round)) = request {
                .raceWeekend(RaceDetailScreen(season: season, round: round, screens: screens))
            } else {
                .report(screens.screen(for: request))
            }
        opened[request] = screen
        return screen
    }

    /// What the person sees first on the selected tab: its top screen or its root.
    public func onAppear() async {
        if let route = router.top {
            switch screen(for: route) {
            case .raceWeekend(let screen): await screen.onAppear()
            case .report(let screen): await screen.onAppear()
            }
            return
        }
        switch router.tab {
        case .races: await races.onAppear()
        case .standings: await standings.onAppear()
        case .seasons: await seasons.onAppear()
        case .live: if live.state == .idle { live.onStartLive() }
        }
    }

    /// Shows `year` on every tab: the tabs' stacks close, the live race stops, the races tab opens.
    public func onSelectSeason(_ year: Int) {
        guard year != season else {
            router.select(.races)
            return
        }
        season = year
        live.onStopLive()
        router.popAllToRoot()
        opened = [:]
        races = Self.makeRaces(season: year, screens: screens)
        standings = Self.makeStandings(season: year, screens: screens)
        live = Self.makeLive(season: year, feed: liveFeed)
        router.select(.races)
    }

    /// Goes back one screen, forgetting the one closed; false at a tab's root.
    @discardableResult
    public func onBack() -> Bool {
        // The router tells the model, which forgets the screen unless another stack still holds it.
        router.pop()
    }

    /// Drops the screens of routes on no stack any more, whoever closed them: `onBack`, or a SwiftUI
    /// NavigationStack through `Router.setPath`.
    private func forgetClosedScreens() {
        let onStacks = Set(F1UI.Tab.allCases.flatMap { router.path(for: $0) })
        opened = opened.filter { onStacks.contains($0.key) }
    }

    private static func makeRaces(season: Int, screens: ReportScreens) -> RacesScreen {
        guard let races = screens.screen(for: .season(season)) as? RacesScreen else {
            preconditionFailure("a season request makes a races screen")  // trap-ok: ReportScreens' declaration
        }
        return races
    }

    /// Both championships, switchable: the tab's root, not one report.
    private static func makeStandings(season: Int, screens: ReportScreens) -> StandingsScreen {
        let load = LoadStandings(races: screens.source.raceRepository, standings: screens.source.standingsRepository)
        return StandingsScreen(
            season: season, format: screens.format, router: screens.router,
            loadDrivers: { try await load.drivers(season: $0) }, loadConstructors: { try await load.constructors(season: $0) })
    }

    private static func makeLive(season: Int, feed: LiveFeed) -> LiveRaceScreen {
        let follow = feed.follow
        return LiveRaceScreen(playback: feed.playback, seek: feed.seek, timeShift: feed.timeShift, layout: feed.layout) { follow(season) }
    }
}
