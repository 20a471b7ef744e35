import F1Domain
import F1UseCases

/// One session of a weekend's timetable at the document's `now`: shared by `weekend` and `next`.
struct SessionEntry: Encodable, Sendable {
    /// The SessionKind raw value: "firstPractice" ... "qualifying", "sprint", "race".
    var kind: String
    /// "2025-05-24": the session's day as published.
    var date: String
    /// "2025-05-24T14:00:00Z"; without the Z for a local time; null when only the day is known.
    @Nullable var startsAt: String?
    /// "done", "underWay" or "toCome" (SessionState's raw values).
    var state: String
    /// Whole minutes from `now` to the start, while the session is to come and its start is known.
    @Nullable var minutesUntilStart: Int?

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
