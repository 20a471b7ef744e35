extension F1UI.Race {
    /// A race in a season's calendar: upcoming with a countdown, or past with its winner.
    public struct Row: Hashable, Sendable {
        public var round: Int
        public var name: String
        public var circuit: F1UI.Circuit.Row
        /// "Sun 25 May 2025", in the chosen time zone when the start time is known.
        public var date: String
        /// "15:00" in the chosen time zone.
        public var startTime: String?
        /// "in 11 days", for an upcoming race.
        public var countdown: String?
        /// "Max Verstappen", for a past race with results.
        public var winner: String?
        /// The next race of the season.
        public var isNext: Bool

        public init(
            round: Int, name: String, circuit: F1UI.Circuit.Row, date: String, startTime: String?,
            countdown: String?, winner: String?, isNext: Bool
        ) {
            self.round = round
            self.name = name
            self.circuit = circuit
            self.date = date
            self.startTime = startTime
            self.countdown = countdown
            self.winner = winner
            self.isNext = isNext
        }
    }
}
