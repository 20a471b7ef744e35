import F1Data
import F1Domain
import F1UseCases
import Foundation

extension F1dbRepository {
    /// The season's races that have a results file, classified. A race without one is "not run"
    /// only while no later race has results: a missing file before a race that was run is damage,
    /// and reporting the standings without it would be a wrong report, not a partial one.
    func readResults(season: Int) async throws -> [RaceResults] {
        let folders = try raceFolders(season: season)
        let races = try await races(season: season, in: folders)
        let rows = try await files.decodeAllIfPresent([F1dbRaceResult].self, at: folders.map { $0.url.appending(path: "race-results.yml") })
        try checkPastRacesHaveResults(season: season, folders: folders, rows: rows)
        let run = zip(zip(races, folders), rows).compactMap { pair, rows in rows.map { (race: pair.0, folder: pair.1, rows: $0) } }
        if let empty = run.first(where: { $0.rows.isEmpty }) {
            throw SourceError.f1db(layout.relative(empty.folder.url.appending(path: "race-results.yml")), "lists no results")
        }
        let fastest = try await files.decodeAllIfPresent([F1dbFastestLap].self, at: run.map { $0.folder.url.appending(path: "fastest-laps.yml") })
        try await reference.load(
            drivers: Set(run.flatMap { $0.rows.map(\.driverId) }), constructors: Set(run.flatMap { $0.rows.map(\.constructorId) }))
        let lookups = try await reference.snapshot()
        return try zip(run, fastest).map { race, fastest in
            RaceResults(race: race.race, results: try F1dbResultRows.map(race.rows, fastestLaps: fastest ?? [], lookups: lookups))
        }
    }

    /// Throws when a race without results is past: a later round of the season, or a later
    /// season, has results. (Dates cannot tell: results are published after the race.)
    private func checkPastRacesHaveResults(season: Int, folders: [F1dbRaceFolder], rows: [[F1dbRaceResult]?]) throws {
        guard let firstMissing = rows.firstIndex(where: { $0 == nil }) else { return }
        let path = layout.relative(folders[firstMissing].url.appending(path: "race-results.yml"))
        if let later = rows[firstMissing...].firstIndex(where: { $0 != nil }) {
            throw SourceError.f1db(path, "is missing, though round \(folders[later].round) of \(season) has results")
        }
        if let year = try laterSeasonWithResults(after: season) {
            throw SourceError.f1db(path, "is missing, though the \(year) season has results")
        }
    }

    /// The first season after `season` with a race that has a results file; usually there is no
    /// later season at all, so this costs nothing for the season in progress.
    private func laterSeasonWithResults(after season: Int) throws -> Int? {
        for year in try layout.seasons() where year > season {
            let folders = try layout.raceFolders(season: year)
            if folders.contains(where: { layout.disk.isPresent($0.url.appending(path: "race-results.yml")) }) { return year }
        }
        return nil
    }
}
