extension Moment {
    /// Parses an ISO 8601 date and time with its offset, as timing feeds write them:
    /// `2026-05-03T17:04:02.493000+00:00`, `2026-05-03T17:04:03+00:00`, `2026-05-03T17:04:03Z`.
    /// Fractions beyond milliseconds are cut; the offset is taken away, so the moment is in UTC.
    public init?(iso8601 text: some StringProtocol) {
        var text = String(text)
        guard let milliseconds = text.withUTF8(Self.parseISO8601) else { return nil }
        self.init(millisecondsSince1970: milliseconds)
    }

    /// `2026-05-03T17:04:02.493Z`: milliseconds only when the moment has them.
    public var iso8601: String {
        let time = timeOfDay
        let milliseconds = time.millisecondsSinceMidnight % 1000
        let fraction = milliseconds == 0 ? "" : "." + CalendarDate.pad(milliseconds, 3)
        return "\(date)T" + CalendarDate.pad(time.hours, 2) + ":" + CalendarDate.pad(time.minutes, 2) + ":"
            + CalendarDate.pad(time.seconds, 2) + fraction + "Z"
    }

    /// One pass over the bytes with no allocation: a recorded race holds thousands of these.
    private static func parseISO8601(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(digits: 4), reader.skip("-"), let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2), reader.skip("T") || reader.skip(" "),
            let hours = reader.number(digits: 2), reader.skip(":"), let minutes = reader.number(digits: 2), reader.skip(":"),
            let seconds = reader.number(digits: 2),
            hours < 24, minutes < 60, seconds < 60,
            (1...12).contains(month), (1...CalendarDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var milliseconds = 0
        if reader.skip(".") {
            var digits = 0
            while let digit = reader.digit() {
                if digits < 3 { milliseconds = milliseconds * 10 + digit }
                digits += 1
            }
            guard digits > 0, digits <= 9 else { return nil }
            for _ in min(digits, 3)..<3 { milliseconds *= 10 }
        }
        var offsetMinutes = 0
        if !reader.skip("Z") {
            let sign: Int
            if reader.skip("+") { sign = 1 } else if reader.skip("-") { sign = -1 } else { return nil }
            guard let offsetHours = reader.number(digits: 2), offsetHours < 24 else { return nil }
            guard reader.skip(":"), let offsetRest = reader.number(digits: 2), offsetRest < 60 else { return nil }
            offsetMinutes = sign * (offsetHours * 60 + offsetRest)
        }
        guard reader.isAtEnd else { return nil }
        let day0 = CalendarDate(year: year, month: month, day: day).daysSince1970
        // Four-digit years and a day's milliseconds: far inside Int.
        return day0 * millisecondsPerDay + ((hours * 60 + minutes - offsetMinutes) * 60 + seconds) * 1000 + milliseconds
    }

    private struct DigitReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else { return nil }
            defer { index += 1 }
            return Int(bytes[index] - UInt8(ascii: "0"))
        }

        mutating func number(digits count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }
    }
}

extension Moment: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let moment = Moment(iso8601: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date and time like 2026-05-03T17:04:02.493+00:00, found '\(text)'")
        }
        self = moment
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}
