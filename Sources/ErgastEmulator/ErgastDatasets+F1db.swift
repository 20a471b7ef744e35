import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
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

extension ErgastDatasets {
    /// Every response `responses(qualifying:sprints:pitStops:)` makes for `season` as `source` has
    /// it: qualifying, the sprints and the pit stops of each race of its calendar. A session the
    /// source answers with a `LookupError` (not held, not run, not recorded) is left out, so the
    /// server answers it as the API does a path it has no rows for. Any source answering weekends
    /// will do (f1db, the demo data), hence the protocol rather than `F1dbRepository`.
    ///
    /// With `label`, the same season numbered as year `label` throughout.
    public static func weekendResponses(
        season: Int, from source: any RaceRepository & WeekendRepository, labelledAs label: Int? = nil
    ) async throws -> [String: Data] {
        let year = label ?? season
        func relabel(_ race: Race) -> Race {
            var race = race
            race.season = year
            return race
        }
        var qualifying: [QualifyingResults] = []
        var sprints: [SprintResults] = []
        var pitStops: [PitStops] = []
        for race in try await source.races(season: season) {
            if var session = try await answer({ try await source.qualifying(season: season, round: race.round) }) {
                session.race = relabel(session.race)
                qualifying.append(session)
            }
            if race.hasSprint, var sprint = try await answer({ try await source.sprint(season: season, round: race.round) }) {
                sprint.race = relabel(sprint.race)
                sprints.append(sprint)
            }
            if var stops = try await answer({ try await source.pitStops(season: season, round: race.round) }) {
                stops.race = relabel(stops.race)
                pitStops.append(stops)
            }
        }
        return try responses(qualifying: qualifying, sprints: sprints, pitStops: pitStops)
    }

    /// The answer, or nil for a `LookupError`: what the source does not have is not served.
    private static func answer<T>(_ body: () async throws -> T) async throws -> T? {
        do {
            return try await body()
        } catch is LookupError {
            return nil
        }
    }
}
