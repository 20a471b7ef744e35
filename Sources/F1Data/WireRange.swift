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
