import F1Domain
import Testing

/// What a recording made while following must hold of the original's records.
enum RecordedRecords {
    /// Each dated endpoint's records are the original's up to the newest recorded, each once;
    /// every recorded lap is the original's lap (a lap still running may lack its times), each
    /// once. `upToEnd`: every lap is there, with its times.
    static func expectPrefix(_ recorded: SessionTiming, of original: SessionTiming, upToEnd: Bool) {
        func prefix<Record: Hashable>(_ recorded: [Record], _ original: [Record], _ date: KeyPath<Record, Moment>, _ name: String) {
            #expect(Set(recorded).count == recorded.count, "a \(name) record is kept twice")
            guard let newest = recorded.map({ $0[keyPath: date] }).max() else { return }
            // A record dated just before the newest may be published after it (the poll's 5 s overlap).
            let settled = Moment(millisecondsSince1970: newest.millisecondsSince1970 - 5_000)
            let expected = Set(original.filter { $0[keyPath: date] <= settled })
            #expect(expected.isSubset(of: Set(recorded)), "\(name): \(expected.subtracting(recorded).count) records missing")
            #expect(Set(recorded).isSubset(of: Set(original)), "\(name): records the original lacks")
        }
        prefix(recorded.positions, original.positions, \.date, "position")
        prefix(recorded.intervals, original.intervals, \.date, "intervals")
        prefix(recorded.pits, original.pits, \.date, "pit")
        prefix(recorded.weather, original.weather, \.date, "weather")
        // Race control goes on after the follower stops (stewards' notes): only up to its newest.
        prefix(recorded.raceControl, original.raceControl, \.date, "race_control")
        struct Key: Hashable {
            let driver: TimingDriver.ID
            let lap: Int
        }
        let keys = recorded.laps.map { Key(driver: $0.driver, lap: $0.lap) }
        #expect(Set(keys).count == keys.count, "a lap is kept twice")
        let originalLaps = Dictionary(original.laps.map { (Key(driver: $0.driver, lap: $0.lap), $0) }, uniquingKeysWith: { first, _ in first })
        for lap in recorded.laps {
            let whole = originalLaps[Key(driver: lap.driver, lap: lap.lap)]
            #expect(whole != nil && (lap.duration == nil || lap == whole), "lap \(lap.lap) of car \(lap.driver) is not the original's")
        }
        if upToEnd {
            #expect(Set(recorded.laps) == Set(original.laps))
            #expect(recorded.positions.count == original.positions.count)
        }
    }
}
