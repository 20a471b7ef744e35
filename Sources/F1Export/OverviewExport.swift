import F1Domain
import F1UseCases

/// `f1report` (the overview): the latest season at a glance, with both whole championship tables.
/// It holds several tables, so it has no CSV form; f1report refuses `--format csv` for it, naming
/// the commands that give each table.
public struct OverviewExport: ExportDocument {
    public static let kind = "overview"
    let schemaVersion = ExportSchema.version
    let report = OverviewExport.kind
    let source: ExportSource
    let season: Int
    let racesRun: Int
    let racesTotal: Int
    @Nullable var nextRace: NextRace?
    @Nullable var lastRace: LastRace?
    /// Null before the first race.
    @Nullable var driverStandings: DriverTable?
    @Nullable var constructorStandings: ConstructorTable?

    struct NextRace: Encodable, Sendable {
        var race: RaceReference
        var daysUntil: Int
    }

    struct LastRace: Encodable, Sendable {
        var race: RaceReference
        @Nullable var winner: DriverReference?
        @Nullable var winnerConstructor: ConstructorReference?
    }

    struct DriverTable: Encodable, Sendable {
        var round: Int
        var standings: [DriverStandingEntry]
    }

    struct ConstructorTable: Encodable, Sendable {
        var round: Int
        var standings: [ConstructorStandingEntry]
    }

    public init(overview: SeasonOverview, source: ExportSource) {
        self.source = source
        season = overview.season
        racesRun = overview.racesRun
        racesTotal = overview.racesTotal
        nextRace = overview.nextRace.map { NextRace(race: RaceReference($0.race), daysUntil: $0.daysUntil) }
        lastRace = overview.lastRace.map { last in
            LastRace(
                race: RaceReference(last.race), winner: last.winner.map { DriverReference($0.driver) },
                winnerConstructor: last.winner.map { ConstructorReference($0.constructor) })
        }
        driverStandings = overview.driverStandings.map { DriverTable(round: $0.round, standings: DriverStandingEntry.rows($0)) }
        constructorStandings = overview.constructorStandings.map {
            ConstructorTable(round: $0.round, standings: ConstructorStandingEntry.rows($0))
        }
    }
}
