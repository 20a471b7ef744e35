import F1Domain
import F1UseCases

/// `f1report` (the overview): the latest season at a glance, with both whole championship tables.
/// It holds several tables, so it has no CSV form; f1report refuses `--format csv` for it, naming
/// the commands that give each table.
public struct OverviewExport: ExportDocument {
    public static let kind = "overview"
    let source: ExportSource
    let season: Int
    let racesRun: Int
    let racesTotal: Int
    var nextRace: NextRace?
    var lastRace: LastRace?
    /// Null before the first race.
    var driverStandings: Table<DriverStandingsTable>?
    var constructorStandings: Table<ConstructorStandingsTable>?

    struct NextRace: Encodable, Sendable {
        var race: RaceReference
        var daysUntil: Int
    }

    struct LastRace: Encodable, Sendable {
        var race: RaceReference
        var winner: DriverReference?
        var winnerConstructor: ConstructorReference?
    }

    /// A whole championship table, drivers' or constructors'.
    struct Table<Standings: StandingsExportable>: Sendable {
        var round: Int
        var standings: [StandingEntry<Standings>]

        init(_ table: Standings) {
            let lines = table.exportLines
            round = lines.round
            standings = StandingEntry.rows(lines)
        }
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
        driverStandings = overview.driverStandings.map(Table.init)
        constructorStandings = overview.constructorStandings.map(Table.init)
    }
}

// MARK: - Machine shape

extension OverviewExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "The latest season at a glance"
    static let shape = ObjectShape<Self>(
        kind, "The latest season at a glance, with both whole championship tables (text shows their top three). It has no CSV form.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("season", \.season, "The season's year."),
            .init("racesRun", \.racesRun, "Races run so far.", .minimum(0)),
            .init("racesTotal", \.racesTotal, "Races in the calendar.", .minimum(0)),
            .init("nextRace", \.nextRace, "The next race; null once the season is over."),
            .init("lastRace", \.lastRace, "The last race run; null before the first."),
            .init("driverStandings", \.driverStandings, "The drivers' championship; null before the first race."),
            .init("constructorStandings", \.constructorStandings, "The constructors' championship; null before the first race."),
        ])
}

extension OverviewExport.NextRace: ExportObject {
    static let shape = ObjectShape<Self>(
        "nextRace", "",
        [
            .init("race", \.race, "When and where."),
            .init("daysUntil", \.daysUntil, "Whole days from today to the race day."),
        ])
}

extension OverviewExport.LastRace: ExportObject {
    static let shape = ObjectShape<Self>(
        "lastRace", "",
        [
            .init("race", \.race, "When and where."),
            .init("winner", \.winner, "Its classified winner; null without a result."),
            .init("winnerConstructor", \.winnerConstructor, "The winner's team."),
        ])
}

extension OverviewExport.Table: ExportObject {
    static var shape: ObjectShape<Self> {
        let drivers = Standings.standingsKind == .drivers
        return ObjectShape(
            drivers ? "driverTable" : "constructorTable",
            drivers ? "The drivers' championship after a round." : "The constructors' championship after a round.",
            [
                .init("round", \.round, "The last round counted.", .minimum(0)),
                .init("standings", \.standings, "The whole table, leader first."),
            ])
    }
}
