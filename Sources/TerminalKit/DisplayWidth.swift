import TextSafety

/// Terminal columns of graphemes, from a compact range check rather than full Unicode width tables:
/// East Asian Wide and Fullwidth blocks and emoji presentation take two columns, controls and
/// lone zero-width marks none, everything else one. This is what wcwidth-based terminals agree on
/// for the text an app shows; rare scripts may be off by one.
enum DisplayWidth {
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // A grapheme with a hidden scalar is drawn as what `TextCut` makes of it.
        if scalars.contains(where: { VisibleText.isHidden($0) }) { return of(VisibleText.visible(String(character))) }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator, .surrogate:
            // Nothing to stand on: a mark with no base, a control or an invisible formatter.
            return 0
        default: break
        }
        if isRegionalIndicator(first) { return scalars.count >= 2 ? 2 : 1 }
        if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
        // A text-style emoji turned into its picture by VS16 (U+FE0F), like "❤️".
        if first.properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return 1
    }

    /// The whole text's width: for text already cut (`TextCut`), as it looks at every character.
    static func of(_ text: String) -> Int {
        var width = 0
        var count = 0
        for character in text {
            width += of(character)
            count += 1
        }
        TextCut.examined?.add(count)
        return width
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// East Asian Wide and Fullwidth blocks (Hangul, CJK, kana, fullwidth forms) and the pictograph blocks.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
