import F1Domain

/// The latest season at a glance: next race, last winner, top of both championships.
public struct SeasonOverview: Hashable, Sendable {
    public var season: Int
    public var nextRace: SeasonSchedule.Upcoming?
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
        let calendar = try await schedule(season: year)
        let results = try await races.results(season: year)
        let hasResults = !results.isEmpty
        return SeasonOverview(
            season: year,
            nextRace: calendar.upcoming.first,
            lastRace: results.last,
            driverStandings: hasResults ? try await standings.driverStandings(season: year) : nil,
            constructorStandings: hasResults ? try await standings.constructorStandings(season: year) : nil,
            racesRun: results.count,
            racesTotal: calendar.past.count + calendar.upcoming.count)
    }
}
