/// The textual forms of scalar values, shared by fixture validation and default values.
///
/// F1Domain's `CalendarDate`, `TimeOfDay` and `LapTime` parse the same forms at run time; a test
/// keeps the two in agreement.
package enum ScalarFormats {
    /// Whether `text` is a valid value of `type` when written as a YAML scalar.
    package static func accepts(_ text: String, as type: ScalarType) -> Bool {
        switch type {
        case .string: true
        case .int: isInteger(text)
        case .double: isNumber(text)
        case .bool: ["true", "True", "TRUE", "false", "False", "FALSE"].contains(text)
        case .date: isDate(text)
        case .timeOfDay: isTimeOfDay(text)
        case .lapTime: isLapTime(text)
        case .instant: instantMilliseconds(text) != nil
        case .gap: isGap(text)
        case .url: isURL(text)
        }
    }

    static func isInteger(_ text: String) -> Bool {
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit) && Int(text.replacingPlus()) != nil
    }

    static func isNumber(_ text: String) -> Bool {
        if [".inf", "+.inf", "-.inf", ".nan", ".Inf", "-.Inf", ".NaN", ".INF", "-.INF", ".NAN"].contains(text) { return true }
        guard text.allSatisfy({ $0.isASCIIDigit || "+-.eE".contains($0) }), text.contains(where: \.isASCIIDigit) else { return false }
        return Double(text) != nil
    }

    /// `YYYY-MM-DD` with a real day of that month.
    static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month)
        else { return false }
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[month - 1]).contains(day)
    }

    /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.sss`, optionally ending in `Z`.
    static func isTimeOfDay(_ text: String) -> Bool {
        let body = text.hasSuffix("Z") ? String(text.dropLast()) : text
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count == 2, parts[1].count == 2,
            let hours = Int(parts[0]), let minutes = Int(parts[1]),
            (0...23).contains(hours), (0...59).contains(minutes),
            parts.prefix(2).allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
        else { return false }
        guard parts.count == 3 else { return true }
        let seconds = parts[2].split(separator: ".", omittingEmptySubsequences: false)
        guard let whole = seconds.first, whole.count == 2, whole.allSatisfy(\.isASCIIDigit),
            let value = Int(whole), value < 60  // trap-ok: Int(Substring) parses, giving nil, never trapping
        else { return false }
        return seconds.count == 1 || (seconds.count == 2 && !seconds[1].isEmpty && seconds[1].allSatisfy(\.isASCIIDigit))
    }

    /// `[+][[h:]m:]s[.fff]`: `1:12.909`, `1:25:33.607`, `5.155`, `+5.155`.
    static func isLapTime(_ text: String) -> Bool {
        let body = text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return false }
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            let pieces = part.split(separator: ".", omittingEmptySubsequences: false)
            // At most nine digits, as LapTime parses: more could overflow its milliseconds.
            guard !pieces[0].isEmpty, pieces[0].count <= 9, pieces[0].allSatisfy(\.isASCIIDigit) else { return false }
            if isLast {
                guard pieces.count <= 2, pieces.count == 1 || (!pieces[1].isEmpty && pieces[1].allSatisfy(\.isASCIIDigit)) else { return false }
                if parts.count > 1, pieces[0].count != 2 || (Int(pieces[0]) ?? 60) > 59 { return false }
            } else {
                guard pieces.count == 1 else { return false }
                if index > 0, pieces[0].count != 2 || (Int(pieces[0]) ?? 60) > 59 { return false }
            }
        }
        return true
    }

    /// `YYYY-MM-DDTHH:MM:SS[.f…](Z|±HH:MM)` as milliseconds since 1970, as `Moment(iso8601:)` reads it
    /// (a space may stand for the `T`; fractions beyond milliseconds are cut, at most nine digits).
    package static func instantMilliseconds(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        var index = 0
        func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }
        func number(_ digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard index < bytes.count, (48...57).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return value
        }
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2),
            isDate(String(decoding: bytes[0..<10], as: UTF8.self)), skip("T") || skip(" "),
            let hours = number(2), skip(":"), let minutes = number(2), skip(":"), let seconds = number(2),
            hours < 24, minutes < 60, seconds < 60
        else { return nil }
        var milliseconds = 0
        if skip(".") {
            var digits = 0
            while let digit = number(1) {
                if digits < 3 { milliseconds = milliseconds * 10 + digit }
                digits += 1
            }
            guard (1...9).contains(digits) else { return nil }
            for _ in min(digits, 3)..<3 { milliseconds *= 10 }
        }
        var offset = 0
        if !skip("Z") {
            let sign = skip("+") ? 1 : skip("-") ? -1 : 0
            guard sign != 0, let offsetHours = number(2), offsetHours < 24, skip(":"), let offsetMinutes = number(2), offsetMinutes < 60 else {
                return nil
            }
            offset = sign * (offsetHours * 60 + offsetMinutes)
        }
        guard index == bytes.count else { return nil }
        return daysSince1970(year: year, month: month, day: day) * 86_400_000 + ((hours * 60 + minutes - offset) * 60 + seconds) * 1000 + milliseconds
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A number of seconds, from zero to under a billion, or `+N LAP` / `+N LAPS`.
    static func isGap(_ text: String) -> Bool {
        // The bound `TimingGap(seconds:)` keeps, so the milliseconds always fit an Int.
        if let seconds = Double(text) { return seconds.isFinite && seconds >= 0 && seconds < 1e9 }
        let words = text.split(separator: " ")
        guard words.count == 2, ["LAP", "LAPS"].contains(words[1].uppercased()) else { return isLapTime(text) }
        let count = words[0].hasPrefix("+") ? words[0].dropFirst() : words[0]
        return !count.isEmpty && count.count <= 4 && count.allSatisfy(\.isASCIIDigit)
    }

    /// An absolute URL with a scheme, e.g. `https://en.wikipedia.org/wiki/Monaco`.
    static func isURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && text[text.index(after: colon)...].count > 0 && !text.contains(" ")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    fileprivate func replacingPlus() -> String { hasPrefix("+") ? String(dropFirst()) : self }
}
