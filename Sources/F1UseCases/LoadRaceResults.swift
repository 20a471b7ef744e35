import F1Domain

/// Which race of a season: a round number, the last one run, or the next one to come.
public enum RoundSelector: Hashable, Sendable {
    case round(Int)
    case last
    case next
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
        case .next:
            // Without a clock, the next race is the first after the last one run.
            let race = try await RoundResolver(races: repository, now: nil).nextRace(season: season)
            throw LookupError.raceNotRun(season: season, round: race.round, name: race.name)
        }
    }
}
