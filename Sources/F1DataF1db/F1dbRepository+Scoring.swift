import F1Data
import F1Domain
import F1UseCases

extension F1dbRepository: ScoringResultsRepository {
    /// Reads the rows as `F1dbResultScore`, which leaves the text of times and gaps undecoded,
    /// fastest-laps.yml only when asked, and then only its laps ranked first, and the sprints only
    /// when asked: a small part of the bytes and files the full results read
    /// (docs/performance.md#f1dbrepositoryscoring-f1dataf1db). Not cached: the championships read
    /// each season once.
    public func scoringResults(season: Int, fastestLaps: Bool, sprints readSprints: Bool) async throws -> SeasonResults {
        async let sprintRows = readSprints ? sprintsRun(season: season, rows: F1dbResultScore.self) : []
        let run = try await racesRun(season: season, rows: F1dbResultScore.self)
        let fastest =
            fastestLaps
            ? try await files.decodeAllIfPresent(
                [F1dbFastestLapRank].self, atPaths: run.map { $0.folder.file("fastest-laps.yml") }, leading: F1dbFastestLapRank.bytesRankedFirst)
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

extension F1dbFastestLapRank {
    /// How many leading bytes of a fastest-laps.yml hold its laps ranked first. A point only ever
    /// goes to the fastest lap (shared by several drivers in the 1950s), and f1db lists the rows
    /// by position, so the rest, nearly all of every fastest-laps file, need not be read: the cut
    /// is at the first row that starts with another number. A file laid out
    /// otherwise (a row that does not start with its position as a plain number) is read whole.
    package static func bytesRankedFirst(_ bytes: [UInt8]) -> Int {
        let rowStart = Array("\n- position: ".utf8)
        let (one, zero, nine) = (UInt8(ascii: "1"), UInt8(ascii: "0"), UInt8(ascii: "9"))
        return bytes.withUnsafeBufferPointer { text in
            var index = 0
            while index < text.count {
                defer { index += 1 }
                guard text[index] == rowStart[0], index + rowStart.count < text.count,
                    rowStart.indices.allSatisfy({ text[index + $0] == rowStart[$0] })
                else { continue }
                let value = index + rowStart.count
                guard (zero...nine).contains(text[value]) else { return text.count }
                let next = value + 1 < text.count ? text[value + 1] : UInt8(ascii: "\n")
                let isOne = text[value] == one && !(zero...nine).contains(next)
                if !isOne { return index + 1 }
            }
            return text.count
        }
    }
}
