import F1Domain
import F1UseCases

/// `f1report qualifying` (and a sprint's qualifying): each car's times in milliseconds, where it
/// dropped out of a knockout, and its gap to pole.
public struct QualifyingExport: CSVExportable {
    public static let kind = "qualifying"
    let schemaVersion = ExportSchema.version
    let report = QualifyingExport.kind
    let source: ExportSource
    let race: RaceReference
    /// "qualifying" or "sprintQualifying".
    let session: String
    /// The QualifyingFormat raw value ("KNOCKOUT", "ONE_LAP" ...); null when the source does not say.
    @Nullable var format: String?
    /// In qualifying order.
    let results: [Entry]

    struct Entry: Encodable, Sendable {
        /// Null for a car not classified (see `positionText`).
        @Nullable var position: Int?
        /// "1", or the code as published: "DSQ", "DNQ", "NC".
        var positionText: String
        @Nullable var number: Int?
        var driver: DriverReference
        var constructor: ConstructorReference
        /// Best time in each segment (or each timed session of older formats); null when none was set.
        @Nullable var q1Milliseconds: Int?
        @Nullable var q2Milliseconds: Int?
        @Nullable var q3Milliseconds: Int?
        /// The one counting time of single-time formats.
        @Nullable var timeMilliseconds: Int?
        @Nullable var laps: Int?
        /// "q1" or "q2": the segment of a knockout the car went out in; null for the last segment's cars.
        @Nullable var eliminatedIn: String?
        /// Behind pole in milliseconds: counting time against counting time, else in the segment the
        /// car reached against pole's time there (`QualifyingResults.millisecondsBehindPole`); 0 for
        /// pole, negative when faster there, null when the car set no time in that segment.
        @Nullable var gapToPoleMilliseconds: Int?
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
