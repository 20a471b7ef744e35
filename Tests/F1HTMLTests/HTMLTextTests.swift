import F1HTML
import Testing

/// The five characters of markup escaped; controls, separators and direction overrides removed.
@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
        ("Tom & Jerry", "Tom &amp; Jerry"),
        ("say \"hi\"", "say &quot;hi&quot;"),
        ("O'Neill", "O&#39;Neill"),
        ("&amp;", "&amp;amp;"),
        ("Pérez 🏎", "Pérez 🏎"),
    ])
    func markupIsEscaped(text: String, escaped: String) {
        #expect(HTMLText.escaped(text) == escaped)
    }

    @Test func controlsSeparatorsAndOverridesAreRemovedButLinesAndTabsKept() {
        #expect(HTMLText.escaped("a\u{1B}[2Jb") == "a[2Jb")
        #expect(HTMLText.escaped("a\u{0}b\u{7F}c\u{9B}d\r") == "abcd")
        #expect(HTMLText.escaped("evil\u{202E}gnp.exe") == "evilgnp.exe")
        #expect(HTMLText.escaped("\u{2066}x\u{2069}\u{2028}y\u{2029}") == "xy")
        #expect(HTMLText.escaped("one\ntwo\tthree") == "one\ntwo\tthree")
    }

    @Test func aFragmentOfTextIsEscapedAndMarkupIsKept() {
        #expect(HTMLFragment(text: "<b>").html == "&lt;b&gt;")
        #expect(HTMLFragment(markup: "<b>bold</b>").html == "<b>bold</b>")
        #expect((HTMLFragment(markup: "<p>") + HTMLFragment(text: "&") + HTMLFragment(markup: "</p>")).html == "<p>&amp;</p>")
    }

    /// The escaper works on bytes; this is its rule said on scalars, as it was written before.
    static func escapedScalarByScalar(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: if !isRemoved(scalar.value) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// C0 controls but tab and line feed, DEL and C1, line and paragraph separators, direction
    /// overrides and isolates, and the two noncharacters XML refuses.
    static func isRemoved(_ value: UInt32) -> Bool {
        (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0xFFFE || value == 0xFFFF
    }

    /// Every scalar of the first two planes, and the last ones, alone and between letters, with
    /// their neighbours in the encoding (the bytes that start a removed scalar start many kept ones).
    @Test func bytesAreEscapedAsTheScalarRuleSays() {
        let values = Array(0...0x2_FFFF) + Array(0x10_FF00...0x10_FFFF)
        var mismatches: [String] = []
        for value in values {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "a" + String(scalar) + "b", String(scalar) + "<" + String(scalar)] {
                let escaped = HTMLText.escaped(text)
                if escaped != Self.escapedScalarByScalar(text) { mismatches.append(String(value, radix: 16)) }
            }
        }
        #expect(mismatches.isEmpty, "U+\(mismatches.prefix(10))")
    }

    /// Text that needs no escaping comes back as it is, and text that does never keeps a removed scalar.
    @Test func plainTextIsReturnedAndRemovedScalarsNeverSurvive() {
        let plain = "Max Verstappen ▲2 Pérez ★ \u{2027} \u{202F} \u{FFFD}"
        #expect(HTMLText.escaped(plain) == plain)
        let hostile = "\u{202E}<\u{85}\u{2069}>\u{FFFF}\u{9F}"
        #expect(HTMLText.escaped(hostile) == "&lt;&gt;")
    }
}
