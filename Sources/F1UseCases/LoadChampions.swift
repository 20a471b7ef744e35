import F1Domain

/// A season's champions (or leaders, while it is running).
public struct SeasonChampions: Hashable, Sendable {
    public var season: Int
    public var driver: DriverStanding?
    public var constructor: ConstructorStanding?
    /// Races run and in the calendar; a season with races still to come has leaders, not champions.
    public var racesRun: Int
    public var isComplete: Bool

    public init(season: Int, driver: DriverStanding?, constructor: ConstructorStanding?, racesRun: Int, isComplete: Bool) {
        self.season = season
        self.driver = driver
        self.constructor = constructor
        self.racesRun = racesRun
        self.isComplete = isComplete
    }

    /// A season's champions from its tables; `calendar` matters only while races are still to
    /// come, and may be empty for a season known to be over.
    public init(season: Int, drivers: DriverStandingsTable, constructors: ConstructorStandingsTable, calendar: [Race]) {
        self.init(
            season: season, driver: drivers.driverStandings.first, constructor: constructors.constructorStandings.first,
            racesRun: drivers.round, isComplete: calendar.last.map { $0.round <= drivers.round } ?? true)
    }
}

/// A source that can list every season's champions for less than reading each season's
/// standings (f1db, whose whole history is on disk); `LoadChampions` prefers it when given one.
public protocol ChampionsRepository: Sendable {
    /// Every season with a race run, oldest first, as `LoadChampions` would list them from the
    /// source's calendars and standings.
    func champions() async throws -> [SeasonChampions]
}

/// Every season's drivers' and constructors' champions, oldest first: the whole-history command.
public struct LoadChampions: Sendable {
    let races: any RaceRepository
    let standings: any StandingsRepository
    let champions: (any ChampionsRepository)?

    public init(races: any RaceRepository, standings: any StandingsRepository, champions: (any ChampionsRepository)? = nil) {
        self.races = races
        self.standings = standings
        self.champions = champions
    }

    public func callAsFunction() async throws -> [SeasonChampions] {
        if let champions { return try await champions.champions() }
        let seasons = Array(races.info.seasons)
        let latest = races.info.seasons.upperBound
        return try await withThrowingTaskGroup(of: SeasonChampions?.self) { group in
            for season in seasons {
                group.addTask {
                    // Only the latest season can have races to come; not asking for every other
                    // calendar saves an online source some 75 requests.
                    let calendar = season == latest ? try await races.races(season: season) : []
                    let drivers: DriverStandingsTable
                    do {
                        drivers = try await standings.driverStandings(season: season)
                    } catch LookupError.noRaceRun {
                        return nil
                    }
                    let constructors = try await standings.constructorStandings(season: season)
                    return SeasonChampions(season: season, drivers: drivers, constructors: constructors, calendar: calendar)
                }
            }
            var all: [SeasonChampions] = []
            for try await champions in group { if let champions { all.append(champions) } }
            return all.sorted { $0.season < $1.season }
        }
    }
}
