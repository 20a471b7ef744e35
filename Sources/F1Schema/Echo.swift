/// Input text echoed into diagnostics: on one line, escapes visible, and short.
///
/// A name from a hostile file can hold line breaks, terminal escapes or megabytes; a diagnostic
/// must still be one readable line.
package enum Echo {
    /// The most characters of one echoed name; longer ones end in "…".
    package static let maxNameLength = 80
    /// The most items of an echoed list; the rest are counted.
    package static let maxListItems = 12

    /// `'name'`, made visible and shortened.
    package static func quoted(_ text: some StringProtocol) -> String {
        "'" + name(text) + "'"
    }

    /// The text made visible and cut to `maxNameLength` characters.
    package static func name(_ text: some StringProtocol) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == maxNameLength {
                return result + "…"
            }
            result += visible(character)
            count += 1
        }
        return result
    }

    /// Items joined with ", ", each made visible; a long list ends in "… (N in all)".
    package static func list(_ items: some Collection<String>, separator: String = ", ") -> String {
        let shown = items.prefix(maxListItems).map(name)
        guard items.count > maxListItems else { return shown.joined(separator: separator) }
        return shown.joined(separator: separator) + separator + "… (\(items.count) in all)"
    }

    /// The whole text with every control character and line break written as an escape.
    package static func visible(_ text: some StringProtocol) -> String {
        var result = ""
        for character in text { result += visible(character) }
        return result
    }

    private static func visible(_ character: Character) -> String {
        // A Character is a grapheme: "\r\n" is one, and a combining mark may follow a control.
        guard character.unicodeScalars.contains(where: needsEscape) else { return String(character) }
        return character.unicodeScalars.map { needsEscape($0) ? escape($0) : String($0) }.joined()
    }

    /// Control characters, line and paragraph separators, and bidirectional overrides.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
