/// A table of monospace text fitted to a width, by display width (a wide character is two
/// columns): which columns are shown and how wide each is. `f1report`'s text and the terminal
/// app lay out their tables with this one model, so both faces drop and cut alike.
package struct TableLayout: Equatable, Sendable {
    /// What the layout needs to know of a column.
    package struct Column: Sendable {
        package var title: String
        /// May be cut with "…" to what the others leave.
        package var isFlexible: Bool
        /// 0 is never dropped; the highest number goes first when the table does not fit.
        package var dropPriority: Int
        package var minimumWidth: Int
        package var maximumWidth: Int

        package init(title: String, isFlexible: Bool = false, dropPriority: Int = 0, minimumWidth: Int = 0, maximumWidth: Int = .max) {
            self.title = title
            self.isFlexible = isFlexible
            self.dropPriority = dropPriority
            self.minimumWidth = minimumWidth
            self.maximumWidth = maximumWidth
        }
    }

    /// Columns between two cells.
    package static let gap = 2
    /// A flexible column is never cut below this (or its title), so a cut name stays readable.
    package static let shortestCut = 6

    /// Indices into the table's columns, in order.
    package let shown: [Int]
    /// The width of each shown column.
    package let widths: [Int]

    /// Natural widths from the title and every value; droppable columns with no value left out;
    /// then droppable columns dropped, highest priority first, until the rest fit; then flexible
    /// columns cut, the widest first, until the table fits or none can give more. The width is
    /// taken as at most `TextCut.mostColumns`, so every sum below stays far from overflow and a
    /// renderer pads no cell wider than that, whatever the text or the declared widths.
    package init(columns: [Column], rows: [[String]], width: Int) {
        let width = min(max(0, width), TextCut.mostColumns)
        var natural = columns.indices.map { index in
            let column = columns[index]
            // No column is shown wider than the table, so no value is measured beyond it.
            let cap = max(0, min(column.maximumWidth, width))
            let longest = rows.reduce(0) { longest, row in
                index < row.count ? max(longest, Frame.displayWidth(of: row[index], upTo: cap)) : longest
            }
            return min(cap, max(column.minimumWidth, Frame.displayWidth(of: column.title, upTo: cap), longest))
        }
        var shown = columns.indices.filter { index in
            columns[index].dropPriority == 0 || rows.contains { index < $0.count && !$0[index].isEmpty }
        }
        let floors = columns.map { max(Self.shortestCut, Frame.displayWidth(of: $0.title, upTo: width)) }
        func total() -> Int { shown.reduce(0) { $0 + natural[$1] } + max(0, shown.count - 1) * Self.gap }
        while total() > width,
            let drop = shown.filter({ columns[$0].dropPriority > 0 }).max(by: { columns[$0].dropPriority < columns[$1].dropPriority })
        {
            shown.removeAll { $0 == drop }
        }
        var excess = total() - width
        let flexible = shown.filter { columns[$0].isFlexible }
        while excess > 0, let widest = flexible.filter({ natural[$0] > floors[$0] }).max(by: { natural[$0] < natural[$1] }) {
            // Down to the next widest (or the floor) in one step, a column at a time when two are as
            // wide, so the cut is shared and a long cut takes a few passes, not one a column.
            let next = flexible.filter { $0 != widest }.map { natural[$0] }.max() ?? 0
            let cut = min(excess, natural[widest] - max(floors[widest], next < natural[widest] ? next : natural[widest] - 1))
            natural[widest] -= cut
            excess -= cut
        }
        self.shown = shown
        widths = shown.map { natural[$0] }
    }
}
