extension ScalarSyntax {
    /// Core-schema floats: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` and `.nan`
    /// in their three spellings. Integers, including hex and octal, are valid numbers too.
    static func double(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        if let special = special(b) { return special }
        guard let parts = decimalParts(b) else {
            if case .value(let i) = integer(b, as: Int64.self) { return Double(i) }
            if case .value(let u) = integer(b, as: UInt64.self) { return Double(u) }
            return nil
        }
        return fastPath(parts) ?? Double(String(decoding: b, as: UTF8.self))
    }

    /// Whether the text is a plain decimal number (no inf, nan, hex or octal), as `Decimal` accepts.
    static func isDecimalNumber(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        decimalParts(b) != nil
    }

    fileprivate struct DecimalParts {
        var negative: Bool
        /// Up to 19 significant digits.
        var mantissa: UInt64
        var significantDigits: Int
        /// Power of ten to apply to the mantissa.
        var exponent: Int
    }

    private static func special(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let dot = b.firstIndex(of: UInt8(ascii: ".")), dot <= 1 else { return nil }
        let sign = dot == 1 ? b[0] : nil
        guard sign == nil || sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") else { return nil }
        let word = UnsafeBufferPointer(rebasing: b[(dot + 1)...])
        guard word.count == 3 else { return nil }
        if matches(word, "inf", "Inf", "INF") { return sign == UInt8(ascii: "-") ? -.infinity : .infinity }
        if sign == nil, matches(word, "nan", "NaN", "NAN") { return .nan }
        return nil
    }

    private static func decimalParts(_ b: UnsafeBufferPointer<UInt8>) -> DecimalParts? {
        var i = 0
        var parts = DecimalParts(negative: false, mantissa: 0, significantDigits: 0, exponent: 0)
        if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
            parts.negative = b[i] == UInt8(ascii: "-")
            i += 1
        }
        var digits = 0
        var sawPoint = false
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: ".") {
                guard !sawPoint else { return nil }
                sawPoint = true
            } else if let d = decimalDigit(c) {
                digits += 1
                parts.accumulate(d, afterPoint: sawPoint)
            } else {
                break
            }
            i += 1
        }
        guard digits > 0 else { return nil }
        guard i < b.count else { return parts }
        guard b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") else { return nil }
        i += 1
        var exponentNegative = false
        if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
            exponentNegative = b[i] == UInt8(ascii: "-")
            i += 1
        }
        guard i < b.count else { return nil }
        var exponent = 0
        while i < b.count {
            guard let d = decimalDigit(b[i]) else { return nil }
            exponent = min(exponent * 10 + Int(d), 100_000)
            i += 1
        }
        parts.exponent += exponentNegative ? -exponent : exponent
        return parts
    }

    @inline(__always)
    private static func decimalDigit(_ c: UInt8) -> UInt64? {
        c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") ? UInt64(c &- UInt8(ascii: "0")) : nil
    }

    /// Exact conversion when the mantissa and the power of ten are both exactly representable.
    private static func fastPath(_ p: DecimalParts) -> Double? {
        guard p.significantDigits <= 15, p.mantissa < (1 << 53), abs(p.exponent) <= 22 else { return nil }
        let m = Double(p.mantissa)
        let value = p.exponent < 0 ? m / powersOfTen[-p.exponent] : m * powersOfTen[p.exponent]
        return p.negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}

extension ScalarSyntax.DecimalParts {
    mutating func accumulate(_ digit: UInt64, afterPoint: Bool) {
        if significantDigits == 0, digit == 0 {
            if afterPoint { exponent -= 1 }
            return
        }
        if significantDigits < 19 {
            mantissa = mantissa * 10 + digit
            significantDigits += 1
            if afterPoint { exponent -= 1 }
        } else {
            significantDigits += 1
            if !afterPoint { exponent += 1 }
        }
    }
}
