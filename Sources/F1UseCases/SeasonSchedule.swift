import F1Domain

/// A season's calendar split at "today".
public struct SeasonSchedule: Hashable, Sendable {
    /// A race still to come.
    public struct Upcoming: Hashable, Sendable {
        public var race: Race
        /// Whole days from today to the race day: 0 on race day.
        public var daysUntil: Int

        public init(race: Race, daysUntil: Int) {
            self.race = race
            self.daysUntil = daysUntil
        }
    }

    /// A race already run (or whose date has passed).
    public struct Past: Hashable, Sendable {
        public var race: Race
        /// The winner's result, when results are known.
        public var winner: RaceResult?

        public init(race: Race, winner: RaceResult?) {
            self.race = race
            self.winner = winner
        }
    }

    public var season: Int
    public var today: CalendarDate
    public var upcoming: [Upcoming]
    public var past: [Past]

    /// Races with results: what every face counts as run. A race whose day has passed without
    /// results in the source is past but not run, so the count never runs ahead of the results.
    public var racesRun: Int { past.reduce(0) { $0 + ($1.winner == nil ? 0 : 1) } }
    /// Races in the calendar.
    public var racesTotal: Int { past.count + upcoming.count }
    /// Races whose results are still to come, those whose day has passed included.
    public var racesToCome: Int { racesTotal - racesRun }

    public init(season: Int, today: CalendarDate, upcoming: [Upcoming], past: [Past]) {
        self.season = season
        self.today = today
        self.upcoming = upcoming
        self.past = past
    }
}

/// Loads a season's calendar and splits it into upcoming races, with days until each, and past races, with their winners.
public struct LoadSeasonSchedule: Sendable {
    let repository: any RaceRepository
    let today: @Sendable () -> CalendarDate

    public init(repository: any RaceRepository, today: @escaping @Sendable () -> CalendarDate) {
        self.repository = repository
        self.today = today
    }

    public func callAsFunction(season: Int) async throws -> SeasonSchedule {
        try await scheduleAndWinners(season: season).schedule
    }

    /// The schedule, and the races run with only their winners' results, as the repository gave
    /// them: the overview needs both and should not ask twice.
    func scheduleAndWinners(season: Int) async throws -> (schedule: SeasonSchedule, winners: [RaceResults]) {
        try checkSeason(season, in: repository.info)
        async let races = repository.races(season: season)
        async let results = repository.winners(season: season)
        let (calendar, classified) = try await (races, results)
        let winners = Dictionary(classified.map { ($0.race.round, $0.winner) }, uniquingKeysWith: { first, _ in first })
        let now = today()
        var schedule = SeasonSchedule(season: season, today: now, upcoming: [], past: [])
        for race in calendar {
            // A race with results is past even on its own day; one without is upcoming until its day is over.
            if winners[race.round] != nil || race.date < now {
                schedule.past.append(.init(race: race, winner: winners[race.round] ?? nil))
            } else {
                schedule.upcoming.append(.init(race: race, daysUntil: now.days(until: race.date)))
            }
        }
        return (schedule, classified)
    }
}

func checkSeason(_ season: Int, in info: DataSourceInfo) throws {
    guard info.seasons.contains(season) else { throw LookupError.seasonNotFound(season, available: info.seasons) }
}
