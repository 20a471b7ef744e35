import F1Domain
import F1UI

// The exports of the reports whose export types came before `ExportingScreen`; a new report
// declares its conformance in its export's file instead.

extension OverviewScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [OverviewExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { OverviewExport(overview: $0.overview, source: source) }
    }
}

extension SeasonsScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [SeasonsExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { SeasonsExport(seasons: $0.seasons, source: source) }
    }
}

extension RacesScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [SeasonExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { SeasonExport(schedule: $0.schedule, source: source) }
    }
}

extension RaceResultsScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [RaceResultsExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { RaceResultsExport(results: $0.results, weekend: $0.weekend, source: source) }
    }
}

extension RaceWeekendScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [WeekendExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { WeekendExport(weekend: $0.weekend, source: source) }
    }
}

extension NextSessionScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [NextExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { NextExport(next: $0.next, source: source) }
    }
}

extension QualifyingScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [QualifyingExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { QualifyingExport(results: $0.results, source: source) }
    }
}

extension SprintScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [SprintExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { SprintExport(results: $0.results, source: source) }
    }
}

extension StartingGridScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [StartingGridExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { StartingGridExport(grid: $0.grid, source: source) }
    }
}

extension PitStopsScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [PitStopsExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { PitStopsExport(stops: $0.pitStops, source: source) }
    }
}

extension StandingsScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [DriverStandingsExport.self, ConstructorStandingsExport.self]

    /// The source's published standings, from the table the screen was made from.
    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { content -> any ExportDocument in
            switch content.table {
            case .drivers(let table): DriverStandingsExport(table: table, source: source)
            case .constructors(let table): ConstructorStandingsExport(table: table, source: source)
            }
        }
    }
}

extension ChampionshipScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [ChampionshipExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting {
            ChampionshipExport(
                table: $0.table, previous: $0.previous, whatIf: $0.whatIf, constructors: $0.kind == .constructors,
                rulings: $0.appliedRulings, adjustments: $0.appliedAdjustments, disagreements: $0.pointDisagreements,
                raceNames: $0.raceNames, source: source)
        }
    }
}

extension ProgressionScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [ProgressionExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting {
            ProgressionExport(season: $0.season, tables: $0.tables, constructors: $0.kind == .constructors, raceNames: $0.raceNames, source: source)
        }
    }
}

extension TitleScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [TitleExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { TitleExport(maths: $0.maths, nextRaceName: $0.nextRaceName, source: source) }
    }
}

extension RulesScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [RulesExport.self, RulesListExport.self]

    /// One season's rules, or every system with the seasons that used it.
    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { content -> any ExportDocument in
            guard let scoring = content.scoring, let system = content.system else {
                return RulesListExport(systems: content.rulebookSystems, seasons: content.seasonsBySystem)
            }
            return RulesExport(scoring: scoring, system: system, seasonsUsing: content.seasonsBySystem[system.id] ?? [])
        }
    }
}

extension ChampionsScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [ChampionsExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { ChampionsExport(champions: $0.champions, source: source) }
    }
}

extension ChampionsWhatIfScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [ChampionsWhatIfExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { ChampionsWhatIfExport(champions: $0.champions, source: source) }
    }
}

extension CompetitorSeasonScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [DriverSeasonExport.self, TeamSeasonExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { content -> any ExportDocument in
            switch content.competitorSeason {
            case .driver(let season): DriverSeasonExport(season: season, source: source)
            case .constructor(let season): TeamSeasonExport(season: season, source: source)
            }
        }
    }
}
