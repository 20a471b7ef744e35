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
              (1...12).contains(month) else { return false }
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
              parts.prefix(2).allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { return false }
        guard parts.count == 3 else { return true }
        let seconds = parts[2].split(separator: ".", omittingEmptySubsequences: false)
        guard seconds[0].count == 2, seconds[0].allSatisfy(\.isASCIIDigit), let whole = Int(seconds[0]), whole < 60 else { return false }  // trap-ok: Int(String) parses, returning nil rather than trapping
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
                if parts.count > 1, (pieces[0].count != 2 || (Int(pieces[0]) ?? 60) > 59) { return false }
            } else {
                guard pieces.count == 1 else { return false }
                if index > 0, (pieces[0].count != 2 || (Int(pieces[0]) ?? 60) > 59) { return false }
            }
        }
        return true
    }

    /// An absolute URL with a scheme, e.g. `https://en.wikipedia.org/wiki/Monaco`.
    static func isURL(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let scheme = text[..<colon]
        return scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            && text[text.index(after: colon)...].count > 0 && !text.contains(" ")
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

private extension String {
    func replacingPlus() -> String { hasPrefix("+") ? String(dropFirst()) : self }
}
