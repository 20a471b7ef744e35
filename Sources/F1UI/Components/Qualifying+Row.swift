import F1Domain

extension F1UI.Qualifying {
    /// One car's line in qualifying.
    public struct Row: Hashable, Sendable {
        /// Whom the row is about, for the screen it opens and the team's colour; nil where the source names no one.
        public var driverID: Driver.ID?
        public var teamID: Constructor.ID?
        /// "1", or "DSQ" for a car not classified.
        public var position: String
        public var driver: String
        public var code: String
        public var team: String
        /// The car's time in each segment (or timed session) held, "" where it set none.
        public var segments: [String]
        /// The single counting time of one-time formats.
        public var time: String?
        /// "+0.360" to pole; nil for pole and for cars without a time.
        public var gapToPole: String?
        /// "Q1" or "Q2": where a knockout ended for the car.
        public var eliminatedIn: String?
        public var isPole: Bool

        public init(
            position: String, driver: String, code: String, team: String, segments: [String], time: String?,
            gapToPole: String?, eliminatedIn: String?, isPole: Bool
        ) {
            self.position = position
            self.driver = driver
            self.code = code
            self.team = team
            self.segments = segments
            self.time = time
            self.gapToPole = gapToPole
            self.eliminatedIn = eliminatedIn
            self.isPole = isPole
        }
    }
}
