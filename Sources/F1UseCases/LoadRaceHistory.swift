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
    /// A round by number goes straight to the source, which knows its own rounds and can refuse
    /// a season it has no laps for before asking for anything.
    public func callAsFunction(season: Int, round: RoundSelector) async throws -> RaceHistory {
        if case .round(let number) = round { return try await histories.raceHistory(season: season, round: number) }
        let race = try await RoundResolver(races: races, now: nil).race(season: season, .last)
        return try await histories.raceHistory(season: season, round: race.round)
    }
}

extension RaceHistory {
    /// The cars `wanted` names (codes, ids or surnames, in any case), in the order asked for;
    /// throws `LookupError.notInChart` for a name no car answers to.
    public func cars(named wanted: [String]) throws -> [Car] {
        try wanted.map { name in
            guard let car = cars.first(where: { EntrantName.matches(name, key: $0.key, code: $0.code, name: $0.name) }) else {
                throw LookupError.notInChart(wanted: name, among: "the \(season) \(raceName)", choices: cars.map(\.code))
            }
            return car
        }
    }
}

/// How a person names a driver or a team on the command line, the one rule every chart uses.
public enum EntrantName {
    /// Whether `wanted` names the entrant: its id, its code, its full name or its surname, in any case.
    public static func matches(_ wanted: String, key: String, code: String, name: String) -> Bool {
        let wanted = wanted.lowercased()
        return wanted == key.lowercased() || wanted == code.lowercased() || wanted == name.lowercased()
            || name.lowercased().hasSuffix(" " + wanted)
    }
}
