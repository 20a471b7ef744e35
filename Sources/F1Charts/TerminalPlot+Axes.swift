import F1UI
import TerminalKit

/// A terminal plot's axes and end labels.
extension TerminalPlot {
    /// A stacked plot's y tick labels right-aligned in the gutter, beside an axis line with a notch at each.
    func drawYAxis(_ axis: Chart.Axis, rows: StripRows, into frame: inout Frame, layout: Layout) {
        guard layout.gutter > 0 else { return }
        let axisColumn = layout.gutter - 1
        for row in 0..<rows.rows { frame.put("│", row: rows.top + row, column: axisColumn, style: styles.axis) }
        var usedRows = Set<Int>()
        for tick in axis.ticks {
            let fraction = axis.fraction(tick.value)
            let row = TerminalText.place(axis.isReversed ? fraction : 1 - fraction, count: rows.rows * 4) / 4
            guard usedRows.insert(row).inserted else { continue }
            let label = TerminalText.fitted(tick.label, width: axisColumn)
            frame.put(label, row: rows.top + row, column: axisColumn - Frame.displayWidth(of: label), style: styles.tickLabel)
            frame.put("┤", row: rows.top + row, column: axisColumn, style: styles.axis)
        }
    }

    /// The x axis' line with a notch under each tick, the tick labels and the axis' title.
    func drawXAxis(into frame: inout Frame, layout: Layout) {
        if let row = layout.axisRow {
            if layout.gutter > 0 { frame.put("└", row: row, column: layout.gutter - 1, style: styles.axis) }
            frame.put(String(repeating: "─", count: layout.plotColumns), row: row, column: layout.plotLeft, style: styles.axis)
            for tick in chart.x.ticks {
                frame.put(
                    "┬", row: row, column: layout.plotLeft + TerminalText.place(chart.x.fraction(tick.value), count: layout.plotColumns),
                    style: styles.axis)
            }
        }
        guard let row = layout.tickRow else { return }
        let taken = TerminalText.putTicks(chart.x, into: &frame, row: row, left: layout.plotLeft, width: layout.plotColumns, style: styles.tickLabel)
        TerminalText.putTitle(chart.x.title, into: &frame, row: row, width: frame.size.columns, taken: taken, style: styles.axis)
    }

    /// Each series' label in the right margin at the row where its line ends, nudged apart so none
    /// covers another; when there are more labels than rows, the last series' are left out.
    func drawEndLabels(into frame: inout Frame, layout: Layout, canvas: BrailleCanvas) {
        guard layout.labelWidth > 0 else { return }
        var wanted: [(row: Int, index: Int)] = []
        for (index, series) in chart.series.enumerated() {
            guard !series.label.isEmpty, let last = series.points.filter({ $0.x.isFinite && $0.y.isFinite }).max(by: { $0.x < $1.x }) else {
                continue
            }
            wanted.append((dot(last, on: chart.y, canvas: canvas).y / 4, index))
        }
        // More labels than rows: the first series (the leaders) keep theirs.
        if wanted.count > layout.plotRows {
            wanted = Array(wanted.sorted { $0.index < $1.index }.prefix(max(layout.plotRows, 0)))
        }
        wanted.sort { ($0.row, $0.index) < ($1.row, $1.index) }
        var rows = wanted.map(\.row)
        for offset in rows.indices.dropFirst() { rows[offset] = max(rows[offset], rows[offset - 1] + 1) }  // trap-ok: offset ≥ 1, in the array.
        // Pushed past the bottom: pull back up from the last row.
        if var limit = rows.indices.last.map({ _ in layout.plotRows - 1 }) {
            for offset in rows.indices.reversed() {
                rows[offset] = min(rows[offset], limit)  // trap-ok: offset is one of the array's indices.
                limit = rows[offset] - 1  // trap-ok: the same index.
            }
        }
        let column = layout.plotLeft + layout.plotColumns + 1
        for (place, row) in zip(wanted, rows) where row >= 0 {
            let series = chart.series[place.index]  // trap-ok: the index came from enumerating the series.
            frame.put(
                TerminalText.fitted(series.label, width: layout.labelWidth), row: layout.plotTop + row, column: column, style: styles.series(series))
        }
    }
}
