/// A session's timing folded in time order, answering "the state at instant t" for a replay and
/// for seeking: the fold keeps a full state every few hundred events, so a seek replays at most
/// that many from the nearest one instead of the whole session.
public struct SessionTimeline: Sendable {
    public let timing: SessionTiming
    public let totalLaps: Int?
    /// The first and last instants the feed has events for.
    public let start: Moment
    public let end: Moment
    /// When the session's last chequered flag fell (a qualifying has one a part), if it has.
    public let chequeredFlag: Moment?
    /// When the last car to take that flag crossed the line.
    public let lastCrossing: Moment?
    /// What the feed sent that the timeline leaves out (`SessionTiming.sifted`).
    public let leftOut: [LeftOutRecords]
    let events: [TimingEvent]
    let checkpoints: [Checkpoint]
    let fold: TimingFold.Context

    struct Checkpoint: Sendable {
        /// Events applied to reach it.
        let applied: Int
        let state: TimingFold
    }

    /// How long after the flag a car can still be crossing the line to finish, in milliseconds: a
    /// lap's time later than that is not a finish the replay waits for.
    static let lastCrossingWithin = 10 * 60_000

    /// Events kept between two full states: a seek applies at most this many.
    static let checkpointInterval = 256

    /// `totalLaps` is the race distance when another source knows it; otherwise the feed's
    /// classification gives it once the session is over.
    public init(_ timing: SessionTiming, totalLaps: Int? = nil) {
        let (timing, leftOut) = timing.sifted()
        self.timing = timing
        self.leftOut = leftOut
        self.totalLaps = totalLaps ?? timing.lapsRun
        events = TimingEvent.ordered(from: timing)
        fold = TimingFold.Context(timing: timing)
        start = events.first?.date ?? timing.session.start
        end = events.last?.date ?? timing.session.end
        let flag = timing.raceControl.filter { $0.flag?.uppercased() == "CHEQUERED" }.map(\.date).max()
        chequeredFlag = flag
        lastCrossing = flag.flatMap { flag in
            timing.laps.compactMap(\.end).filter { $0 >= flag && $0.millisecondsSince1970 <= flag.millisecondsSince1970 + Self.lastCrossingWithin }
                .max()
        }
        var state = TimingFold(context: fold)
        var checkpoints = [Checkpoint(applied: 0, state: state)]
        for (index, event) in events.enumerated() {
            state.apply(event, context: fold)
            if (index + 1) % Self.checkpointInterval == 0 { checkpoints.append(Checkpoint(applied: index + 1, state: state)) }
        }
        self.checkpoints = checkpoints
    }

    /// How many events the feed's records make (laps count twice: their start and their end).
    public var eventCount: Int { events.count }

    /// The session as it stood at `moment`: every event dated at or before it has happened.
    public func state(at moment: Moment) -> TimingState {
        let applied = eventsUpTo(moment)
        let checkpoint = checkpoints[min(applied / Self.checkpointInterval, checkpoints.count - 1)]
        var state = checkpoint.state
        for event in events[checkpoint.applied..<applied] { state.apply(event, context: fold) }
        return state.snapshot(at: moment, totalLaps: totalLaps, context: fold)
    }

    /// When the leader began lap `lap`, for "jump to lap"; nil for a lap the feed has no start for.
    public func moment(leaderStartsLap lap: Int) -> Moment? {
        guard lap >= 1 else { return nil }
        var earliest: Moment?
        for timed in timing.laps where timed.lap == lap {
            if let start = timed.start, earliest.map({ start < $0 }) ?? true { earliest = start }
        }
        return earliest
    }

    /// The order on the road at the flag: each car that took the chequered flag in the place it
    /// held as it crossed the line, then the cars that did not, in their last place. Penalties
    /// decided later (the official result) can differ from it; a feed's last updates can too, when
    /// it applies such a penalty itself.
    public func orderAtTheFlag() -> [TimingDriver.ID] {
        guard let flag = chequeredFlag else {
            return state(at: end).cars.map(\.driver)
        }
        let last = state(at: end).cars
        var finishes: [TimingDriver.ID: Moment] = [:]
        for lap in timing.laps {
            guard let lapEnd = lap.end, lapEnd >= flag else { continue }
            if finishes[lap.driver].map({ lapEnd < $0 }) ?? true { finishes[lap.driver] = lapEnd }
        }
        var placeAtFinish: [TimingDriver.ID: Int] = [:]
        for (driver, finish) in finishes {
            if let place = state(at: finish).car(driver)?.position { placeAtFinish[driver] = place }
        }
        // Two cars can have held the same place at their own finishes; the later order breaks the tie.
        let finishers = last.enumerated().compactMap { index, car in placeAtFinish[car.driver].map { (car.driver, $0, index) } }
            .sorted { ($0.1, $0.2) < ($1.1, $1.2) }.map(\.0)
        return finishers + last.map(\.driver).filter { placeAtFinish[$0] == nil }
    }

    /// How many events are dated at or before `moment` (binary search: events are in time order).
    func eventsUpTo(_ moment: Moment) -> Int {
        var low = 0
        var high = events.count
        while low < high {
            let middle = (low + high) / 2
            if events[middle].date <= moment { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
