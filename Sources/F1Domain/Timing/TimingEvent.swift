/// One thing that happened at an instant, from any of the feed's endpoints.
enum TimingEvent: Sendable {
    case position(PositionUpdate)
    case interval(IntervalUpdate)
    case lapStarted(driver: TimingDriver.ID, lap: Int, at: Moment)
    /// `time` is nil when the feed gave the lap no time (its end is known from the next lap's start);
    /// `sectors` are the lap's three sector times.
    case lapCompleted(driver: TimingDriver.ID, lap: Int, time: LapTime?, sectors: [Double?], at: Moment)
    case pit(PitVisit)
    case raceControl(RaceControlMessage)
    case weather(WeatherReading)
    /// A car the classification says did not finish, once it failed to complete its last lap.
    case retired(driver: TimingDriver.ID, at: Moment)

    var date: Moment {
        switch self {
        case .position(let update): update.date
        case .interval(let update): update.date
        case .lapStarted(_, _, let at), .lapCompleted(_, _, _, _, let at), .retired(_, let at): at
        case .pit(let visit): visit.date
        case .raceControl(let message): message.date
        case .weather(let reading): reading.date
        }
    }

    /// Among events at the same instant: a lap ends before the next begins, and race control's
    /// word comes after the cars' own events.
    private var rank: Int {
        switch self {
        case .lapCompleted: 0
        case .lapStarted: 1
        case .position: 2
        case .interval: 3
        case .pit: 4
        case .retired: 5
        case .raceControl: 6
        case .weather: 7
        }
    }

    /// Every event of the session in time order. Feeds send some endpoints out of order and may
    /// repeat a record; a repeated pit visit or lap would count twice, so those are kept once.
    static func ordered(from timing: SessionTiming) -> [TimingEvent] {
        var events: [TimingEvent] = []
        events.reserveCapacity(timing.positions.count + timing.intervals.count + 2 * timing.laps.count + timing.raceControl.count)
        events += timing.positions.map(TimingEvent.position)
        events += timing.intervals.map(TimingEvent.interval)
        events += lapEvents(timing.laps)
        var seenPits = Set<PitKey>()
        events += timing.pits.filter { seenPits.insert(PitKey(driver: $0.driver, date: $0.date)).inserted }.map(TimingEvent.pit)
        events += timing.raceControl.map(TimingEvent.raceControl)
        events += timing.weather.map(TimingEvent.weather)
        events += retirements(timing)
        // Sorting indices keeps the order of records that share an instant and a kind, as sent.
        let order = events.indices.sorted { left, right in
            let (a, b) = (events[left], events[right])
            if a.date != b.date { return a.date < b.date }
            if a.rank != b.rank { return a.rank < b.rank }
            return left < right
        }
        return order.map { events[$0] }
    }

    private struct PitKey: Hashable {
        let driver: TimingDriver.ID
        let date: Moment
    }

    /// A lap starts at its start and ends at start + time; a lap the feed did not time ends when
    /// the car's next lap starts. A lap missing altogether (the feed's holes) gives no event:
    /// the next lap's start says it was completed, but not how fast.
    static func lapEvents(_ laps: [TimedLap]) -> [TimingEvent] {
        var byDriver: [TimingDriver.ID: [TimedLap]] = [:]
        for lap in laps { byDriver[lap.driver, default: []].append(lap) }
        var events: [TimingEvent] = []
        for (driver, driverLaps) in byDriver {
            var seen = Set<Int>()
            let ordered = driverLaps.sorted { $0.lap < $1.lap }.filter { seen.insert($0.lap).inserted }
            for (index, lap) in ordered.enumerated() {
                if let start = lap.start { events.append(.lapStarted(driver: driver, lap: lap.lap, at: start)) }
                if let end = lap.end {
                    events.append(.lapCompleted(driver: driver, lap: lap.lap, time: lap.time, sectors: lap.sectors, at: end))
                } else if index + 1 < ordered.count, ordered[index + 1].lap == lap.lap + 1, let next = ordered[index + 1].start {
                    events.append(.lapCompleted(driver: driver, lap: lap.lap, time: nil, sectors: lap.sectors, at: next))
                }
            }
        }
        return events
    }

    /// A car that did not finish retires during the lap after its last completed one; the feed
    /// does not say when. It is shown as retired once it should have completed that lap at the
    /// pace of its previous one (or as its last lap begins, when that pace is unknown).
    static func retirements(_ timing: SessionTiming) -> [TimingEvent] {
        timing.classification.filter(\.didNotFinish).compactMap { entry in
            let laps = timing.laps.filter { $0.driver == entry.driver }
            guard let last = laps.filter({ $0.start != nil }).max(by: { $0.lap < $1.lap }), let start = last.start,
                last.duration == nil
            else { return nil }
            let pace = laps.first { $0.lap == last.lap - 1 }?.duration ?? 0
            return .retired(driver: entry.driver, at: Moment(millisecondsSince1970: start.millisecondsSince1970 + Int((pace * 1000).rounded())))
        }
    }
}
