import F1Domain

/// A finished race told again lap by lap: positions and gaps from the API's lap times.
///
/// Positions come from the times alone, never from the API's `position` field: after lap `n`
/// the cars are ordered by laps completed (most first), then by cumulative race time at the end
/// of their last completed lap (least first). A car's gap is the difference of cumulative times
/// at the end of the last lap it has completed, so a lapped car's gap includes the lap it lost.
/// Cars that retired leave the board after their last lap; cars still running at the flag
/// (classified, or too far behind to be) stay on it to the end, a lap or more down.
public struct LapReplay: Sendable {
    let raceName: String
    let totalLaps: Int
    let results: [Driver.ID: RaceResult]
    /// Each driver's cumulative time in milliseconds at the end of laps 1, 2, …
    let cumulative: [Driver.ID: [Int]]

    public init(race: RaceResults, laps: [ErgastLap]) {
        raceName = race.race.name
        results = Dictionary(race.results.map { ($0.driver.id, $0) }, uniquingKeysWith: { first, _ in first })
        var times: [Driver.ID: [Int: Int]] = [:]
        for lap in laps {
            for timing in lap.timings {
                times[Driver.ID(rawValue: timing.driverId), default: [:]][lap.number] = timing.time.milliseconds
            }
        }
        var cumulative: [Driver.ID: [Int]] = [:]
        for (driver, byLap) in times {
            var total = 0
            var running: [Int] = []
            // A gap in a driver's laps ends their usable record: later laps have no start to add to.
            while let time = byLap[running.count + 1] {
                total += time
                running.append(total)
            }
            if !running.isEmpty { cumulative[driver] = running }
        }
        self.cumulative = cumulative
        totalLaps = max(cumulative.values.map(\.count).max() ?? 0, race.results.map(\.laps).max() ?? 0)
    }

    /// Laps the replay can show: as many as the car with the longest unbroken run of lap times.
    public var lapsWithTimes: Int { cumulative.values.map(\.count).max() ?? 0 }

    /// The order after `lap`: every car that completed it, then cars still running a lap or more
    /// down; ties in time (rare with millisecond times) by driver id, so the order is stable.
    func order(afterLap lap: Int) -> [Driver.ID] {
        let onBoard = cumulative.keys.filter { driver in completed(driver) >= lap || isRunningAtTheEnd(driver) }
        return onBoard.sorted { first, second in
            let a = min(completed(first), lap), b = min(completed(second), lap)
            if a != b { return a > b }
            let timeA = time(first, atLap: a), timeB = time(second, atLap: b)
            if timeA != timeB { return timeA < timeB }
            return first.rawValue < second.rawValue
        }
    }

    /// The race as it stood when the leader completed `lap`.
    public func snapshot(afterLap lap: Int) -> LiveRaceData {
        let order = order(afterLap: lap)
        let isFinished = lap >= lapsWithTimes
        guard let leader = order.first else {
            return LiveRaceData(raceName: raceName, currentLap: lap, totalLaps: totalLaps, leader: "", positions: [], isFinished: isFinished)
        }
        var board: [LivePosition] = []
        var previousGap = 0
        for (index, driver) in order.enumerated() {
            let reached = min(completed(driver), lap)
            let gap = index == 0 ? 0 : max(time(driver, atLap: reached) - time(leader, atLap: reached), 0)
            let result = results[driver]
            board.append(LivePosition(
                position: index + 1, driver: driver, code: result?.driver.code ?? String(driver.rawValue.prefix(3)).uppercased(),
                constructorName: result?.constructor.name ?? "",
                gapToLeader: index == 0 ? nil : LapTime(milliseconds: gap),
                interval: index == 0 ? nil : LapTime(milliseconds: max(gap - previousGap, 0))))
            previousGap = gap
        }
        return LiveRaceData(raceName: raceName, currentLap: lap, totalLaps: totalLaps, leader: leader, positions: board, isFinished: isFinished)
    }

    /// Whether the car was still running at the flag, so it stays on the board after its last timed
    /// lap. A car the results do not mention is taken to be running: the times are all we know.
    private func isRunningAtTheEnd(_ driver: Driver.ID) -> Bool {
        switch results[driver]?.classification {
        case .classified, .notClassified, .disqualified, nil: true
        case .retired, .excluded, .withdrawn, .failedToQualify: false
        }
    }

    private func completed(_ driver: Driver.ID) -> Int {
        cumulative[driver]?.count ?? 0
    }

    private func time(_ driver: Driver.ID, atLap lap: Int) -> Int {
        guard let times = cumulative[driver], lap >= 1 else { return 0 }
        return times[min(lap, times.count) - 1]
    }
}
