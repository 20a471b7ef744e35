extension RaceHistory {
    /// Places and gaps after every lap from when each car crossed the line, the one definition
    /// every source's lap chart uses: after lap `n` the cars that completed it are placed in the
    /// order they completed it, and a car's gap is how long after the first of them it crossed.
    /// A lapped car completes lap `n` after the leader began later laps, so its gap includes the
    /// laps it lost; a car that stopped is placed on no lap after its last.
    ///
    /// `crossings[car][n - 1]` is when the car completed lap `n`, in milliseconds on any clock the
    /// cars share; nil for a lap it did not complete or the source did not time. `grid` orders a
    /// tie to the millisecond on lap 1; later ties keep the order of the lap before.
    package static func placesAndGaps(crossings: [[Int?]], grid: [Int?]) -> (positions: [[Int?]], gaps: [[Double?]]) {
        let laps = crossings.map(\.count).max() ?? 0
        var positions = crossings.indices.map { car in [grid.indices.contains(car) ? grid[car] : nil] }
        var gaps = crossings.map { _ in [Double?]([nil]) }
        guard laps > 0 else { return (positions, gaps) }
        for lap in 1...laps {
            let crossed = crossings.indices.compactMap { car -> (car: Int, time: Int)? in
                guard lap <= crossings[car].count, let time = crossings[car][lap - 1] else { return nil }
                return (car, time)
            }
            let before = { (car: Int) in positions[car][lap - 1] ?? Int.max }
            let order = crossed.sorted { ($0.time, before($0.car), $0.car) < ($1.time, before($1.car), $1.car) }
            let first = order.first?.time ?? 0
            for car in crossings.indices {
                positions[car].append(nil)
                gaps[car].append(nil)
            }
            for (place, entry) in order.enumerated() {
                positions[entry.car][lap] = place + 1
                gaps[entry.car][lap] = Double(entry.time - first) / 1000
            }
        }
        return (positions, gaps)
    }
}
