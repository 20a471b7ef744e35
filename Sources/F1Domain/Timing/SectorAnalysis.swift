/// A mini-sector as the feed marks it. The feed sets the mark when the car crosses the
/// mini-sector's end, so the mark is as of that moment, not as of the session's end.
public enum MiniSectorMark: Sendable, Hashable {
    case timed(SectorMark)
    /// The car was in the pit lane.
    case pitLane
    /// Not yet timed, or a code F1Kit does not know.
    case unknown

    /// OpenF1's codes: 2051 purple, 2049 green, 2048 yellow, 2064 pit lane (0 and others unknown).
    public init(code: Int?) {
        switch code {
        case 2051: self = .timed(.overallBest)
        case 2049: self = .timed(.personalBest)
        case 2048: self = .timed(.slower)
        case 2064: self = .pitLane
        default: self = .unknown
        }
    }
}

extension TimedLap {
    /// The lap's three sector times, in order.
    public var sectors: [Double?] { [sector1, sector2, sector3] }

    /// Each sector's mini-sectors as the feed marked them; an empty list for a sector without any.
    public var miniSectors: [[MiniSectorMark]] {
        [miniSectors1, miniSectors2, miniSectors3].map { ($0 ?? []).map(MiniSectorMark.init(code:)) }
    }
}

/// A session's sectors, worked out once from its laps: each driver's best sector times, ideal lap
/// (their best sectors summed) and gap from their best lap to it, and the best of all in each
/// sector. Given the laps run so far, it is the board at that moment: a live screen passes what
/// the feed has sent.
public struct SectorAnalysis: Sendable, Equatable {
    /// One driver's sectors.
    public struct DriverSectors: Sendable, Equatable {
        public var driver: TimingDriver.ID
        /// The quickest time in each sector over every lap, nil for a sector never timed.
        public var bestSectors: [Double?]
        /// The best sectors summed; nil unless all three were timed.
        public var idealLap: Double?
        /// The quickest timed lap.
        public var bestLap: Double?
        /// How much the best lap lost against the ideal one (never negative: the feed rounds each
        /// sector, so a lap can sum a thousandth under its sectors' best).
        public var gapToIdeal: Double? {
            guard let idealLap, let bestLap else { return nil }
            return max(0, bestLap - idealLap)
        }
    }

    /// The sectors of every driver with a timed sector, the quickest ideal lap first (drivers
    /// without one after, by number).
    public let drivers: [DriverSectors]
    /// The quickest time anyone set in each sector.
    public let overallBest: [Double?]

    public init(laps: [TimedLap]) {
        var byDriver: [TimingDriver.ID: DriverSectors] = [:]
        for lap in laps {
            var sectors = byDriver[lap.driver] ?? DriverSectors(driver: lap.driver, bestSectors: [nil, nil, nil], idealLap: nil, bestLap: nil)
            for (index, time) in lap.sectors.enumerated() {
                guard let time, time > 0 else { continue }
                sectors.bestSectors[index] = Swift.min(sectors.bestSectors[index] ?? time, time)
            }
            if let duration = lap.duration, duration > 0 { sectors.bestLap = Swift.min(sectors.bestLap ?? duration, duration) }
            byDriver[lap.driver] = sectors
        }
        var drivers = byDriver.values.filter { $0.bestSectors.contains { $0 != nil } }
        for index in drivers.indices {
            let best = drivers[index].bestSectors.compactMap(\.self)
            drivers[index].idealLap = best.count == 3 ? best.reduce(0, +) : nil
        }
        self.drivers = drivers.sorted { first, second in
            switch (first.idealLap, second.idealLap) {
            case (let a?, let b?) where a != b: a < b
            case (.some, nil): true
            case (nil, .some): false
            default: first.driver.rawValue < second.driver.rawValue
            }
        }
        overallBest = (0..<3).map { index in drivers.compactMap { $0.bestSectors[index] }.min() }
    }

    /// The sectors of `driver`, nil when they timed none.
    public func sectors(of driver: TimingDriver.ID) -> DriverSectors? {
        drivers.first { $0.driver == driver }
    }

    /// How each sector of `lap` compares with the laps this analysis holds: the best of all, the
    /// driver's own best, or neither; nil for a sector the lap has no time in.
    public func marks(of lap: TimedLap) -> [SectorMark?] {
        Self.marks(of: lap.sectors, ownBest: sectors(of: lap.driver)?.bestSectors ?? [nil, nil, nil], overallBest: overallBest)
    }

    /// How each of a lap's sector times compares with the best of all and the driver's own best
    /// (each including the lap itself): the one rule every mark follows, a live board's included.
    static func marks(of sectors: [Double?], ownBest: [Double?], overallBest: [Double?]) -> [SectorMark?] {
        sectors.enumerated().map { index, time in
            guard let time, time > 0 else { return nil }
            if index < overallBest.count, let best = overallBest[index], time <= best { return .overallBest }  // trap-ok: checked.
            if index < ownBest.count, let best = ownBest[index], time <= best { return .personalBest }  // trap-ok: checked.
            return .slower
        }
    }
}
