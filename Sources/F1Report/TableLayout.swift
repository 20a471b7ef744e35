/// Column widths that fit a table into the available width.
enum TableLayout {
    static let gap = 2

    /// Each column as wide as its widest cell; when the total is too wide, flexible columns give up
    /// width (never below their title) until the table fits or they cannot shrink further.
    static func widths(columns: [ReportDocument.Column], rows: [[String]], available: Int) -> [Int] {
        var widths = columns.enumerated().map { index, column in
            rows.map { index < $0.count ? $0[index].count : 0 }.reduce(column.title.count, max)
        }
        var excess = widths.reduce(0, +) + gap * max(0, columns.count - 1) - available
        let flexible = columns.indices.filter { columns[$0].isFlexible }
        while excess > 0 {
            // Shrink the widest flexible column first, one character at a time.
            guard let widest = flexible.filter({ widths[$0] > max(columns[$0].title.count, 4) }).max(by: { widths[$0] < widths[$1] }) else { break }
            widths[widest] -= 1
            excess -= 1
        }
        return widths
    }
}
