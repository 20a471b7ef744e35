import F1HTML
import Testing
import TextSafety

/// The five characters of markup escaped; hidden characters (TextSafety's `VisibleText`) as U+FFFD.
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

    @Test func hiddenCharactersShowAsTheReplacement() {
        #expect(HTMLText.escaped("a\u{1B}[2Jb") == "a\u{FFFD}[2Jb")
        #expect(HTMLText.escaped("a\u{0}b\u{7F}c\u{9B}d\r") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}")
        #expect(HTMLText.escaped("evil\u{202E}gnp.exe") == "evil\u{FFFD}gnp.exe")
        #expect(HTMLText.escaped("\u{2066}x\u{2069}\u{2028}y\u{2029}") == "\u{FFFD}x\u{FFFD}\u{FFFD}y\u{FFFD}")
        #expect(HTMLText.escaped("one\ntwo\tthree") == "one\u{FFFD}two\u{FFFD}three")
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
            default: result.unicodeScalars.append(VisibleText.isHidden(scalar) ? VisibleText.replacement : scalar)
            }
        }
        return result
    }

    /// Every scalar of the first two planes, and the last ones, alone and between letters, with
    /// their neighbours in the encoding (the bytes that start a hidden scalar start many shown ones).
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

    /// Text that needs no escaping comes back as it is, and text that does never keeps a hidden scalar.
    @Test func plainTextIsReturnedAndHiddenScalarsNeverSurvive() {
        let plain = "Max Verstappen ▲2 Pérez ★ \u{2027} \u{202F} \u{FFFD}"
        #expect(HTMLText.escaped(plain) == plain)
        let hostile = "\u{202E}<\u{85}\u{2069}>\u{FFFF}\u{9F}"
        #expect(HTMLText.escaped(hostile) == "\u{FFFD}&lt;\u{FFFD}\u{FFFD}&gt;\u{FFFD}\u{FFFD}")
    }
}
