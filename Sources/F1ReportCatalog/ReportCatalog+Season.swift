import F1Domain
import F1Export
import F1UI
import F1UseCases

extension ReportCatalog {
    @MainActor
    func overview() async -> ReportOutcome {
        let load = LoadSeasonOverview(races: races, standings: standings, today: sources.today)
        return await show(OverviewScreen(format: format) { try await load() }, builder.overview) {
            OverviewExport(overview: $0.overview, source: exportSource)
        }
    }

    @MainActor
    func seasons() async -> ReportOutcome {
        let load = LoadSeasons(repository: races)
        return await show(
            SeasonsScreen { try await load() }, { builder.seasons($0.rows) }, export: { SeasonsExport(seasons: $0.seasons, source: exportSource) })
    }

    @MainActor
    func season(_ year: Int) async -> ReportOutcome {
        let load = LoadSeasonSchedule(repository: races, today: sources.today)
        return await show(RacesScreen(season: year, format: format) { try await load(season: $0) }, builder.season) {
            SeasonExport(schedule: $0.schedule, source: exportSource)
        }
    }

    @MainActor
    func champions() async -> ReportOutcome {
        let load = LoadChampions(races: races, standings: standings, champions: sources.champions)
        return await show(
            ChampionsScreen(format: format) { try await load() }, { builder.champions($0.rows) },
            export: { ChampionsExport(champions: $0.champions, source: exportSource) })
    }

    /// The source's published standings. The screen keeps the table it was made from; an empty one
    /// only if it ever did not.
    @MainActor
    func standings(_ kind: StandingsScreen.Kind, season year: Int) async -> ReportOutcome {
        let load = LoadStandings(races: races, standings: standings)
        switch kind {
        case .drivers:
            let screen = StandingsScreen(season: year, format: format, loadDrivers: { try await load.drivers(season: $0) })
            return await show(screen, builder.drivers) {
                DriverStandingsExport(
                    table: $0.driverTable ?? DriverStandingsTable(season: year, round: $0.round, driverStandings: []), source: exportSource)
            }
        case .constructors:
            let screen = StandingsScreen(season: year, format: format, loadConstructors: { try await load.constructors(season: $0) })
            return await show(screen, builder.constructors) {
                ConstructorStandingsExport(
                    table: $0.constructorTable ?? ConstructorStandingsTable(season: year, round: $0.round, constructorStandings: []),
                    source: exportSource)
            }
        }
    }

    @MainActor
    func driverSeason(season: Int, driver: Driver.ID) async -> ReportOutcome {
        let load = LoadCompetitorSeason(repository: races, standings: standings)
        let screen = CompetitorSeasonScreen(season: season, driver: driver, format: format, router: nil) { try await load.driver($1, season: $0) }
        return await show(screen, builder.competitorSeason, export: competitorExport)
    }

    @MainActor
    func constructorSeason(season: Int, constructor: Constructor.ID) async -> ReportOutcome {
        let load = LoadCompetitorSeason(repository: races, standings: standings)
        let screen = CompetitorSeasonScreen(season: season, constructor: constructor, format: format, router: nil) {
            try await load.constructor($1, season: $0)
        }
        return await show(screen, builder.competitorSeason, export: competitorExport)
    }

    /// A screen is made for one kind, so its content holds that kind's season.
    private func competitorExport(_ content: CompetitorSeasonScreen.Content) -> any ExportDocument {
        if let driverSeason = content.driverSeason { return DriverSeasonExport(season: driverSeason, source: exportSource) }
        return TeamSeasonExport(season: content.constructorSeason!, source: exportSource)  // trap-ok: a team screen's content
    }
}
