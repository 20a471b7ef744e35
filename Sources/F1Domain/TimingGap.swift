/// How far a car is behind another: a time, or whole laps once it has been lapped. Timing feeds
/// write the first as seconds (`1.234`, `82.33500000000001`) and the second as text (`"+1 LAP"`).
public enum TimingGap: Hashable, Sendable, CustomStringConvertible {
    case time(LapTime)
    case laps(Int)

    /// Seconds as a feed writes them, to the millisecond (float noise such as `…000001` is rounded away).
    public init?(seconds: Double) {
        guard seconds.isFinite, seconds >= 0, seconds < 1e9 else { return nil }
        // The guard keeps seconds finite and under 1e9, so the milliseconds fit an Int.
        self = .time(LapTime(milliseconds: Int((seconds * 1000).rounded())))  // trap-ok: finite, under 1e12 ms
    }

    /// `+1 LAP`, `+2 LAPS` (any case), or a time such as `+5.155` or `1:02.345`.
    public init?(_ text: some StringProtocol) {
        let words = text.split(separator: " ")
        if words.count == 2, ["LAP", "LAPS"].contains(words[1].uppercased()) {
            let count = words[0].hasPrefix("+") ? words[0].dropFirst() : words[0]
            guard let laps = Int(count), laps >= 0, laps < 10_000 else { return nil }
            self = .laps(laps)
        } else if let time = LapTime(text) {
            self = .time(time)
        } else {
            return nil
        }
    }

    /// `+1.234`, `+1 lap`, `+2 laps`.
    public var description: String {
        switch self {
        case .time(let time): "+" + time.description
        case .laps(let laps): laps == 1 ? "+1 lap" : "+\(laps) laps"
        }
    }

    /// The text a feed writes for laps: `+1 LAP`, `+2 LAPS`.
    var wireLaps: String { self == .laps(1) ? "+1 LAP" : "+\(lapsBehind ?? 0) LAPS" }

    public var lapsBehind: Int? {
        if case .laps(let laps) = self { return laps }
        return nil
    }

    public var time: LapTime? {
        if case .time(let time) = self { return time }
        return nil
    }
}

extension TimingGap: Comparable {
    /// Any time is less than a lap: a car a lap down is further back than one 80 s behind.
    public static func < (lhs: TimingGap, rhs: TimingGap) -> Bool {
        switch (lhs, rhs) {
        case (.time(let left), .time(let right)): left < right
        case (.laps(let left), .laps(let right)): left < right
        case (.time, .laps): true
        case (.laps, .time): false
        }
    }
}

extension TimingGap: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            guard let gap = TimingGap(seconds: seconds) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a gap of 0 s or more, found \(seconds)")
            }
            self = gap
            return
        }
        let text = try container.decode(String.self)
        guard let gap = TimingGap(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a gap like 1.234 or \"+1 LAP\", found '\(text)'")
        }
        self = gap
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .time(let time): try container.encode(Double(time.milliseconds) / 1000)
        case .laps: try container.encode(wireLaps)
        }
    }
}
