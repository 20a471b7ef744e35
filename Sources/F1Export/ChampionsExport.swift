import F1Domain
import F1UseCases

/// `f1report champions`: each season's drivers' and constructors' champions.
public struct ChampionsExport: CSVExportable {
    public static let kind = "champions"
    let schemaVersion = ExportSchema.version
    let report = ChampionsExport.kind
    let source: ExportSource
    let seasons: [Entry]

    struct Entry: Encodable, Sendable {
        var season: Int
        var racesRun: Int
        /// False while the season still has races to come: the champions are then the leaders.
        var isComplete: Bool
        @Nullable var driver: DriverChampion?
        @Nullable var constructor: ConstructorChampion?
    }

    struct DriverChampion: Encodable, Sendable {
        var driver: DriverReference
        var constructors: [ConstructorReference]
        var points: Double
        var wins: Int
    }

    struct ConstructorChampion: Encodable, Sendable {
        var constructor: ConstructorReference
        var points: Double
        var wins: Int
    }

    public init(champions: [SeasonChampions], source: ExportSource) {
        self.source = source
        seasons = champions.map { season in
            Entry(
                season: season.season, racesRun: season.racesRun, isComplete: season.isComplete,
                driver: season.driver.map {
                    DriverChampion(
                        driver: DriverReference($0.driver), constructors: $0.constructors.map(ConstructorReference.init),
                        points: $0.points, wins: $0.wins)
                },
                constructor: season.constructor.map {
                    ConstructorChampion(constructor: ConstructorReference($0.constructor), points: $0.points, wins: $0.wins)
                })
        }
    }

    public static let csvColumns =
        ["season", "races_run", "is_complete"] + DriverReference.csvColumns("driver")
        + ["driver_constructor_ids", "driver_points", "driver_wins"] + ConstructorReference.csvColumns("constructor")
        + ["constructor_points", "constructor_wins"]

    public var csvRecords: [[CSVField]] {
        seasons.map { entry in
            let driver = entry.driver
            let constructor = entry.constructor
            return [.field(entry.season), .field(entry.racesRun), .bool(entry.isComplete)]
                + (driver?.driver.csvFields ?? [.null, .null, .null])
                + [.field(driver?.constructors.map(\.id).joined(separator: ";")), .field(driver?.points), .field(driver?.wins)]
                + (constructor?.constructor.csvFields ?? [.null, .null])
                + [.field(constructor?.points), .field(constructor?.wins)]
        }
    }
}
