extension F1UI.CompetitorSeason {
    /// The season's totals line, counted from the race results.
    public struct Summary: Hashable, Sendable {
        /// Race points only: sprint points are not in them, so a label should say "race points".
        public var racePoints: String
        public var wins: String
        public var podiums: String
        public var starts: String
        /// "1", or "-" without a classified finish.
        public var bestFinish: String
        /// The points that count in the championship and the place there, "87 (2nd)"; nil
        /// where the source has no standings.
        public var championship: String?

        public init(racePoints: String, wins: String, podiums: String, starts: String, bestFinish: String) {
            self.racePoints = racePoints
            self.wins = wins
            self.podiums = podiums
            self.starts = starts
            self.bestFinish = bestFinish
        }
    }
}
