import F1Domain

extension F1UI.PitStops {
    /// One driver's stops in a race.
    public struct DriverRow: Hashable, Sendable {
        /// Whom the row is about, for the screen it opens and the team's colour; nil where the source names no one.
        public var driverID: Driver.ID?
        public var teamID: Constructor.ID?
        public var driver: String
        public var code: String
        public var team: String
        public var stops: Int
        /// "12, 34": the laps the car stopped on.
        public var laps: String
        /// "23.145, 22.871": each stop's time in the pit lane.
        public var durations: String
        /// The stops' time added up, "46.016".
        public var total: String

        public init(driver: String, code: String, team: String, stops: Int, laps: String, durations: String, total: String) {
            self.driver = driver
            self.code = code
            self.team = team
            self.stops = stops
            self.laps = laps
            self.durations = durations
            self.total = total
        }
    }

    /// One stop, in race order.
    public struct StopRow: Hashable, Sendable {
        public var lap: Int
        public var driver: String
        public var code: String
        public var stop: Int
        public var duration: String
        /// The local time of day of the stop, "14:19:22", when published.
        public var timeOfDay: String?
        /// The stop took a minute or more (a red flag, a repair).
        public var isLong: Bool

        public init(lap: Int, driver: String, code: String, stop: Int, duration: String, timeOfDay: String?, isLong: Bool) {
            self.lap = lap
            self.driver = driver
            self.code = code
            self.stop = stop
            self.duration = duration
            self.timeOfDay = timeOfDay
            self.isLong = isLong
        }
    }
}
