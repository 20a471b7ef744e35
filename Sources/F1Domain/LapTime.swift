/// A duration to the millisecond: a lap time, a race time or a gap.
public struct LapTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var milliseconds: Int

    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
    }

    /// Parses `[+][[h:]mm:]ss[.fff]` as published: `1:12.909`, `1:25:33.607`, `5.155`, `+5.155`.
    public init?(_ text: some StringProtocol) {
        var text = String(text)
        guard let milliseconds = text.withUTF8(Self.parseMilliseconds) else { return nil }
        self.milliseconds = milliseconds
    }

    /// One pass over the bytes with no allocation: f1db and the API hold hundreds of thousands of these.
    static func parseMilliseconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = bytes.first == UInt8(ascii: "+") ? 1 : 0
        var wholeMinutes = 0
        var colons = 0
        var value = 0
        var digits = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: ".") {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ":") {
                // The field before a second colon is minutes under hours: two digits, at most 59.
                guard digits > 0, colons < 2, colons == 0 || (digits == 2 && value <= 59) else { return nil }
                wholeMinutes = wholeMinutes * 60 + value
                colons += 1
                (value, digits) = (0, 0)
                continue
            }
            // At most nine digits a field: even as hours, the milliseconds stay far inside Int.
            guard let digit = asciiDigit(byte), digits < 9 else { return nil }
            (value, digits) = (value * 10 + digit, digits + 1)
        }
        guard digits > 0, colons == 0 || (digits == 2 && value < 60) else { return nil }
        let seconds = wholeMinutes * 60 + value
        guard index < bytes.count else { return seconds * 1000 }
        // Fractions beyond milliseconds are cut; fewer digits are padded: `.5` is 500 ms.
        index += 1
        var fraction = 0
        var fractionDigits = 0
        while index < bytes.count {
            guard let digit = asciiDigit(bytes[index]) else { return nil }
            if fractionDigits < 3 { fraction = fraction * 10 + digit }
            fractionDigits += 1
            index += 1
        }
        guard fractionDigits > 0 else { return nil }
        for _ in min(fractionDigits, 3)..<3 { fraction *= 10 }
        return seconds * 1000 + fraction
    }

    /// `ss[.fff]` into whole seconds and milliseconds (fractions beyond milliseconds are cut).
    static func parseSeconds(_ text: Substring, requireTwoDigits: Bool) -> (seconds: Int, milliseconds: Int)? {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), !pieces[0].isEmpty, pieces[0].allSatisfy(\.isASCIIDigitCharacter),
            !requireTwoDigits || pieces[0].count == 2, let seconds = Int(pieces[0])
        else { return nil }
        guard pieces.count == 2 else { return (seconds, 0) }
        let fraction = pieces[1]
        guard !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        let padded = String((fraction + "000").prefix(3))
        return (seconds, Int(padded) ?? 0)
    }

    @inline(__always)
    private static func asciiDigit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// `1:12.909`, `1:25:33.607` or `5.155`: hours and minutes only when needed.
    public var description: String {
        let fraction = "." + CalendarDate.pad(milliseconds % 1000, 3)
        let totalSeconds = milliseconds / 1000
        let hours = totalSeconds / 3600
        let minutes = totalSeconds / 60 % 60
        let seconds = totalSeconds % 60
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
