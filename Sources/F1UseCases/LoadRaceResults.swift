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
            guard let last = try await repository.results(season: season).last else { throw LookupError.noRaceRun(season: season) }
            return last
        case .round(let round):
            let races = try await repository.races(season: season)
            guard let race = races.first(where: { $0.round == round }) else {
                throw LookupError.roundNotFound(season: season, round: round, rounds: races.count)
            }
            let results = try await repository.results(season: season)
            guard let classified = results.first(where: { $0.race.round == round }) else {
                throw LookupError.raceNotRun(season: season, round: round, name: race.name)
            }
            return classified
        }
    }
}
