extension TapeDecoder {
    /// Mappings with more entries than this get a key table instead of linear scans.
    static let linearLookupLimit = 32

    /// The tape index of the value for `key` in this decoder's mapping, or nil when absent.
    func valueIndex(forKey key: String) -> Int? {
        keyIndex(forKey: key).map { context.end(of: $0) }
    }

    /// The tape index of the first key equal to `key` in this decoder's mapping, or nil when absent.
    ///
    /// Compares UTF-8 bytes in place, starting at the last key found, so decoding keys in
    /// document order costs about one comparison each, and asking for the same key twice (as
    /// `contains` then `decode` do) costs one.
    func keyIndex(forKey key: String) -> Int? {
        let mapping = node
        guard mapping.kind == .mapping else { return nil }
        if Int(mapping.second) / 2 > Self.linearLookupLimit { return tableLookup(key) }
        if let found = key.utf8.withContiguousStorageIfAvailable({ scan(for: $0, end: Int(mapping.first)) }) {
            return found
        }
        var key = key
        return key.withUTF8 { scan(for: $0, end: Int(mapping.first)) }
    }

    private func scan(for key: UnsafeBufferPointer<UInt8>, end: Int) -> Int? {
        // Optional fields are often absent; once one lookup has seen every key, most misses stop here.
        if let absentKeys = keyFilter, absentKeys & KeyFingerprint.filterBit(KeyFingerprint.of(key)) == 0 { return nil }
        let nodes = context.nodes
        let bytes = context.bytes
        let first = index + 1
        guard first < end else { return nil }
        let start = keyHint < end ? keyHint : first
        var candidate = start
        var seen: UInt64 = 0
        repeat {
            var keyNode = nodes[candidate]
            let value = keyNode.kind.isContainer ? Int(keyNode.first) : candidate + 1
            if keyNode.kind == .alias { keyNode = nodes[Int(keyNode.first)] }
            let valueNode = nodes[value]
            let next = valueNode.kind.isContainer ? Int(valueNode.first) : value + 1
            if keyNode.kind == .scalar {
                let text = UnsafeBufferPointer(rebasing: bytes[Int(keyNode.first)..<Int(keyNode.second)])
                if text.count == key.count, Self.equal(text, key) {
                    keyHint = candidate
                    return candidate
                }
                seen |= KeyFingerprint.filterBit(KeyFingerprint.of(text))
            }
            candidate = next < end ? next : first
        } while candidate != start
        keyFilter = seen
        return nil
    }

    @inline(__always)
    private static func equal(_ text: UnsafeBufferPointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in 0..<key.count where text[i] != key[i] {
            return false
        }
        return true
    }

    private func tableLookup(_ key: String) -> Int? {
        if let keyTable { return keyTable[key] }
        var table: [String: Int] = [:]
        forEachEntry { keyIndex, _ in
            let resolvedKey = context.resolve(keyIndex)
            guard context.nodes[resolvedKey].kind == .scalar else { return }
            let text = context.string(of: resolvedKey)
            if table[text] == nil { table[text] = keyIndex }
        }
        keyTable = table
        return table[key]
    }

    /// Calls `body` with the key and value index of each entry of this decoder's mapping, in order.
    func forEachEntry(_ body: (_ key: Int, _ value: Int) -> Void) {
        let end = Int(node.first)
        var keyIndex = index + 1
        while keyIndex < end {
            let valueIndex = context.end(of: keyIndex)
            body(keyIndex, valueIndex)
            keyIndex = context.end(of: valueIndex)
        }
    }

    /// The text of every scalar key, in document order.
    var keyStrings: [String] {
        var keys: [String] = []
        forEachEntry { keyIndex, _ in
            let resolvedKey = context.resolve(keyIndex)
            if context.nodes[resolvedKey].kind == .scalar { keys.append(context.string(of: resolvedKey)) }
        }
        return keys
    }
}
