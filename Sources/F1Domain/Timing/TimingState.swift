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
    /// Every change of `track` up to `moment`, oldest first.
    public var trackChanges: [TrackChange] = []

    /// Laps the leader has still to complete, the current one included; nil when the distance is not known.
    public var lapsRemaining: Int? {
        totalLaps.map { max(0, $0 - (leader?.lapsCompleted ?? 0)) }
    }

    public var leader: TimedCar? { cars.first { $0.position == 1 } }

    public var isFinished: Bool { track == .chequered }

    public func car(_ driver: TimingDriver.ID) -> TimedCar? { cars.first { $0.driver == driver } }

    /// How much of its current lap `car` has run at this instant, by time against its last lap
    /// (its best, or the quickest of the field's, before it has a timed last lap), below 1 for a
    /// car slower than that; nil for a retired car, one not on a lap yet, or when no lap has a
    /// time to measure by. A map places the car at this fraction of the outline.
    public func lapFraction(of car: TimedCar) -> Double? {
        guard !car.hasRetired, let start = car.currentLapStart,
            let reference = car.lastLap ?? car.bestLap ?? cars.compactMap(\.bestLap).min(by: { $0.milliseconds < $1.milliseconds })
        else { return nil }
        return LivePosition.lapFraction(elapsed: moment.millisecondsSince1970 - start.millisecondsSince1970, of: reference)
    }
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
    /// How each sector of the last completed lap compares with every lap completed so far; empty
    /// before the car has completed one.
    public var lastLapSectors: [SectorMark?] = []
    /// When the lap the car is on began (the previous lap's end where the feed lost its start);
    /// nil before its first lap.
    public var currentLapStart: Moment?

    public init(driver: TimingDriver.ID) {
        self.driver = driver
        lapsCompleted = 0
        pitStops = 0
        hasRetired = false
    }
}
