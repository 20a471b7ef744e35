/// A document read as rows of flat mappings, by key slot, for readers generated for such rows
/// (f1db's results files): no tape, no `Decoder`, keyed container or coding key per field.
///
/// `Decodable` makes a decoder and a container box per row, a generic call chain and a key
/// search per field, and the tape it reads from copies every scalar first (measured:
/// docs/performance.md#yamlrecords-yamlkit). Here `BlockScanner` feeds the rows straight to a
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
    /// witness tables for each caller's row type. Measured: docs/performance.md#yamlrecords-yamlkit
    package func eachRow(keys: YAMLRecordKeys, single: Bool = false, _ take: (YAMLRecordRow) -> Bool) -> Bool {
        withoutActuallyEscaping(take) { take in
            bytes.withUnsafeBufferPointer { text in
                keys.bytes.withUnsafeBufferPointer { keyText in
                    let sink = RecordSink(text: text, keys: keys, keyText: keyText, rowDepth: single ? 1 : 2, limits: limits, take: take)
                    return BlockScanner.scan(text, into: sink) != nil
                }
            }
        }
    }
}

/// A reader's keys by slot and the keys a row may hold, with their fingerprints: made once per
/// type, not for each file. Measured: docs/performance.md#yamlrecords-yamlkit
package struct YAMLRecordKeys: Sendable {
    /// Every key's bytes, the read keys' then the allowed ones', one after another: the sink
    /// compares against them through one pointer, where an array per key was retained and
    /// released for each comparison.
    let bytes: [UInt8]
    /// Where read key `slot` lies in `bytes`: `keyBounds[slot]..<keyBounds[slot + 1]`.
    let keyBounds: [Int]
    let keyPrints: [UInt32]
    /// The same for the allowed keys; nil allows any key.
    let allowedBounds: [Int]?
    let allowedPrints: [UInt32]?

    /// `allowed`: nil allows any key.
    package init(keys: [String], allowed: [String]?) {
        var bytes: [UInt8] = []
        func add(_ keys: [String]) -> [Int] {
            var bounds = [bytes.count]
            for key in keys {
                bytes += key.utf8
                bounds.append(bytes.count)
            }
            return bounds
        }
        keyBounds = add(keys)
        allowedBounds = allowed.map(add)
        self.bytes = bytes
        keyPrints = keys.map { key in Array(key.utf8).withUnsafeBufferPointer { KeyFingerprint.of($0) } }
        allowedPrints = allowed?.map { key in Array(key.utf8).withUnsafeBufferPointer { KeyFingerprint.of($0) } }
    }

    var count: Int { keyPrints.count }
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
    /// The reader's keys and the allowed ones, their bytes in `keyText`.
    let keys: YAMLRecordKeys
    let keyText: UnsafeBufferPointer<UInt8>
    /// The depth of a row's scalars: 2 in a sequence of rows, 1 in a single record.
    let rowDepth: Int
    let limits: YAMLLimits
    let take: (YAMLRecordRow) -> Bool
    private var depth = 0
    private var slots: [RecordSlot]
    /// The keys of the open row with their fingerprints, and a filter of those, for duplicates.
    private var rowKeys: [(range: Range<Int32>, print: UInt32)] = []
    private var rowFilter: UInt64 = 0
    /// The slot the next value goes to (-1: an ignored key's), nil while a key is expected.
    private var valueSlot: Int?
    private var expected = 0
    private var nodes = 0

    init(
        text: UnsafeBufferPointer<UInt8>, keys: YAMLRecordKeys, keyText: UnsafeBufferPointer<UInt8>, rowDepth: Int, limits: YAMLLimits,
        take: @escaping (YAMLRecordRow) -> Bool
    ) {
        self.text = text
        self.keys = keys
        self.keyText = keyText
        self.rowDepth = rowDepth
        self.limits = limits
        self.take = take
        slots = Array(repeating: RecordSlot(), count: keys.count)
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
            if slot >= 0 {
                slots[slot] = RecordSlot(start: range.lowerBound, end: range.upperBound, isNull: style == .plain && ScalarSyntax.isNull(value))
            }
            valueSlot = nil
            return
        }
        let print = KeyFingerprint.of(value)
        if let slot = slot(of: value, print: print) {
            // A read key given twice: its slot already holds the first one's value.
            guard slots[slot].start < 0 else { throw Declined() }
            valueSlot = slot
            return
        }
        // Keys without a slot are remembered to catch them twice.
        let bit = KeyFingerprint.filterBit(print)
        if rowFilter & bit != 0, rowKeys.contains(where: { $0.print == print && Self.same(text, $0.range, value) }) { throw Declined() }
        rowFilter |= bit
        rowKeys.append((range, print))
        if let bounds = keys.allowedBounds, let prints = keys.allowedPrints {
            guard prints.indices.contains(where: { prints[$0] == print && same(bounds, $0, value) }) else { throw Declined() }
        }
        valueSlot = -1
    }

    /// The read slot of a key: rows usually list their keys in the reader's order, so the slot
    /// after the last one found is tried first.
    private mutating func slot(of key: UnsafeBufferPointer<UInt8>, print: UInt32) -> Int? {
        let prints = keys.keyPrints
        if expected < prints.count, prints[expected] == print, same(keys.keyBounds, expected, key) {
            expected += 1
            return expected - 1
        }
        guard let slot = prints.indices.first(where: { prints[$0] == print && same(keys.keyBounds, $0, key) }) else { return nil }
        expected = slot + 1
        return slot
    }

    /// Whether key `index` of those `bounds` delimit in `keyText` is `text`.
    @inline(__always)
    private func same(_ bounds: [Int], _ index: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.same(UnsafeBufferPointer(rebasing: keyText[bounds[index]..<bounds[index + 1]]), text)
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
