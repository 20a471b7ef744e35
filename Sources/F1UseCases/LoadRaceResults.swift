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
            let race = try await nextRace(season: season, in: repository)
            throw LookupError.raceNotRun(season: season, round: race.round, name: race.name)
        }
    }
}

/// The season's first race without results: the next one to run.
func nextRace(season: Int, in repository: any RaceRepository) async throws -> Race {
    async let calendar = repository.races(season: season)
    async let run = repository.winners(season: season)
    let (races, classified) = try await (calendar, run)
    let rounds = Set(classified.map(\.race.round))
    guard let next = races.first(where: { !rounds.contains($0.round) && $0.round > (rounds.max() ?? 0) }) else {
        throw LookupError.noRaceAhead(season: season)
    }
    return next
}
