import F1Domain
import F1UI
import F1UseCases

/// A season's calendar as events: every session of every weekend the schedule holds, from the
/// same `SeasonSchedule` every other face of the season report shows. docs/calendar.md.
public struct SeasonCalendar: Sendable {
    /// One session on the calendar.
    public struct Event: Hashable, Sendable {
        /// Made of the season, the round and the session alone, so a moved session keeps it.
        public var uid: String
        /// "Australian Grand Prix — Qualifying".
        public var summary: String
        /// "Albert Park Grand Prix Circuit, Melbourne, Australia".
        public var location: String
        public var description: String
        public var when: When
        /// `when` as the file writes it, made once.
        public var times: PublishedTimes
        public var race: Race
        public var session: SessionKind
    }

    /// When an event takes place: between two instants (UTC), or on a day, for a session whose
    /// UTC start the source does not give (old seasons, a local time without its offset).
    public enum When: Hashable, Sendable {
        case instants(start: Moment, end: Moment)
        case day(CalendarDate)
    }

    /// The right-hand side of every UID: F1Kit's, under a reserved top-level domain, so it can
    /// never be anyone else's.
    public static let uidDomain = "calendar.f1kit.invalid"

    public var season: Int
    /// The calendar's name, "Formula 1 2025", for X-WR-CALNAME.
    public var name: String
    /// Where the data came from, as reports credit it.
    public var source: ExportSource
    /// In the order of the weekends, each weekend's in the order its sessions start.
    public var events: [Event]

    public init(schedule: SeasonSchedule, source: ExportSource) {
        season = schedule.season
        name = "Formula 1 \(schedule.season)"
        self.source = source
        let races = (schedule.past.map(\.race) + schedule.upcoming.map(\.race)).sorted { $0.round < $1.round }
        events = races.flatMap { race in race.sessions.map { Self.event($0, of: race) } }
    }

    /// The session's UID: "2025-01-q@calendar.f1kit.invalid".
    public static func uid(season: Int, round: Int, session: SessionKind) -> String {
        let round = round < 10 ? "0\(round)" : "\(round)"
        return "\(season)-\(round)-\(session.code)@\(uidDomain)"
    }

    private static func event(_ session: WeekendSession, of race: Race) -> Event {
        let when: When =
            if let start = session.startsAt, let end = session.endsAt(season: race.season) {
                .instants(start: start, end: end)
            } else {
                .day(session.date)
            }
        let location = race.circuit.location
        return Event(
            uid: uid(season: race.season, round: race.round, session: session.kind),
            summary: "\(race.name) — \(F1UI.sessionName(session.kind, season: race.season))",
            location: [race.circuit.name, location.locality, location.country].filter { !$0.isEmpty }.joined(separator: ", "),
            description: "Round \(race.round) of the \(race.season) Formula 1 season.",
            when: when, times: when.published, race: race, session: session.kind)
    }

    /// The key the ledger keeps this calendar's publications under: a source's seasons apart
    /// from another's, whose times may differ (the demo's 2025 is not the API's).
    public var ledgerName: String { "\(source.id)-\(season)" }

    /// Every event's times as the file writes them, by UID, for the ledger.
    public var publishedTimes: [String: PublishedTimes] {
        Dictionary(events.map { ($0.uid, $0.times) }, uniquingKeysWith: { first, _ in first })
    }
}

extension SeasonCalendar.When {
    /// DTSTART's and DTEND's values: UTC date-times, or a day and the next (DTEND is exclusive).
    public var published: PublishedTimes {
        switch self {
        case .instants(let start, let end): PublishedTimes(start: Self.utc(start), end: Self.utc(end))
        case .day(let date): PublishedTimes(start: Self.basic(date), end: Self.basic(CalendarDate(daysSince1970: date.daysSince1970 + 1)))
        }
    }

    /// "20250316T040000Z".
    static func utc(_ moment: Moment) -> String {
        let time = moment.timeOfDay
        return basic(moment.date) + "T" + twoDigits(time.hours) + twoDigits(time.minutes) + twoDigits(time.seconds) + "Z"
    }

    /// "20250316".
    static func basic(_ date: CalendarDate) -> String {
        let year = String(date.year)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + twoDigits(date.month) + twoDigits(date.day)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

/// An export that has a calendar form: the season's, written as an iCalendar file.
public protocol CalendarExportable: ExportDocument {
    var calendar: SeasonCalendar { get }
}
