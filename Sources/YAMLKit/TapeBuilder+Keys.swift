extension TapeBuilder {
    /// Mappings with more keys than this switch from a linear scan to a table.
    static let linearKeyLimit = 16

    /// A scalar key of an open mapping, with what a comparison needs up front.
    struct KeyRef {
        var node: UInt32
        var start: UInt32
        var length: UInt32
        /// Length, first and last byte: cheap to compute and rarely equal for different keys.
        var fingerprint: UInt32
    }

    /// Rejects a scalar key whose text equals an earlier key of the same mapping.
    mutating func checkUnique(key index: UInt32, in frameIndex: Int) throws(YAMLError) {
        let resolved = tape.resolve(Int(index))
        let node = tape.nodes[resolved]
        guard node.kind == .scalar else { return }
        let base = frames[frameIndex].keyBase
        if frames[frameIndex].keyTable != nil {
            let text = tape.text(of: resolved)
            if let first = frames[frameIndex].keyTable?[text] { throw duplicate(index, first: first) }
            frames[frameIndex].keyTable?[text] = index
            return
        }
        let key = KeyRef(
            node: index, start: node.first, length: node.second - node.first,
            fingerprint: KeyFingerprint.of(tape.text(ofScalar: node)))
        // Distinct keys rarely share a bit of the mapping's filter, so most keys skip the scan.
        let bit = KeyFingerprint.filterBit(key.fingerprint)
        let mayRepeat = frames[frameIndex].keyFilter & bit != 0
        frames[frameIndex].keyFilter |= bit
        if mayRepeat, let first = linearMatch(key, from: base) { throw duplicate(index, first: first) }
        keys.append(key)
        if keys.count - base > Self.linearKeyLimit {
            var table: [String: UInt32] = [:]
            for earlier in keys[base...] { table[tape.text(of: tape.resolve(Int(earlier.node)))] = earlier.node }
            frames[frameIndex].keyTable = table
        }
    }

    private func linearMatch(_ key: KeyRef, from base: Int) -> UInt32? {
        let bytes = tape.bytes.elements
        return keys.withUnsafeBufferPointer { keys in
            let text = UnsafeBufferPointer(rebasing: bytes[Int(key.start)..<Int(key.start + key.length)])
            for other in keys[base...] where other.fingerprint == key.fingerprint && other.length == key.length {
                let otherText = UnsafeBufferPointer(rebasing: bytes[Int(other.start)..<Int(other.start + other.length)])
                if otherText.elementsEqual(text) { return other.node }
            }
            return nil
        }
    }

    private func duplicate(_ index: UInt32, first: UInt32) -> YAMLError {
        let firstMark = tape.mark(of: Int(first))
        let text = tape.text(of: tape.resolve(Int(index)))
        return error(
            "duplicate key \(Quoting.quote(text)) (first at line \(firstMark.line), column \(firstMark.column))",
            at: tape.mark(of: Int(index)))
    }
}
