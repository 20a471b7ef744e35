import F1Domain
import F1UI
import F1UseCases

/// `f1report teammates` and `f1report head-to-head`: drivers compared in the races both started.
public struct HeadToHeadExport: CSVExportable {
    public static let kind = "head-to-head"
    let source: ExportSource
    let season: Int
    let racesRun: Int
    let qualifyingRounds: Int
    let pairs: [Pair]

    struct Pair: Encodable, Sendable {
        var constructor: ConstructorReference?
        var first: DriverReference
        var second: DriverReference
        var races: Int
        var qualifying: Tally
        var race: Tally
        var points: Points
    }

    /// How often each came out ahead.
    struct Tally: Encodable, Sendable {
        var first: Int
        var second: Int
    }

    struct Points: Encodable, Sendable {
        var first: Double
        var second: Double
    }

    public init(season: HeadToHeadSeason, source: ExportSource) {
        self.source = source
        self.season = season.season
        racesRun = season.racesRun
        qualifyingRounds = season.qualifyingRounds
        pairs = season.pairs.map {
            Pair(
                constructor: $0.constructor.map(ConstructorReference.init), first: DriverReference($0.first), second: DriverReference($0.second),
                races: $0.races, qualifying: Tally(first: $0.qualifying.first, second: $0.qualifying.second),
                race: Tally(first: $0.race.first, second: $0.race.second), points: Points(first: $0.firstPoints, second: $0.secondPoints))
        }
    }

    public static let csvColumns =
        ["season"] + ConstructorReference.csvColumns("constructor") + DriverReference.csvColumns("first")
        + DriverReference.csvColumns("second")
        + ["races", "qualifying_first", "qualifying_second", "race_first", "race_second", "points_first", "points_second"]

    public var csvRecords: [[CSVField]] {
        pairs.map { pair in
            [.field(season)] + (pair.constructor?.csvFields ?? [.null, .null]) + pair.first.csvFields + pair.second.csvFields
                + [
                    .field(pair.races), .field(pair.qualifying.first), .field(pair.qualifying.second), .field(pair.race.first),
                    .field(pair.race.second), .number(pair.points.first), .number(pair.points.second),
                ]
        }
    }
}

extension HeadToHeadScreen: ExportingScreen {
    nonisolated public static let exportTypes: [any ExportDocument.Type] = [HeadToHeadExport.self]

    public func export(source: ExportSource) -> (@Sendable () -> any ExportDocument)? {
        exporting { HeadToHeadExport(season: $0.headToHead, source: source) }
    }
}

// MARK: - Machine shape

extension HeadToHeadExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "Drivers head to head"
    static let shape = ObjectShape<Self>(
        kind, "Drivers compared in the races both started: every team's pairs of a season, or two drivers asked for.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("season", \.season, "The season's year."),
            .init("racesRun", \.racesRun, "The races run and compared.", .minimum(0)),
            .init("qualifyingRounds", \.qualifyingRounds, "Of those, the rounds whose qualifying the source has.", .minimum(0)),
            .init("pairs", \.pairs, "Teams by their points; a team's pairs by theirs."),
        ])
}

extension HeadToHeadExport.Pair: ExportObject {
    static let shape = ObjectShape<Self>(
        "pair", "Two drivers and how they compare; the driver with more points in those races first.",
        [
            .init("constructor", \.constructor, "The team both drove for in every race compared; null for drivers of different teams."),
            .init("first", \.first, "The driver with more points in the races compared."),
            .init("second", \.second, "The other driver."),
            .init("races", \.races, "The races both started.", .minimum(1)),
            .init("qualifying", \.qualifying, "Who qualified ahead, in the rounds both have a qualifying place."),
            .init("race", \.race, "Who finished ahead, in the races both were classified."),
            .init("points", \.points, "The points each scored in the races compared."),
        ])
}

extension HeadToHeadExport.Tally: ExportObject {
    static let shape = ObjectShape<Self>(
        "tally", "How often each came out ahead.",
        [
            .init("first", \.first, "The first driver's count.", .minimum(0)),
            .init("second", \.second, "The second driver's count.", .minimum(0)),
        ])
}

extension HeadToHeadExport.Points: ExportObject {
    static let shape = ObjectShape<Self>(
        "points", "Points each scored.",
        [
            .init("first", \.first, "The first driver's points."),
            .init("second", \.second, "The second driver's points."),
        ])
}
