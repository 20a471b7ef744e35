import F1CommandLine
import F1Data
import F1Domain
import F1Export
import F1UI
import F1UseCases

/// Every report F1Kit serves, each declared here once: the use case that loads it, the F1UI
/// screen that holds its state, the document the builder makes of it and its typed export. The
/// programs only turn their input into a `ReportRequest` and render the outcome, so `f1report
/// race 2025 1 --format json` and f1web's `/api/v1/2025/1` cannot disagree.
package struct ReportCatalog: Sendable {
    package let sources: DataSource
    package let format: F1UI.Format
    package let builder: ReportBuilder

    package init(sources: DataSource, format: F1UI.Format, builder: ReportBuilder) {
        self.sources = sources
        self.format = format
        self.builder = builder
    }

    /// The data source as machine-readable reports credit it.
    package var exportSource: ExportSource {
        ExportSource(id: sources.sourceID, name: sources.races.info.name)
    }

    /// Loads the report `request` names.
    @MainActor
    package func load(_ request: ReportRequest) async -> ReportOutcome {
        do {
            return try await outcome(of: request)
        } catch {
            return .failed(F1UI.FriendlyError.failure(for: error))
        }
    }

    @MainActor
    private func outcome(of request: ReportRequest) async throws -> ReportOutcome {
        switch request {
        case .overview: await overview()
        case .seasons: await seasons()
        case .season(let year): await season(year)
        case .race(let season, let round): await race(season: season, round: round)
        case .weekend(let season, let round): await weekend(season: season, round: round)
        case .next: await next()
        case .qualifying(let season, let round, let segment): await qualifying(season: season, round: round, segment: segment)
        case .sprintQualifying(let season, let round): await sprintQualifying(season: season, round: round)
        case .sprint(let season, let round): await sprint(season: season, round: round)
        case .grid(let season, let round): await grid(season: season, round: round)
        case .pitStops(let season, let round): await pitStops(season: season, round: round)
        case .standings(let kind, let season): await standings(kind, season: season)
        case .championship(let kind, let season, let round, let under):
            try await championship(kind, season: season, round: round, under: under)
        case .progression(let kind, let season): try await progression(kind, season: season)
        case .title(let season, let round): try await title(season: season, round: round)
        case .rules(let season): try await rules(season: season)
        case .champions(nil): await champions()
        case .champions(let under?): try await championsWhatIf(under: under)
        case .raceChart(let kind, let season, let round): try await raceChart(kind, season: season, round: round)
        case .driverSeason(let season, let driver): await driverSeason(season: season, driver: driver)
        case .constructorSeason(let season, let constructor): await constructorSeason(season: season, constructor: constructor)
        }
    }

    /// Every report's one shape: the screen loads, and its content becomes the document and the export.
    @MainActor
    func show<Screen: LoadingScreen>(
        _ screen: Screen, _ document: (Screen.Content) -> ReportDocument, export: @escaping @Sendable (Screen.Content) -> any ExportDocument
    ) async -> ReportOutcome {
        await screen.load()
        return ReportOutcome(screen.state, document, export: export)
    }

    // The source's repositories and clocks, as the reports read them.
    var races: any RaceRepository { sources.races }
    var standings: any StandingsRepository { sources.standings }
    var weekends: any WeekendRepository { sources.weekend }

    /// Qualifying, sprint, grid and pit stops by round.
    package var sessions: LoadWeekendSessions {
        LoadWeekendSessions(races: races, weekend: weekends, now: sources.now)
    }

    /// The championships computed from the source's results under F1Kit's rulebook.
    package func loadChampionship() throws -> LoadChampionship {
        LoadChampionship(races: races, weekends: weekends, rulebook: try ScoringRulebook.builtIn())
    }
}
