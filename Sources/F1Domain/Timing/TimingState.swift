/// A session at one instant, as far as the feed had told it by then. Nothing is interpolated:
/// a value the feed had not given yet (a lap it missed, a gap between samples) stays as last known,
/// or absent.
public struct TimingState: Hashable, Sendable {
    public var moment: Moment
    /// Every car, in running order; cars with no place yet come last, by number.
    public var cars: [TimedCar]
    public var track: TrackFlag
    /// Sectors under yellow (1-based), for local yellows while the track is otherwise green.
    public var yellowSectors: [Int]
    /// The lap the leader is on; 0 before the start.
    public var leaderLap: Int
    /// The race distance in laps, when known.
    public var totalLaps: Int?
    /// The part of a qualifying under way (1, 2, 3), when race control has named one.
    public var qualifyingPart: Int?
    public var weather: WeatherReading?
    /// Race control's latest message.
    public var lastMessage: RaceControlMessage?

    /// Laps the leader has still to complete, the current one included; nil when the distance is not known.
    public var lapsRemaining: Int? {
        totalLaps.map { max(0, $0 - (leader?.lapsCompleted ?? 0)) }
    }

    public var leader: TimedCar? { cars.first { $0.position == 1 } }

    public var isFinished: Bool { track == .chequered }

    public func car(_ driver: TimingDriver.ID) -> TimedCar? { cars.first { $0.driver == driver } }
}

/// One car at an instant.
public struct TimedCar: Hashable, Sendable {
    public var driver: TimingDriver.ID
    public var position: Int?
    public var gapToLeader: TimingGap?
    public var interval: TimingGap?
    public var lapsCompleted: Int
    /// The last completed lap's time; nil when the feed did not time it.
    public var lastLap: LapTime?
    public var bestLap: LapTime?
    /// The tyres on the car and how many laps they have done, from the stint the car is in.
    public var tyre: TyreCompound?
    public var tyreAge: Int?
    public var pitStops: Int
    /// Whether the car has stopped for good (the feed's classification says it did not finish,
    /// and its last lap has begun).
    public var hasRetired: Bool

    public init(driver: TimingDriver.ID) {
        self.driver = driver
        lapsCompleted = 0
        pitStops = 0
        hasRetired = false
    }
}
