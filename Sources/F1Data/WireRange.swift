/// A number a wire format may hold out of range: `Int` and `Double`, checked as they are decoded.
package protocol WireNumber: WireValue, Comparable {
    /// False for infinities and NaN, which no range holds.
    var isWireFinite: Bool { get }
    /// How messages name a value of the type, with its range: "an integer in 1...99".
    static var rangeNoun: String { get }
}

extension Int: WireNumber {
    package var isWireFinite: Bool { true }
    package static var rangeNoun: String { "an integer" }
}

extension Double: WireNumber {
    package var isWireFinite: Bool { isFinite }
    package static var rangeNoun: String { "a number" }
}

extension KeyedDecodingContainer {
    /// Decodes a number that must be finite and, when the schema gives one, inside `range`.
    package func decodeWireNumber<T: WireNumber>(
        _ type: T.Type, forKey key: Key, encoding: WireScalarEncoding, in range: ClosedRange<T>?
    ) throws -> T {
        let value = try decodeWire(T.self, forKey: key, encoding: encoding)
        try checkWireNumber(value, forKey: key, in: range)
        return value
    }

    /// Like `decodeWireNumber`, but absent and null give nil, and so does "" when `emptyIsNil`.
    package func decodeWireNumberIfPresent<T: WireNumber>(
        _ type: T.Type, forKey key: Key, encoding: WireScalarEncoding, emptyIsNil: Bool = false, in range: ClosedRange<T>?
    ) throws -> T? {
        guard let value = try decodeWireIfPresent(T.self, forKey: key, encoding: encoding, emptyIsNil: emptyIsNil) else { return nil }
        try checkWireNumber(value, forKey: key, in: range)
        return value
    }

    private func checkWireNumber<T: WireNumber>(_ value: T, forKey key: Key, in range: ClosedRange<T>?) throws {
        guard !value.isWireFinite || range.map({ !$0.contains(value) }) == true else { return }
        // The text as written names the value best: `1e400`, not `inf`; a JSON number has no text, so its value is shown.
        let shown = (try? decode(String.self, forKey: key)) ?? "\(value)"
        let expected = range.map { "\(T.rangeNoun) in \($0.lowerBound.wireText)...\($0.upperBound.wireText)" } ?? "a finite number"
        throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "expected \(expected), found '\(shown)'")
    }
}

/// Text that holds a number or a code, as f1db writes a place: `3`, or `DNF`. A schema's range on
/// such a field bounds the numbers and lets codes through, so a place of `-5` or `1000000000` fails
/// where it is read instead of reaching code that counts or indexes by places.
package enum WireTextNumber {
    /// Whether `text` is within `range`: true for text that is not written as a whole number
    /// (an optional sign, then digits), false for a whole number outside the range or past `Int`.
    @inline(__always)
    package static func isAllowed(_ text: String, in range: ClosedRange<Int>) -> Bool {
        var digits = Substring(text)
        if let first = digits.first, first == "+" || first == "-" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return true }
        return Int(text).map(range.contains) ?? false
    }
}

extension KeyedDecodingContainer {
    /// Decodes text whose whole numbers must lie inside `range` (`WireTextNumber`).
    package func decodeWireText(forKey key: Key, encoding: WireScalarEncoding, numbersIn range: ClosedRange<Int>) throws -> String {
        let text = try decodeWire(String.self, forKey: key, encoding: encoding)
        try checkWireText(text, forKey: key, in: range)
        return text
    }

    /// Like `decodeWireText`, but absent and null give nil, and so does "" when `emptyIsNil`.
    package func decodeWireTextIfPresent(
        forKey key: Key, encoding: WireScalarEncoding, emptyIsNil: Bool = false, numbersIn range: ClosedRange<Int>
    ) throws -> String? {
        guard let text = try decodeWireIfPresent(String.self, forKey: key, encoding: encoding, emptyIsNil: emptyIsNil) else { return nil }
        try checkWireText(text, forKey: key, in: range)
        return text
    }

    private func checkWireText(_ text: String, forKey key: Key, in range: ClosedRange<Int>) throws {
        guard !WireTextNumber.isAllowed(text, in: range) else { return }
        throw DecodingError.dataCorruptedError(
            forKey: key, in: self,
            debugDescription: "expected an integer in \(range.lowerBound)...\(range.upperBound) or a code, found '\(text)'")
    }
}

extension WireRecordMismatch {
    /// `text`, when it is absent or within `range` as `WireTextNumber` says.
    @inline(__always)
    package static func checkedText(_ text: String?, in range: ClosedRange<Int>) throws(WireRecordMismatch) -> String? {
        guard let text else { return nil }
        guard WireTextNumber.isAllowed(text, in: range) else { throw WireRecordMismatch() }
        return text
    }
}
