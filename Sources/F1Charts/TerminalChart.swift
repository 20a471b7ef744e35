import F1UI
import TerminalKit

extension Chart {
    /// Draws the chart into `frame` within the rectangle at (row, column) of `size` cells.
    /// With `usesColor` false (NO_COLOR, a pipe) nothing depends on colour to be read.
    ///
    /// Plots (lines, steps) are drawn in braille dots with end labels and their panels stacked
    /// under them, rows in blocks with each category's letter, tracks in braille dots at one scale
    /// both ways. Every cell of the rectangle is written (blank where nothing is drawn) and
    /// none outside it; a rectangle too small for a picture gets what fits, down to nothing.
    public func draw(into frame: inout Frame, row: Int, column: Int, size: TerminalSize, usesColor: Bool) {
        let local = terminalFrame(size: size, usesColor: usesColor)
        for y in 0..<local.size.rows {
            for x in 0..<local.size.columns { frame[row + y, column + x] = local[y, x] }
        }
    }

    /// The chart as lines of text for a terminal (`usesColor`: with SGR colour sequences), `width`×`height` cells.
    ///
    /// Without colour the lines are plain text, with no escape sequences at all (a pipe, NO_COLOR).
    public func terminalLines(width: Int, height: Int, usesColor: Bool) -> [String] {
        let frame = terminalFrame(size: TerminalSize(columns: width, rows: height), usesColor: usesColor)
        guard frame.size.rows > 0 else { return [] }
        guard usesColor else { return frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return frame.ansiLines(usesColor: true)
    }

    /// Whether the drawing at `width`×`height` shows the whole summary, so a face that prints
    /// sentences under it need not say it again.
    public func terminalShowsSummary(width: Int, height: Int) -> Bool {
        let size = TerminalSize(columns: width, rows: height)
        guard !summary.isEmpty, size.columns > 0, Frame.displayWidth(of: summary) <= size.columns else { return false }
        switch mark {
        case .line, .step: return TerminalPlot(chart: self, styles: TerminalChartStyles(usesColor: false)).layout(size).summaryRow != nil
        case .rows: return TerminalRows(chart: self, styles: TerminalChartStyles(usesColor: false)).hasSummaryRow(size)
        case .track: return TerminalTrack(chart: self, styles: TerminalChartStyles(usesColor: false)).layout(size).summaryRow != nil
        }
    }

    /// The chart drawn into a frame of its own, so nothing can reach outside the rectangle.
    func terminalFrame(size: TerminalSize, usesColor: Bool) -> Frame {
        var frame = Frame(size: size)
        let styles = TerminalChartStyles(usesColor: usesColor)
        switch mark {
        case .line, .step: TerminalPlot(chart: self, styles: styles).draw(into: &frame)
        case .rows: TerminalRows(chart: self, styles: styles).draw(into: &frame)
        case .track: TerminalTrack(chart: self, styles: styles).draw(into: &frame)
        }
        return frame
    }
}

/// What the terminal faces share: cutting text to fit and placing an axis' tick labels.
enum TerminalText {
    /// `text` cut to `width` columns, with "…" where it was cut.
    static func fitted(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard Frame.displayWidth(of: text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = Frame.displayWidth(of: String(character))
            guard used + characterWidth <= width - 1 else { break }
            result.append(character)
            used += characterWidth
        }
        return result + "…"
    }

    /// The index among `count` places (cells, dots) of a fraction 0…1 along them; 0 for nothing or a NaN.
    static func place(_ fraction: Double, count: Int) -> Int {
        guard count > 1, fraction.isFinite else { return 0 }
        let scaled = (min(max(fraction, 0), 1) * Double(count - 1)).rounded()
        return Int(scaled)  // trap-ok: finite and within 0...count - 1.
    }

    /// A Double cut to an Int in `range`; the range's lower end for a NaN.
    static func clamped(_ value: Double, to range: ClosedRange<Int>) -> Int {
        guard value.isFinite else { return range.lowerBound }
        return Int(min(max(value, Double(range.lowerBound)), Double(range.upperBound)))  // trap-ok: finite and clamped into an Int range.
    }

    /// Writes each tick's label centred under its column of an axis `width` cells wide from `left`,
    /// kept inside the axis, skipping a label that would touch the one before; returns the columns
    /// taken, so a title can find room beside them.
    @discardableResult
    static func putTicks(_ axis: Chart.Axis, into frame: inout Frame, row: Int, left: Int, width: Int, style: CellStyle) -> [Range<Int>] {
        guard width > 0 else { return [] }
        var taken: [Range<Int>] = []
        for tick in axis.ticks.sorted(by: { $0.value < $1.value }) {
            let label = fitted(tick.label, width: width)
            let labelWidth = Frame.displayWidth(of: label)
            let center = left + place(axis.fraction(tick.value), count: width)
            let start = min(max(center - labelWidth / 2, left), left + width - labelWidth)
            if let last = taken.last, start <= last.upperBound { continue }
            frame.put(label, row: row, column: start, style: style)
            taken.append(start..<(start + labelWidth))
        }
        return taken
    }

    /// Puts `title` on a tick row where it fits with a gap beside the labels: at the right end, else at the left.
    static func putTitle(_ title: String, into frame: inout Frame, row: Int, width: Int, taken: [Range<Int>], style: CellStyle) {
        let titleWidth = Frame.displayWidth(of: title)
        guard titleWidth > 0, titleWidth < width else { return }
        for start in [width - titleWidth, 0] {
            let span = (start - 1)..<(start + titleWidth + 1)
            if !taken.contains(where: { $0.overlaps(span) }) {
                frame.put(title, row: row, column: start, style: style)
                return
            }
        }
    }
}
