/// A parsed document read as rows of flat mappings, by key slot, for readers generated for such
/// rows (f1db's results files): no `Decoder`, keyed container or coding key per field.
///
/// `Decodable` costs about 11,000 instructions for a 10-field results row (a decoder and a
/// container box per row, a generic call chain and a key search per field); a row read here
/// walks its keys once. Only the plain case is read: anything else (an alias, a tag, a nested
/// value, a key outside the allowed ones) returns nil, and the caller decodes the same tape
/// through `Decodable`, which then says what is wrong where, as it always did.
package struct YAMLRecords {
    let context: DecodingContext

    /// Each mapping of the document's top-level sequence, read by `read`; nil when the document
    /// is not such a sequence, when a row is not a flat mapping of untagged scalars, when a row
    /// has a key outside `allowed` (nil allows any key), or when `read` returns nil.
    package func rows<Row>(keys: [String], allowed: [String]?, _ read: (YAMLRecordRow) -> Row?) -> [Row]? {
        let nodes = context.nodes
        let root = nodes[0]
        guard root.kind == .sequence, root.tag == .none else { return nil }
        let keyBytes = keys.map { Array($0.utf8) }
        let allowedBytes = allowed?.map { Array($0.utf8) }
        var slots = [Int](repeating: -1, count: keys.count)
        var rows: [Row] = []
        rows.reserveCapacity(Int(root.second))
        var index = 1
        let end = Int(root.first)
        while index < end {
            let mapping = nodes[index]
            guard mapping.kind == .mapping, mapping.tag == .none else { return nil }
            for slot in slots.indices { slots[slot] = -1 }
            var entry = index + 1
            var expected = 0
            while entry < Int(mapping.first) {
                let key = nodes[entry], value = nodes[entry + 1]
                guard key.kind == .scalar, key.tag == .none, value.kind == .scalar, value.tag == .none else { return nil }
                let text = UnsafeBufferPointer(rebasing: context.bytes[Int(key.first)..<Int(key.second)])
                // Rows usually list their keys in the reader's order: try the next slot first.
                if let slot = Self.slot(of: text, in: keyBytes, from: expected) {
                    slots[slot] = entry + 1
                    expected = slot + 1
                } else if let allowedBytes, !allowedBytes.contains(where: { Self.equal($0, text) }) {
                    return nil
                }
                entry += 2
            }
            guard let row = slots.withUnsafeBufferPointer({ read(YAMLRecordRow(context: context, slots: $0)) }) else { return nil }
            rows.append(row)
            index = Int(mapping.first)
        }
        return rows
    }

    private static func slot(of text: UnsafeBufferPointer<UInt8>, in keys: [[UInt8]], from expected: Int) -> Int? {
        if expected < keys.count, equal(keys[expected], text) { return expected }
        return keys.indices.first { $0 != expected && equal(keys[$0], text) }
    }

    @inline(__always)
    private static func equal(_ key: [UInt8], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        key.count == text.count && key.withUnsafeBufferPointer { $0.elementsEqual(text) }
    }
}

/// One row's values by slot. Absent and null values are nil; a value of another type throws,
/// as the same field read through `Decodable` would.
package struct YAMLRecordRow {
    let context: DecodingContext
    let slots: UnsafeBufferPointer<Int>

    @inline(__always)
    private func present(_ slot: Int) -> Int? {
        let index = slots[slot]
        return index < 0 || context.isNull(index) ? nil : index
    }

    package func string(_ slot: Int) throws(YAMLError) -> String? {
        try present(slot).map { index throws(YAMLError) in try context.string(at: index) }
    }

    package func int(_ slot: Int) throws(YAMLError) -> Int? {
        try present(slot).map { index throws(YAMLError) in try context.integer(Int.self, at: index) }
    }

    package func double(_ slot: Int) throws(YAMLError) -> Double? {
        try present(slot).map { index throws(YAMLError) in try context.double(at: index) }
    }

    package func bool(_ slot: Int) throws(YAMLError) -> Bool? {
        try present(slot).map { index throws(YAMLError) in try context.bool(at: index) }
    }
}

extension YAMLDecoder {
    /// Decodes `T` from one parse: through `records` where it reads the document, else through
    /// `Decodable` (and its errors). Always throws `YAMLError`.
    package func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], path: String, records: (YAMLRecords) -> T?) throws -> T {
        let tape = usesBlockScanner
            ? try Tape.parse(bytes: bytes, path: path, limits: limits) : try Tape.parseWithLibYAML(bytes: bytes, path: path, limits: limits)
        let context = DecodingContext(tape: tape, path: path, userInfo: userInfo.mapValues { $0 as Any })
        if let value = records(YAMLRecords(context: context)) { return value }
        return try TapeDecoder(context: context, index: context.root, parent: nil, key: nil).decodeSelf(type)
    }
}
