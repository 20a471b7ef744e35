extension SVGPathData {
    /// The path grammar's tokens: command letters, numbers (`-.5.5` is two, `1e-3` one) and
    /// arc flags, separated by white space and commas or by nothing at all.
    struct Scanner {
        let bytes: [UInt8]
        private(set) var offset = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        func peek() -> UInt8? {
            offset < bytes.count ? bytes[offset] : nil  // trap-ok: offset < count.
        }

        mutating func advance() {
            offset += 1
        }

        mutating func skipSeparators() {
            while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == UInt8(ascii: ",") {
                offset += 1
            }
        }

        static func isCommand(_ byte: UInt8) -> Bool {
            "MmZzLlHhVvCcSsQqTtAa".utf8.contains(byte)
        }

        static func startsNumber(_ byte: UInt8) -> Bool {
            isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
        }

        static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        /// A byte as a message shows it: printable ASCII as itself, anything else as its code.
        static func show(_ byte: UInt8) -> String {
            (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "byte 0x" + String(byte, radix: 16, uppercase: true)
        }

        /// The next number: an optional sign, digits with at most one point, an optional exponent.
        mutating func number() throws(SVGOutlineError) -> Double {
            skipSeparators()
            let begin = offset
            if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { offset += 1 }
            var digits = 0
            while let byte = peek(), Self.isDigit(byte) {
                offset += 1
                digits += 1
            }
            if peek() == UInt8(ascii: ".") {
                offset += 1
                while let byte = peek(), Self.isDigit(byte) {
                    offset += 1
                    digits += 1
                }
            }
            guard digits > 0 else {
                guard let byte = peek() else { throw .pathSyntax("ends where a number belongs") }
                throw .pathSyntax("has '\(Self.show(byte))' at byte \(offset + 1) where a number belongs")
            }
            if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                var end = offset + 1
                if end < bytes.count, bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") { end += 1 }  // trap-ok: end < count.
                let exponentStart = end
                while end < bytes.count, Self.isDigit(bytes[end]) { end += 1 }  // trap-ok: end < count.
                // An `e` without digits is not part of the number.
                if end > exponentStart { offset = end }
            }
            // trap-ok: begin..<offset lies within bytes, walked above.
            let token = bytes[begin..<offset]
            if let value = Self.exactly(token), abs(value) <= SVGPathData.coordinateLimit { return value }
            let text = String(decoding: token, as: UTF8.self)
            guard token.count <= 64, let value = Double(text), value.isFinite, abs(value) <= SVGPathData.coordinateLimit else {
                throw .numberOutOfRange(String(text.prefix(24)))
            }
            return value
        }

        /// A number of at most 15 digits and no exponent, the form drawings use, read without
        /// making a string: its digits are a whole number a Double holds exactly, divided by an exact
        /// power of ten, which rounds once, as parsing the text does. Nil for anything else.
        static func exactly(_ token: ArraySlice<UInt8>) -> Double? {
            var whole: Int64 = 0
            var digits = 0
            var decimals = 0
            var seenPoint = false
            var negative = false
            for byte in token {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    whole = whole * 10 + Int64(byte - UInt8(ascii: "0"))
                    digits += 1
                    if seenPoint { decimals += 1 }
                    guard digits <= 15 else { return nil }
                case UInt8(ascii: "."): seenPoint = true
                case UInt8(ascii: "-"): negative = true
                case UInt8(ascii: "+"): continue
                default: return nil
                }
            }
            guard digits > 0, decimals < powersOfTen.count else { return nil }
            let value = Double(whole) / powersOfTen[decimals]  // trap-ok: decimals < count, checked.
            return negative ? -value : value
        }

        private static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

        /// An arc's flag: one `0` or `1`, which needs no separator after it (`a1 1 0 00 5 5`).
        mutating func flag() throws(SVGOutlineError) -> Bool {
            skipSeparators()
            guard let byte = peek() else { throw .pathSyntax("ends where an arc's flag belongs") }
            guard byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
                throw .pathSyntax("has '\(Self.show(byte))' at byte \(offset + 1) where an arc's flag (0 or 1) belongs")
            }
            offset += 1
            return byte == UInt8(ascii: "1")
        }
    }
}
