/// One session of a race weekend on the calendar.
public struct WeekendSession: Hashable, Sendable {
    public var kind: SessionKind
    public var date: CalendarDate
    /// The UTC start time, when the source gives one (old seasons have only a date).
    public var startTime: TimeOfDay?

    public init(kind: SessionKind, date: CalendarDate, startTime: TimeOfDay?) {
        self.kind = kind
        self.date = date
        self.startTime = startTime
    }

    /// When the session starts, when its start time is known in UTC.
    public var startsAt: Moment? {
        guard let startTime, startTime.isUTC else { return nil }
        return Moment(date: date, time: startTime)
    }

    /// When the session is expected to end: its start plus its usual length in `season`.
    public func endsAt(season: Int) -> Moment? {
        startsAt?.adding(minutes: kind.usualMinutes(season: season))
    }
}

extension SessionKind {
    /// How long the session usually runs, for telling whether it is under way. Races may run
    /// longer (red flags); a session counts as done once its usual length has passed.
    public func usualMinutes(season: Int) -> Int {
        switch self {
        case .firstPractice, .secondPractice, .thirdPractice: season >= 2021 ? 60 : 90
        case .sprintQualifying: 45
        case .sprint: 60
        case .qualifying: 60
        case .race: 120
        }
    }
}

extension Race {
    /// Every session of the weekend the source knows, in the order they start (the race last).
    public var sessions: [WeekendSession] {
        let scheduled: [(SessionKind, SessionSchedule?)] = [
            (.firstPractice, firstPractice), (.secondPractice, secondPractice), (.thirdPractice, thirdPractice),
            (.sprintQualifying, sprintQualifying), (.sprint, sprint), (.qualifying, qualifying),
        ]
        var sessions = scheduled.compactMap { kind, schedule in
            schedule.map { WeekendSession(kind: kind, date: $0.date, startTime: $0.startTime) }
        }
        sessions.append(WeekendSession(kind: .race, date: date, startTime: startTime))
        // Stable: sessions on one day without times keep the weekend's usual order.
        return sessions.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.date, lhs.element.startTime?.millisecondsSinceMidnight ?? -1, lhs.offset)
            let right = (rhs.element.date, rhs.element.startTime?.millisecondsSinceMidnight ?? -1, rhs.offset)
            return left < right
        }.map(\.element)
    }

    /// Whether the weekend has a sprint: by its session, its laps, or (2021–2022) the qualifying
    /// format the sprint replaced, since some sources give no sprint dates.
    public var hasSprint: Bool { sprint != nil || sprintQualifying != nil || sprintLaps != nil || qualifyingFormat == .sprintRace }
}
