import F1Domain
import F1UseCases

/// `f1report champions --under RULES`: every season's champions computed from the results under
/// its own rules, and under another system.
public struct ChampionsWhatIfExport: CSVExportable {
    public static let kind = "champions.under"
    let source: ExportSource
    /// Null only when no season has been run.
    var whatIfSystem: SystemReference?
    let seasons: [Entry]

    struct Entry: Encodable, Sendable {
        var season: Int
        var racesRun: Int
        /// False while the season has races to come: the champions are then the leaders.
        var isComplete: Bool
        var system: SystemReference
        var champions: Champions
        var whatIf: Champions
        var driverTitleChanges: Bool
        var constructorTitleChanges: Bool
    }

    struct Champions: Encodable, Sendable {
        /// Null when the table is empty.
        var driver: DriverChampion?
        /// Null before 1958, and under a system without a constructors' championship.
        var constructor: TeamChampion?
    }

    struct DriverChampion: Encodable, Sendable {
        var driver: DriverReference
        var points: Double
        var wins: Int
    }

    struct TeamChampion: Encodable, Sendable {
        var constructor: ConstructorReference
        /// Where the source tells a constructor's engines apart (Lotus-Climax and Lotus-BRM).
        var engineId: String?
        var points: Double
        var wins: Int
    }

    public init(champions: [ComputedChampions], source: ExportSource) {
        self.source = source
        whatIfSystem = champions.lazy.compactMap { $0.whatIf?.system }.first.map(SystemReference.init)
        seasons = champions.map { season in
            let own = Self.champions(season.table)
            let other = season.whatIf.map(Self.champions) ?? Champions(driver: nil, constructor: nil)
            return Entry(
                season: season.season, racesRun: season.table.round, isComplete: season.isComplete, system: SystemReference(season.table.system),
                champions: own, whatIf: other, driverTitleChanges: season.driverTitleChanges,
                constructorTitleChanges: season.constructorTitleChanges)
        }
    }

    static func champions(_ table: ChampionshipTable) -> Champions {
        Champions(
            driver: table.drivers.first.map { DriverChampion(driver: DriverReference($0.entrant), points: $0.points, wins: $0.wins) },
            constructor: table.system.hasConstructorsChampionship
                ? table.constructors.first.map {
                    TeamChampion(
                        constructor: ConstructorReference($0.entrant.constructor), engineId: $0.entrant.engine, points: $0.points, wins: $0.wins)
                } : nil)
    }

    public static let csvColumns =
        ["season", "races_run", "is_complete", "system_id"]
        + championColumns("") + ["what_if_system_id"] + championColumns("what_if_")
        + ["driver_title_changes", "constructor_title_changes"]

    static func championColumns(_ prefix: String) -> [String] {
        DriverReference.csvColumns(prefix + "driver") + ["\(prefix)driver_points", "\(prefix)driver_wins"]
            + ConstructorReference.csvColumns(prefix + "constructor")
            + ["\(prefix)constructor_engine_id", "\(prefix)constructor_points", "\(prefix)constructor_wins"]
    }

    public var csvRecords: [[CSVField]] {
        seasons.map { entry in
            func fields(_ champions: Champions) -> [CSVField] {
                let driver = champions.driver
                let team = champions.constructor
                return (driver?.driver.csvFields ?? [.null, .null, .null]) + [.field(driver?.points), .field(driver?.wins)]
                    + (team?.constructor.csvFields ?? [.null, .null]) + [.field(team?.engineId), .field(team?.points), .field(team?.wins)]
            }
            return [.field(entry.season), .field(entry.racesRun), .bool(entry.isComplete), .field(entry.system.id)]
                + fields(entry.champions) + [.field(whatIfSystem?.id)] + fields(entry.whatIf)
                + [.bool(entry.driverTitleChanges), .bool(entry.constructorTitleChanges)]
        }
    }
}

// MARK: - Machine shape

extension ChampionsWhatIfExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "Every season's champions under its own rules and under other rules"
    static let shape = ObjectShape<Self>(
        kind, "Every season's champions computed from the results under the season's own rules, and under another scoring system, oldest first.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("whatIfSystem", \.whatIfSystem, "The other system every season is scored under; null only when no season has been run."),
            .init("seasons", \.seasons, "Every season with a race run, oldest first."),
        ])
}

extension ChampionsWhatIfExport.Entry: ExportObject {
    static let shape = ObjectShape<Self>(
        "whatIfSeason", "A season's champions both ways.",
        [
            .init("season", \.season, "The season's year."),
            .init("racesRun", \.racesRun, "Rounds counted in the tables.", .minimum(0)),
            .init("isComplete", \.isComplete, "False while the season has races to come: the champions are then the leaders."),
            .init("system", \.system, "The season's own system."),
            .init("champions", \.champions, "The champions under the season's own rules, computed from its results."),
            .init("whatIf", \.whatIf, "The champions the same results give under the other system."),
            .init("driverTitleChanges", \.driverTitleChanges, "Whether the drivers' title goes to someone else under the other system."),
            .init(
                "constructorTitleChanges", \.constructorTitleChanges,
                "Whether the constructors' title goes to another team; false where either system has no constructors' championship."),
        ])
}

extension ChampionsWhatIfExport.Champions: ExportObject {
    static let shape = ObjectShape<Self>(
        "champions", "The champions under the season's own rules, computed from its results.",
        [
            .init("driver", \.driver, "The drivers' champion (or leader); null when no driver is in the table."),
            .init(
                "constructor", \.constructor,
                "The constructors' champion (or leader); null before 1958 and under a system without a constructors' championship."),
        ])
}

extension ChampionsWhatIfExport.DriverChampion: ExportObject {
    static let shape = ObjectShape<Self>(
        "driverChampion", "",
        [
            .init("driver", \.driver, "The champion."),
            .init("points", \.points, "The points that count: after dropped results and decisions."),
            .init("wins", \.wins, "Races won.", .minimum(0)),
        ])
}

extension ChampionsWhatIfExport.TeamChampion: ExportObject {
    static let shape = ObjectShape<Self>(
        "constructorChampion", "",
        [
            .init("constructor", \.constructor, "The champion."),
            .init(
                "engineId", \.engineId,
                "The engine maker's id where the source tells a constructor's engines apart (f1db: Lotus-Climax and Lotus-BRM scored separately); null otherwise."
            ),
            .init("points", \.points, "The points that count."),
            .init("wins", \.wins, "Races won.", .minimum(0)),
        ])
}
