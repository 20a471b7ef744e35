/// Text from a document made safe inside HTML: the five characters with a meaning in markup are
/// escaped, so a driver named `<img src=x onerror=…>` is shown, never run, whether the text lands
/// in an element or in a quoted attribute value.
///
/// Control characters (C0 but line feed and tab, DEL, C1), line and paragraph separators and
/// bidirectional overrides and isolates are removed, as F1Charts' SVG writer removes them, so a
/// name reads the same in the table and in the chart beside it. Not F1UI's `VisibleText`: it
/// writes U+FFFD in their place, which guards a terminal but would print a visible "�" in the page,
/// and a browser cannot be steered by an escape sequence the way a terminal can.
package enum HTMLText {
    /// `text` escaped for element content and for a quoted attribute value alike.
    package static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsWork) || text.unicodeScalars.contains(where: isRemoved) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if !isRemoved(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// Whether `scalar` is dropped: a control that is not a line feed or tab, a line or paragraph
    /// separator, a bidirectional override or isolate, or a noncharacter XML refuses.
    static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        case 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// A byte that is markup or a control: the common case, plain text, is returned untouched.
    private static func needsWork(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
