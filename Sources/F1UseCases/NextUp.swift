import F1Domain

/// What is next, relative to now: the next session (or the one under way) and the next race.
public struct NextUp: Hashable, Sendable {
    public var now: Moment
    /// The race weekend the next session belongs to, with its timetable.
    public var weekend: RaceWeekend
    /// The session under way, or else the next to start.
    public var session: RaceWeekend.Session

    public init(now: Moment, weekend: RaceWeekend, session: RaceWeekend.Session) {
        self.now = now
        self.weekend = weekend
        self.session = session
    }

    public var race: Race { weekend.race }
}

/// Finds the next session and race from the clock: the first session of the newest season the
/// source holds that has not finished, looking into the next season when this one is over.
public struct LoadNext: Sendable {
    let races: any RaceRepository
    let weekend: LoadRaceWeekend
    let now: @Sendable () -> Moment

    public init(races: any RaceRepository, weekend: any WeekendRepository, now: @escaping @Sendable () -> Moment) {
        self.races = races
        self.weekend = LoadRaceWeekend(races: races, weekend: weekend, now: now)
        self.now = now
    }

    public func callAsFunction() async throws -> NextUp {
        let moment = now()
        let held = races.info.seasons
        // The clock's season when the source holds it; else the newest it holds.
        let first = held.contains(moment.date.year) ? moment.date.year : held.upperBound
        for season in [first, first + 1] where held.contains(season) {
            let calendar = try await races.races(season: season)
            // The first race with a session not over by the clock; its weekend says which.
            for race in calendar where race.sessions.contains(where: { SessionState.of($0, season: season, at: moment) != .done }) {
                let loaded = try await weekend.weekend(of: race)
                if let session = loaded.nextSession { return NextUp(now: moment, weekend: loaded, session: session) }
            }
        }
        throw LookupError.noRaceAhead(season: first)
    }
}
