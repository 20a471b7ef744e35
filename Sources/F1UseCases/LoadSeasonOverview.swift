import F1Domain

/// The latest season at a glance: next race, last winner, top of both championships.
public struct SeasonOverview: Hashable, Sendable {
    public var season: Int
    public var nextRace: SeasonSchedule.Upcoming?
    /// The last race run, with its winner's result only (all the overview shows).
    public var lastRace: RaceResults?
    public var driverStandings: DriverStandingsTable?
    public var constructorStandings: ConstructorStandingsTable?
    /// Races run and races in the calendar.
    public var racesRun: Int
    public var racesTotal: Int

    public init(
        season: Int, nextRace: SeasonSchedule.Upcoming?, lastRace: RaceResults?, driverStandings: DriverStandingsTable?,
        constructorStandings: ConstructorStandingsTable?, racesRun: Int, racesTotal: Int
    ) {
        self.season = season
        self.nextRace = nextRace
        self.lastRace = lastRace
        self.driverStandings = driverStandings
        self.constructorStandings = constructorStandings
        self.racesRun = racesRun
        self.racesTotal = racesTotal
    }
}

/// Loads the overview of a season (the newest the source holds when none is given).
///
/// It asks only for what it shows: the calendar, the season's winners (not every result) and,
/// once a race has been run, both championship tables; for the API that is four requests.
public struct LoadSeasonOverview: Sendable {
    let schedule: LoadSeasonSchedule
    let races: any RaceRepository
    let standings: any StandingsRepository

    public init(races: any RaceRepository, standings: any StandingsRepository, today: @escaping @Sendable () -> CalendarDate) {
        self.races = races
        self.standings = standings
        self.schedule = LoadSeasonSchedule(repository: races, today: today)
    }

    public func callAsFunction(season: Int? = nil) async throws -> SeasonOverview {
        let year = season ?? races.info.seasons.upperBound
        let (calendar, winners) = try await schedule.scheduleAndWinners(season: year)
        var overview = SeasonOverview(
            season: year, nextRace: calendar.upcoming.first, lastRace: winners.last, driverStandings: nil,
            constructorStandings: nil, racesRun: calendar.racesRun, racesTotal: calendar.racesTotal)
        // Before the first race there are no tables to ask for.
        guard !winners.isEmpty else { return overview }
        async let drivers = standings.driverStandings(season: year)
        async let constructors = standings.constructorStandings(season: year)
        (overview.driverStandings, overview.constructorStandings) = try await (drivers, constructors)
        return overview
    }
}
