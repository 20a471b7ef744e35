/// The running state while a session's events are applied in order; `snapshot` turns it into
/// the `TimingState` a screen shows.
struct TimingFold: Sendable {
    /// What stays the same for the whole session: which slot each car has, and its tyre stints.
    struct Context: Sendable {
        let slots: [TimingDriver.ID: Int]
        let drivers: [TimingDriver.ID]
        /// Per slot, the car's stints by stint number.
        let stints: [[TyreStint]]

        init(timing: SessionTiming) {
            var drivers: [TimingDriver.ID] = []
            var slots: [TimingDriver.ID: Int] = [:]
            // One slot a car, however often a list names it: a second slot would be a ghost car on the board.
            // Cars the driver list left out still get a slot: events are never dropped for that.
            let mentioned =
                timing.drivers.map(\.id) + timing.positions.map(\.driver) + timing.intervals.map(\.driver)
                + timing.laps.map(\.driver) + timing.pits.map(\.driver) + timing.stints.map(\.driver) + timing.classification.map(\.driver)
            for driver in mentioned where slots[driver] == nil {
                slots[driver] = drivers.count
                drivers.append(driver)
            }
            self.slots = slots
            self.drivers = drivers
            var stints = Array(repeating: [TyreStint](), count: drivers.count)
            for stint in timing.stints { if let slot = slots[stint.driver] { stints[slot].append(stint) } }
            self.stints = stints.map { $0.sorted { ($0.number, $0.lapStart) < ($1.number, $1.lapStart) } }
        }
    }

    var cars: [TimedCar]
    /// Per slot, the highest lap the car has begun.
    var lapsStarted: [Int]
    /// Per slot, when the car last began a lap, and when it last completed one (a lap's start the
    /// feed lost is the previous lap's end).
    var lapStartedAt: [Moment?]
    var lapCompletedAt: [Moment?]
    /// Per slot, the last completed lap's sector times and the car's best in each sector so far;
    /// and the best of all in each.
    var lastSectors: [[Double?]]
    var bestSectors: [[Double?]]
    var overallBestSectors: [Double?] = [nil, nil, nil]
    var track = TrackFlag.notStarted
    var yellowSectors: Set<Int> = []
    var weather: WeatherReading?
    var lastMessage: RaceControlMessage?
    /// Every change of `track` so far, with the record that made it.
    var trackChanges: [TrackChange] = []
    var qualifyingPart: Int?

    init(context: Context) {
        cars = context.drivers.map(TimedCar.init(driver:))
        lapsStarted = Array(repeating: 0, count: context.drivers.count)
        lapStartedAt = Array(repeating: nil, count: context.drivers.count)
        lapCompletedAt = lapStartedAt
        lastSectors = Array(repeating: [], count: context.drivers.count)
        bestSectors = Array(repeating: [nil, nil, nil], count: context.drivers.count)
    }

    mutating func apply(_ event: TimingEvent, context: Context) {
        let trackBefore = track
        defer { if track != trackBefore { noteTrackChange(by: event) } }
        switch event {
        case .position(let update):
            guard let slot = context.slots[update.driver] else { return }
            cars[slot].position = update.position
        case .interval(let update):
            guard let slot = context.slots[update.driver] else { return }
            cars[slot].gapToLeader = update.gapToLeader
            cars[slot].interval = update.interval
        case .lapStarted(let driver, let lap, let at):
            guard let slot = context.slots[driver] else { return }
            if lap >= lapsStarted[slot] { lapStartedAt[slot] = at }
            lapsStarted[slot] = max(lapsStarted[slot], lap)
            // A lap begun means the one before it is done, even when the feed lost that lap.
            cars[slot].lapsCompleted = max(cars[slot].lapsCompleted, lap - 1)
            // The safety car comes in at the end of the lap it was announced for: the leader
            // crossing the line starts racing again.
            if cars[slot].position == 1, track == .safetyCarEnding { track = .green }
        case .lapCompleted(let driver, let lap, let time, let sectors, let at):
            guard let slot = context.slots[driver] else { return }
            cars[slot].lapsCompleted = max(cars[slot].lapsCompleted, lap)
            lapCompletedAt[slot] = at
            recordSectors(sectors, slot: slot)
            cars[slot].lastLap = time
            if let time, cars[slot].bestLap.map({ time < $0 }) ?? true { cars[slot].bestLap = time }
        case .pit(let visit):
            guard let slot = context.slots[visit.driver] else { return }
            cars[slot].pitStops += 1
        case .retired(let driver, _):
            guard let slot = context.slots[driver] else { return }
            cars[slot].hasRetired = true
        case .raceControl(let message):
            lastMessage = message
            applyRaceControl(message)
        case .weather(let reading):
            weather = reading
        }
    }

    /// The change `event` just made to the track: dated by its record, with race control's lap
    /// where it gives one (the leader's otherwise) and its message.
    private mutating func noteTrackChange(by event: TimingEvent) {
        var lap: Int?
        var message: String?
        if case .raceControl(let control) = event {
            lap = control.lap
            message = control.message
        }
        if lap == nil, let leader = cars.firstIndex(where: { $0.position == 1 }), lapsStarted[leader] > 0 { lap = lapsStarted[leader] }
        trackChanges.append(TrackChange(flag: track, at: event.date, lap: lap, message: message))
    }

    /// A completed lap's sectors: the car's last, and each a best where it is quicker.
    private mutating func recordSectors(_ sectors: [Double?], slot: Int) {
        lastSectors[slot] = sectors
        for (index, time) in sectors.enumerated() where index < 3 {
            guard let time, time > 0 else { continue }
            bestSectors[slot][index] = min(bestSectors[slot][index] ?? time, time)  // trap-ok: three sectors a slot.
            overallBestSectors[index] = min(overallBestSectors[index] ?? time, time)  // trap-ok: three sectors.
        }
    }

    private mutating func applyRaceControl(_ message: RaceControlMessage) {
        let text = message.message.uppercased()
        let flag = message.flag?.uppercased()
        if message.category == "SafetyCar" || text.contains("SAFETY CAR") {
            if text.contains("VIRTUAL SAFETY CAR DEPLOYED") {
                track = .virtualSafetyCar
            } else if text.contains("VIRTUAL SAFETY CAR ENDING") || text.contains("VSC ENDING") {
                track = .virtualSafetyCarEnding
            } else if text.contains("SAFETY CAR DEPLOYED") {
                track = .safetyCar
            } else if text.contains("SAFETY CAR IN THIS LAP") {
                track = .safetyCarEnding
            }
            return
        }
        switch flag {
        case "RED":
            track = .red
        case "CHEQUERED":
            track = .chequered
        case "GREEN" where message.scope != "Sector" && message.scope != "Driver":
            // A green flag ends a virtual safety car or a suspension; under the safety car it is
            // the pit exit opening, and the safety car still leads the field.
            // Before the start it opens the pit exit for the laps to the grid: the session has
            // not started until race control says so.
            if track == .safetyCar || track == .safetyCarEnding { break }
            if track != .chequered, track != .notStarted { track = .green }
            yellowSectors = []
        case "YELLOW", "DOUBLE YELLOW":
            if let sector = message.sector { yellowSectors.insert(sector) }
        case "CLEAR":
            if let sector = message.sector { yellowSectors.remove(sector) } else { yellowSectors = [] }
        default:
            // Qualifying starts again after each part's chequered flag.
            if message.category == "SessionStatus", text.contains("STARTED") || text.contains("RESUMED"),
                [.notStarted, .red, .chequered].contains(track)
            {
                track = .green
                if let part = message.qualifyingPart { qualifyingPart = part }
            } else if message.category == "SessionStatus", text.contains("FINISHED") || text.contains("ENDED"), track != .chequered {
                track = .chequered
            }
        }
    }

    func snapshot(at moment: Moment, totalLaps: Int?, context: Context) -> TimingState {
        var cars = cars
        // The lap a car is on: the last it began, or the one after the last it completed when the
        // feed lost that lap's start (Miami's lap 2); after the flag or its retirement, no new one.
        let currentLap = cars.indices.map { slot in
            [.notStarted, .chequered].contains(track) || cars[slot].hasRetired
                ? lapsStarted[slot] : max(lapsStarted[slot], cars[slot].lapsCompleted + 1)
        }
        for slot in cars.indices {
            let lap = max(currentLap[slot], 1)
            // The stint the car is in: the last one begun by its current lap (a live feed's
            // current stint has no end yet).
            if let stint = context.stints[slot].last(where: { $0.lapStart <= lap }) {
                cars[slot].tyre = stint.tyre
                cars[slot].tyreAge = stint.tyreAgeAtStart + (lap - stint.lapStart)
            }
            cars[slot].lastLapSectors = SectorAnalysis.marks(of: lastSectors[slot], ownBest: bestSectors[slot], overallBest: overallBestSectors)
            cars[slot].currentLapStart = [lapStartedAt[slot], lapCompletedAt[slot]].compactMap(\.self).max()
        }
        cars.sort { left, right in
            switch (left.position, right.position) {
            case (let l?, let r?): l != r ? l < r : left.driver.rawValue < right.driver.rawValue
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): left.driver.rawValue < right.driver.rawValue
            }
        }
        let leaderSlot = cars.first.flatMap { $0.position == 1 ? context.slots[$0.driver] : nil }
        return TimingState(
            moment: moment, cars: cars, track: track, yellowSectors: yellowSectors.sorted(),
            leaderLap: leaderSlot.map { currentLap[$0] } ?? 0, totalLaps: totalLaps, qualifyingPart: qualifyingPart,
            weather: weather, lastMessage: lastMessage, trackChanges: trackChanges)
    }
}
