/// A time of day to the millisecond: in UTC when written with `Z` (session start times),
/// otherwise a local wall-clock time (the time of a pit stop).
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since midnight.
    public var millisecondsSinceMidnight: Int
    /// Whether the time is in UTC rather than the local time of the place.
    public var isUTC: Bool

    public init(hours: Int, minutes: Int, seconds: Int = 0, milliseconds: Int = 0, isUTC: Bool = true) {
        millisecondsSinceMidnight = ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds
        self.isUTC = isUTC
    }

    /// Parses `HH:MM`, `HH:MM:SS` or `HH:MM:SS.sss`, with an optional trailing `Z`.
    public init?(_ text: some StringProtocol) {
        let text = Substring(text)
        let body = text.hasSuffix("Z") ? text.dropLast() : text
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count == 2, parts[1].count == 2,
            parts.prefix(2).allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), hours < 24, minutes < 60
        else { return nil }
        var seconds = 0
        var milliseconds = 0
        if parts.count == 3 {
            guard let parsed = LapTime.parseSeconds(parts[2], requireTwoDigits: true), parsed.seconds < 60 else { return nil }
            (seconds, milliseconds) = parsed
        }
        self.init(hours: hours, minutes: minutes, seconds: seconds, milliseconds: milliseconds, isUTC: text.hasSuffix("Z"))
    }

    public var hours: Int { millisecondsSinceMidnight / 3_600_000 }
    public var minutes: Int { millisecondsSinceMidnight / 60_000 % 60 }
    public var seconds: Int { millisecondsSinceMidnight / 1000 % 60 }

    /// `HH:MM:SSZ` (or `HH:MM:SS` for a local time) as the Ergast API writes times, with milliseconds only when there are some.
    public var description: String {
        let fraction = millisecondsSinceMidnight % 1000
        let base = CalendarDate.pad(hours, 2) + ":" + CalendarDate.pad(minutes, 2) + ":" + CalendarDate.pad(seconds, 2)
        return base + (fraction == 0 ? "" : "." + CalendarDate.pad(fraction, 3)) + (isUTC ? "Z" : "")
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        lhs.millisecondsSinceMidnight < rhs.millisecondsSinceMidnight
    }
}

extension TimeOfDay: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = TimeOfDay(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a time of day like 15:00 or 13:00:00Z, found '\(text)'")
        }
        self = time
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
