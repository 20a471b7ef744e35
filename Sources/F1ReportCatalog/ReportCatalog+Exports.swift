import F1Domain
import F1Export
import F1UI
import F1UseCases

extension ReportCatalog {
    /// The typed export of a screen's content, made when asked for; nil for a chart, which has none.
    @MainActor
    func exportMaker(_ screen: ReportScreen) -> @Sendable () -> (any ExportDocument)? {
        let source = exportSource
        func later<Content: Sendable>(_ content: Content?, _ make: @escaping @Sendable (Content) -> any ExportDocument)
            -> @Sendable () -> (
                any ExportDocument
            )?
        {
            { content.map(make) }
        }
        switch screen {
        case .overview(let screen): return later(screen.state.content) { OverviewExport(overview: $0.overview, source: source) }
        case .seasons(let screen): return later(screen.state.content) { SeasonsExport(seasons: $0.seasons, source: source) }
        case .season(let screen): return later(screen.state.content) { SeasonExport(schedule: $0.schedule, source: source) }
        case .race(let screen):
            return later(screen.state.content) { RaceResultsExport(results: $0.results, weekend: $0.weekend, source: source) }
        case .weekend(let screen): return later(screen.state.content) { WeekendExport(weekend: $0.weekend, source: source) }
        case .next(let screen): return later(screen.state.content) { NextExport(next: $0.next, source: source) }
        case .qualifying(let screen): return later(screen.state.content) { QualifyingExport(results: $0.results, source: source) }
        case .sprint(let screen): return later(screen.state.content) { SprintExport(results: $0.results, source: source) }
        case .grid(let screen): return later(screen.state.content) { StartingGridExport(grid: $0.grid, source: source) }
        case .pitStops(let screen): return later(screen.state.content) { PitStopsExport(stops: $0.pitStops, source: source) }
        case .standings(let screen): return later(screen.state.content) { Self.standingsExport($0, source: source) }
        case .championship(let screen):
            return later(screen.state.content) {
                ChampionshipExport(
                    table: $0.table, previous: $0.previous, whatIf: $0.whatIf, constructors: $0.kind == .constructors,
                    rulings: $0.appliedRulings, adjustments: $0.appliedAdjustments, disagreements: $0.pointDisagreements,
                    raceNames: $0.raceNames, source: source)
            }
        case .progression(let screen):
            return later(screen.state.content) {
                ProgressionExport(
                    season: $0.season, tables: $0.tables, constructors: $0.kind == .constructors, raceNames: $0.raceNames, source: source)
            }
        case .title(let screen):
            return later(screen.state.content) { TitleExport(maths: $0.maths, nextRaceName: $0.nextRaceName, source: source) }
        case .rules(let screen): return later(screen.state.content, Self.rulesExport)
        case .champions(let screen): return later(screen.state.content) { ChampionsExport(champions: $0.champions, source: source) }
        case .championsWhatIf(let screen):
            return later(screen.state.content) { ChampionsWhatIfExport(champions: $0.champions, source: source) }
        case .raceChart: return { nil }
        case .competitorSeason(let screen): return later(screen.state.content) { Self.competitorExport($0, source: source) }
        }
    }

    /// The source's published standings, from the table the screen was made from.
    private static func standingsExport(_ content: StandingsScreen.Content, source: ExportSource) -> any ExportDocument {
        switch content.table {
        case .drivers(let table): DriverStandingsExport(table: table, source: source)
        case .constructors(let table): ConstructorStandingsExport(table: table, source: source)
        }
    }

    private static func rulesExport(_ content: RulesScreen.Content) -> any ExportDocument {
        guard let scoring = content.scoring, let system = content.system else {
            return RulesListExport(systems: content.rulebookSystems, seasons: content.seasonsBySystem)
        }
        return RulesExport(scoring: scoring, system: system, seasonsUsing: content.seasonsBySystem[system.id] ?? [])
    }

    /// A screen is made for one kind, so its content holds that kind's season.
    private static func competitorExport(_ content: CompetitorSeasonScreen.Content, source: ExportSource) -> any ExportDocument {
        if let driverSeason = content.driverSeason { return DriverSeasonExport(season: driverSeason, source: source) }
        return TeamSeasonExport(season: content.constructorSeason!, source: source)  // trap-ok: a team screen's content
    }
}
