import F1Domain

/// A finished race told again lap by lap: positions and gaps from the API's lap times.
///
/// A car's gap is the difference of cumulative race times at the end of the last lap it has
/// completed, so a lapped car's gap includes the lap it lost. Cars that retired leave the board
/// after their last lap; classified cars that finished laps down stay on it to the end.
public struct LapReplay: Sendable {
    let raceName: String
    let totalLaps: Int
    let results: [Driver.ID: RaceResult]
    /// Each driver's cumulative time in milliseconds at the end of laps 1, 2, …
    let cumulative: [Driver.ID: [Int]]
    /// The API's position of each driver at the end of each lap, by lap number.
    let positions: [Int: [Driver.ID: Int]]

    public init(race: RaceResults, laps: [ErgastLap]) {
        raceName = race.race.name
        results = Dictionary(race.results.map { ($0.driver.id, $0) }, uniquingKeysWith: { first, _ in first })
        var times: [Driver.ID: [Int: Int]] = [:]
        var positions: [Int: [Driver.ID: Int]] = [:]
        for lap in laps {
            for timing in lap.timings {
                let driver = Driver.ID(rawValue: timing.driverId)
                times[driver, default: [:]][lap.number] = timing.time.milliseconds
                positions[lap.number, default: [:]][driver] = timing.position
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
            cumulative[driver] = running
        }
        self.cumulative = cumulative
        self.positions = positions
        totalLaps = max(positions.keys.max() ?? 0, race.results.map(\.laps).max() ?? 0)
    }

    /// Laps the replay can show: every lap with times.
    public var lapsWithTimes: Int { positions.keys.max() ?? 0 }

    /// The race as it stood when the leader completed `lap`.
    public func snapshot(afterLap lap: Int) -> LiveRaceData {
        let onLap = positions[lap] ?? [:]
        let onLapOrder = onLap.keys.sorted { (onLap[$0]!, $0) < (onLap[$1]!, $1) }
        // Classified cars a lap or more down have not completed `lap` yet but are still racing.
        let lapsDown = results.values
            .filter { onLap[$0.driver.id] == nil && $0.classification == .classified && completed($0.driver.id) < lap && completed($0.driver.id) > 0 }
            .map(\.driver.id)
            .sorted { (-completed($0), time($0, atLap: completed($0)), $0) < (-completed($1), time($1, atLap: completed($1)), $1) }
        let order = onLapOrder + lapsDown
        guard let leader = order.first else {
            return LiveRaceData(raceName: raceName, currentLap: lap, totalLaps: totalLaps, leader: "", positions: [], isFinished: lap >= lapsWithTimes)
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
        return LiveRaceData(
            raceName: raceName, currentLap: lap, totalLaps: totalLaps, leader: leader, positions: board, isFinished: lap >= lapsWithTimes)
    }

    private func completed(_ driver: Driver.ID) -> Int {
        cumulative[driver]?.count ?? 0
    }

    private func time(_ driver: Driver.ID, atLap lap: Int) -> Int {
        guard let times = cumulative[driver], lap >= 1 else { return 0 }
        return times[min(lap, times.count) - 1]
    }
}
