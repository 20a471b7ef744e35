import F1Domain
import F1UseCases
import Observation

/// The whole app's presentation state: the tabs' root screens for the chosen season, the screens
/// opened on top of them, and the live race whose summary every tab shows while it runs. A SwiftUI
/// app and the terminal app drive the same model; only how it is drawn differs.
@MainActor
@Observable
public final class AppModel {
    /// What the app reads its data through; the composition root picks the source.
    public struct Services: Sendable {
        public var races: any RaceRepository
        public var standings: any StandingsRepository
        public var weekend: any WeekendRepository
        /// The live race of a season: the demo's simulation, a replay of a real race, or a feed.
        public var live: @Sendable (_ season: Int) -> AsyncThrowingStream<LiveRaceData, any Error>
        /// Lets the person change how fast the live feed plays, when it can.
        public var playback: (any PlaybackSpeedControl)?
        /// Lets the person jump to another lap, when the live feed is a replay.
        public var seek: (any PlaybackSeekControl)?
        public var today: @Sendable () -> CalendarDate
        public var now: @Sendable () -> Moment
        /// Every era's scoring rules, for the championships computed from results; without it
        /// those screens say the app cannot compute them.
        public var rulebook: ScoringRulebook?
        /// The whole history's champions at less cost, where the source can.
        public var champions: (any ChampionsRepository)?
        /// Every season's scoring results at less cost, where the source can.
        public var scoring: (any ScoringResultsRepository)?
        /// Races lap by lap, for the weekend's lap chart; nil leaves the chart out.
        public var raceHistory: (any RaceHistoryRepository)?

        public init(
            races: any RaceRepository, standings: any StandingsRepository, weekend: any WeekendRepository,
            live: @escaping @Sendable (_ season: Int) -> AsyncThrowingStream<LiveRaceData, any Error>,
            playback: (any PlaybackSpeedControl)?, seek: (any PlaybackSeekControl)? = nil, today: @escaping @Sendable () -> CalendarDate,
            now: @escaping @Sendable () -> Moment, rulebook: ScoringRulebook? = nil, champions: (any ChampionsRepository)? = nil,
            scoring: (any ScoringResultsRepository)? = nil, raceHistory: (any RaceHistoryRepository)? = nil
        ) {
            self.raceHistory = raceHistory
            self.rulebook = rulebook
            self.champions = champions
            self.scoring = scoring
            self.races = races
            self.standings = standings
            self.weekend = weekend
            self.live = live
            self.playback = playback
            self.seek = seek
            self.today = today
            self.now = now
        }
    }

    /// A screen opened on top of a tab.
    public enum Opened {
        case raceWeekend(RaceDetailScreen)
        case competitorSeason(CompetitorSeasonScreen)
        case championship(ChampionshipScreen)
        case progression(ProgressionScreen)
        case title(TitleScreen)
        case rules(RulesScreen)
        case champions(ChampionsScreen)
        case championsWhatIf(ChampionsWhatIfScreen)

        /// The screen as something that loads and shows one content; nil for a race weekend,
        /// whose sections load on their own.
        package var loading: (any LoadingScreen)? {
            switch self {
            case .raceWeekend: nil
            case .competitorSeason(let screen): screen
            case .championship(let screen): screen
            case .progression(let screen): screen
            case .title(let screen): screen
            case .rules(let screen): screen
            case .champions(let screen): screen
            case .championsWhatIf(let screen): screen
            }
        }
    }

    public let router: Router
    /// The season every tab shows.
    public private(set) var season: Int
    public private(set) var races: RacesScreen
    public private(set) var standings: StandingsScreen
    public let seasons: SeasonsScreen
    public private(set) var live: LiveRaceScreen
    public let format: F1UI.Format

    @ObservationIgnored private let services: Services
    @ObservationIgnored private var opened: [F1UI.Route: Opened] = [:]

    public init(season: Int, format: F1UI.Format, services: Services) {
        let router = Router()
        self.router = router
        self.season = season
        self.format = format
        self.services = services
        races = Self.makeRaces(season: season, format: format, router: router, services: services)
        standings = Self.makeStandings(season: season, format: format, router: router, services: services)
        live = Self.makeLive(season: season, services: services)
        let loadSeasons = LoadSeasons(repository: services.races)
        seasons = SeasonsScreen { try await loadSeasons() }
        seasons.choose = { [weak self] in self?.onSelectSeason($0) }
        router.pathsDidChange = { [weak self] in self?.forgetClosedScreens() }
    }

    /// The ids of every scoring system a what-if can use, oldest first; empty without a rulebook.
    public var whatIfSystems: [String] {
        services.rulebook?.systems.map(\.id.rawValue) ?? []
    }

    /// The screen for a route, made the first time and kept while it stays on a stack, so going
    /// back shows it as it was.
    public func screen(for route: F1UI.Route) -> Opened {
        if let screen = opened[route] { return screen }
        let screen = makeScreen(for: route)
        opened[route] = screen
        return screen
    }

    /// What the person sees first on the selected tab: its top screen or its root.
    public func onAppear() async {
        if let route = router.top {
            switch screen(for: route) {
            case .raceWeekend(let screen): await screen.onAppear()
            case let other: await other.loading?.onAppear()
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
        races = Self.makeRaces(season: year, format: format, router: router, services: services)
        standings = Self.makeStandings(season: year, format: format, router: router, services: services)
        live = Self.makeLive(season: year, services: services)
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

    private func makeScreen(for route: F1UI.Route) -> Opened {
        let races = services.races
        switch route {
        case .raceWeekend(let season, let round):
            let loaders = RaceDetailScreen.Loaders(
                weekend: LoadRaceWeekend(races: races, weekend: services.weekend, now: services.now),
                results: LoadRaceResults(repository: races),
                sessions: LoadWeekendSessions(races: races, weekend: services.weekend, now: services.now),
                history: services.raceHistory.map { LoadRaceHistory(races: races, histories: $0) })
            return .raceWeekend(RaceDetailScreen(season: season, round: round, format: format, loaders: loaders, router: router))
        case .driverSeason(let season, let driver):
            let load = LoadCompetitorSeason(repository: races, standings: services.standings)
            return .competitorSeason(
                CompetitorSeasonScreen(season: season, driver: driver, format: format, router: router) {
                    try await load.driver($1, season: $0)
                })
        case .constructorSeason(let season, let constructor):
            let load = LoadCompetitorSeason(repository: races, standings: services.standings)
            return .competitorSeason(
                CompetitorSeasonScreen(season: season, constructor: constructor, format: format, router: router) {
                    try await load.constructor($1, season: $0)
                })
        case .championship(let season, let kind, let under):
            let load = loadChampionship()
            return .championship(
                ChampionshipScreen(kind: kind, format: format) {
                    try await load().report(season: season, under: under.map { .named($0) })
                })
        case .progression(let season, let kind):
            let load = loadChampionship()
            return .progression(ProgressionScreen(kind: kind, format: format) { try await load().report(season: season) })
        case .title(let season):
            let load = loadChampionship()
            return .title(TitleScreen(format: format) { try await load().report(season: season) })
        case .rules(let season):
            return .rules(RulesScreen(season: season, format: format, rulebook: services.rulebook ?? ScoringRulebook(systems: [], seasons: [])))
        case .champions(nil):
            let load = LoadChampions(races: races, standings: services.standings, champions: services.champions)
            return .champions(ChampionsScreen(format: format) { try await load() })
        case .champions(let under?):
            let rulebook = services.rulebook
            let (weekends, scoring) = (services.weekend, services.scoring)
            return .championsWhatIf(
                ChampionsWhatIfScreen(format: format) {
                    guard let rulebook else { throw RulebookMissing() }
                    return try await LoadHistoryChampions(races: races, weekends: weekends, scoring: scoring, rulebook: rulebook)(
                        under: .named(under))
                })
        }
    }

    /// The championship use case, or a failure saying the rules are missing when the composition
    /// root gave none.
    private func loadChampionship() -> @Sendable () throws -> LoadChampionship {
        let (races, weekends, rulebook) = (services.races, services.weekend, services.rulebook)
        return {
            guard let rulebook else { throw RulebookMissing() }
            return LoadChampionship(races: races, weekends: weekends, rulebook: rulebook)
        }
    }

    private static func makeRaces(season: Int, format: F1UI.Format, router: Router, services: Services) -> RacesScreen {
        let load = LoadSeasonSchedule(repository: services.races, today: services.today)
        return RacesScreen(season: season, format: format, router: router) { try await load(season: $0) }
    }

    private static func makeStandings(season: Int, format: F1UI.Format, router: Router, services: Services) -> StandingsScreen {
        let load = LoadStandings(races: services.races, standings: services.standings)
        return StandingsScreen(
            season: season, format: format, router: router,
            loadDrivers: { try await load.drivers(season: $0) }, loadConstructors: { try await load.constructors(season: $0) })
    }

    private static func makeLive(season: Int, services: Services) -> LiveRaceScreen {
        let live = services.live
        return LiveRaceScreen(playback: services.playback, seek: services.seek) { live(season) }
    }
}

/// An app composed without the scoring rules cannot compute a championship from results.
struct RulebookMissing: Error, CustomStringConvertible {
    var description: String { "This app was built without the scoring rules, so it cannot compute championships from results." }
}
