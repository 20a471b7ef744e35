import F1Domain

/// Which race of a season: a round number, or the last one run.
public enum RoundSelector: Hashable, Sendable {
    case round(Int)
    case last
}

/// Loads one race's full classification.
public struct LoadRaceResults: Sendable {
    let repository: any RaceRepository

    public init(repository: any RaceRepository) {
        self.repository = repository
    }

    public func callAsFunction(season: Int, round selector: RoundSelector) async throws -> RaceResults {
        try checkSeason(season, in: repository.info)
        switch selector {
        case .last:
            return try await repository.lastResults(season: season)
        case .round(let round):
            // The repository tells a round that does not exist from one not run yet.
            return try await repository.results(season: season, round: round)
        }
    }
}
