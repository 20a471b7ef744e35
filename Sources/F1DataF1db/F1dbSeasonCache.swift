import F1Data
import F1Domain

/// A season's results, read once per run however many commands or concurrent callers ask.
actor F1dbSeasonCache {
    private var results: [Int: Task<[RaceResults], any Error>] = [:]

    func results(season: Int, load: @escaping @Sendable () async throws -> [RaceResults]) async throws -> [RaceResults] {
        if let task = results[season] { return try await task.value }
        let task = Task { try await load() }
        results[season] = task
        return try await task.value
    }
}
