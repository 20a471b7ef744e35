/// Reading a request target: the one percent-decoder of the web face (an architecture test keeps
/// it the only one), used by `WebAddress` for the path's segments and the query's names and values.
extension WebPath {
    /// The path's segments, each decoded, with empty ones left out ("/2025//3/" is "/2025/3"); nil
    /// when one does not decode. A "%2F" stays inside its segment: the split comes first.
    package static func segments(of path: Substring) -> [String]? {
        var segments: [String] = []
        for raw in path.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = decoded(raw, plusIsSpace: false) else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// The query's items, their names decoded and their values still as sent (a value is decoded
    /// when a page reads it, so a broken one is refused as that parameter's). A name written
    /// without "=" has the empty value; a name that does not decode names nothing a page reads.
    package static func queryItems(of query: Substring) -> [(name: String, value: Substring)] {
        query.split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = parts.first, let name = decoded(first, plusIsSpace: true) else { return nil }
            return (name, parts.dropFirst().first ?? "")
        }
    }

    /// `text` with its %XX escapes decoded (and "+" as a space in a query, as forms send it); nil
    /// for a broken escape or bytes that are not UTF-8. Decoded once: "%2532" is "%32".
    package static func decoded(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
