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
    mutating func line(_ content: String) {
        var octets = 0
        for scalar in content.unicodeScalars {
            let width = UTF8.width(scalar)
            if octets + width > Self.lineLimit {
                contents += "\r\n "
                octets = 1
            }
            contents.unicodeScalars.append(scalar)
            octets += width
        }
        contents += "\r\n"
    }

    /// TEXT escaping (§3.3.11): backslash, semicolon and comma escaped, a line break written
    /// `\n`; any other character no face shows (controls, bidirectional marks) is U+FFFD, since
    /// TEXT may hold no control but a tab and a calendar shows what it is given.
    static func escaped(_ value: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(value.utf8.count + 8)
        var afterReturn = false
        for scalar in value.unicodeScalars {
            defer { afterReturn = scalar == "\r" }
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            // CRLF, CR and LF are each one line break.
            case "\r": escaped += "\\n"
            case "\n": if !afterReturn { escaped += "\\n" }
            case _ where VisibleText.isHidden(scalar): escaped.unicodeScalars.append(VisibleText.replacement)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
