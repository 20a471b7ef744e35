import TerminalKit

/// A column of a table: its heading, how it lines up, and which columns give way first when the
/// terminal is narrow.
struct Column {
    enum Alignment { case left, right }

    var title: String
    var alignment: Alignment = .left
    /// Columns with a higher number are dropped first when the table does not fit; 0 is never dropped.
    var dropOrder: Int = 0
    /// Takes the width the others leave, and is cut to fit (names, races).
    var isFlexible = false
    /// At least this wide, even when its values are shorter.
    var minimumWidth = 0
    /// Never wider than this (a flexible column still shrinks below it).
    var maximumWidth = Int.max
}

/// One cell of a table row: its text, and a style for just this cell when it differs from the row's.
struct TableCell {
    var text: String
    var style: CellStyle?

    init(_ text: String, style: CellStyle? = nil) {
        self.text = text
        self.style = style
    }
}

/// The layout of the app's columns, by the one model `f1report`'s text uses too.
private func fittedLayout(columns: [Column], rows: [[TableCell]], width: Int) -> TableLayout {
    TableLayout(
        columns: columns.map {
            TableLayout.Column(
                title: $0.title, isFlexible: $0.isFlexible, dropPriority: $0.dropOrder, minimumWidth: $0.minimumWidth, maximumWidth: $0.maximumWidth)
        },
        rows: rows.map { $0.map(\.text) }, width: width)
}

extension Frame {
    /// Draws a table's heading on `row`, then as many of `rows` as fit in `height` lines below it,
    /// scrolled so that `selected` is visible and highlighted. Returns the rows drawn.
    @discardableResult
    mutating func drawTable(
        columns: [Column], rows: [[TableCell]], top: Int, left: Int = 1, width: Int, height: Int,
        selected: Int? = nil, rowStyle: (Int) -> CellStyle = { _ in .plain }
    ) -> Range<Int> {
        guard height > 0 else { return 0..<0 }
        let layout = fittedLayout(columns: columns, rows: rows, width: width)
        putRow(layout.shown.map { TableCell(columns[$0].title) }, layout: layout, columns: columns, row: top, left: left, style: Palette.heading)
        let visibleCount = max(0, height - 1)
        let first = Self.scrollOffset(selected: selected, count: rows.count, visible: visibleCount)
        let range = first..<min(rows.count, first + visibleCount)
        for (line, index) in range.enumerated() {
            let cells = layout.shown.map { rows[index][safeIndex: $0] ?? TableCell("") }
            var style = rowStyle(index)
            if index == selected { style = Palette.selected(style) }
            if index == selected { fill(row: top + 1 + line, column: left - 1, width: width + 2, style: style) }
            putRow(cells, layout: layout, columns: columns, row: top + 1 + line, left: left, style: style)
        }
        if range.lowerBound > 0 { put("↑", row: top, column: left + width, style: Palette.dim) }
        if range.upperBound < rows.count { put("↓", row: top + height - 1, column: left + width, style: Palette.dim) }
        return range
    }

    /// The first row shown so that `selected` is on screen: lists scroll only as far as the cursor needs.
    static func scrollOffset(selected: Int?, count: Int, visible: Int) -> Int {
        guard let selected, visible > 0, count > visible else { return 0 }
        return min(max(0, selected - visible + 1), count - visible)
    }

    private mutating func putRow(_ cells: [TableCell], layout: TableLayout, columns: [Column], row: Int, left: Int, style: CellStyle) {
        var x = left
        for (slot, cell) in cells.enumerated() {
            let width = layout.widths[slot]
            let column = columns[layout.shown[slot]]
            let text = Self.fitted(cell.text, to: width)
            let start = column.alignment == .right ? x + width - Frame.displayWidth(of: text) : x
            var cellStyle = cell.style.map { merged($0, over: style) } ?? style
            if style.inverse { cellStyle.inverse = true }
            put(text, row: row, column: start, style: cellStyle, width: width)
            x += width + TableLayout.gap
        }
    }

    private func merged(_ style: CellStyle, over base: CellStyle) -> CellStyle {
        var result = base
        if let foreground = style.foreground { result.foreground = foreground }
        if let background = style.background { result.background = background }
        result.bold = result.bold || style.bold
        result.dim = style.dim
        return result
    }

}

extension Array {
    subscript(safeIndex index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
