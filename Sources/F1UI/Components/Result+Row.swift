import F1Domain

extension F1UI.Result {
    /// One car's line in a race's classification.
    public struct Row: Hashable, Sendable {
        /// Whom the row is about, for the screen it opens and the team's colour; nil where the source names no one.
        public var driverID: Driver.ID?
        public var teamID: Constructor.ID?
        /// "1", or "R" for a retirement.
        public var position: String
        public var driver: String
        public var code: String
        public var team: String
        public var grid: String
        public var laps: String
        /// The winner's time, a gap ("+5.155"), or a status ("+1 Lap", "Engine").
        public var time: String
        /// "25", "12.5".
        public var points: String
        /// The car's fastest lap, "1:32.608".
        public var fastestLap: String?
        /// Set the race's fastest lap.
        public var hasFastestLap: Bool
        /// Finished first, second or third.
        public var podium: Int?

        public init(
            position: String, driver: String, code: String, team: String, grid: String, laps: String, time: String,
            points: String, fastestLap: String?, hasFastestLap: Bool, podium: Int?
        ) {
            self.position = position
            self.driver = driver
            self.code = code
            self.team = team
            self.grid = grid
            self.laps = laps
            self.time = time
            self.points = points
            self.fastestLap = fastestLap
            self.hasFastestLap = hasFastestLap
            self.podium = podium
        }
    }
}
