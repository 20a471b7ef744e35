import F1Domain

/// A season's championships computed from its race and sprint results under its rules (or,
/// for a what-if, another season's).
public struct LoadChampionship: Sendable {
    let races: any RaceRepository
    let weekends: any WeekendRepository
    let rulebook: ScoringRulebook

    public init(races: any RaceRepository, weekends: any WeekendRepository, rulebook: ScoringRulebook) {
        self.races = races
        self.weekends = weekends
        self.rulebook = rulebook
    }

    /// The season's championship; `system` scores it under another system instead of its own.
    public func callAsFunction(season: Int, under system: ScoringSystem? = nil) async throws -> Championship {
        guard var rules = rulebook.rules(season: season) else { throw ChampionshipError.noRules(season: season) }
        if let system { rules = rules.scored(under: system) }
        async let calendar = races.races(season: season)
        let results = try await races.results(season: season)
        let scheduled = try await calendar
        guard !results.isEmpty else { throw LookupError.noRaceRun(season: season) }
        var sprints: [SprintResults] = []
        // Sprints are asked for only when some rules in play score them: none before 2021.
        if rules.system.hasSprintPoints || rulebook.rules(season: season)?.system.hasSprintPoints == true {
            // The calendar says which weekends had a sprint; a results answer may not (the API's).
            let sprintRounds = Set(scheduled.filter(\.hasSprint).map(\.round))
            for race in results.map(\.race) where race.hasSprint || sprintRounds.contains(race.round) {
                sprints.append(try await weekends.sprint(season: season, round: race.round))
            }
        }
        return SeasonResults(season: season, races: results, sprints: sprints).championship(rules: rules, scheduledRounds: scheduled.count)
    }
}

extension SeasonResults {
    /// The season's championship under `rules`, each race scored with its sprint.
    public func championship(rules: ChampionshipRules, scheduledRounds: Int) -> Championship {
        let sprintsByRound = Dictionary(sprints.map { ($0.race.round, $0.results) }, uniquingKeysWith: { first, _ in first })
        let entries = races.map { ChampionshipRace(race: $0.race, results: $0.results, sprint: sprintsByRound[$0.race.round] ?? []) }
        return Championship(season: season, rules: rules, races: entries, scheduledRounds: scheduledRounds)
    }
}

/// Why a championship cannot be computed, in a sentence.
public enum ChampionshipError: Error, Equatable, Sendable, CustomStringConvertible {
    case noRules(season: Int)
    case unknownSystem(String, known: [String])
    case noSprints(system: String, season: Int)
    case roundNotRun(season: Int, round: Int, lastRun: Int)

    public var description: String {
        switch self {
        case let .noRules(season): "No scoring rules are known for \(season)."
        case let .unknownSystem(name, known): "No scoring system is named '\(name)'; use a season (1950–2026) or one of \(known.joined(separator: ", "))."
        case let .noSprints(system, season): "The \(system) rules score no sprints, and \(season) had sprints: its sprint points would vanish, so pick rules from 2021 on."
        case let .roundNotRun(season, round, lastRun): "Round \(round) of \(season) has not been run; the last round run is \(lastRun)."
        }
    }
}
