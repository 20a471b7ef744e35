import F1Domain
import F1UseCases

/// Every report's screen, declared once: the use case that loads a `ReportRequest` and the
/// screen that holds its state. The catalogue, the web face and the apps all open reports here,
/// so a request shows the same content in every face.
@MainActor
public struct ReportScreens {
    public let source: any ReportSource
    public let format: F1UI.Format
    /// Where a screen opens what a person chooses on it (a race, a driver); nil for a one-shot report.
    public let router: Router?

    public init(source: any ReportSource, format: F1UI.Format, router: Router? = nil) {
        self.source = source
        self.format = format
        self.router = router
    }

    /// A new screen for `request`, not yet loaded.
    public func screen(for request: ReportRequest) -> any ReportScreen {
        switch request {
        case .overview:
            let load = LoadSeasonOverview(races: races, standings: standings, today: source.clock.today)
            return OverviewScreen(format: format) { try await load() }
        case .seasons:
            let load = LoadSeasons(repository: races)
            return SeasonsScreen { try await load() }
        case .season(let year):
            let load = LoadSeasonSchedule(repository: races, today: source.clock.today)
            return RacesScreen(season: year, format: format, router: router) { try await load(season: $0) }
        case .race(let season, let round):
            let load = LoadRaceResults(repository: races)
            let context = LoadRaceWeekend(races: races, weekend: weekends, now: now)
            return RaceResultsScreen(
                season: season, round: round, format: format, loadResults: { try await load(season: $0, round: $1) },
                loadWeekend: { race, results in try? await context.weekend(of: race, classified: results) })
        case .weekend(let season, let round):
            let load = LoadRaceWeekend(races: races, weekend: weekends, now: now)
            return RaceWeekendScreen(season: season, round: round, format: format) { try await load(season: $0, round: $1) }
        case .next:
            let load = LoadNext(races: races, weekend: weekends, now: now)
            return NextSessionScreen(format: format) { try await load() }
        case .qualifying(let season, let round, let segment):
            let load = sessions
            return QualifyingScreen(format: format) { try await load.qualifying(season: season, round: round, segment: segment) }
        case .sprintQualifying(let season, let round):
            let load = sessions
            return QualifyingScreen(format: format) { try await load.sprintQualifying(season: season, round: round) }
        case .sprint(let season, let round):
            let load = sessions
            return SprintScreen(format: format) { try await load.sprint(season: season, round: round) }
        case .grid(let season, let round):
            let load = sessions
            return StartingGridScreen(format: format) { try await load.startingGrid(season: season, round: round) }
        case .pitStops(let season, let round):
            let load = sessions
            return PitStopsScreen(format: format) { try await load.pitStops(season: season, round: round) }
        case .standings(let kind, let season):
            let load = LoadStandings(races: races, standings: standings)
            let screen =
                switch kind {
                case .drivers: StandingsScreen(season: season, format: format, loadDrivers: { try await load.drivers(season: $0) })
                case .constructors: StandingsScreen(season: season, format: format, loadConstructors: { try await load.constructors(season: $0) })
                }
            return screen
        case .championship(let kind, let season, let round, let under):
            let load = championship
            return ChampionshipScreen(kind: kind, format: format) {
                try await load().report(season: season, round: round, under: under.map { .named($0) })
            }
        case .progression(let kind, let season):
            let load = championship
            return ProgressionScreen(kind: kind, format: format) { try await load().report(season: season) }
        case .title(let season, let round):
            let load = championship
            return TitleScreen(format: format) { try await load().report(season: season, round: round) }
        case .rules(let season):
            let source = source
            return RulesScreen(season: season, format: format) { try source.rulebook() }
        case .champions(nil):
            let load = LoadChampions(races: races, standings: standings, champions: source.championsRepository)
            return ChampionsScreen(format: format) { try await load() }
        case .champions(let under?):
            let source = source
            return ChampionsWhatIfScreen(format: format) {
                let load = LoadHistoryChampions(
                    races: source.raceRepository, weekends: source.weekendRepository, scoring: source.scoringRepository,
                    rulebook: try source.rulebook())
                return try await load(under: .named(under))
            }
        case .raceChart(let kind, let season, let round):
            let load = LoadRaceHistory(races: races, histories: source.historyRepository)
            return RaceChartScreen(kind: kind) { try await load(season: season, round: round) }
        case .teammates(let season):
            let load = LoadHeadToHead(races: races, weekend: weekends)
            return HeadToHeadScreen(title: request.title, format: format) { try await load.teammates(season: season) }
        case .headToHead(let season, let first, let second):
            let load = LoadHeadToHead(races: races, weekend: weekends)
            return HeadToHeadScreen(title: nil, format: format) { try await load.drivers(first, second, season: season) }
        case .headToHeadCareer(let first, let second):
            let load = LoadHeadToHead(races: races, weekend: weekends)
            return HeadToHeadCareerScreen(format: format) { try await load.career(first, second) }
        case .records(let question):
            let load = LoadRecords(source: source)
            return RecordsScreen(question: question, title: request.title, format: format) { try await load(question) }
        case .telemetry(let address, let drivers, let lap):
            let load = telemetry
            return TelemetryScreen { try await load.comparison(address, drivers: drivers, lap: lap) }
        case .sectors(let address):
            let load = telemetry
            return SectorsScreen { try await load.sectors(address) }
        case .trackMap(let address, let drivers, let lap, let colouring):
            let load = telemetry
            return TrackMapScreen(colouring: colouring) { try await load.trackMap(address, drivers: drivers, lap: lap) }
        case .driverSeason(let season, let driver):
            let load = LoadCompetitorSeason(repository: races, standings: standings)
            return CompetitorSeasonScreen(season: season, competitor: .driver(driver), format: format, router: router) {
                try await load($1, season: $0)
            }
        case .constructorSeason(let season, let constructor):
            let load = LoadCompetitorSeason(repository: races, standings: standings)
            return CompetitorSeasonScreen(season: season, competitor: .constructor(constructor), format: format, router: router) {
                try await load($1, season: $0)
            }
        }
    }

    /// Every kind of screen `screen(for:)` makes, for what is declared per screen type (the
    /// documented export schemas); a test holds the two together.
    nonisolated public static var screenTypes: [any ReportScreen.Type] {
        [
            SeasonsScreen.self, RacesScreen.self, RaceResultsScreen.self, RaceWeekendScreen.self, NextSessionScreen.self, QualifyingScreen.self,
            SprintScreen.self, StartingGridScreen.self, PitStopsScreen.self, StandingsScreen.self, CompetitorSeasonScreen.self, ChampionsScreen.self,
            ChampionsWhatIfScreen.self, ChampionshipScreen.self, ProgressionScreen.self, TitleScreen.self, RulesScreen.self, OverviewScreen.self,
            RaceChartScreen.self, HeadToHeadScreen.self, HeadToHeadCareerScreen.self, RecordsScreen.self, TelemetryScreen.self, SectorsScreen.self,
            TrackMapScreen.self,
        ]
    }

    // Read only by the reports that use them: a source may hand each one out afresh (a sum type's
    // case boxed as an existential), and a race page opens eight screens.
    private var races: any RaceRepository { source.raceRepository }
    private var standings: any StandingsRepository { source.standingsRepository }
    private var weekends: any WeekendRepository { source.weekendRepository }
    private var now: @Sendable () -> Moment { source.clock.now }

    private var telemetry: LoadTelemetry {
        LoadTelemetry(telemetry: source.telemetryRepository, races: source.raceRepository, now: source.clock.now)
    }

    /// Qualifying, sprint, grid and pit stops by round.
    private var sessions: LoadWeekendSessions {
        LoadWeekendSessions(races: source.raceRepository, weekend: source.weekendRepository, now: source.clock.now)
    }

    /// The championships computed from the source's results under its rulebook, read when a load runs.
    private var championship: @Sendable () throws -> LoadChampionship {
        let source = source
        return { LoadChampionship(races: source.raceRepository, weekends: source.weekendRepository, rulebook: try source.rulebook()) }
    }
}

extension ReportScreens {
    /// A report of the season a standings screen shows, opened from it: a button in an app, a key
    /// in the terminal.
    public struct SeasonReport: Sendable {
        /// The key that opens it where there is a keyboard.
        public let shortcut: Character
        /// "championship from results", for a button or the keys' help.
        public let name: String
        /// The report for the season and the championship shown.
        public let request: @Sendable (_ season: Int, _ kind: StandingsScreen.Kind) -> ReportRequest
    }

    /// The reports a season's standings open, in the order they are offered.
    nonisolated public static let seasonReports: [SeasonReport] = [
        SeasonReport(shortcut: "c", name: "championship from results") { .championship($1, season: $0, round: nil, under: nil) },
        SeasonReport(shortcut: "p", name: "race by race") { .progression($1, season: $0) },
        SeasonReport(shortcut: "t", name: "title maths") { season, _ in .title(season: season, round: nil) },
        SeasonReport(shortcut: "u", name: "rules") { season, _ in .rules(season: season) },
        SeasonReport(shortcut: "a", name: "every champion") { _, _ in .champions(under: nil) },
        SeasonReport(shortcut: "m", name: "teammates head to head") { season, _ in .teammates(season: season) },
        SeasonReport(shortcut: "e", name: "history records") { _, _ in HistoryQuestion.tour[0] },
    ]
}
