import Testing

@testable import TextSafety

/// The set of hidden characters, its replacement, and the byte scan that writers on UTF-8 use.
@Suite struct VisibleTextTests {
    /// One of each class of the set.
    // Swift refuses the non-characters in a literal.
    static let hidden: [Unicode.Scalar] =
        [
            "\u{0}", "\u{7}", "\u{9}", "\u{A}", "\u{D}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}",
            "\u{61C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{2028}", "\u{2029}",
        ] + [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF].compactMap(Unicode.Scalar.init)

    /// Their neighbours, and text people read: kept as it is.
    static let shown: [Unicode.Scalar] = [
        " ", "a", "~", "\u{A0}", "é", "\u{300}", "\u{61B}", "\u{61D}", "\u{200B}", "\u{200D}", "\u{2027}", "\u{202F}", "\u{2065}",
        "\u{206A}", "\u{FDCF}", "\u{FDF0}", "\u{FEFF}", "\u{FFFD}", "周", "🏎", "\u{1FFFD}", "\u{10FFFD}",
    ]

    @Test(arguments: hidden)
    func aHiddenCharacterBecomesTheReplacement(_ scalar: Unicode.Scalar) {
        #expect(VisibleText.isHidden(scalar))
        #expect(VisibleText.visible("a\(scalar)b") == "a\u{FFFD}b")
    }

    @Test(arguments: shown)
    func aShownCharacterIsKept(_ scalar: Unicode.Scalar) {
        #expect(!VisibleText.isHidden(scalar))
        #expect(VisibleText.visible("a\(scalar)b") == "a\(scalar)b")
    }

    @Test func lineFeedsAreKeptOnlyWhenAsked() {
        let usage = "Usage: f1report\n  Pérez, Räikkönen 周冠宇"
        #expect(VisibleText.visible(usage, keepingLines: true) == usage)
        #expect(VisibleText.visible(usage) == "Usage: f1report\u{FFFD}  Pérez, Räikkönen 周冠宇")
        #expect(VisibleText.visible("a\r\n\tb", keepingLines: true) == "a\u{FFFD}\n\u{FFFD}b")
    }

    /// The byte scan finds every hidden scalar and no other, with neighbours in the encoding
    /// (the bytes that start a hidden scalar start many shown ones).
    @Test func theByteScanAgreesWithTheSetForEveryScalar() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var text = "a" + String(scalar) + "b"
            let length = text.withUTF8 { bytes in
                VisibleText.mayStartHidden(bytes[1]) ? VisibleText.hiddenLength(bytes, at: 1) : 0
            }
            if VisibleText.isHidden(scalar) ? length != String(scalar).utf8.count : length != 0 {
                mismatches.append(String(value, radix: 16))
            }
        }
        #expect(mismatches.isEmpty, "U+\(mismatches.prefix(10))")
    }

    @Test func aScalarCutShortAtTheEndIsNotReadPastIt() {
        var text = "\u{FFFF}"
        let lengths = text.withUTF8 { bytes in
            (0..<bytes.count).map { VisibleText.hiddenLength(UnsafeBufferPointer(rebasing: bytes[..<($0 + 1)]), at: 0) }
        }
        #expect(lengths == [0, 0, 3])
    }
}
