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

    typealias Slot = JSONScanner.Slot

    private struct Scanner {
        var json: JSONScanner
        let keys: [[UInt8]]
        let allowed: Set<[UInt8]>?

        init(bytes: UnsafeBufferPointer<UInt8>, keys: [[UInt8]], allowed: Set<[UInt8]>?) {
            self.json = JSONScanner(bytes: bytes)
            self.keys = keys
            self.allowed = allowed
        }

        mutating func records<Record: WireRecord>(_ type: Record.Type) -> [Record]? {
            var records: [Record] = []
            var slots = [Slot](repeating: Slot(), count: keys.count)
            guard json.take(UInt8(ascii: "[")) else { return nil }
            if json.take(UInt8(ascii: "]")) { return json.finished() ? records : nil }
            records.reserveCapacity(json.bytes.count / 200)
            repeat {
                for index in slots.indices { slots[index].kind = .absent }  // trap-ok: indices of slots.
                guard object(into: &slots) else { return nil }
                do {
                    records.append(try Record(wireRecord: Fields(json: json, slots: slots)))
                } catch {
                    return nil
                }
            } while json.take(UInt8(ascii: ","))
            return json.take(UInt8(ascii: "]")) && json.finished() ? records : nil
        }

        /// One `{...}` whose values are scalars, each put in its key's slot.
        mutating func object(into slots: inout [Slot]) -> Bool {
            guard json.take(UInt8(ascii: "{")) else { return false }
            if json.take(UInt8(ascii: "}")) { return true }
            // Records of one answer keep their keys in one order: the next slot is tried first.
            var expected = 0
            repeat {
                json.skipSpace()
                guard let (keyStart, keyEnd) = json.string(), json.take(UInt8(ascii: ":")) else { return false }
                let key = UnsafeBufferPointer(rebasing: json.bytes[keyStart..<keyEnd])
                var value = Slot()
                guard json.scalar(&value) else { return false }
                let isExpected = expected < keys.count && keys[expected].elementsEqual(key)  // trap-ok: checked.
                let slot = isExpected ? expected : keys.firstIndex { $0.elementsEqual(key) }
                if let slot {
                    expected = slot + 1
                    guard slots[slot].kind == .absent else { return false }  // trap-ok: an index of keys, as many as slots.
                    slots[slot] = value  // trap-ok: as above.
                } else if let allowed, !allowed.contains(Array(key)) {
                    return false
                }
            } while json.take(UInt8(ascii: ","))
            return json.take(UInt8(ascii: "}"))
        }
    }

    /// One record's values for `init(wireRecord:)`, read from their bytes as `Decodable` reads them.
    struct Fields: WireRecordFields {
        let json: JSONScanner
        let slots: [Slot]

        private func slot(_ index: Int) -> Slot? {
            let slot = slots[index]  // trap-ok: the generated record asks for its own slots.
            return slot.kind == .absent || slot.kind == .null ? nil : slot
        }

        func string(_ index: Int) throws(WireRecordMismatch) -> String? {
            guard let slot = slot(index) else { return nil }
            guard slot.kind == .string else { throw WireRecordMismatch() }
            return json.text(slot)
        }

        func int(_ index: Int) throws(WireRecordMismatch) -> Int? {
            guard let slot = slot(index) else { return nil }
            guard slot.kind == .number, let value = json.int(slot) else { throw WireRecordMismatch() }
            return value
        }

        func double(_ index: Int) throws(WireRecordMismatch) -> Double? {
            guard let slot = slot(index) else { return nil }
            guard slot.kind == .number, let value = json.double(slot) else { throw WireRecordMismatch() }
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
