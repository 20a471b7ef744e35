import TextSafety

/// Text from a document made safe inside HTML: every hidden character (TextSafety's
/// `VisibleText`, the rule every face shares) shows as U+FFFD, and the five characters with a
/// meaning in markup are escaped, so a driver named `<img src=x onerror=…>` is shown, never run,
/// whether the text lands in an element or in a quoted attribute value.
///
/// Works on UTF-8 bytes: a page escapes thousands of cells (docs/performance.md).
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
                if let entity = entity(byte) {
                    entity.withUTF8Buffer { output.append(contentsOf: $0) }
                    index += 1
                    continue
                }
                let hidden = VisibleText.mayStartHidden(byte) ? VisibleText.hiddenLength(bytes, at: index) : 0
                if hidden > 0 {
                    output.append(contentsOf: replacement)
                    index += hidden
                } else {
                    output.append(byte)
                    index += 1
                }
            }
        }
    }

    private static let replacement = Array(String(VisibleText.replacement).utf8)

    /// Whether a byte is markup or may start a hidden scalar: every other byte is copied as it is.
    private static let mayNeedWork: [Bool] = (0...255).map { entity(UInt8($0)) != nil || VisibleText.mayStartHidden(UInt8($0)) }

    private static func firstByteNeedingWork(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in bytes.indices {
            let byte = bytes[index]  // trap-ok: indices of bytes.
            guard mayNeedWork[Int(byte)] else { continue }  // trap-ok: 256 entries.
            if entity(byte) != nil { return index }
            // A lead byte only starts a hidden scalar when the scalar says so: "é" (C3 A9) never
            // gets here, "▲" (E2 96 B2) does and is kept without a copy.
            if VisibleText.mayStartHidden(byte), VisibleText.hiddenLength(bytes, at: index) > 0 { return index }
        }
        return nil
    }

    private static func entity(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
