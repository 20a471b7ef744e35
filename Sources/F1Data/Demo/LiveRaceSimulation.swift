import F1Domain

/// A plausible race, one lap at a time: gaps drift with each car's pace, a car within DRS range
/// of the one ahead sometimes passes it, and the leader takes the flag after the last lap. Each
/// snapshot is the instant the leader starts a lap; with a `pace`, every car is placed on the lap
/// there (the leader at the line, the others their gap short of it).
public struct LiveRaceSimulation: Sendable {
    public private(set) var snapshot: LiveRaceData
    /// Milliseconds behind the leader, by driver.
    private var gaps: [Driver.ID: Int]
    private var random: SplitMix64
    /// The lap time of the race's pace, which places the cars; nil places none.
    private let pace: LapTime?

    public init(start: LiveRaceData, seed: UInt64, pace: LapTime? = nil) {
        self.pace = pace
        snapshot = start
        snapshot.positions = Self.placed(start.positions, pace: pace)
        random = SplitMix64(seed: seed)
        gaps = Dictionary(start.positions.map { ($0.driver, $0.gapToLeader?.milliseconds ?? 0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Runs one more lap and returns the new snapshot; after the last lap the race stays finished.
    public mutating func advance() -> LiveRaceData {
        guard !snapshot.isFinished else { return snapshot }
        var order = snapshot.positions.map(\.driver)
        for driver in order {
            // Each car gains or loses up to 0.6 s a lap against the leader's pace.
            gaps[driver, default: 0] += Int(random.next() % 1201) - 600
        }
        for index in order.indices.dropFirst() {
            let ahead = order[index - 1]
            let behind = order[index]
            let interval = gaps[behind, default: 0] - gaps[ahead, default: 0]
            // Within a second and a lucky lap: a pass. Monaco makes it rare.
            if interval < 1000, random.next() % 10 == 0 {
                order.swapAt(index - 1, index)
                gaps[behind] = gaps[ahead, default: 0] - 150
            } else if interval < 250 {
                // Nobody drives through the car ahead: stay just behind it.
                gaps[behind] = gaps[ahead, default: 0] + 250
            }
        }
        let leaderGap = gaps[order[0], default: 0]
        for driver in order { gaps[driver, default: 0] -= leaderGap }
        snapshot = makeSnapshot(order: order, lap: snapshot.currentLap + 1)
        return snapshot
    }

    private func makeSnapshot(order: [Driver.ID], lap: Int) -> LiveRaceData {
        let byDriver = Dictionary(snapshot.positions.map { ($0.driver, $0) }, uniquingKeysWith: { first, _ in first })
        var positions: [LivePosition] = []
        for (index, driver) in order.enumerated() {
            guard var position = byDriver[driver] else { continue }
            position.position = index + 1
            let gap = gaps[driver, default: 0]
            position.gapToLeader = index == 0 ? nil : LapTime(milliseconds: gap)
            position.interval = index == 0 ? nil : LapTime(milliseconds: gap - gaps[order[index - 1], default: 0])
            positions.append(position)
        }
        var next = snapshot
        next.currentLap = min(lap, snapshot.totalLaps)
        next.positions = Self.placed(positions, pace: pace)
        next.leader = order[0]
        next.isFinished = lap >= snapshot.totalLaps
        return next
    }

    /// Each running car's share of its lap as the leader crosses the line: a car `gap` behind
    /// crosses it `gap` later, so it has run the pace's lap less its gap (more than a lap behind,
    /// what is left of it).
    private static func placed(_ positions: [LivePosition], pace: LapTime?) -> [LivePosition] {
        guard let pace, pace.milliseconds > 0 else { return positions }
        let lap = pace.milliseconds
        return positions.map { position in
            var placed = position
            let gap = position.gapToLeader?.milliseconds ?? 0
            placed.lapFraction = position.retired ? nil : LivePosition.lapFraction(elapsed: ((-gap % lap) + lap) % lap, of: pace)
            return placed
        }
    }
}

/// A small, fast, seedable generator, so a simulation is the same on every machine.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
