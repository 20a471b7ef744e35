import F1Domain

/// Loads a season's championship tables, after checking the source holds the season.
public struct LoadStandings: Sendable {
    let races: any RaceRepository
    let standings: any StandingsRepository

    public init(races: any RaceRepository, standings: any StandingsRepository) {
        self.races = races
        self.standings = standings
    }

    /// The drivers' championship after the last race run.
    public func drivers(season: Int) async throws -> DriverStandingsTable {
        try checkSeason(season, in: races.info)
        return try await standings.driverStandings(season: season)
    }

    /// The constructors' championship after the last race run.
    public func constructors(season: Int) async throws -> ConstructorStandingsTable {
        try checkSeason(season, in: races.info)
        return try await standings.constructorStandings(season: season)
    }
}
