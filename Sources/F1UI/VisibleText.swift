/// Text made safe to show on a terminal: every sentence a program writes about what it was given
/// (an argument, a path, a value from a data file or a server) goes through here, so an escape
/// sequence in it cannot clear the screen, retitle the window or write the clipboard.
package enum VisibleText {
    /// `text` with control characters (C0, DEL, C1), line and paragraph separators and
    /// bidirectional overrides and isolates replaced by U+FFFD. `keepingLines` keeps line feeds,
    /// for a message of several lines (a usage text); a report's value stays on one line.
    package static func visible(_ text: String, keepingLines: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { isSteering($0, keepingLines: keepingLines) }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isSteering(scalar, keepingLines: keepingLines) ? "\u{FFFD}" : scalar)
        }
        return String(scalars)
    }

    private static func isSteering(_ scalar: Unicode.Scalar, keepingLines: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingLines
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
