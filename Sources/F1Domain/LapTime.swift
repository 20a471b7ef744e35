/// A duration to the millisecond: a lap time, a race time or a gap.
public struct LapTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var milliseconds: Int

    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
    }

    /// Parses `[+][[h:]mm:]ss[.fff]` as published: `1:12.909`, `1:25:33.607`, `5.155`, `+5.155`.
    public init?(_ text: some StringProtocol) {
        let text = Substring(text)
        let body = text.hasPrefix("+") ? text.dropFirst() : text
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              let last = Self.parseSeconds(parts[parts.count - 1], requireTwoDigits: parts.count > 1),
              parts.count == 1 || last.seconds < 60 else { return nil }
        var total = 0
        for (index, part) in parts.dropLast().enumerated() {
            guard !part.isEmpty, part.allSatisfy(\.isASCIIDigitCharacter), let value = Int(part) else { return nil }
            if index > 0, part.count != 2 || value > 59 { return nil }
            total = total * 60 + value
        }
        milliseconds = (total * 60 + last.seconds) * 1000 + last.milliseconds
    }

    /// `ss[.fff]` into whole seconds and milliseconds (fractions beyond milliseconds are cut).
    static func parseSeconds(_ text: Substring, requireTwoDigits: Bool) -> (seconds: Int, milliseconds: Int)? {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), !pieces[0].isEmpty, pieces[0].allSatisfy(\.isASCIIDigitCharacter),
              !requireTwoDigits || pieces[0].count == 2, let seconds = Int(pieces[0]) else { return nil }
        guard pieces.count == 2 else { return (seconds, 0) }
        let fraction = pieces[1]
        guard !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        let padded = String((fraction + "000").prefix(3))
        return (seconds, Int(padded) ?? 0)
    }

    /// `1:12.909`, `1:25:33.607` or `5.155`: hours and minutes only when needed.
    public var description: String {
        let fraction = "." + CalendarDate.pad(milliseconds % 1000, 3)
        let totalSeconds = milliseconds / 1000
        let hours = totalSeconds / 3600, minutes = totalSeconds / 60 % 60, seconds = totalSeconds % 60
        if hours > 0 {
            return "\(hours):" + CalendarDate.pad(minutes, 2) + ":" + CalendarDate.pad(seconds, 2) + fraction
        }
        if minutes > 0 { return "\(minutes):" + CalendarDate.pad(seconds, 2) + fraction }
        return "\(seconds)" + fraction
    }

    public static func < (lhs: LapTime, rhs: LapTime) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }
}

extension LapTime: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = LapTime(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a lap time like 1:12.909, found '\(text)'")
        }
        self = time
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
