extension SessionTiming {
    /// The records a board can show, and what was left out on purpose: a record repeating one
    /// already held (the first is kept), a record dated outside `session.recordWindow`, and a lap
    /// time longer than any lap or ending outside that window (the lap is kept, untimed). Without
    /// this, a driver listed twice is a ghost car, and one record dated years ahead is a replay
    /// that never ends.
    public func sifted() -> (timing: SessionTiming, leftOut: [LeftOutRecords]) {
        var sieve = Sieve(window: session.recordWindow)
        var timing = self
        timing.drivers = sieve.unique(drivers, .driver) { $0.id }
        timing.positions = sieve.dated(positions, .position) { $0.date }
        timing.intervals = sieve.dated(intervals, .interval) { $0.date }
        timing.laps = sieve.laps(laps)
        // A car goes through the pit lane once a lap at most: a visit sent again with another date is the same one.
        timing.pits = sieve.unique(sieve.dated(pits, .pit) { $0.date }, .pit) { CarNumber(driver: $0.driver, number: $0.lap) }
        timing.stints = sieve.unique(stints, .stint) { CarNumber(driver: $0.driver, number: $0.number) }
        timing.raceControl = sieve.dated(raceControl, .raceControl) { $0.date }
        timing.weather = sieve.dated(weather, .weather) { $0.date }
        timing.classification = sieve.unique(classification, .classification) { $0.driver }
        timing.grid = sieve.unique(grid, .grid) { $0.driver }
        return (timing, sieve.leftOut)
    }
}

/// One car's lap, pit visit or stint, by its number.
private struct CarNumber: Hashable {
    let driver: TimingDriver.ID
    let number: Int
}

/// Counts what it leaves out, by kind of record and reason.
private struct Sieve {
    let window: ClosedRange<Moment>
    var counts: [Key: Int] = [:]

    struct Key: Hashable {
        let records: TimingRecordKind
        let reason: LeftOutReason
    }

    mutating func leave(_ count: Int, _ records: TimingRecordKind, _ reason: LeftOutReason) {
        if count > 0 { counts[Key(records: records, reason: reason), default: 0] += count }
    }

    mutating func unique<Record, ID: Hashable>(_ records: [Record], _ kind: TimingRecordKind, by id: (Record) -> ID) -> [Record] {
        var seen = Set<ID>()
        let kept = records.filter { seen.insert(id($0)).inserted }
        leave(records.count - kept.count, kind, .repeated)
        return kept
    }

    /// Records dated inside the window, each once.
    mutating func dated<Record: Hashable>(_ records: [Record], _ kind: TimingRecordKind, date: (Record) -> Moment) -> [Record] {
        let inside = records.filter { window.contains(date($0)) }
        leave(records.count - inside.count, kind, .outsideSession)
        return unique(inside, kind) { $0 }
    }

    mutating func laps(_ laps: [TimedLap]) -> [TimedLap] {
        let inside = laps.filter { $0.start.map(window.contains) ?? true }
        leave(laps.count - inside.count, .lap, .outsideSession)
        var impossible = 0
        let timed = unique(inside, .lap) { CarNumber(driver: $0.driver, number: $0.lap) }.map { lap in
            guard let duration = lap.duration, duration > TimedLap.longestDuration || lap.end.map(window.contains) == false else { return lap }
            impossible += 1
            var untimed = lap
            untimed.duration = nil
            return untimed
        }
        leave(impossible, .lapTime, .impossible)
        return timed
    }

    var leftOut: [LeftOutRecords] {
        let kinds = TimingRecordKind.allCases
        let reasons = LeftOutReason.allCases
        return counts.map { LeftOutRecords(records: $0.key.records, reason: $0.key.reason, count: $0.value) }.sorted {
            (kinds.firstIndex(of: $0.records) ?? 0, reasons.firstIndex(of: $0.reason) ?? 0)
                < (kinds.firstIndex(of: $1.records) ?? 0, reasons.firstIndex(of: $1.reason) ?? 0)
        }
    }
}
