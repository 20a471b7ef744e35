import F1Domain
import F1UseCases

/// `f1report champions`: each season's drivers' and constructors' champions.
public struct ChampionsExport: CSVExportable {
    public static let kind = "champions"
    let source: ExportSource
    let seasons: [Entry]

    struct Entry: Encodable, Sendable {
        var season: Int
        var racesRun: Int
        /// False while the season still has races to come: the champions are then the leaders.
        var isComplete: Bool
        var driver: DriverChampion?
        var constructor: ConstructorChampion?
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

// MARK: - Machine shape

extension ChampionsExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "Every season's champions"
    static let shape = ObjectShape<Self>(
        kind, "Each season's drivers' and constructors' champions, oldest first.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("seasons", \.seasons, "Every season with a race run, oldest first."),
        ])
}

extension ChampionsExport.Entry: ExportObject {
    static let shape = ObjectShape<Self>(
        "championsSeason", "A season's champions.",
        [
            .init("season", \.season, "The season's year."),
            .init("racesRun", \.racesRun, "Rounds counted in the tables.", .minimum(0)),
            .init("isComplete", \.isComplete, "False while the season has races to come: the champions are then the leaders."),
            .init("driver", \.driver, "The drivers' champion (or leader); null when the source has none."),
            .init("constructor", \.constructor, "The constructors' champion (or leader); null before 1958 and when the source has none."),
        ])
}

extension ChampionsExport.DriverChampion: ExportObject {
    static let shape = ObjectShape<Self>(
        "driverChampion", "",
        [
            .init("driver", \.driver, "The champion."),
            .init("constructors", \.constructors, "The teams the driver scored for."),
            .init("points", \.points, "Championship points."),
            .init("wins", \.wins, "Races won.", .minimum(0)),
        ])
}

extension ChampionsExport.ConstructorChampion: ExportObject {
    static let shape = ObjectShape<Self>(
        "constructorChampion", "",
        [
            .init("constructor", \.constructor, "The champion."),
            .init("points", \.points, "Championship points."),
            .init("wins", \.wins, "Races won.", .minimum(0)),
        ])
}
