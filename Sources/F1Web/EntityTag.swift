/// A strong entity tag of a body: a 64-bit hash of its bytes, quoted. The same body always gets
/// the same tag, on every machine, so a browser's `If-None-Match` still matches after a restart.
package enum EntityTag {
    /// FNV-1a's constants over little-endian 8-byte words, each step's high bits folded back down
    /// (a multiply only carries upwards): words, not bytes, as every answer made is hashed
    /// (docs/performance.md#entitytag-f1web).
    package static func of(_ body: String) -> String {
        var body = body
        let hash = body.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                hash = mix(hash, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            while offset < raw.count {
                hash = mix(hash, UInt64(raw[offset]))  // trap-ok: offset < count.
                offset += 1
            }
            return mix(hash, UInt64(raw.count))
        }
        let digits = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - digits.count) + digits + "\""
    }

    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x0000_0100_0000_01B3
        return product ^ (product >> 29)
    }

    /// Whether an `If-None-Match` header's value names `tag`: a list of tags, weak ones
    /// compared weakly (RFC 9110 §13.1.2), or `*`.
    package static func matches(_ header: String, _ tag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            var candidate = candidate.trimmingCharacters(in: .whitespaces)
            if candidate == "*" { return true }
            if candidate.hasPrefix("W/") { candidate.removeFirst(2) }
            return candidate == tag
        }
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> Substring {
        var text = self
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return text
    }
}

extension Set<Character> {
    fileprivate static let whitespaces: Set<Character> = [" ", "\t"]
}
