import F1Domain

/// A finished race told again lap by lap: positions and gaps from the API's lap times.
///
/// Positions come from the times alone, never from the API's `position` field: after lap `n`
/// the cars are ordered by laps completed (most first), then by cumulative race time at the end
/// of their last completed lap (least first), and a tie to the millisecond keeps the order of
/// the lap before (the starting grid before lap 1). A car's gap is the difference of cumulative
/// times at the end of the last lap it has completed, so a lapped car's gap includes the lap it lost.
///
/// A car's record ends at its first lap without a time: later laps have no start to add to. It
/// stays on the board after that only if the results say it was running at the flag with exactly
/// those laps (classified, or not classified). Any other car leaves after its last timed lap:
/// retired, disqualified, or with a hole in its times, whose place after the hole is unknown, so
/// it is not shown at all rather than shown in the wrong place. A car with no time for lap 1 never appears.
package struct LapReplay: Sendable {
    let raceName: String
    let totalLaps: Int
    let results: [Driver.ID: RaceResult]
    /// Each driver's cumulative time in milliseconds at the end of laps 1, 2, … up to the first lap without a time.
    let cumulative: [Driver.ID: [Int]]
    /// Cars that stay on the board after their last timed lap, a lap or more down.
    let runningAtTheFlag: Set<Driver.ID>
    /// The order after laps 0 (the start), 1, … `lapsWithTimes`.
    let orders: [[Driver.ID]]

    package init(race: RaceResults, laps: [ErgastLap]) {
        raceName = race.race.name
        let results = Dictionary(race.results.map { ($0.driver.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.results = results
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
            while let time = byLap[running.count + 1] {
                total += time
                running.append(total)
            }
            if !running.isEmpty { cumulative[driver] = running }
        }
        self.cumulative = cumulative
        // A disqualified car is never kept: one that ran the full distance has times to the end
        // anyway, and one that did not was black-flagged, not running at the flag.
        runningAtTheFlag = Set(
            cumulative.compactMap { driver, times in
                guard let result = results[driver], result.laps == times.count else { return nil }
                switch result.classification {
                case .classified, .notClassified: return driver
                case .disqualified, .retired, .excluded, .withdrawn, .failedToQualify: return nil
                }
            })
        totalLaps = max(cumulative.values.map(\.count).max() ?? 0, race.results.map(\.laps).max() ?? 0)

        orders = Self.orders(cumulative: cumulative, results: results, runningAtTheFlag: runningAtTheFlag)
    }

    /// The order at the start and after each lap with times.
    private static func orders(
        cumulative: [Driver.ID: [Int]], results: [Driver.ID: RaceResult], runningAtTheFlag: Set<Driver.ID>
    ) -> [[Driver.ID]] {
        // The start: grid order, pit-lane starters (grid 0) and cars the results do not name behind.
        let start = cumulative.keys.sorted { first, second in
            let a = results[first]?.grid ?? 0
            let b = results[second]?.grid ?? 0
            if (a == 0) != (b == 0) { return b == 0 }
            if a != b { return a < b }
            return first.rawValue < second.rawValue
        }
        var orders = [start]
        let lapsWithTimes = cumulative.values.map(\.count).max() ?? 0
        for lap in stride(from: 1, through: lapsWithTimes, by: 1) {
            // Each car still on the board: laps completed (at most `lap`), its time at the end of the
            // last of them, and its place after the lap before, which settles an exact tie.
            let standing = orders[lap - 1].enumerated().compactMap { rank, driver -> (driver: Driver.ID, laps: Int, time: Int, rank: Int)? in
                let times = cumulative[driver] ?? []
                guard !times.isEmpty, times.count >= lap || runningAtTheFlag.contains(driver) else { return nil }
                let laps = min(times.count, lap)
                return (driver, laps, times[laps - 1], rank)
            }
            orders.append(
                standing.sorted { a, b in
                    if a.laps != b.laps { return a.laps > b.laps }
                    if a.time != b.time { return a.time < b.time }
                    return a.rank < b.rank
                }.map(\.driver))
        }
        return orders
    }

    /// Laps the replay can show: as many as the car with the longest unbroken run of lap times;
    /// 0 when no car has a time for lap 1.
    package var lapsWithTimes: Int { orders.count - 1 }

    /// The order after `lap`: every car that completed it, then cars still running a lap or more down.
    func order(afterLap lap: Int) -> [Driver.ID] {
        orders[min(max(lap, 0), lapsWithTimes)]
    }

    /// The race as it stood when the leader completed `lap`.
    package func snapshot(afterLap lap: Int) -> LiveRaceData {
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
            board.append(
                LivePosition(
                    position: index + 1, driver: driver, code: result?.driver.code ?? String(driver.rawValue.prefix(3)).uppercased(),
                    constructorName: result?.constructor.name ?? "", constructor: result?.constructor.id,
                    gapToLeader: index == 0 ? nil : LapTime(milliseconds: gap),
                    interval: index == 0 ? nil : LapTime(milliseconds: max(gap - previousGap, 0))))
            previousGap = gap
        }
        return LiveRaceData(raceName: raceName, currentLap: lap, totalLaps: totalLaps, leader: leader, positions: board, isFinished: isFinished)
    }

    private func completed(_ driver: Driver.ID) -> Int {
        cumulative[driver]?.count ?? 0
    }

    private func time(_ driver: Driver.ID, atLap lap: Int) -> Int {
        guard let times = cumulative[driver], lap >= 1 else { return 0 }
        return times[min(lap, times.count) - 1]
    }
}
