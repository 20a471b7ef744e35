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
        let report = try await report(season: season, under: system.map { .system($0) })
        return report.whatIf ?? report.championship
    }

    /// What another system is asked for by: a season that used it ("1991") or its id.
    public enum Rules: Sendable {
        case named(String)
        case system(ScoringSystem)
    }

    /// The season's championship with its calendar, and with `under` the same season scored
    /// under another system beside it. A `round` past the last run is an error.
    public func report(season: Int, round: Int? = nil, under: Rules? = nil) async throws -> ChampionshipReport {
        guard let rules = rulebook.rules(season: season) else { throw ChampionshipError.noRules(season: season) }
        let other = try under.map { try system(for: $0) }
        async let calendar = races.races(season: season)
        let results = try await races.results(season: season)
        let scheduled = try await calendar
        guard !results.isEmpty else { throw LookupError.noRaceRun(season: season) }
        var sprints: [Int: [SprintResult]] = [:]
        // A result's race may not carry the weekend's schedule (the API's results do not): the
        // calendar says which weekends had a sprint.
        let sprintRounds = Set((scheduled + results.map(\.race)).filter(\.hasSprint).map(\.round))
        if rules.system.hasSprintPoints || other?.hasSprintPoints == true {
            for round in results.map(\.race.round) where sprintRounds.contains(round) {
                sprints[round] = try await weekends.sprint(season: season, round: round).results
            }
        }
        let entries = results.map { ChampionshipRace(race: $0.race, results: $0.results, sprint: sprints[$0.race.round] ?? []) }
        let championship = Championship(season: season, rules: rules, races: entries, scheduledRounds: scheduled.count)
        let lastRun = championship.rounds.last ?? 0
        if let round, round > scheduled.count { throw LookupError.roundNotFound(season: season, round: round, rounds: scheduled.count) }
        if let round, round > lastRun { throw ChampionshipError.roundNotRun(season: season, round: round, lastRun: lastRun) }
        let whatIf = other.map { championship.rescored(under: rules.scored(under: $0)) }
        return ChampionshipReport(
            championship: championship, whatIf: whatIf, calendar: scheduled, round: round ?? lastRun,
            sprintsRun: entries.filter { !$0.sprint.isEmpty || sprintRounds.contains($0.race.round) }.count)
    }

    /// The system `rules` names, or an error listing the names that work.
    func system(for rules: Rules) throws -> ScoringSystem {
        switch rules {
        case .system(let system): return system
        case .named(let name):
            guard let system = rulebook.system(named: name) else {
                let seasons = rulebook.seasons.map(\.season)
                throw ChampionshipError.unknownSystem(
                    name, known: rulebook.systems.map(\.id.rawValue), seasons: (seasons.min() ?? 0)...(seasons.max() ?? 0))
            }
            return system
        }
    }
}

/// A season's championship as the reports show it: the computed tables, the calendar that names
/// the rounds and tells which are still to run, and a what-if beside it when one was asked for.
public struct ChampionshipReport: Sendable {
    public let championship: Championship
    /// The same results scored under another system.
    public let whatIf: Championship?
    /// Every race of the season, run or not.
    public let calendar: [Race]
    /// The round the tables are shown after.
    public let round: Int
    /// Rounds run that had a sprint.
    public let sprintsRun: Int

    public init(championship: Championship, whatIf: Championship?, calendar: [Race], round: Int, sprintsRun: Int) {
        self.championship = championship
        self.whatIf = whatIf
        self.calendar = calendar
        self.round = round
        self.sprintsRun = sprintsRun
    }

    /// Both tables after `round`.
    public var table: ChampionshipTable { championship.table(afterRound: round) }

    /// Both tables after the round run before `round`, which a row's movement is counted from; nil
    /// when `round` is the first run.
    public var previousTable: ChampionshipTable? {
        // The round the table counts up to, found in the list rather than by scoring the table again.
        guard let counted = championship.rounds.last(where: { $0 <= round }) else { return nil }
        return championship.rounds.last { $0 < counted }.map { championship.table(afterRound: $0) }
    }

    /// The race of `round` in the calendar.
    public func race(round: Int) -> Race? {
        calendar.first { $0.round == round }
    }

    /// The rounds after `round`, as title maths counts them.
    public var remaining: [RemainingRound] {
        calendar.filter { $0.round > round }.map { RemainingRound(round: $0.round, hasSprint: $0.hasSprint) }
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
public enum ChampionshipError: Error, Hashable, Sendable, CustomStringConvertible {
    case noRules(season: Int)
    /// No season or system of the rulebook has that name; `known` are the systems' ids.
    case unknownSystem(String, known: [String], seasons: ClosedRange<Int>)
    case roundNotRun(season: Int, round: Int, lastRun: Int)

    public var description: String {
        switch self {
        case .noRules(let season): "No scoring rules are known for \(season)."
        case .unknownSystem(let name, let known, let seasons):
            "No scoring rules are named '\(name)': use a season from \(seasons.lowerBound) to \(seasons.upperBound), or a system's id (\(known.joined(separator: ", ")))."
        case .roundNotRun(let season, let round, let lastRun): "Round \(round) of \(season) has not been run; the last round run is \(lastRun)."
        }
    }
}
