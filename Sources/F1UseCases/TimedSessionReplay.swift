import F1Domain
import Synchronization

/// A timed session (a recording, or one fetched from a timing API) replayed on the live board:
/// every tick of the clock moves the session on by the same span, so a `PlaybackClock` at 10×
/// plays ten seconds of the race a second. The cursor is shared, so pausing and following again
/// resumes where the replay stood, and a jump to a lap takes effect at the next tick.
public struct TimedSessionReplay: LiveRaceRepository {
    public let timeline: SessionTimeline
    public let raceName: String
    public let cursor: ReplayCursor
    /// The official result by car, once known: places that differ from the road are shown after the flag.
    let officialPlaces: [TimingDriver.ID: Int]
    /// Cars the official result gives no place, and why.
    let officialUnplaced: [TimingDriver.ID: Classification]
    /// The results source's driver in each car, shown on every board, not only after the flag.
    let resultsDrivers: [TimingDriver.ID: Driver.ID]

    public init(
        timeline: SessionTimeline, raceName: String, officialPlaces: [TimingDriver.ID: Int] = [:],
        officialUnplaced: [TimingDriver.ID: Classification] = [:], resultsDrivers: [TimingDriver.ID: Driver.ID] = [:], fromLap: Int? = nil
    ) {
        self.timeline = timeline
        self.raceName = raceName
        self.officialPlaces = officialPlaces
        self.officialUnplaced = officialUnplaced
        self.resultsDrivers = resultsDrivers
        cursor = ReplayCursor(timeline: timeline)
        if let fromLap { _ = cursor.jump(toLap: fromLap) }
    }

    public func liveRace(every interval: Duration, clock: any Clock<Duration>) -> AsyncThrowingStream<LiveRaceData, any Error> {
        frames(every: interval, clock: clock)
    }

    /// Pulled frame by frame: the cursor moves only when a frame is asked for, so a replay stopped
    /// and followed again resumes at the frame last shown, not one computed ahead. Frames keep to a
    /// schedule on `clock` (one `interval` apart from the first), so the time a frame takes to
    /// make and show does not add up; a consumer that falls more than a frame behind starts a new
    /// schedule rather than being sent a burst.
    private func frames<C: Clock<Duration>>(every interval: Duration, clock: C) -> AsyncThrowingStream<LiveRaceData, any Error> {
        let (seconds, attoseconds) = interval.components
        // Clamped to a year: a longer interval means nothing for a session, and the product stays far inside Int.
        let wholeSeconds = Int(min(max(seconds, 0), 31_536_000))  // trap-ok: clamped to a year
        let step = max(1, wholeSeconds * 1000 + Int(attoseconds / 1_000_000_000_000_000))  // trap-ok: attoseconds / 1e15 is under 1000
        let progress = Mutex<(deadline: C.Instant?, isOver: Bool)>((nil, false))
        return AsyncThrowingStream {
            let (previous, isOver) = progress.withLock { $0 }
            guard !isOver else { return nil }
            if let previous {
                var deadline = previous.advanced(by: interval)
                if deadline.duration(to: clock.now) > interval { deadline = clock.now }
                do {
                    try await clock.sleep(until: deadline, tolerance: nil)
                } catch is CancellationError {
                    return nil
                }
                progress.withLock { $0.deadline = deadline }
            } else {
                progress.withLock { $0.deadline = clock.now }
            }
            // The first frame shows where the cursor stands (a resumed replay goes on from there).
            let snapshot = self.snapshot(at: cursor.advance(byMilliseconds: previous == nil ? 0 : step))
            if snapshot.isFinished { progress.withLock { $0.isOver = true } }
            return snapshot
        }
    }

    /// The board at `moment`: the race is over once the last car has taken the flag, and from
    /// then on each car shows its official place where that differs from the road.
    public func snapshot(at moment: Moment) -> LiveRaceData {
        let state = timeline.state(at: moment)
        let isOver = moment >= cursor.finish
        var data = LiveRaceData(timing: state, drivers: timeline.timing.drivers, raceName: raceName, isFinished: isOver)
        data.leftOut = timeline.leftOut
        for index in data.positions.indices {
            data.positions[index].resultsDriver = resultsDrivers[TimingDriver.ID(carOf: data.positions[index].driver)]
        }
        guard isOver else { return data }
        let road = timeline.orderAtTheFlag()
        data.positions.sort {
            (road.firstIndex(of: TimingDriver.ID(carOf: $0.driver)) ?? .max) < (road.firstIndex(of: TimingDriver.ID(carOf: $1.driver)) ?? .max)
        }
        for index in data.positions.indices {
            data.positions[index].position = index + 1
            let car = TimingDriver.ID(carOf: data.positions[index].driver)
            let official = officialPlaces[car]
            data.positions[index].officialPosition = official == index + 1 ? nil : official
            data.positions[index].officialClassification = officialUnplaced[car]
        }
        return data
    }
}

/// Where a replay stands in its session; shared by the feed and whoever controls it.
public final class ReplayCursor: PlaybackSeekControl {
    private let position: Mutex<Moment>
    /// When the replay begins: half a minute before the first lap, with the grid formed.
    public let start: Moment
    /// When the last car to take the flag crossed the line, or the feed's last event.
    public let finish: Moment
    private let timeline: SessionTimeline

    init(timeline: SessionTimeline) {
        self.timeline = timeline
        let firstLap = timeline.timing.laps.compactMap(\.start).min()
        start = firstLap.map { Moment(millisecondsSince1970: $0.millisecondsSince1970 - 30_000) } ?? timeline.start
        finish = timeline.lastCrossing ?? timeline.end
        position = Mutex(start)
    }

    public var moment: Moment { position.withLock { $0 } }

    /// Moves `milliseconds` on, not past the finish, and gives the new moment.
    func advance(byMilliseconds milliseconds: Int) -> Moment {
        position.withLock { moment in
            moment = Moment(millisecondsSince1970: min(moment.millisecondsSince1970 + milliseconds, finish.millisecondsSince1970))
            return moment
        }
    }

    /// Puts the replay at the start of the leader's lap `lap`; false for a lap the session has no start for.
    @discardableResult
    public func jump(toLap lap: Int) -> Bool {
        guard let moment = timeline.moment(leaderStartsLap: lap) else { return false }
        position.withLock { $0 = moment }
        return true
    }

    /// Puts the replay at `moment`, kept between its start and finish (a publisher that restarts
    /// goes on from where its replay stood).
    package func seek(to moment: Moment) {
        let kept = min(max(moment.millisecondsSince1970, start.millisecondsSince1970), finish.millisecondsSince1970)
        position.withLock { $0 = Moment(millisecondsSince1970: kept) }
    }

    /// The laps a jump can go to: those some car has a start for, in order.
    public var lapsWithStarts: [Int] {
        Set(timeline.timing.laps.compactMap { $0.start == nil || $0.lap < 1 ? nil : $0.lap }).sorted()
    }

    /// The range of laps a person may ask for; some may have no start (`lapsWithStarts`).
    public var laps: ClosedRange<Int>? {
        guard let total = timeline.totalLaps, total > 0 else { return nil }
        return 1...total
    }
}
