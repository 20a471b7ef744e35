extension F1UI.Standings {
    /// A season's champions, or its leaders while it runs.
    public struct ChampionRow: Hashable, Sendable {
        public var season: Int
        public var driver: String
        public var driverTeam: String
        public var driverPoints: String
        public var driverWins: String
        /// Empty before the constructors' championship began in 1958.
        public var constructor: String
        public var constructorPoints: String
        public var constructorWins: String
        /// "leader after round 11" for a season still running; empty when complete.
        public var note: String

        public init(
            season: Int, driver: String, driverTeam: String, driverPoints: String, driverWins: String,
            constructor: String, constructorPoints: String, constructorWins: String, note: String
        ) {
            self.season = season
            self.driver = driver
            self.driverTeam = driverTeam
            self.driverPoints = driverPoints
            self.driverWins = driverWins
            self.constructor = constructor
            self.constructorPoints = constructorPoints
            self.constructorWins = constructorWins
            self.note = note
        }
    }
}

extension F1UI.Standings {
    /// A season's champions under its own rules and under another system.
    public struct ChampionWhatIfRow: Hashable, Sendable {
        public var season: Int
        public var driver: String
        /// The points that count.
        public var driverPoints: String
        public var whatIfDriver: String
        public var whatIfDriverPoints: String
        /// Empty before the constructors' championship began in 1958.
        public var constructor: String
        public var constructorPoints: String
        public var whatIfConstructor: String
        public var whatIfConstructorPoints: String
        public var driverTitleChanges: Bool
        public var constructorTitleChanges: Bool
        /// "leaders after round 11", "drivers' title changes", both, or empty.
        public var note: String

        public init(
            season: Int, driver: String, driverPoints: String, whatIfDriver: String, whatIfDriverPoints: String,
            constructor: String, constructorPoints: String, whatIfConstructor: String, whatIfConstructorPoints: String,
            driverTitleChanges: Bool, constructorTitleChanges: Bool, note: String
        ) {
            self.season = season
            self.driver = driver
            self.driverPoints = driverPoints
            self.whatIfDriver = whatIfDriver
            self.whatIfDriverPoints = whatIfDriverPoints
            self.constructor = constructor
            self.constructorPoints = constructorPoints
            self.whatIfConstructor = whatIfConstructor
            self.whatIfConstructorPoints = whatIfConstructorPoints
            self.driverTitleChanges = driverTitleChanges
            self.constructorTitleChanges = constructorTitleChanges
            self.note = note
        }
    }
}
