/// A strong entity tag of a body: FNV-1a over its bytes, 64 bits, quoted. The same body always
/// gets the same tag, on every machine, so a browser's `If-None-Match` still matches after a restart.
package enum EntityTag {
    package static func of(_ body: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in body.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - digits.count) + digits + "\""
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
