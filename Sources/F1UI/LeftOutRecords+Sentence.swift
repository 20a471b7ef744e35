import F1Domain

extension LeftOutRecords {
    /// One sentence for a person, or nil when nothing was left out: "Left out on purpose: 22
    /// repeated drivers; 1 race-control message dated outside the session."
    package static func sentence(_ leftOut: [LeftOutRecords]) -> String? {
        guard !leftOut.isEmpty else { return nil }
        return "Left out on purpose: " + leftOut.map(\.phrase).joined(separator: "; ") + "."
    }

    /// "22 repeated drivers", "1 race-control message dated outside the session".
    package var phrase: String {
        let noun = count == 1 ? records.noun.one : records.noun.many
        return switch reason {
        case .repeated: "\(count) repeated \(noun)"
        case .outsideSession: "\(count) \(noun) dated outside the session"
        case .impossible: "\(count) impossible \(noun) (longer than half an hour, or ending outside the session)"
        }
    }
}

extension TimingRecordKind {
    var noun: (one: String, many: String) {
        switch self {
        case .driver: ("driver", "drivers")
        case .position: ("position", "positions")
        case .interval: ("gap", "gaps")
        case .lap: ("lap", "laps")
        case .lapTime: ("lap time", "lap times")
        case .pit: ("pit stop", "pit stops")
        case .stint: ("tyre stint", "tyre stints")
        case .raceControl: ("race-control message", "race-control messages")
        case .weather: ("weather reading", "weather readings")
        case .classification: ("classification entry", "classification entries")
        case .grid: ("grid place", "grid places")
        }
    }
}
