import F1Domain

/// A season's results as the championship engine reads them: a source's results in full, or
/// in the compact form a history index holds them (ids by number, only what scoring reads).
/// Either way the one engine (`Championship`) scores them, to the same tables.
public struct ScoringSeason: Sendable {
    enum Held: Sendable {
        case results(SeasonResults)
        case compact(CompactSeason)
    }

    let held: Held

    public init(_ results: SeasonResults) {
        held = .results(results)
    }

    package init(compact: CompactSeason) {
        held = .compact(compact)
    }

    /// Whether any race of the season has results.
    public var hasRaces: Bool {
        switch held {
        case .results(let results): !results.races.isEmpty
        case .compact(let compact): !compact.rounds.isEmpty
        }
    }

    /// The season's championship under `rules`, each race scored with its sprint.
    public func championship(rules: ChampionshipRules, scheduledRounds: Int) -> Championship {
        switch held {
        case .results(let results): results.championship(rules: rules, scheduledRounds: scheduledRounds)
        case .compact(let compact): Championship(rules: rules, compact: compact, scheduledRounds: scheduledRounds)
        }
    }
}

extension ScoringResultsRepository {
    /// The season's results for the engine: `scoringResults`, unless the source holds them compactly.
    public func scoringSeason(season: Int, fastestLaps: Bool, sprints: Bool) async throws -> ScoringSeason {
        ScoringSeason(try await scoringResults(season: season, fastestLaps: fastestLaps, sprints: sprints))
    }
}
