import F1Domain

extension F1UI.Live {
    /// Each car's gap to the leader at every lap the feed has shown so far: what the Live tab's gap
    /// chart draws while the race runs. A jump back forgets the laps after the one shown.
    public struct GapTrail: Equatable, Sendable {
        public struct Car: Equatable, Sendable {
            public var code: String
            public var name: String
            /// The team, for its colour: by id where the source has one, else the feed's colour.
            public var constructor: Constructor.ID?
            public var teamColour: String?
            /// Seconds behind the leader by lap; the leader's are 0.
            public var gaps: [Int: Double]
        }

        /// In the order of the latest snapshot.
        public private(set) var cars: [Driver.ID: Car] = [:]
        public private(set) var order: [Driver.ID] = []
        public private(set) var lap = 0
        public private(set) var totalLaps = 0

        public init() {}

        /// Adds the snapshot's gaps at its lap, replacing any the same lap had.
        public mutating func record(_ race: LiveRaceData) {
            lap = race.currentLap
            totalLaps = race.totalLaps
            order = race.positions.map(\.driver)
            for (driver, car) in cars { cars[driver]?.gaps = car.gaps.filter { $0.key <= lap } }
            for position in race.positions {
                let seconds: Double? =
                    position.driver == race.leader
                    ? 0 : position.lapsBehind == nil ? position.gapToLeader.map { Double($0.milliseconds) / 1000 } : nil
                var car =
                    cars[position.driver]
                    ?? Car(
                        code: position.code, name: position.name ?? position.code, constructor: position.constructor,
                        teamColour: position.teamColour, gaps: [:])
                if let seconds { car.gaps[race.currentLap] = seconds }
                cars[position.driver] = car
            }
        }
    }
}
