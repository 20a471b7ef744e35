import F1Domain

/// `f1report standings drivers` and `f1report standings constructors`: a championship after a
/// round. One document and one line for both tables; only the keys naming the competitor differ.
public struct StandingsExport<Table: StandingsExportable>: CSVExportable {
    public static var kind: String { Table.standingsKind == .drivers ? "standings.drivers" : "standings.constructors" }
    let source: ExportSource
    let season: Int
    /// The last round counted.
    let round: Int
    let standings: [StandingEntry<Table>]

    public init(table: Table, source: ExportSource) {
        let lines = table.exportLines
        self.source = source
        season = lines.season
        round = lines.round
        standings = StandingEntry.rows(lines)
    }

    public static var csvColumns: [String] { ["season", "round"] + StandingEntry<Table>.csvColumns }

    public var csvRecords: [[CSVField]] {
        standings.map { [.field(season), .field(round)] + $0.csvFields }
    }
}

public typealias DriverStandingsExport = StandingsExport<DriverStandingsTable>
public typealias ConstructorStandingsExport = StandingsExport<ConstructorStandingsTable>

/// Which championship a table is.
public enum StandingsKind: Sendable {
    case drivers
    case constructors
}

/// A championship table the exports can write: the drivers' or the constructors'.
public protocol StandingsExportable: Sendable {
    static var standingsKind: StandingsKind { get }
    /// The table's lines as the export reads them.
    var exportLines: StandingsLines { get }
}

/// A table's lines, leader first, whoever they rank.
public struct StandingsLines: Sendable {
    let season: Int
    let round: Int
    let lines: [Line]

    struct Line {
        var position: Int?
        var positionText: String
        var competitor: StandingCompetitor
        var points: Double
        var wins: Int
        var pointsBehind: Double?
    }
}

/// Who a line ranks: a driver with the teams they scored for, or a constructor.
enum StandingCompetitor: Sendable {
    case driver(DriverReference, constructors: [ConstructorReference])
    case constructor(ConstructorReference)
}

extension DriverStandingsTable: StandingsExportable {
    public static var standingsKind: StandingsKind { .drivers }
    public var exportLines: StandingsLines {
        StandingsLines(
            season: season, round: round,
            lines: zip(driverStandings, pointsBehindLeader).map { standing, behind in
                .init(
                    position: standing.position, positionText: standing.positionText,
                    competitor: .driver(DriverReference(standing.driver), constructors: standing.constructors.map(ConstructorReference.init)),
                    points: standing.points, wins: standing.wins, pointsBehind: behind)
            })
    }
}

extension ConstructorStandingsTable: StandingsExportable {
    public static var standingsKind: StandingsKind { .constructors }
    public var exportLines: StandingsLines {
        StandingsLines(
            season: season, round: round,
            lines: zip(constructorStandings, pointsBehindLeader).map { standing, behind in
                .init(
                    position: standing.position, positionText: standing.positionText,
                    competitor: .constructor(ConstructorReference(standing.constructor)), points: standing.points, wins: standing.wins,
                    pointsBehind: behind)
            })
    }
}

/// One line of a championship table.
struct StandingEntry<Table: StandingsExportable>: Sendable {
    /// Null for an entrant without a place (excluded): see `positionText`.
    var position: Int?
    var positionText: String
    var competitor: StandingCompetitor
    var points: Double
    var wins: Int
    /// Points behind the leader; null for the leader.
    var pointsBehind: Double?

    static func rows(_ table: StandingsLines) -> [StandingEntry] {
        table.lines.map {
            StandingEntry(
                position: $0.position, positionText: $0.positionText, competitor: $0.competitor, points: $0.points, wins: $0.wins,
                pointsBehind: $0.pointsBehind)
        }
    }

    var driver: DriverReference? { if case .driver(let driver, _) = competitor { driver } else { nil } }
    var constructors: [ConstructorReference] { if case .driver(_, let constructors) = competitor { constructors } else { [] } }
    var constructor: ConstructorReference? { if case .constructor(let constructor) = competitor { constructor } else { nil } }

    static var csvColumns: [String] {
        let competitor =
            Table.standingsKind == .drivers
            ? DriverReference.csvColumns("driver") + ["nationality", "constructor_ids", "constructor_names"]
            : ConstructorReference.csvColumns("constructor") + ["nationality"]
        return ["position", "position_text"] + competitor + ["points", "wins", "points_behind"]
    }

    /// Several constructors are joined with ";" in one cell.
    var csvFields: [CSVField] {
        let named: [CSVField] =
            switch competitor {
            case .driver(let driver, let constructors):
                driver.csvFields + [
                    .field(driver.nationality), .field(constructors.map(\.id).joined(separator: ";")),
                    .field(constructors.map(\.name).joined(separator: ";")),
                ]
            case .constructor(let constructor): constructor.csvFields + [.field(constructor.nationality)]
            }
        return [.field(position), .field(positionText)] + named + [.field(points), .field(wins), .field(pointsBehind)]
    }
}

// MARK: - Machine shape

extension StandingEntry: ExportObject {
    /// The competitor's keys differ by table; the rest is shared.
    static var shape: ObjectShape<Self> {
        let drivers = Table.standingsKind == .drivers
        let competitor: [ShapeProperty<Self>] =
            drivers
            ? [
                .init("driver", { $0.driver! }, "The driver."),  // trap-ok: a drivers' table holds drivers
                .init("constructors", \.constructors, "The teams the driver scored for, in order."),
            ]
            : [.init("constructor", { $0.constructor! }, "The constructor.")]  // trap-ok: a constructors' table holds constructors
        return ObjectShape(
            drivers ? "driverStanding" : "constructorStanding",
            drivers ? "A driver's line of the drivers' championship." : "A constructor's line of the constructors' championship.",
            [
                .init("position", \.position, "The championship position; null for an entrant without one (excluded).", .minimum(1)),
                .init("positionText", \.positionText, "The position as published: \"1\", or \"-\" for an excluded entrant."),
            ] + competitor + [
                .init("points", \.points, "Championship points; fractional in half-points races."),
                .init("wins", \.wins, "Races won.", .minimum(0)),
                .init("pointsBehind", \.pointsBehind, "Points behind the leader; null for the leader."),
            ])
    }
}

extension StandingsExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static var title: String { Table.standingsKind == .drivers ? "The drivers' standings" : "The constructors' standings" }
    static var shape: ObjectShape<Self> {
        ObjectShape(
            kind, Table.standingsKind == .drivers ? "The drivers' championship after a round." : "The constructors' championship after a round.",
            [
                .constant(
                    "schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
                .constant("report", kind, "The report kind, naming this schema."),
                .init("source", \.source, "Where the data came from."),
                .init("season", \.season, "The season's year."),
                .init("round", \.round, "The last round counted.", .minimum(0)),
                .init("standings", \.standings, "The table, leader first."),
            ])
    }
}
