import Testing

/// Names as hostile data could spell them: each is "Max", something between, "Verstappen", so a
/// face can be held to showing the letters around what it hides or escapes.
struct HostileText: CustomTestStringConvertible, Sendable {
    let label: String
    let middle: String
    /// Whether a face may cut the name before "Verstappen" (it is longer than any cell).
    var isLong = false

    var name: String { "Max" + middle + "Verstappen" }
    var testDescription: String { label }

    static let all: [HostileText] = [
        HostileText(label: "clear the screen", middle: "\u{1B}[2J\u{1B}[H"),
        HostileText(label: "write the clipboard", middle: "\u{1B}]52;c;cm0gLXJmIH4=\u{07}"),
        HostileText(label: "NUL", middle: "\u{0}"),
        HostileText(label: "tab, carriage return, line feed", middle: "\t\r\n"),
        HostileText(label: "DEL and an 8-bit CSI", middle: "\u{7F}\u{9B}31m"),
        HostileText(label: "right-to-left override", middle: "\u{202E}gnp.exe"),
        HostileText(label: "isolates and marks", middle: "\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}\u{202A}\u{202B}\u{202C}\u{202D}"),
        HostileText(label: "line and paragraph separators", middle: "\u{2028}\u{2029}"),
        HostileText(label: "non-characters", middle: scalars(0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFF, 0x10FFFE)),
        HostileText(label: "C1 controls", middle: "\u{80}\u{85}\u{9F}"),
        HostileText(label: "markup", middle: "<img src=x onerror=alert(1)> \"q\" 'a' &amp; </td>"),
        HostileText(label: "combining marks", middle: "e\u{301}\u{302}\u{303} \u{301}"),
        HostileText(label: "emoji joined by ZWJ", middle: "👨\u{200D}👩\u{200D}👧 🏳️\u{200D}🌈"),
        HostileText(label: "10k characters", middle: String(repeating: "a\u{1B}[1m", count: 2_500), isLong: true),
    ]

    /// Swift refuses non-characters in a literal.
    static func scalars(_ values: UInt32...) -> String {
        String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
    }

    /// The scalars a face may write as its own structure: line feeds between lines, and CSV's
    /// carriage returns before them.
    static func isHiddenBeyond(_ structure: Set<Unicode.Scalar>) -> (Unicode.Scalar) -> Bool {
        { scalar in !structure.contains(scalar) && isHiddenForTest(scalar) }
    }

    /// The set said again by class, apart from TextSafety's switch, so a mistake in one is seen.
    static func isHiddenForTest(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        let controls = value < 0x20 || (0x7F...0x9F).contains(value)
        let bidi = [0x061C, 0x200E, 0x200F].contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        let separators = value == 0x2028 || value == 0x2029
        let nonCharacters = (0xFDD0...0xFDEF).contains(value) || value % 0x10000 >= 0xFFFE
        return controls || bidi || separators || nonCharacters
    }
}
