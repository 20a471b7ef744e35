/// The plainest JSON read byte by byte, for the fast paths that decline to `Decodable` at anything
/// unusual (`JSONRecords`, `JSONColumns`): numbers, strings without escapes or control
/// characters, `true`, `false`, `null`, and arrays and objects of them.
package struct JSONScanner {
    /// Where one scalar lies in the text, and what kind it is.
    package struct Slot {
        package enum Kind: UInt8 { case absent, null, number, string, `true`, `false` }
        package var kind = Kind.absent
        package var start = 0
        package var end = 0
    }

    /// How deep `skipValue` follows arrays and objects before it declines.
    static let deepest = 64

    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    init(bytes: UnsafeBufferPointer<UInt8>, at: Int = 0) {
        self.bytes = bytes
        self.at = at
    }

    mutating func scalar(_ value: inout Slot) -> Bool {
        skipSpace()
        guard at < bytes.count else { return false }
        switch bytes[at] {  // trap-ok: at < count.
        case UInt8(ascii: "\""):
            guard let (start, end) = string() else { return false }
            value = Slot(kind: .string, start: start, end: end)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = at
            guard numberText() else { return false }
            value = Slot(kind: .number, start: start, end: at)
        case UInt8(ascii: "n"): return word("null", &value, .null)
        case UInt8(ascii: "t"): return word("true", &value, .true)
        case UInt8(ascii: "f"): return word("false", &value, .false)
        default: return false
        }
        return true
    }

    /// Any value, arrays and objects included (to `deepest` levels), passed over.
    mutating func skipValue(depth: Int = 0) -> Bool {
        guard depth < Self.deepest else { return false }
        if take(UInt8(ascii: "[")) {
            if take(UInt8(ascii: "]")) { return true }
            repeat { guard skipValue(depth: depth + 1) else { return false } } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]"))
        }
        if take(UInt8(ascii: "{")) {
            if take(UInt8(ascii: "}")) { return true }
            repeat {
                skipSpace()
                guard string() != nil, take(UInt8(ascii: ":")), skipValue(depth: depth + 1) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
        }
        var ignored = Slot()
        return scalar(&ignored)
    }

    /// A string without escapes or control characters, in valid UTF-8 (`Decodable` refuses
    /// anything else); its bytes between the quotes.
    mutating func string() -> (Int, Int)? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = at
        var ascii = true
        while at < bytes.count {
            let byte = bytes[at]  // trap-ok: at < count.
            if byte == UInt8(ascii: "\"") {
                at += 1
                if !ascii, String(validating: UnsafeBufferPointer(rebasing: bytes[start..<at - 1]), as: UTF8.self) == nil { return nil }
                return (start, at - 1)
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            if byte >= 0x80 { ascii = false }
            at += 1
        }
        return nil
    }

    mutating func word(_ text: StaticString, _ value: inout Slot, _ kind: Slot.Kind) -> Bool {
        let count = text.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[at + offset] != text.utf8Start[offset] { return false }  // trap-ok: at + count <= bytes.count.
        value = Slot(kind: kind, start: at, end: at + count)
        at += count
        return true
    }

    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard at < bytes.count, bytes[at] == byte else { return false }  // trap-ok: at < count.
        at += 1
        return true
    }

    mutating func skipSpace() {
        while at < bytes.count {
            switch bytes[at] {  // trap-ok: at < count.
            case 0x20, 0x0A, 0x0D, 0x09: at += 1
            default: return
            }
        }
    }

    mutating func finished() -> Bool {
        skipSpace()
        return at == bytes.count
    }

    /// JSON's number, `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, passed over.
    mutating func numberText() -> Bool {
        _ = byte(UInt8(ascii: "-"))
        if !byte(UInt8(ascii: "0")) { guard digits() > 0 else { return false } }
        if byte(UInt8(ascii: ".")) { guard digits() > 0 else { return false } }
        if byte(UInt8(ascii: "e")) || byte(UInt8(ascii: "E")) {
            _ = byte(UInt8(ascii: "+")) || byte(UInt8(ascii: "-"))
            guard digits() > 0 else { return false }
        }
        return true
    }

    mutating func byte(_ wanted: UInt8) -> Bool {
        guard at < bytes.count, bytes[at] == wanted else { return false }  // trap-ok: at < count.
        at += 1
        return true
    }

    mutating func digits() -> Int {
        let start = at
        while at < bytes.count, bytes[at] &- UInt8(ascii: "0") < 10 { at += 1 }  // trap-ok: at < count.
        return at - start
    }

    // MARK: Values of a slot, as `Decodable` reads them

    package func text(_ slot: Slot) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[slot.start..<slot.end]), as: UTF8.self)
    }

    /// Digits with an optional minus (the scanner checked JSON's number form), at most 18 of
    /// them; nil for a fraction or an exponent, which `Decodable` judges.
    package func int(_ slot: Slot) -> Int? {
        var position = slot.start
        let negative = bytes[position] == UInt8(ascii: "-")  // trap-ok: a number has a byte.
        if negative { position += 1 }
        guard position < slot.end, slot.end - position <= 18 else { return nil }
        var value = 0
        while position < slot.end {
            let digit = Int(bytes[position]) - 48  // trap-ok: position < end <= count.
            guard (0...9).contains(digit) else { return nil }
            value = value * 10 + digit
            position += 1
        }
        return negative ? -value : value
    }

    /// The number `slot` holds as the nearest Double, nil when it is not finite.
    package func double(_ slot: Slot) -> Double? {
        var reader = JSONScanner(bytes: bytes, at: slot.start)
        guard let value = reader.number(), reader.at == slot.end else { return nil }
        return value
    }

    /// The JSON number at the scanner's place as the nearest Double, read in one pass; nil when
    /// the text there is not a JSON number or its value is not finite. Up to 19 significant
    /// digits and a power of ten within 19 are exact in integers: the digits times the power in
    /// 128 bits, or the digits (shifted to 64 bits) over it in two 128-by-64-bit divisions, whose
    /// remainder says whether anything is left below; one rounding to 53 bits then rounds
    /// correctly. The rest go to the standard library's parser. TracingInsights writes 17
    /// digits (Python's shortest round trip), beyond the 2^53 of the simplest exact path.
    package mutating func number() -> Double? {
        let start = at
        let negative = byte(UInt8(ascii: "-"))
        var mantissa: UInt64 = 0
        var significant = 0
        var scale = 0
        // JSON's grammar, `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, checked as it is read.
        if !byte(UInt8(ascii: "0")) {
            guard at < bytes.count, bytes[at] &- UInt8(ascii: "1") < 9 else { return nil }  // trap-ok: at < count.
            while at < bytes.count, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {  // trap-ok: at < count.
                significant += 1
                mantissa = mantissa &* 10 &+ UInt64(digit)
                at += 1
            }
        }
        if byte(UInt8(ascii: ".")) {
            let first = at
            while at < bytes.count, case let digit = bytes[at] &- UInt8(ascii: "0"), digit < 10 {  // trap-ok: at < count.
                if mantissa != 0 || digit != 0 { significant += 1 }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                scale -= 1
                at += 1
            }
            guard at > first else { return nil }
        }
        var exact = significant <= 19 && (-19...19).contains(scale)
        if byte(UInt8(ascii: "e")) || byte(UInt8(ascii: "E")) {
            _ = byte(UInt8(ascii: "+")) || byte(UInt8(ascii: "-"))
            guard digits() > 0 else { return nil }
            exact = false
        }
        guard exact else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }
        let magnitude: Double
        if mantissa <= 1 << 53 {
            // Clinger's fast path: both factors exact Doubles, one correctly rounded operation
            // (OpenF1's whole numbers, short decimals).
            let whole = Double(mantissa)
            // trap-ok: |scale| <= 19, within the table.
            let value = scale < 0 ? whole / Self.doublePowersOfTen[-scale] : whole * Self.doublePowersOfTen[scale]
            return negative ? -value : value
        }
        #if arch(x86_64)
        // One rounding to 64 bits in x87's hardware, then to 53: right unless the first lands
        // exactly halfway between two Doubles, where the integers below decide.
        let extended =
            scale >= 0
            ? Float80(mantissa) * Self.extendedPowersOfTen[scale] : Float80(mantissa) / Self.extendedPowersOfTen[-scale]  // trap-ok: 0...19.
        if extended.significandBitPattern & 0x7FF != 0x400 {
            let value = Double(extended)
            return negative ? -value : value
        }
        #endif
        if mantissa == 0 {
            magnitude = 0
        } else if scale >= 0 {
            let (high, low) = mantissa.multipliedFullWidth(by: Self.powersOfTen[scale])  // trap-ok: 0...19.
            magnitude = Self.rounded(high: high, low: low, inexact: false, exponent: 0)
        } else {
            let divisor = Self.powersOfTen[-scale]  // trap-ok: 1...19.
            let shift = mantissa.leadingZeroBitCount
            let dividend = mantissa << shift
            let (high, upper) = dividend.quotientAndRemainder(dividingBy: divisor)
            let (low, remainder) = divisor.dividingFullWidth((upper, 0))
            magnitude = Self.rounded(high: high, low: low, inexact: remainder != 0, exponent: -64 - shift)
        }
        return negative ? -magnitude : magnitude
    }

    /// (high·2⁶⁴ + low + a part below one, when `inexact`)·2^exponent, rounded to the nearest
    /// Double, ties to even; the value is not zero and within the normal range.
    private static func rounded(high: UInt64, low: UInt64, inexact: Bool, exponent: Int) -> Double {
        let shift = high != 0 ? high.leadingZeroBitCount : 64 + low.leadingZeroBitCount
        let (top, bottom) =
            shift == 0 ? (high, low) : shift < 64 ? (high << shift | low >> (64 - shift), low << shift) : (low << (shift - 64), UInt64(0))
        var significand = top >> 11
        let half = top >> 10 & 1 == 1
        let below = top & 0x3FF != 0 || bottom != 0 || inexact
        if half && (below || significand & 1 == 1) { significand += 1 }
        // significand·2^(exponent + 75 - shift), with significand in [2^52, 2^53]: a normal
        // Double's bits, its exponent field biased by 1023 (a significand of 2^53 carries into it).
        let biased = UInt64(truncatingIfNeeded: exponent + 75 - shift + 52 + 1023)
        return Double(bitPattern: (biased << 52) &+ (significand &- (1 << 52)))
    }

    private static let doublePowersOfTen: [Double] = powersOfTen.map { Double($0) }

    #if arch(x86_64)
    private static let extendedPowersOfTen: [Float80] = powersOfTen.map(Float80.init)
    #endif

    private static let powersOfTen: [UInt64] = (0...19).map { power in (0..<power).reduce(1) { value, _ in value * 10 } }
}
