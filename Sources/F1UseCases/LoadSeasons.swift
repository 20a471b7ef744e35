import F1Domain

/// Lists every season the source holds, newest first.
public struct LoadSeasons: Sendable {
    let repository: any RaceRepository

    public init(repository: any RaceRepository) {
        self.repository = repository
    }

    public func callAsFunction() async throws -> [Season] {
        try await repository.seasons().sorted { $0.year > $1.year }
    }
}
