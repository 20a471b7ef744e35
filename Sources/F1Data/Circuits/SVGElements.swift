/// The `d` attributes of an SVG document's `<path>` elements, in document order, found by a scan
/// of the bytes that skips comments, CDATA sections, scripts and styles whole (their text is never
/// read as markup) and reads a tag's attributes with their quotes.
enum SVGElements {
    static func pathData(in bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var found: [ArraySlice<UInt8>] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {  // trap-ok: index <= count.
            let rest = bytes[open...]  // trap-ok: open < count.
            if rest.starts(with: "<!--".utf8) {
                guard let end = find("-->", in: bytes, from: open + 4) else { break }
                index = end
            } else if rest.starts(with: "<![CDATA[".utf8) {
                guard let end = find("]]>", in: bytes, from: open + 9) else { break }
                index = end
            } else if let name = ["script", "style"].first(where: { isTag($0, in: bytes, at: open) }) {
                guard let end = find("</" + name, in: bytes, from: open + 1, caseless: true) else { break }
                index = end
            } else if isTag("path", in: bytes, at: open) {
                let (attribute, end) = attributeD(in: bytes, from: open + 5)
                if let attribute { found.append(attribute) }
                index = end
            } else {
                index = open + 1
            }
        }
        return found
    }

    /// Whether `<name` begins at `open`, followed by white space, `/` or `>`, in any case.
    private static func isTag(_ name: String, in bytes: [UInt8], at open: Int) -> Bool {
        let end = open + 1 + name.utf8.count
        guard end < bytes.count else { return false }
        // trap-ok: open + 1 + name's length < count.
        guard zip(bytes[(open + 1)..<end], name.utf8).allSatisfy({ $0 | 0x20 == $1 }) else { return false }
        let next = bytes[end]  // trap-ok: end < count.
        return next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D || next == UInt8(ascii: "/") || next == UInt8(ascii: ">")
    }

    /// The index just past `needle` at or after `from`; nil when it does not occur.
    private static func find(_ needle: String, in bytes: [UInt8], from: Int, caseless: Bool = false) -> Int? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, from < bytes.count else { return nil }
        var index = from
        while index + pattern.count <= bytes.count {
            // trap-ok: index + pattern's length <= count.
            if bytes[index] | (caseless ? 0x20 : 0) == first | (caseless ? 0x20 : 0),
                zip(bytes[index..<(index + pattern.count)], pattern).allSatisfy({ caseless ? $0 | 0x20 == $1 | 0x20 : $0 == $1 })
            {
                return index + pattern.count
            }
            index += 1
        }
        return nil
    }

    /// The value of the tag's `d` attribute and the index past the tag's `>`.
    private static func attributeD(in bytes: [UInt8], from start: Int) -> (ArraySlice<UInt8>?, Int) {
        var index = start
        var value: ArraySlice<UInt8>?
        while index < bytes.count {
            let byte = bytes[index]  // trap-ok: index < count.
            if byte == UInt8(ascii: ">") { return (value, index + 1) }
            guard isNameByte(byte) else {
                index += 1
                continue
            }
            let nameStart = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }  // trap-ok: index < count.
            let name = bytes[nameStart..<index]  // trap-ok: within bytes.
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }  // trap-ok: index < count.
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }  // trap-ok: index < count.
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }  // trap-ok: index < count.
            guard index < bytes.count else { break }
            let quote = bytes[index]  // trap-ok: index < count.
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
            guard let close = bytes[(index + 1)...].firstIndex(of: quote) else { break }  // trap-ok: index + 1 <= count.
            if value == nil, name.elementsEqual("d".utf8) { value = bytes[(index + 1)..<close] }  // trap-ok: within bytes.
            index = close + 1
        }
        return (value, bytes.count)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "_")
    }
}
