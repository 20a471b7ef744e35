import F1UI
import TerminalKit

/// A rows chart in a terminal: a line per series (its label, then its bar of blocks), a heading
/// before each group, the x axis' ticks and a legend of the categories. Each segment starts with
/// its category's letter, so the compounds read without colour; without colour each category also
/// fills with a shade of its own.
struct TerminalRows {
    let chart: Chart
    let styles: TerminalChartStyles

    /// A line of the body: a group's heading or a series' row.
    enum Line: Equatable {
        case heading(String)
        case series(Int)
        case more(Int)
    }

    /// The body's lines for `count` rows: every group heading and row while they fit, else as many
    /// as fit and "… N more".
    func lines(fitting count: Int) -> [Line] {
        var all: [Line] = []
        var group: String?
        for (index, series) in chart.series.enumerated() {
            if let heading = series.group, heading != group { all.append(.heading(heading)) }
            group = series.group
            all.append(.series(index))
        }
        guard all.count > count else { return all }
        guard count > 0 else { return [] }
        var shown = Array(all.prefix(count - 1))
        while case .heading = shown.last { shown.removeLast() }
        let drawn = shown.filter { if case .series = $0 { true } else { false } }.count
        return shown + [.more(chart.series.count - drawn)]
    }

    /// One row for the categories' legend, where there is room.
    func legendRows(_ size: TerminalSize) -> Int {
        !chart.categories.isEmpty && size.rows - 1 >= 3 ? 1 : 0
    }

    /// One row for the x axis' ticks, where there is room after the legend.
    func tickRows(_ size: TerminalSize) -> Int {
        !chart.x.ticks.isEmpty && size.rows - 1 - legendRows(size) >= 3 ? 1 : 0
    }

    /// Whether the summary gets its row: only when every row of bars fits below it.
    func hasSummaryRow(_ size: TerminalSize) -> Bool {
        !chart.summary.isEmpty && size.rows - 1 >= lines(fitting: Int.max).count + legendRows(size) + tickRows(size) + 1
    }

    func draw(into frame: inout Frame) {
        let size = frame.size
        guard size.rows > 0, size.columns > 0 else { return }
        frame.put(TerminalText.fitted(chart.title, width: size.columns), row: 0, column: 0, style: styles.title)
        let remaining = size.rows - 1
        let (legend, ticks) = (legendRows(size), tickRows(size))
        let summary = hasSummaryRow(size) ? 1 : 0
        if summary == 1 { frame.put(TerminalText.fitted(chart.summary, width: size.columns), row: 1, column: 0, style: styles.summary) }
        let bodyTop = 1 + summary
        let body = lines(fitting: max(0, remaining - summary - legend - ticks))

        let labelWidth = min(chart.series.map { Frame.displayWidth(of: $0.label) }.max() ?? 0, max(0, size.columns / 4))
        let barLeft = labelWidth > 0 ? labelWidth + 1 : 0
        let after = min(afterWidth, max(0, (size.columns - barLeft) / 2))
        let barWidth = max(0, size.columns - barLeft - after)
        for (offset, line) in body.enumerated() {
            let row = bodyTop + offset
            switch line {
            case .heading(let heading):
                frame.put(TerminalText.fitted(heading, width: size.columns), row: row, column: 0, style: styles.heading)
            case .series(let index):
                guard chart.series.indices.contains(index) else { continue }
                let series = chart.series[index]  // trap-ok: the index is checked above.
                frame.put(TerminalText.fitted(series.label, width: labelWidth), row: row, column: 0, style: styles.series(series))
                drawBar(series, into: &frame, row: row, left: barLeft, width: barWidth, limit: size.columns)
            case .more(let count):
                frame.put("… \(count) more", row: row, column: 0, style: styles.summary)
            }
        }
        let tickRow = bodyTop + body.count
        if ticks == 1 {
            let taken = TerminalText.putTicks(chart.x, into: &frame, row: tickRow, left: barLeft, width: barWidth, style: styles.tickLabel)
            TerminalText.putTitle(chart.x.title, into: &frame, row: tickRow, width: size.columns, taken: taken, style: styles.axis)
        }
        if legend == 1 { drawLegend(into: &frame, row: tickRow + ticks) }
    }

    /// Room kept after the bars for labels that go after them (a gap to pole), none for stints.
    private var afterWidth: Int {
        let widths = chart.series.compactMap { series -> Int? in
            guard let last = series.segments.last, last.category == nil, let label = last.label else { return nil }
            return Frame.displayWidth(of: label) + 1
        }
        return widths.max() ?? 0
    }

    /// The left eighths blocks, from one eighth to seven.
    private static let eighths = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    private func drawBar(_ series: Chart.Series, into frame: inout Frame, row: Int, left: Int, width: Int, limit: Int) {
        guard width > 0 else { return }
        var cursor = 0
        let scale = Double(width)
        for (offset, segment) in series.segments.enumerated() {
            let start = chart.x.fraction(segment.start) * scale
            let end = chart.x.fraction(segment.end) * scale
            let next = series.segments.dropFirst(offset + 1).first
            let isLast = next.map { $0.start != segment.end } ?? true
            let first = max(cursor, TerminalText.clamped(start.rounded(), to: 0...width))
            var stop = TerminalText.clamped(isLast ? end.rounded(.down) : end.rounded(), to: 0...width)
            var partial = isLast ? TerminalText.clamped(((end - end.rounded(.down)) * 8).rounded(), to: 0...8) : 0
            if partial == 8 {
                stop = min(width, stop + 1)
                partial = 0
            }
            // A stint too short for a cell of its own still gets one.
            if stop <= first, partial == 0, end > start, first < width { stop = first + 1 }
            let category = chart.category(segment.category)
            let categoryIndex = segment.category.flatMap { key in chart.categories.firstIndex { $0.key == key } }
            let fill = category.map(styles.fill) ?? styles.series(series)
            if stop > first {
                let glyph = styles.fillGlyph(categoryIndex: categoryIndex)
                frame.put(String(repeating: glyph, count: stop - first), row: row, column: left + first, style: fill)
            }
            var barEnd = max(first, stop)
            if partial > 0, stop < width {
                frame.put(Self.eighths[partial - 1], row: row, column: left + stop, style: fill)  // trap-ok: partial is in 1...7.
                barEnd = stop + 1
            }
            if let category, stop > first {
                frame.put(category.letter, row: row, column: left + first, style: styles.onFill(category, bold: true), width: 1)
            }
            if let label = segment.label, !label.isEmpty {
                let labelWidth = Frame.displayWidth(of: label)
                let inside = stop - first - 1
                let after = left + barEnd + (barEnd > 0 ? 1 : 0)
                // A compound's count goes in its stint; a bar's own value (a gap) after the bar, where it reads as a number.
                if let category, inside >= labelWidth + 2 {
                    frame.put(label, row: row, column: left + stop - 1 - labelWidth, style: styles.onFill(category, bold: false))
                } else if isLast, after + labelWidth <= limit {
                    frame.put(label, row: row, column: after, style: styles.tickLabel)
                }
            }
            cursor = max(cursor, barEnd)
        }
    }

    /// Each category's swatch (its letter on its fill) and name, on one line while they fit.
    private func drawLegend(into frame: inout Frame, row: Int) {
        var column = 0
        for (index, category) in chart.categories.enumerated() {
            let name = category.name
            let needed = 3 + Frame.displayWidth(of: name)
            guard column + needed <= frame.size.columns else { break }
            frame.put(category.letter, row: row, column: column, style: styles.onFill(category, bold: true), width: 1)
            frame.put(styles.fillGlyph(categoryIndex: index), row: row, column: column + 1, style: styles.fill(category))
            column = frame.put(name, row: row, column: column + 3, style: styles.tickLabel) + 2
        }
    }
}
