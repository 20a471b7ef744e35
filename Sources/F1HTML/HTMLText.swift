/// Text from a document made safe inside HTML: the five characters with a meaning in markup are
/// escaped, so a driver named `<img src=x onerror=…>` is shown, never run, whether the text lands
/// in an element or in a quoted attribute value.
///
/// Control characters (C0 but line feed and tab, DEL, C1), line and paragraph separators and
/// bidirectional overrides and isolates are removed, as F1Charts' SVG writer removes them, so a
/// name reads the same in the table and in the chart beside it. Not F1UI's `VisibleText`: it
/// writes U+FFFD in their place, which guards a terminal but would print a visible "�" in the page,
/// and a browser cannot be steered by an escape sequence the way a terminal can.
///
/// Works on UTF-8 bytes: a page escapes thousands of cells, and walking their scalars took a
/// tenth of the race weekend page's time (docs/performance.md, "The race weekend page under 2 ms").
package enum HTMLText {
    /// `text` escaped for element content and for a quoted attribute value alike.
    package static func escaped(_ text: String) -> String {
        var text = text
        guard text.withUTF8({ firstByteNeedingWork($0) != nil }) else { return text }
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` escaped to `output`: its plain runs are copied as they are.
    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            guard var index = firstByteNeedingWork(bytes) else {
                output.append(contentsOf: bytes)
                return
            }
            output.append(contentsOf: bytes[..<index])
            while index < bytes.endIndex {
                let byte = bytes[index]  // trap-ok: index < endIndex.
                switch byteClass[Int(byte)] {  // trap-ok: 256 entries.
                case .plain:
                    output.append(byte)
                    index += 1
                case .markup:
                    entity(byte).withUTF8Buffer { output.append(contentsOf: $0) }
                    index += 1
                case .control:
                    index += 1
                case .mayStartRemoved:
                    let length = removedScalarLength(bytes, at: index)
                    if length == 0 { output.append(byte) }
                    index += max(length, 1)
                }
            }
        }
    }

    private enum ByteClass {
        case plain, markup, control
        /// The lead byte of a removed scalar's encoding (C2: C1 controls; E2: separators, overrides
        /// and isolates; EF: U+FFFE and U+FFFF), which the following bytes confirm or not.
        case mayStartRemoved
    }

    private static let byteClass: [ByteClass] = (0...255).map { byte in
        switch byte {
        case 0x09, 0x0A: .plain
        case 0x00...0x1F, 0x7F: .control
        case 0x26, 0x3C, 0x3E, 0x22, 0x27: .markup  // & < > " '
        case 0xC2, 0xE2, 0xEF: .mayStartRemoved
        default: .plain
        }
    }

    private static func firstByteNeedingWork(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in bytes.indices {
            if case .plain = byteClass[Int(bytes[index])] { continue }  // trap-ok: indices of bytes; 256 entries.
            // A lead byte only starts a removed scalar when its continuation says so: "é" (C3 A9)
            // never gets here, "▲" (E2 96 B2) does and is kept without a copy.
            if case .mayStartRemoved = byteClass[Int(bytes[index])], removedScalarLength(bytes, at: index) == 0 { continue }  // trap-ok: as above.
            return index
        }
        return nil
    }

    /// The length in bytes of the removed scalar that starts at `index`, or 0 when none does.
    private static func removedScalarLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let remaining = bytes.endIndex - index
        guard remaining >= 2 else { return 0 }
        let (lead, second) = (bytes[index], bytes[index + 1])  // trap-ok: two bytes remain.
        switch lead {
        case 0xC2: return (0x80...0x9F).contains(second) ? 2 : 0
        case 0xE2:
            guard remaining >= 3 else { return 0 }
            let third = bytes[index + 2]  // trap-ok: three bytes remain.
            if second == 0x80, (0xA8...0xAE).contains(third) { return 3 }  // U+2028…U+202E
            if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }  // U+2066…U+2069
            return 0
        case 0xEF:
            guard remaining >= 3 else { return 0 }
            return second == 0xBF && (0xBE...0xBF).contains(bytes[index + 2]) ? 3 : 0  // trap-ok: three bytes remain.
        default: return 0
        }
    }

    private static func entity(_ byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
