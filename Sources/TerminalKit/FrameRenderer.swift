import TextSafety

/// Turns frames into the bytes that draw them, sending only what changed since the last frame.
/// Pure: frames in, bytes out; writing them is the caller's business.
public struct FrameRenderer: Sendable {
    /// Whether colours are written; attributes (bold, underline, inverse...) always are.
    public let usesColor: Bool
    /// Whether output is wrapped in CSI ?2026h / ?2026l so the terminal shows it at once, without tearing.
    public let synchronizedOutput: Bool
    private var previous: Frame?

    /// A renderer that has drawn nothing yet, so its first frame is drawn whole.
    public init(usesColor: Bool, synchronizedOutput: Bool = true) {
        self.usesColor = usesColor
        self.synchronizedOutput = synchronizedOutput
    }

    /// The bytes that turn the screen from the last rendered frame into `frame`: everything on the first call or after `invalidate()` or a size change (clear screen + all cells); afterwards only the cells that changed (cursor moves to each run of changed cells, minimal SGR changes). An identical frame yields empty output (no bytes at all, not even sync escapes). Output is wrapped in synchronized-output escapes (CSI ?2026h / ?2026l) when enabled and non-empty. When usesColor is false, colours are dropped but bold/underline/inverse are kept (so a selection stays visible under NO_COLOR).
    public mutating func render(_ frame: Frame) -> [UInt8] {
        var output = Output(frame: frame, usesColor: usesColor)
        if let previous, previous.size == frame.size {
            output.drawChanges(from: previous)
        } else {
            output.drawAll()
        }
        previous = frame
        guard !output.bytes.isEmpty else { return [] }
        output.resetStyle()
        guard synchronizedOutput else { return output.bytes }
        return ControlSequence.beginSynchronizedUpdate + output.bytes + ControlSequence.endSynchronizedUpdate
    }

    /// Forgets what is on the screen, so the next frame is drawn whole (after something else wrote to it).
    public mutating func invalidate() {
        previous = nil
    }
}

/// One render's bytes, with the cursor and style the terminal is left with, so moves and SGR are
/// written only when they change.
private struct Output {
    let frame: Frame
    let usesColor: Bool
    var bytes: [UInt8] = []
    /// Where the terminal's cursor is; nil when unknown (at the start: the app may have written since).
    private var cursor: (row: Int, column: Int)?
    private var style = CellStyle.plain

    init(frame: Frame, usesColor: Bool) {
        self.frame = frame
        self.usesColor = usesColor
    }

    mutating func drawAll() {
        bytes += ControlSequence.clearScreen
        for row in 0..<frame.size.rows {
            for column in 0..<frame.size.columns {
                let cell = frame[row, column]
                // The clear already left plain blanks.
                if cell.text == " ", shown(cell.style) == .plain { continue }
                draw(row: row, column: column)
            }
        }
    }

    mutating func drawChanges(from previous: Frame) {
        for row in 0..<frame.size.rows {
            for column in 0..<frame.size.columns {
                let old = previous[row, column]
                let new = frame[row, column]
                guard old.text != new.text || shown(old.style) != shown(new.style) else { continue }
                bridgeGap(row: row, to: column)
                draw(row: row, column: column)
            }
        }
    }

    /// A cursor move costs at least six bytes, so a short run of unchanged cells in the style
    /// already set is cheaper written again than jumped over.
    private mutating func bridgeGap(row: Int, to column: Int) {
        guard let cursor, cursor.row == row, column > cursor.column, column - cursor.column <= 4 else { return }
        let gap = cursor.column..<column
        let cheap = gap.allSatisfy { x in
            let cell = frame[row, x]
            return shown(cell.style) == style && cell.text.count == 1 && DisplayWidth.of(cell.text) == 1
                && cell.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
        }
        guard cheap else { return }
        for x in gap { draw(row: row, column: x) }
    }

    mutating func resetStyle() {
        if style != .plain { bytes += ControlSequence.selectGraphicRendition(.plain) }
        style = .plain
    }

    private func shown(_ style: CellStyle) -> CellStyle {
        usesColor ? style : style.withoutColors
    }

    private mutating func draw(row: Int, column: Int) {
        let cell = frame[row, column]
        let text = printable(cell, row: row, column: column)
        // The right half of a wide grapheme: the left half, drawn or unchanged, covers it.
        if text.isEmpty { return }
        let cursorIsThere = cursor.map { $0.row == row && $0.column == column } ?? false
        if !cursorIsThere {
            bytes += ControlSequence.moveCursor(row: row, column: column)
        }
        let wanted = shown(cell.style)
        if wanted != style {
            bytes += ControlSequence.selectGraphicRendition(wanted)
            style = wanted
        }
        bytes += Array(text.utf8)
        cursor = (row, column + DisplayWidth.of(text))
    }

    /// What a cell can safely show: a cell set through the subscript may hold anything, and
    /// control characters, several graphemes or a wide grapheme in the last column would move
    /// the cursor where the renderer does not expect it; a hidden character shows as `Frame.put`
    /// would have shown it.
    private func printable(_ cell: Cell, row: Int, column: Int) -> String {
        if cell.text.isEmpty {
            let leftIsWide = column > 0 && DisplayWidth.of(frame[row, column - 1].text) == 2
            return leftIsWide ? "" : " "
        }
        guard let first = cell.text.first else { return " " }
        let width = DisplayWidth.of(first)
        if width == 0 || column + width > frame.size.columns { return " " }
        if width == 2, column + 1 < frame.size.columns, !frame[row, column + 1].text.isEmpty { return " " }
        return VisibleText.visible(String(first))
    }
}
