import Foundation

/// A JSON array of flat objects read by slot into a `WireRecord` type, without `Decodable`: the
/// fast path for OpenF1's `car_data` and `location`, a race's million records (docs/ARCHITECTURE.md,
/// "A lap's telemetry"). It reads only the plainest JSON: objects whose values are numbers, strings
/// without escapes, `true`, `false` and `null`. At anything else (a nested value, an escape, a
/// repeated or undeclared key, damage) or a record `init(wireRecord:)` refuses, it declines with nil
/// and the caller decodes the same bytes with `Decodable`, whose error is the one reported.
package enum JSONRecords {
    /// The records, or nil when the answer is not of the plain kind this reads.
    package static func decode<Record: WireRecord>(_ type: Record.Type, from body: Data) -> [Record]? {
        let keys = Record.wireRecordKeys.map { Array($0.utf8) }
        let allowed = Record.wireRecordAllowedKeys.map { Set($0.map { Array($0.utf8) }) }
        return body.withUnsafeBytes { raw -> [Record]? in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self), keys: keys, allowed: allowed)
            return scanner.records(Record.self)
        }
    }

    /// Where one value lies in the answer, and what kind it is.
    struct Slot {
        enum Kind: UInt8 { case absent, null, number, string, `true`, `false` }
        var kind = Kind.absent
        var start = 0
        var end = 0
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let keys: [[UInt8]]
        let allowed: Set<[UInt8]>?
        var at = 0

        init(bytes: UnsafeBufferPointer<UInt8>, keys: [[UInt8]], allowed: Set<[UInt8]>?) {
            self.bytes = bytes
            self.keys = keys
            self.allowed = allowed
        }

        mutating func records<Record: WireRecord>(_ type: Record.Type) -> [Record]? {
            var records: [Record] = []
            var slots = [Slot](repeating: Slot(), count: keys.count)
            guard take(UInt8(ascii: "[")) else { return nil }
            if take(UInt8(ascii: "]")) { return finished() ? records : nil }
            records.reserveCapacity(bytes.count / 200)
            repeat {
                for index in slots.indices { slots[index].kind = .absent }  // trap-ok: indices of slots.
                guard object(into: &slots) else { return nil }
                do {
                    records.append(try Record(wireRecord: Fields(bytes: bytes, slots: slots)))
                } catch {
                    return nil
                }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) && finished() ? records : nil
        }

        /// One `{...}` whose values are scalars, each put in its key's slot.
        mutating func object(into slots: inout [Slot]) -> Bool {
            guard take(UInt8(ascii: "{")) else { return false }
            if take(UInt8(ascii: "}")) { return true }
            // Records of one answer keep their keys in one order: the next slot is tried first.
            var expected = 0
            repeat {
                skipSpace()
                guard let (keyStart, keyEnd) = string(), take(UInt8(ascii: ":")) else { return false }
                let key = UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd])
                var value = Slot()
                guard scalar(&value) else { return false }
                let isExpected = expected < keys.count && keys[expected].elementsEqual(key)  // trap-ok: checked.
                let slot = isExpected ? expected : keys.firstIndex { $0.elementsEqual(key) }
                if let slot {
                    expected = slot + 1
                    guard slots[slot].kind == .absent else { return false }  // trap-ok: an index of keys, as many as slots.
                    slots[slot] = value  // trap-ok: as above.
                } else if let allowed, !allowed.contains(Array(key)) {
                    return false
                }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "}"))
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
                guard number() else { return false }
                value = Slot(kind: .number, start: start, end: at)
            case UInt8(ascii: "n"): return word("null", &value, .null)
            case UInt8(ascii: "t"): return word("true", &value, .true)
            case UInt8(ascii: "f"): return word("false", &value, .false)
            default: return false
            }
            return true
        }

        /// A string without escapes or control characters; its bytes between the quotes.
        mutating func string() -> (Int, Int)? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = at
            while at < bytes.count {
                let byte = bytes[at]  // trap-ok: at < count.
                if byte == UInt8(ascii: "\"") {
                    at += 1
                    return (start, at - 1)
                }
                guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
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

        /// JSON's number: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`.
        mutating func number() -> Bool {
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
    }

    /// One record's values for `init(wireRecord:)`, read from their bytes as `Decodable` reads them.
    struct Fields: WireRecordFields {
        let bytes: UnsafeBufferPointer<UInt8>
        let slots: [Slot]

        private func slot(_ index: Int) -> Slot? {
            let slot = slots[index]  // trap-ok: the generated record asks for its own slots.
            return slot.kind == .absent || slot.kind == .null ? nil : slot
        }

        private func text(_ slot: Slot) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[slot.start..<slot.end]), as: UTF8.self)
        }

        func string(_ index: Int) throws(WireRecordMismatch) -> String? {
            guard let slot = slot(index) else { return nil }
            guard slot.kind == .string else { throw WireRecordMismatch() }
            return text(slot)
        }

        /// Digits with an optional minus (the scanner checked JSON's number form), at most 18 of
        /// them; a fraction or an exponent goes to `Decodable`.
        func int(_ index: Int) throws(WireRecordMismatch) -> Int? {
            guard let slot = slot(index) else { return nil }
            guard slot.kind == .number else { throw WireRecordMismatch() }
            var position = slot.start
            let negative = bytes[position] == UInt8(ascii: "-")  // trap-ok: a number has a byte.
            if negative { position += 1 }
            guard position < slot.end, slot.end - position <= 18 else { throw WireRecordMismatch() }
            var value = 0
            while position < slot.end {
                let digit = Int(bytes[position]) - 48  // trap-ok: position < end <= count.
                guard (0...9).contains(digit) else { throw WireRecordMismatch() }
                value = value * 10 + digit
                position += 1
            }
            return negative ? -value : value
        }

        func double(_ index: Int) throws(WireRecordMismatch) -> Double? {
            guard let slot = slot(index) else { return nil }
            guard slot.kind == .number else { throw WireRecordMismatch() }
            // Whole numbers (all of OpenF1's telemetry) exactly, the rest by the standard library's parser.
            if let whole = try? int(index), abs(whole) < 1 << 53 { return Double(whole) }
            guard let value = Double(text(slot)) else { throw WireRecordMismatch() }
            return value
        }

        func bool(_ index: Int) throws(WireRecordMismatch) -> Bool? {
            guard let slot = slot(index) else { return nil }
            switch slot.kind {
            case .true: return true
            case .false: return false
            default: throw WireRecordMismatch()
            }
        }
    }
}
