import F1UI
import TerminalKit

/// A plot (lines or steps) in a terminal: title, summary, a top line with the y axis' title and
/// the bands' labels, the braille plot between y tick labels and end labels, the x axis and its ticks.
/// Lines that run out of rows are given up from the least needed: the summary, the axis line, the
/// top line, the ticks.
struct TerminalPlot {
    let chart: Chart
    let styles: TerminalChartStyles

    /// Where each part goes, from the frame's size.
    struct Layout {
        var summaryRow: Int?
        var topRow: Int?
        var plotTop = 0
        var plotRows = 0
        var axisRow: Int?
        var tickRow: Int?
        var plotLeft = 0
        var plotColumns = 0
        var gutter = 0
        var labelWidth = 0
    }

    func layout(_ size: TerminalSize) -> Layout {
        var layout = Layout()
        let remaining = size.rows - 1
        let hasTicks = remaining >= 3
        let hasTop = remaining >= 5
        let hasAxis = remaining >= 6
        let hasSummary = remaining >= 14 && !chart.summary.isEmpty
        var row = 1
        if hasSummary {
            layout.summaryRow = row
            row += 1
        }
        if hasTop {
            layout.topRow = row
            row += 1
        }
        layout.plotTop = row
        layout.plotRows = max(0, remaining - (hasSummary ? 1 : 0) - (hasTop ? 1 : 0) - (hasAxis ? 1 : 0) - (hasTicks ? 1 : 0))
        if hasAxis { layout.axisRow = layout.plotTop + layout.plotRows }
        if hasTicks { layout.tickRow = layout.plotTop + layout.plotRows + (hasAxis ? 1 : 0) }

        let tickWidth = chart.y.ticks.map { Frame.displayWidth(of: $0.label) }.max() ?? 0
        let yLabels = min(tickWidth, size.columns / 4)
        layout.gutter = yLabels > 0 && size.columns >= yLabels + 12 ? yLabels + 1 : 0
        let labelWidth = min(4, chart.series.map { Frame.displayWidth(of: $0.label) }.max() ?? 0)
        layout.labelWidth = labelWidth > 0 && size.columns - layout.gutter >= labelWidth + 9 ? labelWidth : 0
        layout.plotLeft = layout.gutter
        layout.plotColumns = max(0, size.columns - layout.gutter - (layout.labelWidth > 0 ? layout.labelWidth + 1 : 0))
        return layout
    }

    func draw(into frame: inout Frame) {
        let size = frame.size
        guard size.rows > 0, size.columns > 0 else { return }
        frame.put(TerminalText.fitted(chart.title, width: size.columns), row: 0, column: 0, style: styles.title)
        let layout = layout(size)
        if let row = layout.summaryRow {
            frame.put(TerminalText.fitted(chart.summary, width: size.columns), row: row, column: 0, style: styles.summary)
        }
        guard layout.plotRows > 0, layout.plotColumns > 0 else { return }
        var canvas = BrailleCanvas(columns: layout.plotColumns, rows: layout.plotRows)
        drawSeries(on: &canvas)
        drawBands(into: &frame, layout: layout, canvas: canvas)
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                guard let character = canvas.character(row: row, column: column), let owner = canvas.owner(row: row, column: column),
                    chart.series.indices.contains(owner)
                else { continue }
                let background = frame[layout.plotTop + row, layout.plotLeft + column].style.background
                var style = styles.series(chart.series[owner])  // trap-ok: owner is one of the series' indices (checked above).
                style.background = background
                frame.put(String(character), row: layout.plotTop + row, column: layout.plotLeft + column, style: style)
            }
        }
        drawYAxis(into: &frame, layout: layout)
        drawXAxis(into: &frame, layout: layout)
        drawEndLabels(into: &frame, layout: layout, canvas: canvas)
    }

    // MARK: - The lines

    /// The dot of a point: x across, y down from the top (first place at the top of a reversed axis).
    private func dot(_ point: Chart.Point, canvas: BrailleCanvas) -> (x: Int, y: Int) {
        let across = chart.x.fraction(point.x)
        let up = chart.y.fraction(point.y)
        return (TerminalText.place(across, count: canvas.dotColumns), TerminalText.place(chart.y.isReversed ? up : 1 - up, count: canvas.dotRows))
    }

    /// The smallest step along x between two points of a series; a jump of more than 1.5 of it is a gap.
    private var gapLimit: Double {
        var smallest = Double.infinity
        for series in chart.series {
            for (before, after) in zip(series.points, series.points.dropFirst()) where after.x - before.x > 0 {
                smallest = min(smallest, after.x - before.x)
            }
        }
        return smallest * 1.5
    }

    /// The series from the last to the first, so the first (the leader) is drawn on top.
    private func drawSeries(on canvas: inout BrailleCanvas) {
        let limit = gapLimit
        for (index, series) in chart.series.enumerated().reversed() {
            let points = series.points.filter { $0.x.isFinite && $0.y.isFinite }.sorted { $0.x < $1.x }
            let dashed = !styles.usesColor && series.isSecondCar
            for (offset, point) in points.enumerated() {
                let here = dot(point, canvas: canvas)
                canvas.set(x: here.x, y: here.y, owner: index)
                guard offset + 1 < points.count else { continue }
                let next = points[offset + 1]  // trap-ok: offset + 1 < points.count (checked above).
                guard next.x - point.x <= limit else { continue }
                let there = dot(next, canvas: canvas)
                if chart.mark == .step {
                    canvas.line(from: here, to: (there.x, here.y), owner: index, dashed: dashed)
                    canvas.line(from: (there.x, here.y), to: there, owner: index, dashed: dashed)
                } else {
                    canvas.line(from: here, to: there, owner: index, dashed: dashed)
                }
            }
        }
    }

    // MARK: - Around the lines

    /// The columns of a stretch along x, as cells of the plot.
    private func columns(from start: Double, to end: Double, layout: Layout) -> ClosedRange<Int> {
        let first = TerminalText.place(chart.x.fraction(start), count: layout.plotColumns * 2) / 2
        let last = TerminalText.place(chart.x.fraction(end), count: layout.plotColumns * 2) / 2
        return min(first, last)...max(first, last)
    }

    /// Safety-car bands: a background with colour, dotted edges without; the label on the top line; the flag.
    private func drawBands(into frame: inout Frame, layout: Layout, canvas: BrailleCanvas) {
        if let row = layout.topRow {
            frame.put(TerminalText.fitted(chart.y.title, width: layout.plotColumns), row: row, column: 0, style: styles.axis)
        }
        for period in chart.periods {
            let span = columns(from: period.start, to: period.end, layout: layout)
            if let background = styles.band(period) {
                for row in layout.plotTop..<(layout.plotTop + layout.plotRows) {
                    frame.restyle(row: row, column: layout.plotLeft + span.lowerBound, width: span.count) { $0.background = background }
                }
            } else {
                for row in 0..<layout.plotRows {
                    for column in [span.lowerBound, span.upperBound] where canvas.character(row: row, column: column) == nil {
                        frame.put("┊", row: layout.plotTop + row, column: layout.plotLeft + column, style: styles.axis)
                    }
                }
            }
            if let row = layout.topRow {
                let label = period.label
                let start = min(layout.plotLeft + span.lowerBound, layout.plotLeft + layout.plotColumns - Frame.displayWidth(of: label))
                frame.put(label, row: row, column: max(layout.plotLeft, start), style: styles.bandLabel(period))
            }
        }
        guard let row = layout.topRow else { return }
        for marker in chart.markers where marker.kind == .chequeredFlag {
            frame.put("⚑", row: row, column: layout.plotLeft + columns(from: marker.x, to: marker.x, layout: layout).lowerBound, style: styles.title)
        }
    }

    /// The y tick labels right-aligned in the gutter, beside an axis line with a notch at each.
    private func drawYAxis(into frame: inout Frame, layout: Layout) {
        guard layout.gutter > 0 else { return }
        let axisColumn = layout.gutter - 1
        for row in 0..<layout.plotRows { frame.put("│", row: layout.plotTop + row, column: axisColumn, style: styles.axis) }
        var usedRows = Set<Int>()
        for tick in chart.y.ticks {
            let fraction = chart.y.fraction(tick.value)
            let row = TerminalText.place(chart.y.isReversed ? fraction : 1 - fraction, count: layout.plotRows * 4) / 4
            guard usedRows.insert(row).inserted else { continue }
            let label = TerminalText.fitted(tick.label, width: axisColumn)
            frame.put(label, row: layout.plotTop + row, column: axisColumn - Frame.displayWidth(of: label), style: styles.tickLabel)
            frame.put("┤", row: layout.plotTop + row, column: axisColumn, style: styles.axis)
        }
    }

    /// The x axis' line with a notch under each tick, the tick labels and the axis' title.
    private func drawXAxis(into frame: inout Frame, layout: Layout) {
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
    private func drawEndLabels(into frame: inout Frame, layout: Layout, canvas: BrailleCanvas) {
        guard layout.labelWidth > 0 else { return }
        var wanted: [(row: Int, index: Int)] = []
        for (index, series) in chart.series.enumerated() {
            guard !series.label.isEmpty, let last = series.points.filter({ $0.x.isFinite && $0.y.isFinite }).max(by: { $0.x < $1.x }) else {
                continue
            }
            wanted.append((dot(last, canvas: canvas).y / 4, index))
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
