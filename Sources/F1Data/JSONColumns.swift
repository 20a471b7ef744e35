import Foundation

/// A DTO whose JSON is one object of columns (lists of numbers or text) and scalars, read by slot
/// without `Decodable`: the generator gives it to such DTOs (TracingInsights' lap files, 17 lists
/// of 500 numbers, where `JSONDecoder` took 8 ms a lap). `init(wireColumns:)` keeps `init(from:)`'s
/// rules; where they would reject, or the text is not of the plain kind `JSONScanner` reads, it
/// throws and the caller decodes the same bytes with `Decodable`, whose error is the one reported.
package protocol WireColumns: SendableMetatype {
    /// The keys the DTO reads, by slot.
    static var wireColumnKeys: [String] { get }
    /// The keys an object may hold, ignored ones included; nil when any other key is ignored.
    static var wireColumnAllowedKeys: [String]? { get }
    // The concrete reader rather than a protocol's: a generic one is not specialized through the
    // conformance, and cost 100 ns an element (3 of the 4 ms two laps took).
    init(wireColumns fields: JSONColumns.Fields) throws(WireRecordMismatch)
}

package enum JSONColumns {
    /// The DTO, or nil when the text is not of the plain kind this reads or the DTO refuses it.
    package static func decode<Columns: WireColumns>(_ type: Columns.Type, from body: Data) -> Columns? {
        body.withUnsafeBytes { raw -> Columns? in
            var json = JSONScanner(bytes: raw.bindMemory(to: UInt8.self))
            guard let columns = try? object(Columns.self, json: &json), json.finished() else { return nil }
            return columns
        }
    }

    /// The object at the scanner's place: each key's value is found and passed over, then read by
    /// the DTO from where it starts.
    static func object<Columns: WireColumns>(_ type: Columns.Type, json: inout JSONScanner) throws(WireRecordMismatch) -> Columns {
        let keys = Columns.wireColumnKeys.map { Array($0.utf8) }
        let allowed = Columns.wireColumnAllowedKeys.map { Set($0.map { Array($0.utf8) }) }
        var starts = [Int?](repeating: nil, count: keys.count)
        guard json.take(UInt8(ascii: "{")) else { throw WireRecordMismatch() }
        if !json.take(UInt8(ascii: "}")) {
            repeat {
                json.skipSpace()
                guard let (keyStart, keyEnd) = json.string(), json.take(UInt8(ascii: ":")) else { throw WireRecordMismatch() }
                let key = UnsafeBufferPointer(rebasing: json.bytes[keyStart..<keyEnd])
                json.skipSpace()
                let start = json.at
                guard json.skipValue() else { throw WireRecordMismatch() }
                if let slot = keys.firstIndex(where: { $0.elementsEqual(key) }) {
                    guard starts[slot] == nil else { throw WireRecordMismatch() }  // trap-ok: an index of keys.
                    starts[slot] = start  // trap-ok: as above.
                } else if let allowed, !allowed.contains(Array(key)) {
                    throw WireRecordMismatch()
                }
            } while json.take(UInt8(ascii: ","))
            guard json.take(UInt8(ascii: "}")) else { throw WireRecordMismatch() }
        }
        return try Columns(wireColumns: Fields(bytes: json.bytes, starts: starts))
    }

    /// An object's values, each read from where it starts when the DTO asks for it.
    package struct Fields {
        let bytes: UnsafeBufferPointer<UInt8>
        let starts: [Int?]

        /// A scanner at the slot's value, nil when the key is absent or its value is null.
        private func scanner(_ slot: Int) -> JSONScanner? {
            guard let start = starts[slot] else { return nil }  // trap-ok: the generated DTO asks for its own slots.
            var json = JSONScanner(bytes: bytes, at: start)
            var null = JSONScanner.Slot()
            return json.word("null", &null, .null) ? nil : JSONScanner(bytes: bytes, at: start)
        }

        private func scalar(_ slot: Int) throws(WireRecordMismatch) -> (JSONScanner.Slot, JSONScanner)? {
            guard var json = scanner(slot) else { return nil }
            var value = JSONScanner.Slot()
            guard json.scalar(&value) else { throw WireRecordMismatch() }
            return (value, json)
        }

        /// A list of numbers, nil when absent or null; null and `missingText` elements are nil.
        package func doubles(_ slot: Int, missingText: String) throws(WireRecordMismatch) -> [Double?]? {
            try list(slot, missingText: missingText) { (value, json) throws(WireRecordMismatch) in
                guard value.kind == .number, let number = json.double(value) else { throw WireRecordMismatch() }
                return number
            }
        }

        /// A list of whole numbers (no fraction or exponent: those go to `Decodable`).
        package func ints(_ slot: Int, missingText: String) throws(WireRecordMismatch) -> [Int?]? {
            try list(slot, missingText: missingText) { (value, json) throws(WireRecordMismatch) in
                guard value.kind == .number, let number = json.int(value) else { throw WireRecordMismatch() }
                return number
            }
        }

        /// A list of texts without escapes; one equal to `missingText` is nil, as `decodeWireList` has it.
        package func strings(_ slot: Int, missingText: String) throws(WireRecordMismatch) -> [String?]? {
            try list(slot, missingText: missingText) { (value, json) throws(WireRecordMismatch) in
                guard value.kind == .string else { throw WireRecordMismatch() }
                return json.text(value)
            }
        }

        @inline(__always)
        private func list<Element>(
            _ slot: Int, missingText: String, element: (JSONScanner.Slot, JSONScanner) throws(WireRecordMismatch) -> Element
        ) throws(WireRecordMismatch) -> [Element?]? {
            guard var json = scanner(slot) else { return nil }
            guard json.take(UInt8(ascii: "[")) else { throw WireRecordMismatch() }
            var values: [Element?] = []
            if json.take(UInt8(ascii: "]")) { return values }
            let missing = Array(missingText.utf8)
            repeat {
                var value = JSONScanner.Slot()
                guard json.scalar(&value) else { throw WireRecordMismatch() }
                switch value.kind {
                case .null: values.append(nil)
                case .string where missing.elementsEqual(UnsafeBufferPointer(rebasing: bytes[value.start..<value.end])): values.append(nil)
                default: values.append(try element(value, json))
                }
            } while json.take(UInt8(ascii: ","))
            guard json.take(UInt8(ascii: "]")) else { throw WireRecordMismatch() }
            return values
        }

        package func string(_ slot: Int) throws(WireRecordMismatch) -> String? {
            guard let (value, json) = try scalar(slot) else { return nil }
            guard value.kind == .string else { throw WireRecordMismatch() }
            return json.text(value)
        }

        package func int(_ slot: Int) throws(WireRecordMismatch) -> Int? {
            guard let (value, json) = try scalar(slot) else { return nil }
            guard value.kind == .number, let number = json.int(value) else { throw WireRecordMismatch() }
            return number
        }

        package func double(_ slot: Int) throws(WireRecordMismatch) -> Double? {
            guard let (value, json) = try scalar(slot) else { return nil }
            guard value.kind == .number, let number = json.double(value) else { throw WireRecordMismatch() }
            return number
        }

        package func bool(_ slot: Int) throws(WireRecordMismatch) -> Bool? {
            guard let (value, _) = try scalar(slot) else { return nil }
            switch value.kind {
            case .true: return true
            case .false: return false
            default: throw WireRecordMismatch()
            }
        }

        package func nested<Nested: WireColumns>(_ slot: Int, as type: Nested.Type) throws(WireRecordMismatch) -> Nested? {
            guard var json = scanner(slot) else { return nil }
            return try JSONColumns.object(Nested.self, json: &json)
        }
    }
}
