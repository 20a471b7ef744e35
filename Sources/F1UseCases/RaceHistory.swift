import F1Domain

/// A race lap by lap, as far as a source records it: each car's place, gap to the leader and lap
/// time at the end of every lap, its pit stops and tyre stints, and the laps run behind a safety
/// car. The lap charts (positions, gaps, lap times, tyres) are all drawn from it, whichever source
/// it came from: the API's lap times, a timing feed's session, or the demo's made-up race.
public struct RaceHistory: Equatable, Sendable {
    public struct Stint: Equatable, Sendable {
        /// The first and last lap run on the set, both included.
        public var firstLap: Int
        public var lastLap: Int
        public var compound: TyreCompound
        /// Laps the set had done before the stint: 0 for new tyres.
        public var ageAtStart: Int

        public init(firstLap: Int, lastLap: Int, compound: TyreCompound, ageAtStart: Int = 0) {
            self.firstLap = firstLap
            self.lastLap = lastLap
            self.compound = compound
            self.ageAtStart = ageAtStart
        }
    }

    public struct Car: Equatable, Sendable {
        /// The car's key in its source: a driver id, or a race number for a timing feed.
        public var key: String
        /// "VER".
        public var code: String
        public var name: String
        public var team: Constructor.ID?
        public var teamName: String
        /// The colour the feed gives the team (six hex digits), for teams named by colour.
        public var teamColour: String?
        /// Indexed by lap, 0 being the start: the place at the end of the lap (the grid slot at 0),
        /// nil for a lap the car did not complete or the source did not place it on.
        public var positions: [Int?]
        /// Seconds behind the leader at the end of each lap (0 for the leader), nil where unknown;
        /// a lapped car's gap includes the laps it lost.
        public var gaps: [Double?]
        /// Each lap's time in seconds, nil for lap 0 and for a lap not timed.
        public var lapTimes: [Double?]
        /// The laps at whose end the car came into the pits.
        public var pitLaps: [Int]
        public var stints: [Stint]

        public init(
            key: String, code: String, name: String, team: Constructor.ID? = nil, teamName: String, teamColour: String? = nil,
            positions: [Int?] = [], gaps: [Double?] = [], lapTimes: [Double?] = [], pitLaps: [Int] = [], stints: [Stint] = []
        ) {
            self.key = key
            self.code = code
            self.name = name
            self.team = team
            self.teamName = teamName
            self.teamColour = teamColour
            self.positions = positions
            self.gaps = gaps
            self.lapTimes = lapTimes
            self.pitLaps = pitLaps
            self.stints = stints
        }

        /// The last lap with a place: how far the car got as the source tells it.
        public var lastLap: Int { positions.lastIndex { $0 != nil } ?? 0 }
    }

    /// Laps the whole field ran behind a safety car, a virtual one, or with the race suspended.
    public struct Neutralisation: Equatable, Sendable {
        public enum Kind: String, Equatable, Sendable { case safetyCar, virtualSafetyCar, redFlag }

        public var kind: Kind
        public var firstLap: Int
        public var lastLap: Int

        public init(kind: Kind, firstLap: Int, lastLap: Int) {
            self.kind = kind
            self.firstLap = firstLap
            self.lastLap = lastLap
        }
    }

    /// What the source holds beyond places, so a chart it cannot draw says why instead of drawing nothing.
    public struct Coverage: Equatable, Sendable {
        public var gaps: Bool
        public var lapTimes: Bool
        public var pitStops: Bool
        public var stints: Bool
        public var neutralisations: Bool

        public init(gaps: Bool, lapTimes: Bool, pitStops: Bool, stints: Bool, neutralisations: Bool) {
            self.gaps = gaps
            self.lapTimes = lapTimes
            self.pitStops = pitStops
            self.stints = stints
            self.neutralisations = neutralisations
        }
    }

    public var season: Int
    public var round: Int
    /// "Miami Grand Prix", or "Miami Grand Prix, Sprint" for a sprint.
    public var raceName: String
    public var totalLaps: Int
    /// In the order of the classification (or of the last lap, where the source has no classification).
    public var cars: [Car]
    public var neutralisations: [Neutralisation]
    public var coverage: Coverage
    /// Where the lap data comes from when it is not the report's source: "OpenF1 recording (2026-miami-race)".
    public var origin: String?

    public init(
        season: Int, round: Int, raceName: String, totalLaps: Int, cars: [Car], neutralisations: [Neutralisation] = [], coverage: Coverage,
        origin: String? = nil
    ) {
        self.season = season
        self.round = round
        self.raceName = raceName
        self.totalLaps = totalLaps
        self.cars = cars
        self.neutralisations = neutralisations
        self.coverage = coverage
        self.origin = origin
    }

    /// The order after `lap`: every car placed on it, by place.
    public func order(afterLap lap: Int) -> [Car] {
        cars.compactMap { car in car.positions[safe: lap].flatMap { $0 }.map { (car, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }
}

/// Lap-by-lap records of a race: the API's lap times (1996 on), a timing feed, the demo.
public protocol RaceHistoryRepository: Sendable {
    /// The race lap by lap; throws `LookupError.notInSource(record: .lapTimes)` where the source
    /// has no lap times for it, and the usual lookup errors for a round it does not have.
    func raceHistory(season: Int, round: Int) async throws -> RaceHistory
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
