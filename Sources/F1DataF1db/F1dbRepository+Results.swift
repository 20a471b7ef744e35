import F1Data
import F1Domain
import F1UseCases
import Foundation

/// A race that has results, classified without its fastest laps, with the rows it came from.
struct F1dbClassifiedRace: Sendable {
    let folder: F1dbRaceFolder
    let rows: [F1dbRaceResult]
    let results: RaceResults
}

extension F1dbRepository {
    /// The season's races that have a results file, classified but without fastest laps: all the
    /// standings need, so they leave fastest-laps.yml unread. Read once per repository.
    func classified(season: Int) async throws -> [F1dbClassifiedRace] {
        try await classifiedSeasons.value(season) { try await readClassified(season: season) }
    }

    private func readClassified(season: Int) async throws -> [F1dbClassifiedRace] {
        let run = try await racesRun(season: season, rows: F1dbRaceResult.self)
        let lookups = try await reference.lookups(
            drivers: Set(run.flatMap { $0.rows.map(\.driverId) }), constructors: Set(run.flatMap { $0.rows.map(\.constructorId) }))
        return try run.map { race in
            F1dbClassifiedRace(
                folder: race.folder, rows: race.rows,
                results: RaceResults(race: race.race, results: try F1dbResultRows.map(race.rows, lookups: lookups)))
        }
    }

    /// The season's races that have a results file, each with its rows read as `Row` (a whole
    /// row, or a projection of one), and the calendar read beside them.
    ///
    /// A race without a results file is "not run" only while no later race has results: a missing
    /// file before a race that was run is damage, and reporting the standings without it would be
    /// a wrong report, not a partial one.
    func racesRun<Row: Decodable & F1dbPlacedRow>(season: Int, rows: Row.Type) async throws -> [(race: Race, folder: F1dbRaceFolder, rows: [Row])] {
        let folders = try await raceFolders(season: season)
        // Read side by side; a damaged race.yml is still the error said first, as when it was read first.
        async let calendar = races(season: season)
        async let results = files.decodeAllIfPresent([Row].self, atPaths: folders.map { $0.file("race-results.yml") })
        let races = try await calendar
        let rows = try await results
        try checkPastRacesHaveResults(season: season, folders: folders, rows: rows)
        let run = zip(zip(races, folders), rows).compactMap { pair, rows in rows.map { (race: pair.0, folder: pair.1, rows: $0) } }
        if let empty = run.first(where: { $0.rows.isEmpty }) {
            throw SourceError.f1db(layout.relative(path: empty.folder.file("race-results.yml")), "lists no results")
        }
        for race in run { try files.checkClassification(race.rows, atPath: race.folder.file("race-results.yml")) }
        return run
    }

    /// The classified races with each result's fastest lap, from the races' fastest-laps.yml.
    func readResults(season: Int) async throws -> [RaceResults] {
        let classified = try await classified(season: season)
        let fastest = try await files.decodeAllIfPresent([F1dbFastestLap].self, atPaths: classified.map { $0.folder.file("fastest-laps.yml") })
        return zip(classified, fastest).map { race, laps in
            var results = race.results
            results.results = F1dbResultRows.adding(fastestLaps: laps ?? [], to: results.results, rows: race.rows)
            return results
        }
    }

    /// Throws when a race without results is past: a later round of the season, or a later
    /// season, has results. (Dates cannot tell: results are published after the race.)
    private func checkPastRacesHaveResults<Row>(season: Int, folders: [F1dbRaceFolder], rows: [[Row]?]) throws {
        guard let firstMissing = rows.firstIndex(where: { $0 == nil }) else { return }
        let path = layout.relative(path: folders[firstMissing].file("race-results.yml"))
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
