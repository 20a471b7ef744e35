import F1Domain

/// One driver's line of the drivers' championship.
struct DriverStandingEntry: Encodable, Sendable {
    /// Null for a driver without a place (excluded): see `positionText`.
    @Nullable var position: Int?
    /// As published: "1", or "-" for an excluded driver.
    var positionText: String
    var driver: DriverReference
    /// The teams the driver scored for, in order.
    var constructors: [ConstructorReference]
    var points: Double
    var wins: Int
    /// Points behind the leader; null for the leader.
    @Nullable var pointsBehind: Double?

    static func rows(_ table: DriverStandingsTable) -> [DriverStandingEntry] {
        let behind = table.pointsBehindLeader
        return table.driverStandings.enumerated().map { index, standing in
            DriverStandingEntry(
                position: standing.position, positionText: standing.positionText, driver: DriverReference(standing.driver),
                constructors: standing.constructors.map(ConstructorReference.init), points: standing.points, wins: standing.wins,
                pointsBehind: behind[index])
        }
    }

    static let csvColumns =
        ["position", "position_text"] + DriverReference.csvColumns("driver")
        + ["nationality", "constructor_ids", "constructor_names", "points", "wins", "points_behind"]

    /// Several constructors are joined with ";" in one cell.
    var csvFields: [CSVField] {
        [.field(position), .field(positionText)] + driver.csvFields + [
            .field(driver.nationality), .field(constructors.map(\.id).joined(separator: ";")),
            .field(constructors.map(\.name).joined(separator: ";")), .field(points), .field(wins), .field(pointsBehind),
        ]
    }
}

/// One constructor's line of the constructors' championship.
struct ConstructorStandingEntry: Encodable, Sendable {
    @Nullable var position: Int?
    var positionText: String
    var constructor: ConstructorReference
    var points: Double
    var wins: Int
    @Nullable var pointsBehind: Double?

    static func rows(_ table: ConstructorStandingsTable) -> [ConstructorStandingEntry] {
        let behind = table.pointsBehindLeader
        return table.constructorStandings.enumerated().map { index, standing in
            ConstructorStandingEntry(
                position: standing.position, positionText: standing.positionText, constructor: ConstructorReference(standing.constructor),
                points: standing.points, wins: standing.wins, pointsBehind: behind[index])
        }
    }

    static let csvColumns =
        ["position", "position_text"] + ConstructorReference.csvColumns("constructor")
        + ["nationality", "points", "wins", "points_behind"]

    var csvFields: [CSVField] {
        [.field(position), .field(positionText)] + constructor.csvFields
            + [.field(constructor.nationality), .field(points), .field(wins), .field(pointsBehind)]
    }
}

/// `f1report standings drivers`: the drivers' championship after a round.
public struct DriverStandingsExport: CSVExportable {
    public static let kind = "standings.drivers"
    let schemaVersion = ExportSchema.version
    let report = DriverStandingsExport.kind
    let source: ExportSource
    let season: Int
    /// The last round counted.
    let round: Int
    let standings: [DriverStandingEntry]

    public init(table: DriverStandingsTable, source: ExportSource) {
        self.source = source
        season = table.season
        round = table.round
        standings = DriverStandingEntry.rows(table)
    }

    public static let csvColumns = ["season", "round"] + DriverStandingEntry.csvColumns

    public var csvRecords: [[CSVField]] {
        standings.map { [.field(season), .field(round)] + $0.csvFields }
    }
}

/// `f1report standings constructors`: the constructors' championship after a round.
public struct ConstructorStandingsExport: CSVExportable {
    public static let kind = "standings.constructors"
    let schemaVersion = ExportSchema.version
    let report = ConstructorStandingsExport.kind
    let source: ExportSource
    let season: Int
    let round: Int
    let standings: [ConstructorStandingEntry]

    public init(table: ConstructorStandingsTable, source: ExportSource) {
        self.source = source
        season = table.season
        round = table.round
        standings = ConstructorStandingEntry.rows(table)
    }

    public static let csvColumns = ["season", "round"] + ConstructorStandingEntry.csvColumns

    public var csvRecords: [[CSVField]] {
        standings.map { [.field(season), .field(round)] + $0.csvFields }
    }
}
