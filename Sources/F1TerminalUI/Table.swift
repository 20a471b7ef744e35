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

/// A table fitted to a width: which columns are shown, and how wide each is.
struct TableLayout {
    /// Indices into the table's columns, in order.
    let shown: [Int]
    let widths: [Int]
    static let gap = 2

    /// Natural widths from the heading and every value; columns dropped by `dropOrder` until the
    /// rest fit, then flexible columns cut to what is left.
    init(columns: [Column], rows: [[TableCell]], width: Int) {
        var natural = columns.enumerated().map { index, column in
            // No column is shown wider than the table, so no value is measured beyond it.
            let cap = max(0, min(column.maximumWidth, width))
            let values = rows.map { Frame.displayWidth(of: $0[safeIndex: index]?.text ?? "", upTo: cap) }
            return min(column.maximumWidth, max(column.minimumWidth, Frame.displayWidth(of: column.title), values.max() ?? 0))
        }
        // A column with nothing in it (start times a source does not have) gives its room to the others.
        var shown = columns.indices.filter { index in
            columns[index].dropOrder == 0 || rows.contains { !($0[safeIndex: index]?.text.isEmpty ?? true) }
        }
        func total() -> Int { shown.reduce(0) { $0 + natural[$1] } + max(0, shown.count - 1) * Self.gap }
        while total() > width, let drop = shown.filter({ columns[$0].dropOrder > 0 }).max(by: { columns[$0].dropOrder < columns[$1].dropOrder }) {
            shown.removeAll { $0 == drop }
        }
        let flexible = shown.filter { columns[$0].isFlexible }
        var excess = total() - width
        for index in flexible.reversed() where excess > 0 {
            let cut = min(excess, max(0, natural[index] - max(6, Frame.displayWidth(of: columns[index].title))))
            natural[index] -= cut
            excess -= cut
        }
        self.shown = shown
        widths = shown.map { natural[$0] }
    }
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
        let layout = TableLayout(columns: columns, rows: rows, width: width)
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
