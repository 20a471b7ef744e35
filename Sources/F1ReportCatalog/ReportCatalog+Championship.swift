import F1Data
import F1Domain
import F1Export
import F1UI
import F1UseCases

extension ReportCatalog {
    @MainActor
    func championship(_ kind: StandingsScreen.Kind, season: Int, round: Int?, under: String?) async throws -> ReportOutcome {
        let load = try loadChampionship()
        let screen = ChampionshipScreen(kind: kind, format: format) {
            try await load.report(season: season, round: round, under: under.map { .named($0) })
        }
        return await show(screen, builder.championship) {
            ChampionshipExport(
                table: $0.table, previous: $0.previous, whatIf: $0.whatIf, constructors: $0.kind == .constructors,
                rulings: $0.appliedRulings, adjustments: $0.appliedAdjustments, disagreements: $0.pointDisagreements,
                raceNames: $0.raceNames, source: exportSource)
        }
    }

    @MainActor
    func progression(_ kind: StandingsScreen.Kind, season: Int) async throws -> ReportOutcome {
        let load = try loadChampionship()
        return await show(ProgressionScreen(kind: kind, format: format) { try await load.report(season: season) }, builder.progression) {
            ProgressionExport(
                season: $0.season, tables: $0.tables, constructors: $0.kind == .constructors, raceNames: $0.raceNames, source: exportSource)
        }
    }

    @MainActor
    func title(season: Int, round: Int?) async throws -> ReportOutcome {
        let load = try loadChampionship()
        return await show(TitleScreen(format: format) { try await load.report(season: season, round: round) }, builder.title) {
            TitleExport(maths: $0.maths, nextRaceName: $0.nextRaceName, source: exportSource)
        }
    }

    @MainActor
    func rules(season: Int?) async throws -> ReportOutcome {
        let screen = RulesScreen(season: season, format: format, rulebook: try ScoringRulebook.builtIn())
        return await show(screen, builder.rules) { content -> any ExportDocument in
            guard let scoring = content.scoring, let system = content.system else {
                return RulesListExport(systems: content.rulebookSystems, seasons: content.seasonsBySystem)
            }
            return RulesExport(scoring: scoring, system: system, seasonsUsing: content.seasonsBySystem[system.id] ?? [])
        }
    }

    /// Every season computed twice, by its own rules and by `under`.
    @MainActor
    func championsWhatIf(under: String) async throws -> ReportOutcome {
        let load = LoadHistoryChampions(races: races, weekends: weekends, scoring: sources.scoring, rulebook: try ScoringRulebook.builtIn())
        return await show(ChampionsWhatIfScreen(format: format) { try await load(under: .named(under)) }, builder.championsWhatIf) {
            ChampionsWhatIfExport(champions: $0.champions, source: exportSource)
        }
    }
}
