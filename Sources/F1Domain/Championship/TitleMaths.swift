/// A round still to run, as title maths sees it.
public struct RemainingRound: Hashable, Sendable {
    public let round: Int
    public let hasSprint: Bool

    public init(round: Int, hasSprint: Bool) {
        self.round = round
        self.hasSprint = hasSprint
    }
}

/// Who can still win the drivers' title after a round, and what the leader needs at the next
/// one to clinch it.
public struct TitleMaths: Hashable, Sendable {
    public struct Contender: Hashable, Sendable {
        public let driver: Driver
        public let points: Double
        /// The most this driver can finish the season with, counting rules applied.
        public let maximum: Double
        public let behind: Double
    }

    /// What the leader must do at the next round to be champion whatever happens after it.
    public struct Clinch: Hashable, Sendable {
        public let round: Int
        /// For each rival who could still catch the leader, how far the leader must outscore
        /// them at the next round (a negative margin: how much the leader may lose by).
        public let margins: [Margin]
    }

    /// The leader must outscore `rival` by more than `moreThan` points.
    public struct Margin: Hashable, Sendable {
        public let rival: Driver
        public let moreThan: Double
    }

    public let season: Int
    public let afterRound: Int
    public let racesLeft: Int
    public let sprintsLeft: Int
    /// The most one driver can still score.
    public let pointsAvailable: Double
    public let leader: Driver
    public let leaderPoints: Double
    /// Everyone else who can still finish level with or ahead of the leader, closest first.
    public let contenders: [Contender]
    /// The champion is decided: nobody can catch the leader.
    public var isDecided: Bool { contenders.isEmpty }
    /// Nil once decided, when the leader cannot clinch at the next round, or under best-N
    /// counting, where the sums depend on which results would be dropped.
    public let clinch: Clinch?
}

extension Championship {
    /// The title maths after `round` (the last run when nil) with `remaining` still to run.
    public func titleMaths(afterRound round: Int? = nil, remaining: [RemainingRound]) -> TitleMaths? {
        let table = table(afterRound: round)
        let ranked = table.drivers.filter { $0.position != nil }
        guard let leader = ranked.first else { return nil }
        let left = remaining.filter { $0.round > table.round }.sorted { $0.round < $1.round }
        let maxima = left.map { maximumPoints(at: $0) }
        let available = maxima.reduce(0, +)
        let periods = rules.system.driverCounting
        let contenders = ranked.dropFirst().compactMap { standing -> TitleMaths.Contender? in
            let future = zip(left, maxima).map { ($0.round, $1) }
            let maximum =
                periods.isEmpty
                ? standing.points + available
                : Self.countedTotal(standing.rounds.map { ($0.round, $0.points) } + future, periods: periods, scheduledRounds: scheduledRounds)
            guard maximum >= leader.points else { return nil }
            return TitleMaths.Contender(driver: standing.entrant, points: standing.points, maximum: maximum, behind: leader.points - standing.points)
        }
        var clinch: TitleMaths.Clinch?
        if periods.isEmpty, let next = left.first, !contenders.isEmpty {
            let afterNext = available - maxima[0]
            let margins = contenders.map { TitleMaths.Margin(rival: $0.driver, moreThan: afterNext - $0.behind) }
            // Outscoring a rival by more than one round's maximum is impossible.
            if margins.allSatisfy({ $0.moreThan < maxima[0] }) {
                clinch = TitleMaths.Clinch(round: next.round, margins: margins)
            }
        }
        return TitleMaths(
            season: season, afterRound: table.round, racesLeft: left.count, sprintsLeft: left.filter(\.hasSprint).count,
            pointsAvailable: available, leader: leader.entrant, leaderPoints: leader.points,
            contenders: contenders.sorted { $0.behind < $1.behind }, clinch: clinch)
    }

    /// The most one driver can score at a round: a win, the fastest lap where it scores, and a
    /// sprint win, with the round's points factor (2014's finale).
    func maximumPoints(at round: RemainingRound) -> Double {
        let system = rules.system
        let scale = rules.ruling(round: round.round)?.pointsScale ?? 1
        var points = (system.racePoints.first ?? 0) * scale + (system.fastestLap?.points ?? 0)
        if round.hasSprint { points += system.sprintPoints.first ?? 0 }
        return points
    }

    static func countedTotal(_ scores: [(round: Int, points: Double)], periods: [CountingPeriod], scheduledRounds: Int) -> Double {
        let counted = countedRounds(scores, periods: periods, scheduledRounds: scheduledRounds)
        return scores.filter { counted.contains($0.round) }.reduce(0) { $0 + $1.points }
    }
}
