import F1Data
import F1DataF1db
import F1Domain
import Foundation

extension ErgastDatasets {
    /// Every response `responses(races:results:driverStandings:constructorStandings:)` makes for
    /// `season` as `f1db` has it: the calendar, the results and both championships.
    ///
    /// With `label`, the same season numbered as year `label` throughout, for a server whose latest
    /// season must be, say, the current year whatever the data holds.
    public static func responses(season: Int, from f1db: F1dbRepository, labelledAs label: Int? = nil) async throws -> [String: Data] {
        let year = label ?? season
        func relabel(_ race: Race) -> Race {
            var race = race
            race.season = year
            return race
        }
        var drivers = try await f1db.driverStandings(season: season)
        var constructors = try await f1db.constructorStandings(season: season)
        drivers.season = year
        constructors.season = year
        return try responses(
            races: try await f1db.races(season: season).map(relabel),
            results: try await f1db.results(season: season).map { RaceResults(race: relabel($0.race), results: $0.results) },
            driverStandings: drivers, constructorStandings: constructors)
    }
}
