import F1Domain

/// A race lap by lap, by round number or `last`, for the lap charts.
public struct LoadRaceHistory: Sendable {
    let races: any RaceRepository
    let histories: any RaceHistoryRepository

    public init(races: any RaceRepository, histories: any RaceHistoryRepository) {
        self.races = races
        self.histories = histories
    }

    /// `next` has no laps yet, so it means the last race run, as it does for results.
    public func callAsFunction(season: Int, round: RoundSelector) async throws -> RaceHistory {
        let race = try await RoundResolver(races: races, now: nil).race(season: season, round == .next ? .last : round)
        return try await histories.raceHistory(season: season, round: race.round)
    }
}

extension RaceHistory {
    /// The cars `wanted` names (codes, ids or surnames, in any case), in the order asked for;
    /// throws `LookupError.notInChart` for a name no car answers to.
    public func cars(named wanted: [String]) throws -> [Car] {
        try wanted.map { name in
            let lowered = name.lowercased()
            guard
                let car = cars.first(where: {
                    $0.code.lowercased() == lowered || $0.key.lowercased() == lowered || $0.name.lowercased() == lowered
                        || $0.name.lowercased().hasSuffix(" " + lowered)
                })
            else {
                throw LookupError.notInChart(wanted: name, among: "the \(season) \(raceName)", choices: cars.map(\.code))
            }
            return car
        }
    }
}
