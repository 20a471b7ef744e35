/// The size of a terminal or a frame, in character cells.
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}

/// One character cell of a frame.
public struct Cell: Hashable, Sendable {
    /// One grapheme, " " for a blank cell, "" for the right half of a wide grapheme.
    public var text: String
    public var style: CellStyle

    /// A cell showing `text` (one grapheme) in `style`.
    public init(_ text: String = " ", style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }
}

/// A screenful of cells that a program draws into and a `FrameRenderer` turns into bytes.
public struct Frame: Hashable, Sendable {
    /// The frame's size; negative sizes count as zero.
    public let size: TerminalSize
    private var cells: [Cell]

    /// A frame of `size` with every cell set to `fill`.
    public init(size: TerminalSize, fill: Cell = Cell(" ")) {
        self.size = TerminalSize(columns: max(0, size.columns), rows: max(0, size.rows))
        cells = Array(repeating: fill, count: self.size.columns * self.size.rows)
    }

    /// The cell at (row, column), both from 0; out of range, get returns a blank cell and set does nothing.
    public subscript(row: Int, column: Int) -> Cell {
        get { contains(row: row, column: column) ? cells[row * size.columns + column] : Cell(" ") }
        set { if contains(row: row, column: column) { cells[row * size.columns + column] = newValue } }
    }

    /// Writes text from (row, column), clipped to the frame and to `width` columns when given; returns the column after the last written cell. Wide graphemes (CJK, most emoji) take two cells; combining marks stay with their base; hidden characters (TextSafety's `VisibleText`) show as U+FFFD.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, style: CellStyle = .plain, width: Int? = nil) -> Int {
        guard row >= 0, row < size.rows else { return column }
        let limit = width.map { min(size.columns, column + max(0, $0)) } ?? size.columns
        var next = column
        for character in Self.prefix(of: text, fitting: limit - column).text {
            let cellWidth = DisplayWidth.of(character)
            guard cellWidth > 0 else { continue }
            // A wide grapheme that does not fit whole is not split: the text stops there.
            guard next + cellWidth <= limit else { break }
            if next >= 0 {
                place(Cell(String(character), style: style), width: cellWidth, row: row, column: next)
            }
            next += cellWidth
        }
        return max(column, next)
    }

    /// Sets every cell of the rectangle to a blank in `style`, e.g. a coloured bar behind text put later.
    public mutating func fill(row: Int, column: Int, width: Int, height: Int = 1, style: CellStyle) {
        for y in max(0, row)..<max(max(0, row), min(size.rows, row + height)) {
            for x in max(0, column)..<max(max(0, column), min(size.columns, column + width)) {
                cells[y * size.columns + x] = Cell(" ", style: style)
            }
        }
        for y in max(0, row)..<max(max(0, row), min(size.rows, row + height)) {
            mendWideHalves(row: y, around: column)
            mendWideHalves(row: y, around: column + width)
        }
    }

    /// Changes the style of `width` cells from (row, column) and keeps their text, e.g. to highlight a selected row.
    public mutating func restyle(row: Int, column: Int, width: Int, style: (inout CellStyle) -> Void) {
        guard row >= 0, row < size.rows else { return }
        for x in max(0, column)..<max(max(0, column), min(size.columns, column + width)) {
            style(&cells[row * size.columns + x].style)
        }
    }

    /// Terminal columns of a string, as `put` counts them: all of it, so for text already cut to fit.
    public static func displayWidth(of text: String) -> Int {
        DisplayWidth.of(text)
    }

    private func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < size.rows && column >= 0 && column < size.columns
    }

    /// Writes a grapheme of one or two cells, blanking the other half of any wide grapheme it cuts.
    private mutating func place(_ cell: Cell, width: Int, row: Int, column: Int) {
        let base = row * size.columns
        if cells[base + column].text.isEmpty, column > 0 { cells[base + column - 1].text = " " }
        cells[base + column] = cell
        if width == 2 { cells[base + column + 1] = Cell("", style: cell.style) }
        let after = column + width
        if after < size.columns, cells[base + after].text.isEmpty { cells[base + after].text = " " }
    }

    /// Blanks a wide grapheme's half left alone at a boundary, so no orphan half is ever drawn.
    private mutating func mendWideHalves(row: Int, around column: Int) {
        guard column > 0, column < size.columns else { return }
        let base = row * size.columns
        if cells[base + column].text.isEmpty, DisplayWidth.of(cells[base + column - 1].text) < 2 {
            cells[base + column].text = " "
        }
        if cells[base + column].text.isEmpty == false, DisplayWidth.of(cells[base + column - 1].text) == 2 {
            cells[base + column - 1].text = " "
        }
    }
}
