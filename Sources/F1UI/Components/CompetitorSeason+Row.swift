extension F1UI.CompetitorSeason {
    /// One race of a driver's or a constructor's season. One row per race for both kinds, with
    /// a car per result: a constructor's row holds all its cars, so the season reads as one line a
    /// race and choosing a row always means choosing a race.
    public struct Row: Hashable, Sendable {
        /// One car's race.
        public struct Car: Hashable, Sendable {
            /// "VER": which of a constructor's cars, or which driver shared a car.
            public var code: String
            /// "3", "pit" for a pit-lane start, "" when not known.
            public var grid: String
            /// "1", or "DNF", "DSQ", "DNS" and the like for a car without a classified place.
            public var finish: String
            public var points: String
            /// The winner's time, a gap, or the status ("+1 Lap", "Engine").
            public var time: String

            public init(code: String, grid: String, finish: String, points: String, time: String) {
                self.code = code
                self.grid = grid
                self.finish = finish
                self.points = points
                self.time = time
            }
        }

        public var round: Int
        /// "Bahrain GP": the race's name with "Grand Prix" shortened.
        public var race: String
        /// "Sun 2 Mar 2025".
        public var date: String
        /// The cars in classification order; empty for a race to come or one they missed.
        public var cars: [Car]
        /// "1" for a driver; "1 VER · 4 PER" for a constructor's cars; "" for a race to come;
        /// "-" for a race they were not in.
        public var finish: String
        /// The race's points, all cars together.
        public var points: String
        public var isWin: Bool
        public var isPodium: Bool
        public var isToCome: Bool

        public init(
            round: Int, race: String, date: String, cars: [Car], finish: String, points: String, isWin: Bool, isPodium: Bool,
            isToCome: Bool
        ) {
            self.round = round
            self.race = race
            self.date = date
            self.cars = cars
            self.finish = finish
            self.points = points
            self.isWin = isWin
            self.isPodium = isPodium
            self.isToCome = isToCome
        }
    }
}
