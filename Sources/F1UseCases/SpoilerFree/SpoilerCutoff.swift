import F1Domain

/// Where spoiler-free mode draws its line: every session that may have started at or after
/// `moment` is hidden (its results, its laps, everything it changed), and the source's clock
/// stands just before it. A session known by its day only may have started at any time that day.
public struct SpoilerCutoff: Hashable, Sendable {
    public let moment: Moment

    public init(_ moment: Moment) {
        self.moment = moment
    }

    /// Whether the session may have started at or after the line.
    public func hides(_ session: WeekendSession) -> Bool {
        session.latestStart >= moment
    }

    /// Whether `race`'s session of `kind` is hidden. A session the calendar does not list counts
    /// as starting with the race, which comes last: never shown earlier than it could be.
    public func hides(_ race: Race, _ kind: SessionKind = .race) -> Bool {
        let sessions = race.sessions
        guard let session = sessions.first(where: { $0.kind == kind }) ?? sessions.last else { return true }
        return hides(session)
    }

    /// The cutoff `moment` names in `source`; nil when it hides nothing at all (revealed past
    /// the last session the source has). Reads the calendars around the moment.
    public static func resolve(_ moment: SpoilerMoment, in source: any ReportSource) async throws -> SpoilerCutoff? {
        let timetable = SpoilerTimetable(races: source.raceRepository)
        var line: Moment
        switch moment.base {
        case .latest: line = try await timetable.mostRecentStart(before: source.clock.now())
        case .day(let day): line = Moment(date: day, time: TimeOfDay(hours: 0, minutes: 0))
        case .instant(let instant): line = instant
        }
        for _ in 0..<moment.revealed {
            guard let next = try await timetable.firstSession(hiddenBy: SpoilerCutoff(line)) else { return nil }
            line = next.latestStart.adding(milliseconds: 1)
        }
        return SpoilerCutoff(line)
    }
}

extension WeekendSession {
    /// Whether it gives results a spoiler could tell: qualifying, sprints and races, not practice.
    var hasResults: Bool {
        switch kind {
        case .firstPractice, .secondPractice, .thirdPractice: false
        case .sprintQualifying, .sprint, .qualifying, .race: true
        }
    }

    /// The earliest it can have started: its start, or its day's beginning.
    var earliestStart: Moment { startsAt ?? Moment(date: date, time: TimeOfDay(hours: 0, minutes: 0)) }

    /// The latest it can have started: its start, or its day's last millisecond.
    var latestStart: Moment { startsAt ?? Moment(date: date, time: TimeOfDay(hours: 23, minutes: 59, seconds: 59, milliseconds: 999)) }
}

extension Moment {
    func adding(milliseconds: Int) -> Moment {
        // trap-ok: one millisecond added to a session's start.
        Moment(millisecondsSince1970: millisecondsSince1970 + milliseconds)
    }
}

/// The sessions with results, season by season, read from the calendars as far as asked.
struct SpoilerTimetable: Sendable {
    let races: any RaceRepository

    /// The start of the most recent session with results that had started by `now`, found from
    /// `now`'s season back; `now` itself when none had (nothing is hidden then).
    func mostRecentStart(before now: Moment) async throws -> Moment {
        let seasons = races.info.seasons
        var season = min(now.date.year, seasons.upperBound)
        while season >= seasons.lowerBound {
            let started = try await sessions(season: season).filter { $0.earliestStart <= now }
            if let last = started.max(by: { $0.earliestStart < $1.earliestStart }) { return last.earliestStart }
            season -= 1
        }
        return now
    }

    /// The first session with results that `cutoff` hides, from its season on; nil past the last.
    func firstSession(hiddenBy cutoff: SpoilerCutoff) async throws -> WeekendSession? {
        let seasons = races.info.seasons
        var season = max(cutoff.moment.date.year, seasons.lowerBound)
        while season <= seasons.upperBound {
            if let first = try await sessions(season: season).first(where: cutoff.hides) { return first }
            season += 1
        }
        return nil
    }

    /// A season's sessions with results, in the order they start.
    private func sessions(season: Int) async throws -> [WeekendSession] {
        try await races.races(season: season).flatMap(\.sessions).filter(\.hasResults).sorted { $0.earliestStart < $1.earliestStart }
    }
}
