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
}

/// Every season's drivers' and constructors' champions, oldest first: the whole-history command.
public struct LoadChampions: Sendable {
    let races: any RaceRepository
    let standings: any StandingsRepository

    public init(races: any RaceRepository, standings: any StandingsRepository) {
        self.races = races
        self.standings = standings
    }

    public func callAsFunction() async throws -> [SeasonChampions] {
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
                    return SeasonChampions(
                        season: season, driver: drivers.driverStandings.first,
                        constructor: constructors.constructorStandings.first, racesRun: drivers.round,
                        isComplete: calendar.last.map { $0.round <= drivers.round } ?? true)
                }
            }
            var all: [SeasonChampions] = []
            for try await champions in group { if let champions { all.append(champions) } }
            return all.sorted { $0.season < $1.season }
        }
    }
}
