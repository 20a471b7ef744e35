import F1Domain

extension RaceHistory {
    /// A race (or sprint) lap by lap from a timing feed's session: crossings from its laps, pit
    /// stops and stints as the feed gives them, and the safety-car periods as race control called
    /// them, read through the same timeline the live board uses.
    public init(timing: SessionTiming, season: Int, round: Int, raceName: String? = nil, origin: String? = nil) {
        let timeline = SessionTimeline(timing)
        let timing = timeline.timing
        let drivers = Dictionary(timing.drivers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var lapsByCar: [TimingDriver.ID: [Int: TimedLap]] = [:]
        for lap in timing.laps { lapsByCar[lap.driver, default: [:]][lap.lap] = lap }
        let order = Self.classificationOrder(timing: timing, timeline: timeline, lapped: Array(lapsByCar.keys))
        var grid = Dictionary(timing.grid.map { ($0.driver, $0.position) }, uniquingKeysWith: { first, _ in first })
        // Without the feed's grid, the order just before the leader begins lap 1 is the grid.
        if grid.isEmpty, let start = timeline.moment(leaderStartsLap: 1) {
            let before = timeline.state(at: Moment(millisecondsSince1970: start.millisecondsSince1970 - 1))
            for car in before.cars { if let position = car.position { grid[car.driver] = position } }
        }

        let crossings = order.map { car -> [Int?] in
            let laps = lapsByCar[car] ?? [:]
            let last = laps.keys.max() ?? 0
            // A lap's end is its start plus its time, or the next lap's start when the feed did not time it.
            return last < 1 ? [] : (1...last).map { lap in (laps[lap]?.end ?? laps[lap + 1]?.start)?.millisecondsSince1970 }
        }
        let (positions, gaps) = Self.placesAndGaps(crossings: crossings, grid: order.map { grid[$0] })
        let pits = Dictionary(grouping: timing.pits, by: \.driver)
        let stints = Dictionary(grouping: timing.stints, by: \.driver)
        let cars = order.enumerated().map { index, car in
            let driver = drivers[car]
            let laps = lapsByCar[car] ?? [:]
            return Car(
                key: String(car.rawValue), code: driver?.acronym ?? "#\(car.rawValue)", name: driver?.fullName ?? "Car \(car.rawValue)",
                teamName: driver?.teamName ?? "", teamColour: driver?.teamColour, positions: positions[index], gaps: gaps[index],
                lapTimes: [nil] + (0..<max(crossings[index].count, 0)).map { laps[$0 + 1]?.duration },
                pitLaps: (pits[car] ?? []).map(\.lap).filter { $0 > 0 }.sorted(),
                stints: (stints[car] ?? []).sorted { $0.number < $1.number }.map {
                    Stint(firstLap: $0.lapStart, lastLap: max($0.lapEnd, $0.lapStart), compound: $0.tyre, ageAtStart: $0.tyreAgeAtStart)
                })
        }
        self.init(
            // The history carries its season: a feed without the meeting's name gives the circuit's
            // alone, not `title`'s "Miami 2026", which a chart titled "Miami 2026 2026".
            season: season, round: round, raceName: timing.title(raceName: raceName ?? timing.meeting?.name ?? timing.session.circuitShortName),
            totalLaps: timeline.totalLaps ?? crossings.map(\.count).max() ?? 0, cars: cars,
            neutralisations: Self.neutralisations(timeline: timeline),
            coverage: Coverage(
                gaps: true, lapTimes: !timing.laps.isEmpty, pitStops: !timing.pits.isEmpty, stints: !timing.stints.isEmpty,
                neutralisations: !timing.raceControl.isEmpty),
            origin: origin)
    }

    /// The feed's classification first (its order, unplaced cars after), then any car it left out.
    private static func classificationOrder(timing: SessionTiming, timeline: SessionTimeline, lapped: [TimingDriver.ID]) -> [TimingDriver.ID] {
        var order = timing.classification.enumerated().sorted { a, b in
            (a.element.position ?? Int.max, a.offset) < (b.element.position ?? Int.max, b.offset)
        }.map(\.element.driver)
        if order.isEmpty { order = timeline.orderAtTheFlag() }
        var seen = Set(order)
        for car in timing.drivers.map(\.id) + lapped.sorted(by: { $0.rawValue < $1.rawValue }) where seen.insert(car).inserted {
            order.append(car)
        }
        return order
    }

    /// Each stretch of laps under a safety car, a virtual one, or a red flag: the track's state
    /// after every race-control message, as the live board folds it, at the leader's lap.
    private static func neutralisations(timeline: SessionTimeline) -> [Neutralisation] {
        var periods: [Neutralisation] = []
        var open: (kind: Neutralisation.Kind, firstLap: Int)?
        let messages = timeline.timing.raceControl.sorted { $0.date < $1.date }
        for message in messages {
            let state = timeline.state(at: message.date)
            let lap = message.lap ?? max(state.leaderLap, 1)
            let kind: Neutralisation.Kind? =
                switch state.track {
                case .safetyCar, .safetyCarEnding: .safetyCar
                case .virtualSafetyCar, .virtualSafetyCarEnding: .virtualSafetyCar
                case .red: .redFlag
                case .notStarted, .green, .chequered: nil
                }
            // "In this lap" and "ending" close the period at this lap: the next lap is raced.
            let ends = [.safetyCarEnding, .virtualSafetyCarEnding].contains(state.track)
            if let current = open, current.kind != kind || ends {
                periods.append(Neutralisation(kind: current.kind, firstLap: current.firstLap, lastLap: max(lap, current.firstLap)))
                open = nil
            }
            if let kind, open == nil, !ends { open = (kind, lap) }
        }
        if let current = open {
            let last = timeline.totalLaps ?? current.firstLap
            periods.append(Neutralisation(kind: current.kind, firstLap: current.firstLap, lastLap: max(last, current.firstLap)))
        }
        return periods
    }
}
