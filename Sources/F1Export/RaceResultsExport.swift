import F1Domain
import F1UseCases

/// `f1report race`: a race's full classification.
public struct RaceResultsExport: CSVExportable {
    public static let kind = "race"
    let source: ExportSource
    let race: RaceReference
    let results: [Entry]
    /// Who is credited with pole for this race (in 2021's sprint weekends, the sprint's winner),
    /// when the weekend was loaded with it; else null.
    var poleSitter: DriverReference?
    /// The weekend's sprint winner; null without a sprint, or when the weekend was not loaded.
    var sprintWinner: DriverReference?

    struct Entry: Encodable, Sendable {
        /// The finishing position; null for a car not classified (see `positionText`).
        var position: Int?
        /// As published: "1", or "R", "D", "E", "W", "F", "N" and the like.
        var positionText: String
        /// "classified", "retired", "disqualified", "excluded", "withdrawn", "failedToQualify" or "notClassified".
        var classification: String
        var number: Int?
        var driver: DriverReference
        var constructor: ConstructorReference
        /// The starting position; 0 is a start from the pit lane; null when unknown.
        var grid: Int?
        var laps: Int
        var status: String
        /// The winner's race time in milliseconds, or a finisher's total time when published.
        var timeMilliseconds: Int?
        /// A finisher's gap to the winner in milliseconds; null for the winner and for cars without a time.
        var gapMilliseconds: Int?
        /// The time or gap as published: "1:31:44.742", "+5.155".
        var timeText: String?
        var points: Double
        var fastestLap: FastestLapEntry?
    }

    struct FastestLapEntry: Encodable, Sendable {
        /// 1 for the race's fastest lap.
        var rank: Int?
        var lap: Int?
        var timeMilliseconds: Int?
        var averageSpeedKph: Double?
    }

    public init(results: RaceResults, source: ExportSource) {
        self.init(results: results, weekend: nil, source: source)
    }

    /// With the weekend, the document names the pole sitter and the sprint winner too.
    public init(results: RaceResults, weekend: RaceWeekend?, source: ExportSource) {
        self.source = source
        race = RaceReference(results.race)
        self.results = results.results.map(Self.entry)
        poleSitter = weekend?.polePosition.map { DriverReference($0.driver) }
        sprintWinner = weekend?.sprintWinner.map { DriverReference($0.driver) }
    }

    static func entry(_ result: RaceResult) -> Entry {
        let isWinner = result.position == 1 && result.classification == .classified
        let time = result.time
        // A winner's display is the total time; anyone else's is a gap, with or without its "+".
        let gap = isWinner ? nil : time.flatMap { LapTime($0.display) }?.milliseconds
        let total = time?.milliseconds ?? (isWinner ? time.flatMap { LapTime($0.display) }?.milliseconds : nil)
        return Entry(
            position: result.classification == .classified ? result.position : nil, positionText: result.positionText,
            classification: result.classification.rawValue, number: result.number, driver: DriverReference(result.driver),
            constructor: ConstructorReference(result.constructor), grid: result.grid, laps: result.laps, status: result.status,
            timeMilliseconds: total, gapMilliseconds: gap, timeText: time?.display, points: result.points,
            fastestLap: result.fastestLap.map {
                FastestLapEntry(rank: $0.rank, lap: $0.lap, timeMilliseconds: $0.time?.milliseconds, averageSpeedKph: $0.averageSpeed)
            })
    }

    public static let csvColumns =
        [
            "season", "round", "position", "position_text", "classification", "number",
        ] + DriverReference.csvColumns("driver") + ConstructorReference.csvColumns("constructor") + [
            "grid", "laps", "status", "time_ms", "gap_ms", "time_text", "points",
            "fastest_lap_rank", "fastest_lap_number", "fastest_lap_ms", "fastest_lap_average_speed_kph",
        ]

    public var csvRecords: [[CSVField]] {
        results.map { Self.csvRecord(race, $0) }
    }

    /// One car's record; the sprint's CSV has the same columns.
    static func csvRecord(_ race: RaceReference, _ entry: Entry) -> [CSVField] {
        [
            .field(race.season), .field(race.round), .field(entry.position), .field(entry.positionText),
            .field(entry.classification), .field(entry.number),
        ]
            + entry.driver.csvFields + entry.constructor.csvFields
            + [
                .field(entry.grid), .field(entry.laps), .field(entry.status), .field(entry.timeMilliseconds),
                .field(entry.gapMilliseconds), .field(entry.timeText), .field(entry.points),
                .field(entry.fastestLap?.rank), .field(entry.fastestLap?.lap), .field(entry.fastestLap?.timeMilliseconds),
                .field(entry.fastestLap?.averageSpeedKph),
            ]
    }
}

// MARK: - Machine shape

extension RaceResultsExport.Entry: ExportObject {
    static let shape = ObjectShape<Self>(
        "result", "One car's result.",
        [
            .init(
                "position", \.position, "The finishing position; null for a car not classified (see positionText and classification).", .minimum(1)),
            .init("positionText", \.positionText, "The position as published: \"1\", or a code such as \"R\", \"DNF\", \"DSQ\", \"NC\"."),
            .init(
                "classification", \.classification, "How the result was classified.",
                .oneOf(["classified", "retired", "disqualified", "excluded", "withdrawn", "failedToQualify", "notClassified"])),
            .init("number", \.number, "The car number; null when unknown."),
            .init("driver", \.driver, "The driver."),
            .init("constructor", \.constructor, "The car's constructor."),
            .init("grid", \.grid, "The starting position; 0 is a start from the pit lane; null when unknown.", .minimum(0)),
            .init("laps", \.laps, "Laps completed.", .minimum(0)),
            .init("status", \.status, "Why the race ended for the car: \"Finished\", \"+1 Lap\", \"Engine\"..."),
            .init("timeMilliseconds", \.timeMilliseconds, "The winner's race time, or a finisher's total time when published, in milliseconds."),
            .init(
                "gapMilliseconds", \.gapMilliseconds, "A finisher's gap to the winner in milliseconds; null for the winner and cars without a time."),
            .init("timeText", \.timeText, "The time or gap as published: \"1:31:44.742\", \"+5.155\"; null when there is none."),
            .init("points", \.points, "Points scored; fractional in half-points races."),
            .init("fastestLap", \.fastestLap, "The car's fastest lap; null when unknown."),
        ])
}

extension RaceResultsExport.FastestLapEntry: ExportObject {
    static let shape = ObjectShape<Self>(
        "fastestLap", "The car's fastest lap.",
        [
            .init("rank", \.rank, "The lap's rank among every car's fastest lap; 1 is the race's fastest lap."),
            .init("lap", \.lap, "The lap on which it was set."),
            .init("timeMilliseconds", \.timeMilliseconds, "The lap time in milliseconds."),
            .init("averageSpeedKph", \.averageSpeedKph, "The average speed over the lap in km/h."),
        ])
}

extension RaceResultsExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A race's results"
    static let shape = ObjectShape<Self>(
        kind, "A race's full classification, in finishing order.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("race", \.race, "When and where."),
            .init("results", \.results, "The classification, in finishing order."),
            .init("poleSitter", \.poleSitter, "Who took pole for the race; null when unknown or not loaded with the report."),
            .init(
                "sprintWinner", \.sprintWinner, "The weekend's sprint winner; null without a sprint, or when unknown or not loaded with the report."),
        ])
}
