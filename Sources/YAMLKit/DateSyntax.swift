/// Parses the ISO 8601 forms YAMLKit accepts for `Date`, from UTF-8 bytes.
enum DateSyntax {
    /// Seconds since 1970-01-01T00:00:00Z, or nil when the text is not a valid date.
    ///
    /// Accepts `YYYY-MM-DD` (midnight UTC) and `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM|±HH)`.
    static func secondsSince1970(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        var reader = Reader(bytes: b)
        guard let year = reader.number(digits: 4), reader.skip("-"),
            let month = reader.number(digits: 2), reader.skip("-"),
            let day = reader.number(digits: 2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let midnight = Double(daysSince1970(year: year, month: month, day: day)) * 86_400
        if reader.isAtEnd { return midnight }
        guard reader.skip("T") || reader.skip("t"),
            let hour = reader.number(digits: 2), reader.skip(":"),
            let minute = reader.number(digits: 2), reader.skip(":"),
            let second = reader.number(digits: 2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction = 0.0
        if reader.skip(".") {
            guard let value = reader.fraction() else { return nil }
            fraction = value
        }
        guard let offset = reader.zoneOffset(), reader.isAtEnd else { return nil }
        return midnight + Double(hour * 3600 + minute * 60 + second - offset) + fraction
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var isAtEnd: Bool { position == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        mutating func number(digits: Int) -> Int? {
            guard position + digits <= bytes.count else { return nil }
            var value = 0
            for _ in 0..<digits {
                let c = bytes[position]
                guard c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(c - UInt8(ascii: "0"))
                position += 1
            }
            return value
        }

        /// Digits after the decimal point, as a fraction of a second; digits past nanoseconds are ignored.
        mutating func fraction() -> Double? {
            var numerator = 0
            var denominator = 1
            let start = position
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                if denominator < 1_000_000_000 {
                    numerator = numerator * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                    denominator *= 10
                }
                position += 1
            }
            return position > start ? Double(numerator) / Double(denominator) : nil
        }

        /// Seconds east of UTC.
        mutating func zoneOffset() -> Int? {
            if skip("Z") || skip("z") { return 0 }
            let sign: Int
            if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
            guard let hours = number(digits: 2), hours < 24 else { return nil }
            var minutes = 0
            if !isAtEnd {
                _ = skip(":")
                guard let value = number(digits: 2), value < 60 else { return nil }
                minutes = value
            }
            return sign * (hours * 3600 + minutes * 60)
        }
    }
}
