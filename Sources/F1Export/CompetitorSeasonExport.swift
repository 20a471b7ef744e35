import F1Domain
import F1UseCases

/// `f1report driver ID [YEAR]` and `f1report team ID [YEAR]`: a competitor's season race by race.
/// One document for both; only the keys naming the competitor and the other side differ (a
/// driver and the teams they drove for, or a constructor and the drivers who raced its cars).
public struct CompetitorSeasonExport<Season: CompetitorSeasonExportable>: CSVExportable {
    public static var kind: String { Season.isDriver ? "driver" : "team" }
    let source: ExportSource
    let season: Int
    let competitor: CompetitorSeasonPart
    let totals: CompetitorTotalsEntry
    let rounds: [CompetitorRoundEntry]

    public init(season: Season, source: ExportSource) {
        let part = season.exportPart
        self.source = source
        self.season = part.season
        competitor = part.competitor
        totals = CompetitorTotalsEntry(part.totals)
        rounds = part.rounds.map(CompetitorRoundEntry.init)
    }

    public static var csvColumns: [String] { CompetitorRoundEntry.csvColumns }
    public var csvRecords: [[CSVField]] { rounds.flatMap(\.csvRecords) }
}

public typealias DriverSeasonExport = CompetitorSeasonExport<DriverSeason>
public typealias TeamSeasonExport = CompetitorSeasonExport<ConstructorSeason>

/// A competitor's season the exports can write: a driver's or a constructor's.
public protocol CompetitorSeasonExportable: Sendable {
    static var isDriver: Bool { get }
    /// The season as the export reads it.
    var exportPart: CompetitorSeasonLines { get }
}

/// A season's competitor, rounds and totals, whoever the competitor is.
public struct CompetitorSeasonLines: Sendable {
    let season: Int
    let competitor: CompetitorSeasonPart
    let rounds: [CompetitorRound]
    let totals: CompetitorTotals
}

/// Who the season is of, with the other side in the order they first raced together.
enum CompetitorSeasonPart: Sendable {
    case driver(DriverReference, teams: [ConstructorReference])
    case constructor(ConstructorReference, drivers: [DriverReference])
}

extension DriverSeason: CompetitorSeasonExportable {
    public static var isDriver: Bool { true }
    public var exportPart: CompetitorSeasonLines {
        CompetitorSeasonLines(
            season: season, competitor: .driver(DriverReference(driver), teams: teams.map(ConstructorReference.init)), rounds: rounds,
            totals: totals)
    }
}

extension ConstructorSeason: CompetitorSeasonExportable {
    public static var isDriver: Bool { false }
    public var exportPart: CompetitorSeasonLines {
        CompetitorSeasonLines(
            season: season, competitor: .constructor(ConstructorReference(constructor), drivers: drivers.map(DriverReference.init)),
            rounds: rounds, totals: totals)
    }
}

/// The season's totals as `CompetitorTotals` counts them: race points from the results, and the
/// championship's own points and place beside them where the source has standings.
struct CompetitorTotalsEntry: Encodable, Sendable {
    var racePoints: Double
    var wins: Int
    var podiums: Int
    var starts: Int
    var bestFinish: Int?
    /// The points that count in the championship (dropped scores taken off, sprints added); null
    /// without standings.
    var championshipPoints: Double?
    /// "2", or "-" for an excluded entrant; null without standings.
    var championshipPosition: String?

    init(_ totals: CompetitorTotals) {
        racePoints = totals.racePoints
        wins = totals.wins
        podiums = totals.podiums
        starts = totals.starts
        bestFinish = totals.bestFinish
        championshipPoints = totals.championship?.points
        championshipPosition = totals.championship?.positionText
    }
}

/// A race of the season with their results in it, each as `f1report race` gives a car's.
struct CompetitorRoundEntry: Encodable, Sendable {
    var race: RaceReference
    /// "run" (with their results), "absent" (run without them) or "toCome".
    var status: String
    var results: [RaceResultsExport.Entry]

    init(_ round: CompetitorRound) {
        race = RaceReference(round.race)
        status = round.isToCome ? "toCome" : round.didNotTakePart ? "absent" : "run"
        results = round.results.map(RaceResultsExport.entry)
    }

    /// The race's columns, the round's status, then a car's as in the race's CSV (less its season and round).
    static let csvColumns = ["season"] + RaceReference.csvColumns + ["round_status"] + RaceResultsExport.csvColumns.dropFirst(2)

    /// One record a car; a round without their cars, one record with the car's fields empty.
    var csvRecords: [[CSVField]] {
        let lead: [CSVField] = [.field(race.season)] + race.csvFields + [.field(status)]
        guard !results.isEmpty else { return [lead + Array(repeating: .null, count: RaceResultsExport.csvColumns.count - 2)] }
        return results.map { lead + RaceResultsExport.csvRecord(race, $0).dropFirst(2) }
    }
}

// MARK: - Machine shape

extension CompetitorTotalsEntry: ExportObject {
    static let shape = ObjectShape<Self>(
        "totals",
        "The season's totals: race points counted from the results, and the championship's own points and place beside them where the source has standings (they differ where scores were dropped or sprints scored).",
        [
            .init("racePoints", \.racePoints, "The sum of the race results' points: no sprints, no dropped scores taken off."),
            .init("wins", \.wins, "Races won.", .minimum(0)),
            .init("podiums", \.podiums, "Podium places: a team's one-two counts two; a car shared by two drivers once.", .minimum(0)),
            .init("starts", \.starts, "Races in which at least one of their cars took the start.", .minimum(0)),
            .init("bestFinish", \.bestFinish, "The best classified finishing position; null without a classified finish.", .minimum(1)),
            .init(
                "championshipPoints", \.championshipPoints, "The points that count in the championship table; null when the source has no standings."),
            .init(
                "championshipPosition", \.championshipPosition,
                "The place in the championship as published (\"2\", or \"-\" for an exclusion); null without standings."),
        ])
}

extension CompetitorRoundEntry: ExportObject {
    static let shape = ObjectShape<Self>(
        "round", "A race of the season and their cars' results in it.",
        [
            .init("race", \.race, "When and where."),
            .init(
                "status", \.status, "\"run\" with their results, \"absent\" when run without them, \"toCome\" when the source has no results yet.",
                .oneOf(["run", "absent", "toCome"])),
            .init(
                "results", \.results,
                "Their cars' results in classification order, each as the race report gives a car's; empty when absent or to come."),
        ])
}

extension CompetitorSeasonExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static var title: String { Season.isDriver ? "A driver's season" : "A team's season" }
    static var shape: ObjectShape<Self> {
        // The competitor's two keys; the rest is shared.
        let competitor: [ShapeProperty<Self>] =
            switch Season.isDriver {
            case true:
                [
                    .init("driver", { $0.named.driver! }, "The driver."),  // trap-ok: a driver's season names a driver
                    .init("teams", { $0.named.teams }, "The teams they drove for, in the order they first did."),
                ]
            case false:
                [
                    .init("constructor", { $0.named.constructor! }, "The constructor."),  // trap-ok: a team's season names a constructor
                    .init("drivers", { $0.named.drivers }, "The drivers who raced its cars, in the order they first did."),
                ]
            }
        return ObjectShape(
            kind,
            Season.isDriver
                ? "A driver's season race by race, with the teams they drove for and the season's totals."
                : "A constructor's season race by race, every car of it, with the drivers who raced them and the season's totals.",
            [
                .constant(
                    "schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
                .constant("report", kind, "The report kind, naming this schema."),
                .init("source", \.source, "Where the data came from."),
                .init("season", \.season, "The season's year."),
            ] + competitor + [
                .init(
                    "totals", \.totals,
                    "The season's totals: race points counted from the results, and the championship's own points and place beside them where the source has standings (they differ where scores were dropped or sprints scored)."
                ),
                .init(
                    "rounds", \.rounds,
                    "Every race of the season in round order: the ones run with their results, the ones run without them, and the ones to come."),
            ])
    }

    /// The competitor's keys' values, read by the shape.
    private var named: (driver: DriverReference?, teams: [ConstructorReference], constructor: ConstructorReference?, drivers: [DriverReference]) {
        switch competitor {
        case .driver(let driver, let teams): (driver, teams, nil, [])
        case .constructor(let constructor, let drivers): (nil, [], constructor, drivers)
        }
    }
}
