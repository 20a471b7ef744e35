import Foundation

/// A DTO whose JSON is one object of columns (lists of numbers or text) and scalars, read without
/// `Decodable`: the generator gives it to such DTOs (TracingInsights' lap files, 17 lists of 500
/// numbers, where `JSONDecoder` took 8 ms a lap). `init(wireColumns:)` keeps `init(from:)`'s
/// rules; where they would reject, or the text is not of the plain kind `JSONScanner` reads, it
/// throws and the caller decodes the same bytes with `Decodable`, whose error is the one reported.
package protocol WireColumns: SendableMetatype {
    /// The keys the DTO reads, by slot.
    static var wireColumnKeys: [String] { get }
    /// What each slot holds, so its value is read as its key is met, in one pass.
    static var wireColumnKinds: [WireColumnKind] { get }
    /// The keys an object may hold, ignored ones included; nil when any other key is ignored.
    static var wireColumnAllowedKeys: [String]? { get }
    init(wireColumns fields: JSONColumns.Fields) throws(WireRecordMismatch)
}

/// What a slot of a `WireColumns` DTO holds.
package enum WireColumnKind: Sendable {
    /// A list read with `missingText:`, of numbers, whole numbers or texts.
    case doubles(missingText: String)
    case ints(missingText: String)
    case strings(missingText: String)
    /// A String, Int, Double or Bool.
    case scalar
    /// A DTO that is columns itself.
    case nested(any WireColumns.Type)
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

    /// The object at the scanner's place, each known key's value read as it is met (by its
    /// slot's kind), every other passed over after checking it is plain JSON.
    static func object<Columns: WireColumns>(_ type: Columns.Type, json: inout JSONScanner) throws(WireRecordMismatch) -> Columns {
        let keys = Columns.wireColumnKeys.map { Array($0.utf8) }
        let kinds = Columns.wireColumnKinds
        let allowed = Columns.wireColumnAllowedKeys.map { Set($0.map { Array($0.utf8) }) }
        var values = [Value](repeating: .absent, count: keys.count)
        guard json.take(UInt8(ascii: "{")), keys.count == kinds.count else { throw WireRecordMismatch() }
        if !json.take(UInt8(ascii: "}")) {
            repeat {
                json.skipSpace()
                guard let (keyStart, keyEnd) = json.string(), json.take(UInt8(ascii: ":")) else { throw WireRecordMismatch() }
                let key = UnsafeBufferPointer(rebasing: json.bytes[keyStart..<keyEnd])
                if let slot = keys.firstIndex(where: { $0.elementsEqual(key) }) {
                    guard case .absent = values[slot] else { throw WireRecordMismatch() }  // trap-ok: an index of keys.
                    values[slot] = try value(kinds[slot], json: &json)  // trap-ok: as many kinds as keys.
                } else {
                    guard allowed.map({ $0.contains(Array(key)) }) ?? true, json.skipValue() else { throw WireRecordMismatch() }
                }
            } while json.take(UInt8(ascii: ","))
            guard json.take(UInt8(ascii: "}")) else { throw WireRecordMismatch() }
        }
        return try Columns(wireColumns: Fields(bytes: json.bytes, values: values))
    }

    /// One slot's value as read.
    package enum Value {
        case absent, null
        case doubles([Double?])
        case ints([Int?])
        case strings([String?])
        case scalar(JSONScanner.Slot)
        case nested(any WireColumns)
    }

    private static func value(_ kind: WireColumnKind, json: inout JSONScanner) throws(WireRecordMismatch) -> Value {
        json.skipSpace()
        var null = JSONScanner.Slot()
        if json.word("null", &null, .null) { return .null }
        switch kind {
        case .doubles(let missingText):
            return .doubles(
                try list(&json, missingText: missingText) { (json: inout JSONScanner) throws(WireRecordMismatch) in
                    guard let number = json.number() else { throw WireRecordMismatch() }
                    return number
                })
        case .ints(let missingText):
            return .ints(
                try list(&json, missingText: missingText) { (json: inout JSONScanner) throws(WireRecordMismatch) in
                    var value = JSONScanner.Slot()
                    guard json.scalar(&value), value.kind == .number, let number = json.int(value) else { throw WireRecordMismatch() }
                    return number
                })
        case .strings(let missingText):
            return .strings(
                try list(&json, missingText: missingText) { (json: inout JSONScanner) throws(WireRecordMismatch) in
                    var value = JSONScanner.Slot()
                    guard json.scalar(&value), value.kind == .string else { throw WireRecordMismatch() }
                    return json.text(value)
                })
        case .scalar:
            var value = JSONScanner.Slot()
            guard json.scalar(&value) else { throw WireRecordMismatch() }
            return .scalar(value)
        case .nested(let type):
            return .nested(try object(type, json: &json))
        }
    }

    /// A list's elements: null and strings equal to `missingText` are nil (other texts go to
    /// `element`, which refuses them in a list of numbers), the rest `element`'s.
    @inline(__always)
    private static func list<Element>(
        _ json: inout JSONScanner, missingText: String, element: (inout JSONScanner) throws(WireRecordMismatch) -> Element
    ) throws(WireRecordMismatch) -> [Element?] {
        guard json.take(UInt8(ascii: "[")) else { throw WireRecordMismatch() }
        var values: [Element?] = []
        if json.take(UInt8(ascii: "]")) { return values }
        values.reserveCapacity(512)
        let missing = Array(missingText.utf8)
        repeat {
            json.skipSpace()
            guard json.at < json.bytes.count else { throw WireRecordMismatch() }
            switch json.bytes[json.at] {  // trap-ok: at < count.
            case UInt8(ascii: "n"):
                var null = JSONScanner.Slot()
                guard json.word("null", &null, .null) else { throw WireRecordMismatch() }
                values.append(nil)
            case UInt8(ascii: "\""):
                let start = json.at
                guard let (textStart, textEnd) = json.string() else { throw WireRecordMismatch() }
                if missing.elementsEqual(UnsafeBufferPointer(rebasing: json.bytes[textStart..<textEnd])) {
                    values.append(nil)
                } else {
                    json.at = start
                    values.append(try element(&json))
                }
            default: values.append(try element(&json))
            }
        } while json.take(UInt8(ascii: ","))
        guard json.take(UInt8(ascii: "]")) else { throw WireRecordMismatch() }
        return values
    }

    /// An object's values by slot, as read, for `init(wireColumns:)`: each read by its kind, so
    /// asking a slot for another kind is a mismatch.
    package struct Fields {
        let bytes: UnsafeBufferPointer<UInt8>
        let values: [Value]

        private func value(_ slot: Int) -> Value {
            values[slot]  // trap-ok: the generated DTO asks for its own slots.
        }

        /// A list of numbers, nil when absent or null; null and `missingText` elements are nil.
        package func doubles(_ slot: Int, missingText: String) throws(WireRecordMismatch) -> [Double?]? {
            switch value(slot) {
            case .absent, .null: return nil
            case .doubles(let list): return list
            default: throw WireRecordMismatch()
            }
        }

        /// A list of whole numbers (a fraction or an exponent goes to `Decodable`).
        package func ints(_ slot: Int, missingText: String) throws(WireRecordMismatch) -> [Int?]? {
            switch value(slot) {
            case .absent, .null: return nil
            case .ints(let list): return list
            default: throw WireRecordMismatch()
            }
        }

        /// A list of texts without escapes; one equal to `missingText` is nil, as `decodeWireList` has it.
        package func strings(_ slot: Int, missingText: String) throws(WireRecordMismatch) -> [String?]? {
            switch value(slot) {
            case .absent, .null: return nil
            case .strings(let list): return list
            default: throw WireRecordMismatch()
            }
        }

        private func scalar(_ slot: Int) throws(WireRecordMismatch) -> JSONScanner.Slot? {
            switch value(slot) {
            case .absent, .null: return nil
            case .scalar(let scalar): return scalar
            default: throw WireRecordMismatch()
            }
        }

        package func string(_ slot: Int) throws(WireRecordMismatch) -> String? {
            guard let value = try scalar(slot) else { return nil }
            guard value.kind == .string else { throw WireRecordMismatch() }
            return JSONScanner(bytes: bytes).text(value)
        }

        package func int(_ slot: Int) throws(WireRecordMismatch) -> Int? {
            guard let value = try scalar(slot) else { return nil }
            guard value.kind == .number, let number = JSONScanner(bytes: bytes).int(value) else { throw WireRecordMismatch() }
            return number
        }

        package func double(_ slot: Int) throws(WireRecordMismatch) -> Double? {
            guard let value = try scalar(slot) else { return nil }
            guard value.kind == .number, let number = JSONScanner(bytes: bytes).double(value) else { throw WireRecordMismatch() }
            return number
        }

        package func bool(_ slot: Int) throws(WireRecordMismatch) -> Bool? {
            guard let value = try scalar(slot) else { return nil }
            switch value.kind {
            case .true: return true
            case .false: return false
            default: throw WireRecordMismatch()
            }
        }

        package func nested<Nested: WireColumns>(_ slot: Int, as type: Nested.Type) throws(WireRecordMismatch) -> Nested? {
            switch value(slot) {
            case .absent, .null: return nil
            case .nested(let nested):
                guard let typed = nested as? Nested else { throw WireRecordMismatch() }
                return typed
            default: throw WireRecordMismatch()
            }
        }
    }
}
