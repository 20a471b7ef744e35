import TextSafety

/// iCalendar's content lines (RFC 5545 §3.1): values escaped, lines folded at 75 octets without
/// splitting a character, each ended by CRLF.
struct ICalendarText {
    private(set) var contents = ""

    /// The longest line in octets, CRLF not counted; a folded line's leading space counts.
    static let lineLimit = 75

    init() {
        contents.reserveCapacity(64 * 1024)
    }

    /// A property whose value is TEXT: escaped, then folded.
    mutating func property(_ name: String, _ value: String) {
        line(name + ":" + Self.escaped(value))
    }

    /// A property whose value needs no escaping (dates, integers, identifiers F1Kit made).
    /// Most lines are short and appended whole; a long one is cut before a byte that continues a
    /// character, so no fold splits one.
    mutating func line(_ content: String) {
        let bytes = content.utf8
        var start = bytes.startIndex
        var room = Self.lineLimit
        while bytes.distance(from: start, to: bytes.endIndex) > room {
            var cut = bytes.index(start, offsetBy: room)
            while UTF8.isContinuation(bytes[cut]) { cut = bytes.index(before: cut) }
            contents += String(decoding: bytes[start..<cut], as: UTF8.self)
            contents += "\r\n "
            start = cut
            room = Self.lineLimit - 1
        }
        contents += start == bytes.startIndex ? content : String(decoding: bytes[start...], as: UTF8.self)
        contents += "\r\n"
    }

    /// TEXT escaping (§3.3.11): backslash, semicolon and comma escaped, a line break written
    /// `\n`; any other character no face shows (controls, bidirectional marks) is U+FFFD, since
    /// TEXT may hold no control but a tab and a calendar shows what it is given.
    static func escaped(_ value: String) -> String {
        let scalars = value.unicodeScalars
        guard scalars.contains(where: needsEscaping) else { return value }
        var escaped = ""
        escaped.reserveCapacity(value.utf8.count + 16)
        // The runs between escapes are copied whole.
        var run = scalars.startIndex
        var index = run
        var afterReturn = false
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            let replacement: String? =
                switch scalar {
                case "\\": "\\\\"
                case ";": "\\;"
                case ",": "\\,"
                // CRLF, CR and LF are each one line break.
                case "\r": "\\n"
                case "\n": afterReturn ? "" : "\\n"
                case _ where VisibleText.isHidden(scalar): "\u{FFFD}"
                default: nil
                }
            if let replacement {
                escaped += Substring(scalars[run..<index])
                escaped += replacement
                run = next
            }
            afterReturn = scalar == "\r"
            index = next
        }
        escaped += Substring(scalars[run...])
        return escaped
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\\", ";", ",", "\r", "\n": true
        default: VisibleText.isHidden(scalar)
        }
    }
}
