import F1Data
import F1Domain
import F1UseCases
import Foundation

extension F1dbRepository {
    /// Every season's race and sprint results in one call, oldest season first: for each season
    /// in `seasons` (all the source holds when nil), `races` as `results(season:)` gives them and
    /// `sprints` as `sprint(season:round:)` gives each sprint that has results, in round order.
    ///
    /// Seasons are read a few at a time on every core, sharing the drivers and constructors they
    /// name, so each file is read once; what is read stays cached for later calls. Throws
    /// `LookupError.seasonNotFound` for a range reaching past the source's seasons, and whatever
    /// `results(season:)` or `sprint(season:round:)` would throw for a damaged file.
    public func allResults(seasons: ClosedRange<Int>? = nil) async throws -> [SeasonResults] {
        let range = seasons ?? info.seasons
        for season in [range.lowerBound, range.upperBound] where !info.seasons.contains(season) {
            throw LookupError.seasonNotFound(season, available: info.seasons)
        }
        // A few seasons more than cores: while one waits for a file another has started, the others decode.
        let inFlight = 2 * ProcessInfo.processInfo.activeProcessorCount
        return try await withThrowingTaskGroup(of: SeasonResults.self) { group in
            var pending = range.makeIterator()
            for _ in 0..<inFlight {
                guard let season = pending.next() else { break }
                group.addTask { try await seasonResults(season) }
            }
            var all: [SeasonResults] = []
            while let done = try await group.next() {
                all.append(done)
                if let season = pending.next() { group.addTask { try await seasonResults(season) } }
            }
            return all.sorted { $0.season < $1.season }
        }
    }

    private func seasonResults(_ season: Int) async throws -> SeasonResults {
        async let races = results(season: season)
        async let sprints = sprints(season: season)
        return SeasonResults(season: season, races: try await races, sprints: try await sprints)
    }

    /// The season's sprints that have results. A sprint weekend whose race was run but whose
    /// sprint has no results file is damage, as `sprint(season:round:)` says.
    func sprints(season: Int) async throws -> [SprintResults] {
        try await seasonSprints.value(season) {
            let held = try await sprintsRun(season: season, rows: F1dbRaceResult.self)
            guard !held.isEmpty else { return [] }
            let lookups = try await reference.lookups(
                drivers: Set(held.flatMap { $0.rows.map(\.driverId) }), constructors: Set(held.flatMap { $0.rows.map(\.constructorId) }))
            return try held.map { SprintResults(race: $0.race, results: try F1dbWeekendRows.sprint($0.rows, lookups: lookups)) }
        }
    }

    /// The season's sprints that have a results file, each with its rows read as `Row` (a whole
    /// row, or a projection of one), in round order. Every weekend is looked at: before 2024 a
    /// race.yml may not tell of its sprint, and the results file settles it.
    func sprintsRun<Row: Decodable & F1dbPlacedRow>(season: Int, rows: Row.Type) async throws -> [(race: Race, folder: F1dbRaceFolder, rows: [Row])] {
        let folders = try await raceFolders(season: season)
        async let calendar = races(season: season)
        let file = "sprint-race-results.yml"
        let rows = try await files.decodeAllIfPresent([Row].self, atPaths: folders.map { $0.file(file) })
        return try await zip(zip(calendar, folders), rows).compactMap { pair, rows -> (race: Race, folder: F1dbRaceFolder, rows: [Row])? in
            let (race, folder) = pair
            guard let rows else {
                let weekend = F1dbWeekend(race: race, folder: folder, layout: layout)
                if weekend.hasSprint, weekend.raceIsRun { throw weekend.absentAfterRace(file, session: .sprint) }
                return nil
            }
            if rows.isEmpty { throw SourceError.f1db(layout.relative(path: folder.file(file)), "lists no results") }
            try files.checkClassification(rows, atPath: folder.file(file))
            return (race, folder, rows)
        }
    }
}
