import F1Data
import Synchronization
import YAMLKit

/// A results file's rows read by slot (`WireRecord`, generated for flat DTOs) instead of through
/// `Decodable`, from the same parse; a file they do not fit as they are is decoded as before.
package protocol F1dbRecordList: SendableMetatype {
    /// The rows' keys, to prepare once.
    static var recordKeys: YAMLRecordKeys { get }
    static func records(in document: YAMLRecords, keys: YAMLRecordKeys) -> Self?
}

extension F1dbRecordList {
    package static func records(in document: YAMLRecords) -> Self? {
        records(in: document, keys: recordKeys)
    }
}

extension Array: F1dbRecordList where Element: WireRecord {
    package static var recordKeys: YAMLRecordKeys {
        YAMLRecordKeys(keys: Element.wireRecordKeys, allowed: Element.wireRecordAllowedKeys)
    }

    package static func records(in document: YAMLRecords, keys: YAMLRecordKeys) -> [Element]? {
        document.rows(keys: keys) { row in
            try? Element(wireRecord: F1dbRecordFields(row: row))
        }
    }
}

/// A YAML row's values as `WireRecordFields`: a value of the wrong type is a mismatch, which
/// sends the file through `Decodable` to be reported.
package struct F1dbRecordFields: WireRecordFields {
    let row: YAMLRecordRow

    package init(row: YAMLRecordRow) {
        self.row = row
    }

    package func string(_ slot: Int) throws(WireRecordMismatch) -> String? {
        row.string(slot)
    }

    package func int(_ slot: Int) throws(WireRecordMismatch) -> Int? {
        do { return try row.int(slot) } catch { throw WireRecordMismatch() }
    }

    package func double(_ slot: Int) throws(WireRecordMismatch) -> Double? {
        do { return try row.double(slot) } catch { throw WireRecordMismatch() }
    }

    package func bool(_ slot: Int) throws(WireRecordMismatch) -> Bool? {
        do { return try row.bool(slot) } catch { throw WireRecordMismatch() }
    }
}

extension YAMLDecoder {
    /// `decode(_:from:path:)`, reading lists of records, and files that are one record, by slot
    /// where they fit.
    package func decodeF1db<T: Decodable>(_ type: T.Type, from bytes: [UInt8], path: String) throws -> T {
        switch F1dbRecordReaders.reader(of: T.self) {
        case .list(let list, let keys)?:
            return try decode(T.self, from: bytes, path: path) { document in list.records(in: document, keys: keys) as? T }
        case .single(let record, let keys)?:
            return try decode(T.self, from: bytes, path: path) { document in Self.single(record, in: document, keys: keys) as? T }
        case nil:
            return try decode(T.self, from: bytes, path: path)
        }
    }

    private static func single<Record: WireRecord>(_ type: Record.Type, in document: YAMLRecords, keys: YAMLRecordKeys) -> Record? {
        document.record(keys: keys) { row in
            try? Record(wireRecord: F1dbRecordFields(row: row))
        }
    }
}

/// How a type is read by slot, with its keys prepared, asked once per type rather than through
/// `T.self as? any F1dbRecordList.Type` for every file. Measured: docs/performance.md#f1dbrecords-f1dataf1db
private enum F1dbRecordReaders {
    enum Reader {
        case list(any F1dbRecordList.Type, YAMLRecordKeys)
        case single(any WireRecord.Type, YAMLRecordKeys)
    }

    private static let known = Mutex<[ObjectIdentifier: Reader?]>([:])

    static func reader<T>(of type: T.Type) -> Reader? {
        let key = ObjectIdentifier(type)
        if let cached = known.withLock({ $0[key] }) { return cached }
        let reader: Reader? =
            if let list = type as? any F1dbRecordList.Type {
                .list(list, list.recordKeys)
            } else if let record = type as? any WireRecord.Type {
                .single(record, YAMLRecordKeys(keys: record.wireRecordKeys, allowed: record.wireRecordAllowedKeys))
            } else {
                nil
            }
        known.withLock { $0[key] = reader }
        return reader
    }
}
