import F1Domain
import F1UseCases

/// `f1report qualifying` (and a sprint's qualifying): each car's times in milliseconds, where it
/// dropped out of a knockout, and its gap to pole.
public struct QualifyingExport: CSVExportable {
    public static let kind = "qualifying"
    let source: ExportSource
    let race: RaceReference
    /// "qualifying" or "sprintQualifying".
    let session: String
    /// The QualifyingFormat raw value ("KNOCKOUT", "ONE_LAP" ...); null when the source does not say.
    var format: String?
    /// In qualifying order.
    let results: [Entry]

    struct Entry: Encodable, Sendable {
        /// Null for a car not classified (see `positionText`).
        var position: Int?
        /// "1", or the code as published: "DSQ", "DNQ", "NC".
        var positionText: String
        var number: Int?
        var driver: DriverReference
        var constructor: ConstructorReference
        /// Best time in each segment (or each timed session of older formats); null when none was set.
        var q1Milliseconds: Int?
        var q2Milliseconds: Int?
        var q3Milliseconds: Int?
        /// The one counting time of single-time formats.
        var timeMilliseconds: Int?
        var laps: Int?
        /// "q1" or "q2": the segment of a knockout the car went out in; null for the last segment's cars.
        var eliminatedIn: String?
        /// Behind pole in milliseconds: counting time against counting time, else in the segment the
        /// car reached against pole's time there (`QualifyingResults.millisecondsBehindPole`); 0 for
        /// pole, negative when faster there, null when the car set no time in that segment.
        var gapToPoleMilliseconds: Int?
    }

    public init(results: QualifyingResults, source: ExportSource) {
        self.source = source
        race = RaceReference(results.race)
        session = results.session.rawValue
        format = results.format?.rawValue
        self.results = results.results.map { result in
            Entry(
                position: result.positionText == nil ? result.position : nil, positionText: result.positionText ?? String(result.position),
                number: result.number, driver: DriverReference(result.driver), constructor: ConstructorReference(result.constructor),
                q1Milliseconds: result.q1?.milliseconds, q2Milliseconds: result.q2?.milliseconds, q3Milliseconds: result.q3?.milliseconds,
                timeMilliseconds: result.time?.milliseconds, laps: result.laps,
                eliminatedIn: results.eliminatedIn(result).map { "q\($0.rawValue)" },
                gapToPoleMilliseconds: results.millisecondsBehindPole(result))
        }
    }

    public static let csvColumns =
        ["season", "round", "session", "format", "position", "position_text", "number"]
        + DriverReference.csvColumns("driver") + ConstructorReference.csvColumns("constructor")
        + ["q1_ms", "q2_ms", "q3_ms", "time_ms", "laps", "eliminated_in", "gap_to_pole_ms"]

    public var csvRecords: [[CSVField]] {
        results.map { entry in
            [
                .field(race.season), .field(race.round), .field(session), .field(format), .field(entry.position), .field(entry.positionText),
                .field(entry.number),
            ] + entry.driver.csvFields + entry.constructor.csvFields
                + [
                    .field(entry.q1Milliseconds), .field(entry.q2Milliseconds), .field(entry.q3Milliseconds), .field(entry.timeMilliseconds),
                    .field(entry.laps), .field(entry.eliminatedIn), .field(entry.gapToPoleMilliseconds),
                ]
        }
    }
}

// MARK: - Machine shape

extension QualifyingExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A qualifying session"
    static let shape = ObjectShape<Self>(
        kind, "A qualifying session (or a sprint's qualifying) in qualifying order, with each car's times in milliseconds.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("race", \.race, "When and where."),
            .init("session", \.session, "Which qualifying: for the race, or for the sprint.", .oneOf(["qualifying", "sprintQualifying"])),
            .init(
                "format", \.format, "How the session was run (f1db's names); it says what q1, q2 and q3 hold. Null when the source does not say.",
                .oneOf(["KNOCKOUT", "TWO_SESSION", "ONE_SESSION", "ONE_LAP", "AGGREGATE", "ELIMINATION", "FOUR_LAPS", "SPRINT_RACE"])),
            .init("results", \.results, "Every car, in qualifying order."),
        ])
}

extension QualifyingExport.Entry: ExportObject {
    static let shape = ObjectShape<Self>(
        "result", "One car's qualifying.",
        [
            .init("position", \.position, "The qualifying position; null for a car not classified (see positionText).", .minimum(1)),
            .init("positionText", \.positionText, "The position as published: \"1\", or a code such as \"DSQ\", \"DNQ\", \"NC\"."),
            .init("number", \.number, "The car number; null when unknown."),
            .init("driver", \.driver, "The driver."),
            .init("constructor", \.constructor, "The car's constructor."),
            .init(
                "q1Milliseconds", \.q1Milliseconds,
                "The best time in Q1 (or the first timed session of older formats) in milliseconds; null when none was set.", .minimum(0)),
            .init(
                "q2Milliseconds", \.q2Milliseconds, "The best time in Q2 (or the second timed session) in milliseconds; null when none was set.",
                .minimum(0)),
            .init("q3Milliseconds", \.q3Milliseconds, "The best time in Q3 in milliseconds, for the cars that reached it and set one.", .minimum(0)),
            .init(
                "timeMilliseconds", \.timeMilliseconds,
                "The one counting time of single-time formats (one session, one lap, aggregate, four laps, best of two) in milliseconds.", .minimum(0)
            ),
            .init("laps", \.laps, "Laps run in the session, when published.", .minimum(0)),
            .init(
                "eliminatedIn", \.eliminatedIn,
                "In a knockout (the format, or three segments with times when the source names none): the segment the car went out in: the deepest it reached, when that is not the last segment held. A car no slower in its last timed segment than a car that went on reached the next segment too, without a time there. Null for the last segment's cars, outside knockouts and for a car not classified; \"q1\" for a car without any time.",
                .oneOf(["q1", "q2"])),
            .init(
                "gapToPoleMilliseconds", \.gapToPoleMilliseconds,
                "Behind pole in milliseconds: the counting time against pole's, else the car's time in the segment it reached against pole's time in that segment (a Q1 exit against pole's Q1 lap); 0 for pole, negative when the car was faster than pole in that segment; null for a car not classified, or one that reached a segment and set no time in it."
            ),
        ])
}
