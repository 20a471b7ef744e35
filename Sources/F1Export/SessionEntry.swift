import F1Domain
import F1UseCases

/// One session of a weekend's timetable at the document's `now`: shared by `weekend` and `next`.
struct SessionEntry: Encodable, Sendable {
    /// The SessionKind raw value: "firstPractice" ... "qualifying", "sprint", "race".
    var kind: String
    /// "2025-05-24": the session's day as published.
    var date: String
    /// "2025-05-24T14:00:00Z"; without the Z for a local time; null when only the day is known.
    var startsAt: String?
    /// "done", "underWay" or "toCome" (SessionState's raw values).
    var state: String
    /// Whole minutes from `now` to the start, while the session is to come and its start is known.
    var minutesUntilStart: Int?

    init(_ session: RaceWeekend.Session) {
        kind = session.session.kind.rawValue
        date = session.session.date.description
        startsAt = isoStart(session.session.date, session.session.startTime)
        state = session.state.rawValue
        minutesUntilStart = session.minutesUntilStart
    }

    var csvFields: [CSVField] { [.field(kind), .field(date), .field(startsAt), .field(state), .field(minutesUntilStart)] }
    static func csvColumns(_ prefix: String) -> [String] {
        ["\(prefix)", "\(prefix)_date", "\(prefix)_starts_at", "state", "minutes_until_start"]
    }
}

// MARK: - Machine shape

extension SessionEntry: ExportObject {
    static let shape = ObjectShape<Self>(
        "session", "One session of the weekend's timetable, at the document's now.",
        [
            .init(
                "kind", \.kind, "Which session.",
                .oneOf(["firstPractice", "secondPractice", "thirdPractice", "sprintQualifying", "sprint", "qualifying", "race"])),
            .init("date", \.date, "The session's day as published (ISO 8601 date).", .pattern(#"^\d{4}-\d{2}-\d{2}$"#)),
            .init(
                "startsAt", \.startsAt,
                "The start, ISO 8601: in UTC with a Z; without one when the source published the place's local time; null when only the day is known.",
                .pattern(#"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z?$"#)),
            .init(
                "state", \.state, "Where the session is at now: over (or its results are out), under way, or to come.",
                .oneOf(["done", "underWay", "toCome"])),
            .init(
                "minutesUntilStart", \.minutesUntilStart,
                "Whole minutes from now to the start while the session is to come and its start is known; else null."),
        ])
}
