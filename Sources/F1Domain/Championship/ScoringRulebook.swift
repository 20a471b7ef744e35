/// Every scoring system and the season that used each: what the championship engine needs to
/// score any season, or any season under another's rules.
public struct ScoringRulebook: Sendable {
    public let systems: [ScoringSystem]
    public let seasons: [SeasonScoring]

    public init(systems: [ScoringSystem], seasons: [SeasonScoring]) {
        self.systems = systems
        self.seasons = seasons
    }

    /// The rules `season` was scored by, or nil for a season the rulebook does not know.
    public func rules(season: Int) -> ChampionshipRules? {
        guard let scoring = seasons.first(where: { $0.season == season }),
            let system = systems.first(where: { $0.id == scoring.system })
        else { return nil }
        return ChampionshipRules(system: system, season: scoring)
    }

    /// A system by a season that used it ("1991") or by its id.
    public func system(named name: String) -> ScoringSystem? {
        let trimmed = name.trimmingSpaces
        if let season = Int(trimmed), let rules = rules(season: season) { return rules.system }
        return systems.first { $0.id.rawValue == trimmed }
    }

    /// The seasons each system was used in, for listing them.
    public func seasons(using system: ScoringSystem) -> [Int] {
        seasons.filter { $0.system == system.id }.map(\.season)
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
