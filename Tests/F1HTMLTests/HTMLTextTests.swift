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
}
