/// YAML 1.2 core-schema recognisers that work on UTF-8 bytes, without creating Strings.
enum ScalarSyntax {
    enum IntegerResult<T> {
        case value(T)
        case invalid
        case outOfRange
    }

    /// Whether plain text is one of the core null forms: "", "~", "null", "Null", "NULL".
    static func isNull(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        switch b.count {
        case 0: return true
        case 1: return b[0] == UInt8(ascii: "~")
        case 4:
            let n = b[0]
            let rest = (b[1], b[2], b[3])
            if n == UInt8(ascii: "n") { return rest == (0x75, 0x6C, 0x6C) }  // "ull"
            if n == UInt8(ascii: "N") { return rest == (0x75, 0x6C, 0x6C) || rest == (0x55, 0x4C, 0x4C) }
            return false
        default: return false
        }
    }

    static func isNull(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isNull($0) }
    }

    /// true/True/TRUE/false/False/FALSE, nothing else.
    static func bool(_ b: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch b.count {
        case 4: return matches(b, "true", "True", "TRUE") ? true : nil
        case 5: return matches(b, "false", "False", "FALSE") ? false : nil
        default: return nil
        }
    }

    static func matches(_ b: UnsafeBufferPointer<UInt8>, _ forms: StaticString...) -> Bool {
        forms.contains { form in
            form.withUTF8Buffer { $0.elementsEqual(b) }
        }
    }

    /// Decimal `[-+]?[0-9]+`, hexadecimal `0x[0-9a-fA-F]+` or octal `0o[0-7]+`.
    static func integer<T: FixedWidthInteger>(_ b: UnsafeBufferPointer<UInt8>, as: T.Type) -> IntegerResult<T> {
        guard !b.isEmpty else { return .invalid }
        if b.count > 2, b[0] == UInt8(ascii: "0") {
            if b[1] == UInt8(ascii: "x") { return convert(magnitude(b, from: 2, radix: 16), negative: false) }
            if b[1] == UInt8(ascii: "o") { return convert(magnitude(b, from: 2, radix: 8), negative: false) }
        }
        let negative = b[0] == UInt8(ascii: "-")
        let start = negative || b[0] == UInt8(ascii: "+") ? 1 : 0
        return convert(magnitude(b, from: start, radix: 10), negative: negative)
    }

    /// Whether the text is an integer of any size.
    static func isInteger(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        if case .invalid = integer(b, as: Int.self) { return false }
        return true
    }

    /// The unsigned value of digits from `start` to the end: nil if not all digits, `.max` marks overflow.
    private static func magnitude(_ b: UnsafeBufferPointer<UInt8>, from start: Int, radix: UInt64) -> UInt64?? {
        guard start < b.count else { return nil }
        var value: UInt64 = 0
        var overflow = false
        for i in start..<b.count {
            guard let digit = digitValue(b[i], radix: radix) else { return nil }
            let (shifted, o1) = value.multipliedReportingOverflow(by: radix)
            let (sum, o2) = shifted.addingReportingOverflow(digit)
            overflow = overflow || o1 || o2
            value = sum
        }
        return overflow ? .some(nil) : .some(value)
    }

    @inline(__always)
    private static func digitValue(_ c: UInt8, radix: UInt64) -> UInt64? {
        let d: UInt64
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt64(c &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt64(c &- UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt64(c &- UInt8(ascii: "A")) + 10
        default: return nil
        }
        return d < radix ? d : nil
    }

    private static func convert<T: FixedWidthInteger>(_ m: UInt64??, negative: Bool) -> IntegerResult<T> {
        guard let m else { return .invalid }
        guard let m else { return .outOfRange }
        guard negative, m != 0 else { return T(exactly: m).map { .value($0) } ?? .outOfRange }
        guard m <= UInt64(Int64.max) + 1 else { return .outOfRange }
        let signed = m == UInt64(Int64.max) + 1 ? Int64.min : -Int64(m)
        return T(exactly: signed).map { .value($0) } ?? .outOfRange
    }
}
