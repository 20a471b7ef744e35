import F1Domain
import F1UseCases

/// `f1report weekend`: a race weekend's timetable against the clock, with who took pole, won the
/// sprint and won the race once known. It stays a timetable: each session's full results have
/// their own reports (`qualifying`, `sprint`, `race`).
public struct WeekendExport: CSVExportable {
    public static let kind = "weekend"
    let schemaVersion = ExportSchema.version
    let report = WeekendExport.kind
    let source: ExportSource
    let race: RaceReference
    /// The moment the states and countdowns were worked out for: "2025-05-24T10:00:00Z".
    let now: String
    /// In the order they start, the race last.
    let sessions: [SessionEntry]
    @Nullable var poleSitter: PoleSitter?
    @Nullable var sprintWinner: DriverAndCar?
    @Nullable var winner: DriverAndCar?

    struct PoleSitter: Encodable, Sendable {
        var driver: DriverReference
        var constructor: ConstructorReference
        /// The time that set pole (`QualifyingResult.decidingTime`); null when none was published.
        @Nullable var timeMilliseconds: Int?
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
