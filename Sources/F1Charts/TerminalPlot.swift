import F1UI
import TerminalKit

/// A plot (lines or steps) in a terminal: title, summary, a top line with the y axis' title and
/// the bands' labels, the braille plot between y tick labels and end labels, its panels stacked
/// under it (each after a line with its title), the x axis and its ticks.
/// Lines that run out of rows are given up from the least needed: the summary, the axis line, the
/// top line, the ticks; panels that do not fit, from the last, with a note on the top line.
struct TerminalPlot {
    let chart: Chart
    let styles: TerminalChartStyles
    /// The chart's own plot, then its panels.
    let strips: [PlotStrip]

    init(chart: Chart, styles: TerminalChartStyles) {
        self.chart = chart
        self.styles = styles
        strips = chart.strips
    }

    /// The rows of one stacked plot shown: its index among `strips`, its first row and its count.
    struct StripRows: Equatable {
        var strip: Int
        var top: Int
        var rows: Int
    }

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
        /// The chart's own plot's rows (`plotTop`, `plotRows`), then each panel's that fits.
        var stripRows: [StripRows] = []
        /// The titles of the panels left out for want of rows.
        var hidden: [String] = []
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
        let bodyRows = max(0, remaining - (hasSummary ? 1 : 0) - (hasTop ? 1 : 0) - (hasAxis ? 1 : 0) - (hasTicks ? 1 : 0))
        if hasAxis { layout.axisRow = layout.plotTop + bodyRows }
        if hasTicks { layout.tickRow = layout.plotTop + bodyRows + (hasAxis ? 1 : 0) }
        stack(bodyRows, into: &layout)

        let tickWidth = strips.flatMap(\.axis.ticks).map { Frame.displayWidth(of: $0.label) }.max() ?? 0
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
        let canvases = layout.stripRows.map { rows in
            var canvas = BrailleCanvas(columns: layout.plotColumns, rows: rows.rows)
            if strips.indices.contains(rows.strip) { drawSeries(of: strips[rows.strip], on: &canvas) }  // trap-ok: checked in the condition.
            return canvas
        }
        drawBands(into: &frame, layout: layout, canvases: canvases)
        drawDividers(into: &frame, layout: layout)
        for (rows, canvas) in zip(layout.stripRows, canvases) where strips.indices.contains(rows.strip) {
            let series = strips[rows.strip].series  // trap-ok: checked in the loop's condition.
            for row in 0..<canvas.rows {
                for column in 0..<canvas.columns {
                    guard let character = canvas.character(row: row, column: column), let owner = canvas.owner(row: row, column: column),
                        series.indices.contains(owner)
                    else { continue }
                    let background = frame[rows.top + row, layout.plotLeft + column].style.background
                    var style = styles.series(series[owner])  // trap-ok: owner is one of the series' indices (checked above).
                    style.background = background
                    frame.put(String(character), row: rows.top + row, column: layout.plotLeft + column, style: style)
                }
            }
            drawYAxis(strips[rows.strip].axis, rows: rows, into: &frame, layout: layout)  // trap-ok: checked in the loop's condition.
        }
        drawXAxis(into: &frame, layout: layout)
        if let canvas = canvases.first { drawEndLabels(into: &frame, layout: layout, canvas: canvas) }
    }

    // MARK: - The lines

    /// The dot of a point: x across, y down from the top (first place at the top of a reversed axis).
    func dot(_ point: Chart.Point, on axis: Chart.Axis, canvas: BrailleCanvas) -> (x: Int, y: Int) {
        let across = chart.x.fraction(point.x)
        let up = axis.fraction(point.y)
        return (TerminalText.place(across, count: canvas.dotColumns), TerminalText.place(axis.isReversed ? up : 1 - up, count: canvas.dotRows))
    }

    /// The smallest step along x between two points of a series; over laps or rounds a jump of more
    /// than 1.5 of it is a gap (over distance, none is).
    private func gapLimit(_ strip: PlotStrip) -> Double {
        guard chart.x.countsSteps else { return .infinity }
        var smallest = Double.infinity
        for series in strip.series {
            for (before, after) in zip(series.points, series.points.dropFirst()) where after.x - before.x > 0 {
                smallest = min(smallest, after.x - before.x)
            }
        }
        return smallest * 1.5
    }

    /// A stacked plot's series from the last to the first, so the first (the leader) is drawn on top.
    private func drawSeries(of strip: PlotStrip, on canvas: inout BrailleCanvas) {
        let limit = gapLimit(strip)
        for (index, series) in strip.series.enumerated().reversed() {
            let points = series.points.filter { $0.x.isFinite && $0.y.isFinite }.sorted { $0.x < $1.x }
            let dashed = !styles.usesColor && series.isSecondCar
            for (offset, point) in points.enumerated() {
                let here = dot(point, on: strip.axis, canvas: canvas)
                canvas.set(x: here.x, y: here.y, owner: index)
                guard offset + 1 < points.count else { continue }
                let next = points[offset + 1]  // trap-ok: offset + 1 < points.count (checked above).
                guard next.x - point.x <= limit else { continue }
                let there = dot(next, on: strip.axis, canvas: canvas)
                if strip.mark == .step {
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
    func columns(from start: Double, to end: Double, layout: Layout) -> ClosedRange<Int> {
        let first = TerminalText.place(chart.x.fraction(start), count: layout.plotColumns * 2) / 2
        let last = TerminalText.place(chart.x.fraction(end), count: layout.plotColumns * 2) / 2
        return min(first, last)...max(first, last)
    }

    /// Safety-car bands through every stacked plot: a background with colour, dotted edges without;
    /// the label on the top line; the flag and the corners there too.
    private func drawBands(into frame: inout Frame, layout: Layout, canvases: [BrailleCanvas]) {
        if let row = layout.topRow {
            frame.put(TerminalText.fitted(chart.y.title, width: layout.plotColumns), row: row, column: 0, style: styles.axis)
        }
        for period in chart.periods {
            let span = columns(from: period.start, to: period.end, layout: layout)
            for (rows, canvas) in zip(layout.stripRows, canvases) {
                if let background = styles.band(period) {
                    for row in rows.top..<(rows.top + rows.rows) {
                        frame.restyle(row: row, column: layout.plotLeft + span.lowerBound, width: span.count) { $0.background = background }
                    }
                } else {
                    for row in 0..<rows.rows {
                        for column in [span.lowerBound, span.upperBound] where canvas.character(row: row, column: column) == nil {
                            frame.put("┊", row: rows.top + row, column: layout.plotLeft + column, style: styles.axis)
                        }
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
        drawCorners(into: &frame, row: row, layout: layout)
    }
}
