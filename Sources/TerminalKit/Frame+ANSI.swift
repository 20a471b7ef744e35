extension Frame {
    /// The frame as lines of text for a terminal that is written to line by line (not a full screen):
    /// each row's cells with Select Graphic Rendition sequences where the style changes, a reset at
    /// the end of a line that changed it, and trailing blank cells trimmed. With `usesColor` false
    /// (NO_COLOR) the colours are dropped and bold, dim, underline and inverse kept, as `FrameRenderer` does.
    public func ansiLines(usesColor: Bool) -> [String] {
        (0..<size.rows).map { row in ansiLine(row: row, usesColor: usesColor) }
    }

    private func ansiLine(row: Int, usesColor: Bool) -> String {
        let styles = (0..<size.columns).map { usesColor ? self[row, $0].style : self[row, $0].style.withoutColors }
        // A blank cell shows nothing unless its style paints the cell itself.
        var end = size.columns
        while end > 0, self[row, end - 1].text == " " || self[row, end - 1].text.isEmpty,
            !Self.paintsBlank(styles[end - 1])  // trap-ok: end - 1 is in 0..<size.columns, the count of styles.
        {
            end -= 1
        }
        var line = ""
        var current = CellStyle.plain
        for column in 0..<end {
            let style = styles[column]  // trap-ok: column < end <= size.columns, the count of styles.
            if style != current {
                line += String(decoding: ControlSequence.selectGraphicRendition(style), as: UTF8.self)
                current = style
            }
            line += self[row, column].text
        }
        if current != .plain { line += String(decoding: ControlSequence.selectGraphicRendition(.plain), as: UTF8.self) }
        return line
    }

    private static func paintsBlank(_ style: CellStyle) -> Bool {
        style.background != nil || style.inverse || style.underline
    }
}
