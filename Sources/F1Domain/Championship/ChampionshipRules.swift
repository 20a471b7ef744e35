/// The rules one season is scored by: an era's system and the season's own rulings.
public struct ChampionshipRules: Hashable, Sendable {
    public let system: ScoringSystem
    /// The season's rulings (races stopped early, ineligible cars, penalties) and the decisions
    /// taken after the races (exclusions, deductions).
    public let season: SeasonScoring

    public init(system: ScoringSystem, season: SeasonScoring) {
        self.system = system
        self.season = season
    }

    /// The same season scored under another system, for a what-if: what happened on track
    /// (distance run, ineligible cars, penalties, exclusions) still holds, while the era's own
    /// bonuses (2014's double points, a fastest lap credited by the stewards) go with its system.
    public func scored(under other: ScoringSystem) -> ChampionshipRules {
        var season = season
        season.races = season.races.map { ruling in
            var ruling = ruling
            ruling.pointsScale = nil
            if other.fastestLap == nil { ruling.fastestLapTo = nil }
            return ruling
        }
        return ChampionshipRules(system: other, season: season)
    }

    func ruling(round: Int) -> RaceRuling? {
        season.races.first { $0.round == round }
    }
}

/// Who a ruling names: a full name, compared without regard to case, as sources write names alike
/// but not ids.
func sameName(_ driver: Driver, _ name: String) -> Bool {
    driver.fullName.lowercased() == name.lowercased()
}

extension ScoringSystem {
    /// Whether sprints scored under this system.
    public var hasSprintPoints: Bool { !sprintPoints.isEmpty }

    /// Whether a constructors' championship was held.
    public var hasConstructorsChampionship: Bool { constructors != .none }

    /// The race points per place for a race stopped after `distanceRun` of its distance.
    func racePoints(distanceRun: Double?) -> [Double] {
        guard let distanceRun, let partial = shortenedRace.first(where: { distanceRun < $0.below }) else { return racePoints }
        if let points = partial.points { return points }
        return racePoints.map { $0 * (partial.scale ?? 1) }
    }
}
