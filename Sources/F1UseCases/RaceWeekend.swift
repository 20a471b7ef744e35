import F1Domain

/// A race weekend: its timetable with each session's state at "now", and whichever results exist.
public struct RaceWeekend: Hashable, Sendable {
    /// One session of the timetable.
    public struct Session: Hashable, Sendable {
        public var session: WeekendSession
        public var state: SessionState
        /// Whole minutes from now to the start, while the session is to come and its start is known.
        public var minutesUntilStart: Int?

        public init(session: WeekendSession, state: SessionState, minutesUntilStart: Int?) {
            self.session = session
            self.state = state
            self.minutesUntilStart = minutesUntilStart
        }
    }

    public var race: Race
    /// The moment the states and countdowns were worked out for.
    public var now: Moment
    public var sessions: [Session]
    /// The race's classification, once run.
    public var results: RaceResults?
    public var qualifying: QualifyingResults?
    public var sprint: SprintResults?

    public init(race: Race, now: Moment, sessions: [Session], results: RaceResults?, qualifying: QualifyingResults?, sprint: SprintResults?) {
        self.race = race
        self.now = now
        self.sessions = sessions
        self.results = results
        self.qualifying = qualifying
        self.sprint = sprint
    }

    /// The fastest qualifier: the first classified car of qualifying.
    public var poleSitter: QualifyingResult? {
        qualifying?.results.first { $0.position == 1 && $0.positionText == nil }
    }

    /// Whom the record books credit with pole: the fastest qualifier, but at 2021's sprint
    /// weekends the sprint set the grid and its winner was credited (from 2022 the fastest
    /// qualifier was again, though the sprint still set the grid).
    public var polePosition: PolePosition? {
        if race.season == 2021, race.qualifyingFormat == .sprintRace {
            return sprintWinner.map { PolePosition(driver: $0.driver, constructor: $0.constructor, time: nil, wonTheSprint: true) }
        }
        return poleSitter.map { PolePosition(driver: $0.driver, constructor: $0.constructor, time: $0.decidingTime, wonTheSprint: false) }
    }

    public var sprintWinner: SprintResult? {
        sprint?.results.first { $0.position == 1 && $0.classification == .classified }
    }

    /// The first session still to come, or under way.
    public var nextSession: Session? {
        sessions.first { $0.state != .done }
    }
}

/// The car credited with pole position.
public struct PolePosition: Hashable, Sendable {
    public var driver: Driver
    public var constructor: Constructor
    /// The lap that took pole; nil when the sprint decided it.
    public var time: LapTime?
    /// Pole went to the sprint's winner (2021).
    public var wonTheSprint: Bool

    public init(driver: Driver, constructor: Constructor, time: LapTime?, wonTheSprint: Bool) {
        self.driver = driver
        self.constructor = constructor
        self.time = time
        self.wonTheSprint = wonTheSprint
    }
}

/// Where a session is at a moment.
public enum SessionState: String, Hashable, Sendable, CaseIterable {
    case done
    case underWay
    case toCome

    /// The state of `session` of a `season` race at `now`. A session with only a date is to come
    /// until its day, under way on it, and done after it; `hasResults` makes it done whatever
    /// the clock says (results are published after the flag).
    public static func of(_ session: WeekendSession, season: Int, at now: Moment, hasResults: Bool = false) -> SessionState {
        if hasResults { return .done }
        guard let start = session.startsAt, let end = session.endsAt(season: season) else {
            if session.date > now.date { return .toCome }
            return session.date == now.date ? .underWay : .done
        }
        if now < start { return .toCome }
        return now < end ? .underWay : .done
    }
}

/// Loads a race weekend: its timetable against the clock and the results of the sessions run.
///
/// It asks only for what can exist: the results of sessions still to come are not requested,
/// so a weekend ahead costs one calendar request online.
public struct LoadRaceWeekend: Sendable {
    let races: any RaceRepository
    let weekend: any WeekendRepository
    let now: @Sendable () -> Moment

    public init(races: any RaceRepository, weekend: any WeekendRepository, now: @escaping @Sendable () -> Moment) {
        self.races = races
        self.weekend = weekend
        self.now = now
    }

    public func callAsFunction(season: Int, round selector: RoundSelector) async throws -> RaceWeekend {
        let race = try await RoundResolver(races: races, now: now).race(season: season, selector)
        return try await weekend(of: race)
    }

    /// The weekend of a race already picked from the calendar; `classified`, when the caller has
    /// the race's results already, saves asking for them again.
    public func weekend(of race: Race, classified known: RaceResults? = nil) async throws -> RaceWeekend {
        let moment = now()
        let states = Dictionary(race.sessions.map { ($0.kind, SessionState.of($0, season: race.season, at: moment)) }, uniquingKeysWith: { $1 })
        // Results prove a session ran, whatever the clock says (a source's clock may be the demo's).
        func started(_ kind: SessionKind) -> Bool { known != nil || (states[kind].map { $0 != .toCome } ?? false) }
        async let results = known != nil ? known : started(.race) ? optional { try await races.results(season: race.season, round: race.round) } : nil
        async let qualifying =
            started(.qualifying) || started(.race) ? optional { try await weekend.qualifying(season: race.season, round: race.round) } : nil
        // A source without sprint dates (f1db before 2024) still had the sprint before the race.
        let sprintStarted = started(.sprint) || (race.sprint == nil && started(.race))
        async let sprint = race.hasSprint && sprintStarted ? optional { try await weekend.sprint(season: race.season, round: race.round) } : nil
        let (classified, qualified, sprinted) = try await (results, qualifying, sprint)
        let done: [SessionKind: Bool] = [.race: classified != nil, .qualifying: qualified != nil, .sprint: sprinted != nil]
        let sessions = race.sessions.map { session in
            let state = SessionState.of(session, season: race.season, at: moment, hasResults: done[session.kind] ?? false)
            let minutes = state == .toCome ? session.startsAt.map { moment.minutes(until: $0) } : nil
            return RaceWeekend.Session(session: session, state: state, minutesUntilStart: minutes)
        }
        return RaceWeekend(race: race, now: moment, sessions: sessions, results: classified, qualifying: qualified, sprint: sprinted)
    }
}

/// The value, or nil when the source says it does not exist (yet): the weekend shows what there is.
func optional<T: Sendable>(_ load: () async throws -> T) async throws -> T? {
    do {
        return try await load()
    } catch let error as LookupError {
        switch error {
        case .raceNotRun, .sessionNotRun, .sessionNotHeld, .notInSource, .noRaceRun: return nil
        default: throw error
        }
    }
}
