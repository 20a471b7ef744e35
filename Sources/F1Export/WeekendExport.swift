import F1Domain
import F1UseCases

/// `f1report weekend`: a race weekend's timetable against the clock, with who took pole, won the
/// sprint and won the race once known. It stays a timetable: each session's full results have
/// their own reports (`qualifying`, `sprint`, `race`).
public struct WeekendExport: CSVExportable {
    public static let kind = "weekend"
    let source: ExportSource
    let race: RaceReference
    /// The moment the states and countdowns were worked out for: "2025-05-24T10:00:00Z".
    let now: String
    /// In the order they start, the race last.
    let sessions: [SessionEntry]
    var poleSitter: PoleSitter?
    var sprintWinner: DriverAndCar?
    var winner: DriverAndCar?

    struct PoleSitter: Encodable, Sendable {
        var driver: DriverReference
        var constructor: ConstructorReference
        /// The time that set pole (`QualifyingResult.decidingTime`); null when none was published.
        var timeMilliseconds: Int?
    }

    public init(weekend: RaceWeekend, source: ExportSource) {
        self.source = source
        race = RaceReference(weekend.race)
        now = weekend.now.description
        sessions = weekend.sessions.map(SessionEntry.init)
        poleSitter = weekend.polePosition.map {
            PoleSitter(driver: DriverReference($0.driver), constructor: ConstructorReference($0.constructor), timeMilliseconds: $0.time?.milliseconds)
        }
        sprintWinner = weekend.sprintWinner.map { DriverAndCar($0.driver, $0.constructor) }
        winner = weekend.results?.winner.map { DriverAndCar($0.driver, $0.constructor) }
    }

    /// One row per session; the race is repeated so each row stands alone.
    public static let csvColumns = ["season", "round", "race_name", "now"] + SessionEntry.csvColumns("session")

    public var csvRecords: [[CSVField]] {
        sessions.map { [.field(race.season), .field(race.round), .field(race.name), .field(now)] + $0.csvFields }
    }
}

/// A session's winner: the driver and the car.
struct DriverAndCar: Encodable, Sendable {
    var driver: DriverReference
    var constructor: ConstructorReference

    init(_ driver: Driver, _ constructor: Constructor) {
        self.driver = DriverReference(driver)
        self.constructor = ConstructorReference(constructor)
    }
}

// MARK: - Machine shape

extension DriverAndCar: ExportObject {
    static let shape = ObjectShape<Self>(
        "driverAndCar", "A driver with the car they drove.",
        [
            .init("driver", \.driver, "The driver."),
            .init("constructor", \.constructor, "The car's constructor."),
        ])
}

extension WeekendExport: ShapedDocument {
    public func encode(to encoder: any Encoder) throws { try encodeShape(to: encoder) }
    static let title = "A race weekend"
    static let shape = ObjectShape<Self>(
        kind,
        "A race weekend's timetable against the clock, with the pole sitter, the sprint winner and the winner once known. Each session's full results are their own reports.",
        [
            .constant("schemaVersion", ExportSchema.version, "The shape's version: additions keep it, removals, renames and type changes raise it."),
            .constant("report", Self.kind, "The report kind, naming this schema."),
            .init("source", \.source, "Where the data came from."),
            .init("race", \.race, "When and where the race is."),
            .init(
                "now", \.now, "The moment the states and countdowns were worked out for, in UTC (ISO 8601).",
                .pattern(#"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$"#)),
            .init("sessions", \.sessions, "Every session the source knows, in the order they start, the race last."),
            .init(
                "poleSitter", \.poleSitter,
                "Whom the record books credit with pole: the fastest qualifier, but at 2021's sprint weekends the sprint's winner; null before the session that decides it has results."
            ),
            .init("sprintWinner", \.sprintWinner, "The sprint's classified winner; null without a sprint or before its results."),
            .init("winner", \.winner, "The race's classified winner; null before its results."),
        ])
}

extension WeekendExport.PoleSitter: ExportObject {
    static let shape = ObjectShape<Self>(
        "poleSitter", "The pole sitter.",
        [
            .init("driver", \.driver, "The driver."),
            .init("constructor", \.constructor, "The car's constructor."),
            .init(
                "timeMilliseconds", \.timeMilliseconds,
                "The time that set pole in milliseconds: the single counting time, else the last segment's (Q3 in a knockout); null when none was published or when the sprint decided pole (2021)."
            ),
        ])
}
