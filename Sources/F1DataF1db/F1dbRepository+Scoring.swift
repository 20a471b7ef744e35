import F1Data
import F1Domain
import F1UseCases

extension F1dbRepository: ScoringResultsRepository {
    /// Reads the rows as `F1dbResultScore`, which leaves the text of times and gaps undecoded,
    /// and fastest-laps.yml only when asked: for all 77 seasons that is about a quarter of the
    /// bytes and of the files the full results read. Not cached: the championships read each
    /// season once.
    public func scoringResults(season: Int, fastestLaps: Bool) async throws -> SeasonResults {
        async let sprintRows = sprintsRun(season: season, rows: F1dbResultScore.self)
        let run = try await racesRun(season: season, rows: F1dbResultScore.self)
        let fastest = fastestLaps
            ? try await files.decodeAllIfPresent([F1dbFastestLapRank].self, atPaths: run.map { $0.folder.file("fastest-laps.yml") })
            : Array(repeating: nil, count: run.count)
        let sprints = try await sprintRows
        let rows = run.flatMap(\.rows) + sprints.flatMap(\.rows)
        let lookups = try await reference.lookups(drivers: Set(rows.map(\.driverId)), constructors: Set(rows.map(\.constructorId)))
        let races = try zip(run, fastest).map { race, laps in
            RaceResults(race: race.race, results: try F1dbResultRows.scores(race.rows, fastestLaps: laps ?? [], lookups: lookups))
        }
        return SeasonResults(
            season: season, races: races,
            sprints: try sprints.map { SprintResults(race: $0.race, results: try F1dbResultRows.sprintScores($0.rows, lookups: lookups)) })
    }
}
