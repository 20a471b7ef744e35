import F1Data
import Synchronization
import YAMLKit

/// A results file's rows read by slot (`WireRecord`, generated for flat DTOs) instead of through
/// `Decodable`, from the same parse; a file they do not fit as they are is decoded as before.
package protocol F1dbRecordList: SendableMetatype {
    static func records(in document: YAMLRecords) -> Self?
}

extension Array: F1dbRecordList where Element: WireRecord {
    package static func records(in document: YAMLRecords) -> [Element]? {
        document.rows(keys: Element.wireRecordKeys, allowed: Element.wireRecordAllowedKeys) { row in
            try? Element(wireRecord: F1dbRecordFields(row: row))
        }
    }
}

/// A YAML row's values as `WireRecordFields`: a value of the wrong type is a mismatch, which
/// sends the file through `Decodable` to be reported.
struct F1dbRecordFields: WireRecordFields {
    let row: YAMLRecordRow

    func string(_ slot: Int) throws(WireRecordMismatch) -> String? {
        row.string(slot)
    }

    func int(_ slot: Int) throws(WireRecordMismatch) -> Int? {
        do { return try row.int(slot) } catch { throw WireRecordMismatch() }
    }

    func double(_ slot: Int) throws(WireRecordMismatch) -> Double? {
        do { return try row.double(slot) } catch { throw WireRecordMismatch() }
    }

    func bool(_ slot: Int) throws(WireRecordMismatch) -> Bool? {
        do { return try row.bool(slot) } catch { throw WireRecordMismatch() }
    }
}

extension YAMLDecoder {
    /// `decode(_:from:path:)`, reading lists of records by slot where they fit.
    package func decodeF1db<T: Decodable>(_ type: T.Type, from bytes: [UInt8], path: String) throws -> T {
        guard let list = F1dbRecordLists.list(of: T.self) else { return try decode(T.self, from: bytes, path: path) }
        return try decode(T.self, from: bytes, path: path) { document in list.records(in: document) as? T }
    }
}

/// Whether a type is read by slot, asked once per type: the runtime answers `T.self as? any
/// F1dbRecordList.Type` for an array by checking its element's conformance every time, some
/// 11,000 instructions, about 2% of a whole-history read when done for every file.
private enum F1dbRecordLists {
    private static let known = Mutex<[ObjectIdentifier: (any F1dbRecordList.Type)?]>([:])

    static func list<T>(of type: T.Type) -> (any F1dbRecordList.Type)? {
        let key = ObjectIdentifier(type)
        if let cached = known.withLock({ $0[key] }) { return cached }
        let list = type as? any F1dbRecordList.Type
        known.withLock { $0[key] = list }
        return list
    }
}
