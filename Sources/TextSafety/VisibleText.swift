/// The one rule for text that comes from data (a file, a server, an argument): the characters
/// that never reach a face as themselves, and what is shown in their place. Each face adds only
/// its own escaping on top (docs/ARCHITECTURE.md, "Text from data").
package enum VisibleText {
    /// Shown in place of a hidden character: visible, one column wide, valid in every face's
    /// encoding, and never silently nothing.
    package static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Whether `scalar` never reaches a face as itself: controls (C0, DEL, C1) that steer a
    /// terminal, bidirectional controls that reorder what is around them, line and paragraph
    /// separators that break a line where no face expects it, and non-characters, which no
    /// interchange may carry (XML refuses U+FFFE and U+FFFF).
    ///
    /// `keepingLines` keeps line feeds, for a message of several lines (a usage text): the one
    /// face that needs them; a value from data is one line in every face.
    package static func isHidden(_ scalar: Unicode.Scalar, keepingLines: Bool = false) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingLines
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x2028, 0x2029: true
        case 0xFDD0...0xFDEF: true
        case let value: value & 0xFFFE == 0xFFFE
        }
    }

    /// `text` with every hidden scalar replaced by `replacement`; the text itself when there is none.
    package static func visible(_ text: String, keepingLines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isHidden($0, keepingLines: keepingLines) }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isHidden(scalar, keepingLines: keepingLines) ? replacement : scalar)
        }
        return String(scalars)
    }
}
