/// A document read as rows of flat mappings, by key slot, for readers generated for such rows
/// (f1db's results files): no tape, no `Decoder`, keyed container or coding key per field.
///
/// `Decodable` costs about 11,000 instructions for a 10-field results row (a decoder and a
/// container box per row, a generic call chain and a key search per field), and the tape it
/// reads from copies every scalar first. Here `BlockScanner` feeds the rows straight to a
/// `RecordSink`, which keeps each value's place in the document. Only the plain case is read:
/// anything else (what the scanner leaves to libyaml, a single-quoted scalar, a nested value, a
/// duplicate key, a key outside the allowed ones, a value the reader refuses) gives nil, and the
/// caller decodes the document through `Decodable`, which says what is wrong where.
package struct YAMLRecords {
    let bytes: [UInt8]
    let limits: YAMLLimits

    /// Each mapping of the document's top-level sequence, read by `read`; nil when the document
    /// is not a block sequence of flat mappings of plain or double-quoted scalars, when a row has
    /// a key outside `allowed` (nil allows any key) or twice, or when `read` returns nil.
    package func rows<Row>(keys: [String], allowed: [String]?, _ read: (YAMLRecordRow) -> Row?) -> [Row]? {
        rows(keys: YAMLRecordKeys(keys: keys, allowed: allowed), read)
    }

    /// `rows(keys:allowed:_:)` with the keys prepared once for the reader's type.
    package func rows<Row>(keys: YAMLRecordKeys, _ read: (YAMLRecordRow) -> Row?) -> [Row]? {
        var rows: [Row] = []
        let complete = eachRow(keys: keys) { row in
            guard let value = read(row) else { return false }
            rows.append(value)
            return true
        }
        return complete ? rows : nil
    }

    /// The document as one flat mapping (a file that is a single record, like f1db's race.yml
    /// or a driver's file), read by `read`; nil as for `rows`.
    package func record<Row>(keys: [String], allowed: [String]?, _ read: (YAMLRecordRow) -> Row?) -> Row? {
        record(keys: YAMLRecordKeys(keys: keys, allowed: allowed), read)
    }

    /// `record(keys:allowed:_:)` with the keys prepared once for the reader's type.
    package func record<Row>(keys: YAMLRecordKeys, _ read: (YAMLRecordRow) -> Row?) -> Row? {
        var record: Row?
        let complete = eachRow(keys: keys, single: true) { row in
            record = read(row)
            return record != nil
        }
        return complete ? record : nil
    }

    /// Hands each row to `take` and says whether the whole document was read as rows (`take`
    /// returning false stops it); with `single`, the document is one mapping, the only row. Not
    /// generic, so that the scanner is compiled for the record sink here rather than run through
    /// witness tables for each caller's row type (the unspecialized scanner showed as
    /// `swift_getGenericMetadata` and witness thunks in `perf`).
    package func eachRow(keys: YAMLRecordKeys, single: Bool = false, _ take: (YAMLRecordRow) -> Bool) -> Bool {
        withoutActuallyEscaping(take) { take in
            bytes.withUnsafeBufferPointer { text in
                let sink = RecordSink(text: text, keys: keys, rowDepth: single ? 1 : 2, limits: limits, take: take)
                return BlockScanner.scan(text, into: sink) != nil
            }
        }
    }
}

/// A reader's keys by slot and the keys a row may hold, with their fingerprints: made once per
/// type, as making them for each file (a race.yml's 56 keys as byte arrays) cost more than
/// reading the file's one record.
package struct YAMLRecordKeys: Sendable {
    let keys: [[UInt8]]
    let keyPrints: [UInt32]
    let allowed: [[UInt8]]?
    let allowedPrints: [UInt32]?

    /// `allowed`: nil allows any key.
    package init(keys: [String], allowed: [String]?) {
        self.keys = keys.map { Array($0.utf8) }
        self.allowed = allowed?.map { Array($0.utf8) }
        keyPrints = self.keys.map { key in key.withUnsafeBufferPointer { KeyFingerprint.of($0) } }
        allowedPrints = self.allowed?.map { key in key.withUnsafeBufferPointer { KeyFingerprint.of($0) } }
    }
}

/// One value's place: a range of the document's bytes, or absent (`start` < 0).
struct RecordSlot {
    var start: Int32 = -1
    var end: Int32 = -1
    var isNull = false
}

/// One row's values by slot. Absent and null values are nil; a value of another type throws,
/// as the same field read through `Decodable` would.
package struct YAMLRecordRow {
    let text: UnsafeBufferPointer<UInt8>
    let slots: UnsafeBufferPointer<RecordSlot>

    /// A value of the wrong type for the field.
    package struct Mismatch: Error {}

    @inline(__always)
    private func present(_ slot: Int) -> UnsafeBufferPointer<UInt8>? {
        let value = slots[slot]
        guard value.start >= 0, !value.isNull else { return nil }
        return UnsafeBufferPointer(rebasing: text[Int(value.start)..<Int(value.end)])
    }

    // The conversions of `DecodingContext` for an untagged, non-null scalar.

    package func string(_ slot: Int) -> String? {
        present(slot).map { String(decoding: $0, as: UTF8.self) }
    }

    package func int(_ slot: Int) throws(Mismatch) -> Int? {
        guard let text = present(slot) else { return nil }
        guard case .value(let value) = ScalarSyntax.integer(text, as: Int.self) else { throw Mismatch() }
        return value
    }

    package func double(_ slot: Int) throws(Mismatch) -> Double? {
        guard let text = present(slot) else { return nil }
        guard let value = ScalarSyntax.double(text) else { throw Mismatch() }
        return value
    }

    package func bool(_ slot: Int) throws(Mismatch) -> Bool? {
        guard let text = present(slot) else { return nil }
        guard let value = ScalarSyntax.bool(text) else { throw Mismatch() }
        return value
    }
}

/// Takes the block scanner's nodes as rows: a sequence (depth 1) of mappings (depth 2) of
/// scalars, or one mapping (depth 1), each row handed to `take` when its mapping ends. Declines anything else, and what
/// `TapeBuilder` would reject (a duplicate key, a document past the limits).
struct RecordSink: BlockScannerSink {
    let text: UnsafeBufferPointer<UInt8>
    let keys: [[UInt8]]
    let allowed: [[UInt8]]?
    /// The depth of a row's scalars: 2 in a sequence of rows, 1 in a single record.
    let rowDepth: Int
    let limits: YAMLLimits
    let take: (YAMLRecordRow) -> Bool
    private let keyPrints: [UInt32]
    private let allowedPrints: [UInt32]?
    private var depth = 0
    private var slots: [RecordSlot]
    /// The keys of the open row with their fingerprints, and a filter of those, for duplicates.
    private var rowKeys: [(range: Range<Int32>, print: UInt32)] = []
    private var rowFilter: UInt64 = 0
    /// The slot the next value goes to (-1: an ignored key's), nil while a key is expected.
    private var valueSlot: Int?
    private var expected = 0
    private var nodes = 0

    init(text: UnsafeBufferPointer<UInt8>, keys: YAMLRecordKeys, rowDepth: Int, limits: YAMLLimits, take: @escaping (YAMLRecordRow) -> Bool) {
        self.text = text
        self.keys = keys.keys
        self.allowed = keys.allowed
        self.rowDepth = rowDepth
        self.limits = limits
        self.take = take
        keyPrints = keys.keyPrints
        allowedPrints = keys.allowedPrints
        slots = Array(repeating: RecordSlot(), count: keys.keys.count)
    }

    mutating func begin(_ kind: TapeNode.Kind, mark: YAMLMark) throws(Declined) {
        switch kind {
        case .sequence where depth == 0 && rowDepth == 2: break
        case .mapping where depth == rowDepth - 1:
            for index in slots.indices { slots[index] = RecordSlot() }
            rowKeys.removeAll(keepingCapacity: true)
            (rowFilter, valueSlot, expected) = (0, nil, 0)
        default: throw Declined()
        }
        depth += 1
        try count()
    }

    mutating func end() throws(Declined) {
        depth -= 1
        guard depth == rowDepth - 1 else { return }
        guard slots.withUnsafeBufferPointer({ take(YAMLRecordRow(text: text, slots: $0)) }) else { throw Declined() }
    }

    mutating func scalar(_ value: UnsafeBufferPointer<UInt8>, style: YAMLScalarStyle, mark: YAMLMark) throws(Declined) {
        // A single-quoted scalar's unescaped text is not in the document.
        guard depth == rowDepth, style != .singleQuoted else { throw Declined() }
        try count()
        let range = try self.range(of: value)
        if let slot = valueSlot {
            if slot >= 0 { slots[slot] = RecordSlot(start: range.lowerBound, end: range.upperBound, isNull: style == .plain && ScalarSyntax.isNull(value)) }
            valueSlot = nil
            return
        }
        let print = KeyFingerprint.of(value)
        let bit = KeyFingerprint.filterBit(print)
        if rowFilter & bit != 0, rowKeys.contains(where: { $0.print == print && Self.same(text, $0.range, value) }) { throw Declined() }
        rowFilter |= bit
        rowKeys.append((range, print))
        valueSlot = slot(of: value, print: print)
        if valueSlot == nil {
            guard let allowed, let allowedPrints else { valueSlot = -1; return }
            guard allowedPrints.indices.contains(where: { allowedPrints[$0] == print && Self.same(allowed[$0], value) }) else { throw Declined() }
            valueSlot = -1
        }
    }

    /// The read slot of a key: rows usually list their keys in the reader's order, so the slot
    /// after the last one found is tried first.
    private mutating func slot(of key: UnsafeBufferPointer<UInt8>, print: UInt32) -> Int? {
        if expected < keys.count, keyPrints[expected] == print, Self.same(keys[expected], key) {
            expected += 1
            return expected - 1
        }
        guard let slot = keyPrints.indices.first(where: { keyPrints[$0] == print && Self.same(keys[$0], key) }) else { return nil }
        expected = slot + 1
        return slot
    }

    @inline(__always)
    private static func same(_ key: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        key.withUnsafeBufferPointer { same($0, text) }
    }

    @inline(__always)
    private static func same(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int32>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        same(UnsafeBufferPointer(rebasing: text[Int(range.lowerBound)..<Int(range.upperBound)]), other)
    }

    @inline(__always)
    private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
    }

    /// Where `value` lies in the document; an empty value has no place and is given an empty one.
    /// Inlined, as a call copied the whole sink first (see `BlockScanner.column(of:)`).
    @inline(__always)
    private func range(of value: UnsafeBufferPointer<UInt8>) throws(Declined) -> Range<Int32> {
        guard let start = value.baseAddress, let base = text.baseAddress else { return 0..<0 }
        let offset = start - base
        guard offset >= 0, offset + value.count <= text.count else { throw Declined() }
        return Int32(offset)..<Int32(offset + value.count)
    }

    /// The builder's limits: a document of more nodes (or, as every scalar's bytes are counted
    /// with them, more bytes) than a tape may hold is the full path's to refuse.
    private mutating func count() throws(Declined) {
        nodes += 1
        guard depth < limits.maxDepth, nodes < limits.maxTapeSize, text.count <= limits.maxTapeSize else { throw Declined() }
    }
}

extension YAMLDecoder {
    /// Decodes `T` through `records` where it reads the document, else through `Decodable`
    /// (and its errors). Always throws `YAMLError`.
    package func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], path: String, records: (YAMLRecords) -> T?) throws -> T {
        if usesBlockScanner, let value = records(YAMLRecords(bytes: bytes, limits: limits)) { return value }
        return try decode(T.self, from: bytes, path: path)
    }
}
