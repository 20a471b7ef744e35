import YAMLKit

/// The closed interval an `Int` or `Double` field's values must lie in, written `range: 0...1000`.
///
/// Decoders of wire formats check it as they read a value; fixtures are checked at build time.
/// A range also means "finite": infinities and NaN lie outside every range.
package struct NumericRange: Hashable, Sendable, CustomStringConvertible {
    package var lower: Double
    package var upper: Double
    /// Where the range was written, or the domain field's range a DTO field inherits.
    package var location: SourceLocation

    package init(lower: Double, upper: Double, location: SourceLocation) {
        self.lower = lower
        self.upper = upper
        self.location = location
    }

    /// Parses `lower...upper`, e.g. `0...1000` or `-90...90`; nil when the text has another form.
    package static func parse(_ text: String, at location: SourceLocation) -> NumericRange? {
        guard let separator = text.firstRange(of: "...") else { return nil }
        let lowerText = text[..<separator.lowerBound].trimmingSpaces()
        let upperText = text[separator.upperBound...].trimmingSpaces()
        guard let lower = finiteNumber(lowerText), let upper = finiteNumber(upperText) else { return nil }
        return NumericRange(lower: lower, upper: upper, location: location)
    }

    package func contains(_ value: Double) -> Bool {
        value.isFinite && lower <= value && value <= upper
    }

    /// The value of a scalar `ScalarFormats` accepts as an Int or Double, YAML's `.inf` and `.nan`
    /// spellings included; nil for any other text.
    package static func value(ofNumber text: String, as type: ScalarType) -> Double? {
        guard ScalarFormats.accepts(text, as: type) else { return nil }
        let unsigned = text.hasPrefix("+") || text.hasPrefix("-") ? String(text.dropFirst()) : text
        let magnitude = Double(unsigned) ?? (unsigned.lowercased() == ".inf" ? .infinity : .nan)
        return text.hasPrefix("-") ? -magnitude : magnitude
    }

    /// Whether both bounds are whole numbers an `Int` holds exactly.
    package var isIntegral: Bool { Self.exactInt(lower) != nil && Self.exactInt(upper) != nil }

    /// The narrowest whole-number range inside this one: what an `Int` wire field inherits from a `Double` domain field.
    package var integralPart: NumericRange {
        NumericRange(lower: lower.rounded(.up), upper: upper.rounded(.down), location: location)
    }

    /// `0...1000`, `-0.5...2.5`: as written in schemas and messages.
    package var description: String { "\(Self.show(lower))...\(Self.show(upper))" }

    /// A bound as a Swift literal of `type`: `1000` for an Int, `1000.0` for a Double.
    package static func literal(_ bound: Double, for type: ScalarType) -> String {
        if type == .int, let whole = exactInt(bound) { return String(whole) }
        return String(bound)
    }

    static func show(_ bound: Double) -> String {
        exactInt(bound).map(String.init) ?? String(bound)
    }

    /// `Int(exactly:)` limited to the integers a Double holds exactly, so a bound survives a round trip.
    static func exactInt(_ value: Double) -> Int? {
        guard abs(value) <= 9_007_199_254_740_992 else { return nil }
        return Int(exactly: value)
    }

    private static func finiteNumber(_ text: Substring) -> Double? {
        let text = String(text)
        guard ScalarFormats.isNumber(text), let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var result = self
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " { result = result.dropLast() }
        return result
    }
}
