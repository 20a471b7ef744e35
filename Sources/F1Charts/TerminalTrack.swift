import F1UI
import TerminalKit

/// A track (`.track`) in a terminal: title, summary, the circuit in braille dots at one scale both
/// ways (a braille dot is about square in a cell twice as high as wide), each stretch in its
/// category's colour, the corners' numbers beside the line, the cars as their labels where they
/// are, and a legend of the categories.
struct TerminalTrack {
    let chart: Chart
    let styles: TerminalChartStyles

    struct Layout {
        var summaryRow: Int?
        var canvasTop = 1
        var canvasRows = 0
        var legendRow: Int?
    }

    /// The categories a line's stretches use, in the chart's order.
    var usedCategories: [Int] {
        var used = Set<String>()
        for series in chart.series where series.points.count > 1 { used.formUnion(series.pointCategories ?? []) }
        return chart.categories.indices.filter { used.contains(chart.categories[$0].key) }  // trap-ok: one of the categories' indices.
    }

    func layout(_ size: TerminalSize) -> Layout {
        var layout = Layout()
        let remaining = size.rows - 1
        let legend = !usedCategories.isEmpty && remaining >= 4 ? 1 : 0
        let summary = !chart.summary.isEmpty && remaining - legend >= 10 ? 1 : 0
        if summary == 1 { layout.summaryRow = 1 }
        layout.canvasTop = 1 + summary
        layout.canvasRows = max(0, remaining - summary - legend)
        if legend == 1 { layout.legendRow = layout.canvasTop + layout.canvasRows }
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
        if let row = layout.legendRow { drawLegend(into: &frame, row: row) }
        guard layout.canvasRows > 0 else { return }
        var canvas = BrailleCanvas(columns: size.columns, rows: layout.canvasRows)
        let fit = TrackFrame(
            x: chart.x, y: chart.y, width: Double(canvas.dotColumns), height: Double(canvas.dotRows), inset: 4,
            pixelCentre: Chart.Point(x: Double(canvas.dotColumns - 1) / 2, y: Double(canvas.dotRows - 1) / 2))
        let letters = drawLines(on: &canvas, fit: fit)
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                guard let character = canvas.character(row: row, column: column), let owner = canvas.owner(row: row, column: column) else { continue }
                frame.put(String(character), row: layout.canvasTop + row, column: column, style: style(owner: owner))
            }
        }
        for letter in letters {
            put(letter.text, at: letter.dot, canvas: canvas, top: layout.canvasTop, into: &frame, style: CellStyle(bold: true))
        }
        drawCorners(into: &frame, canvas: canvas, fit: fit, top: layout.canvasTop)
        drawStartLine(into: &frame, canvas: canvas, fit: fit, top: layout.canvasTop)
        for car in chart.series where car.points.count == 1 {
            guard let point = car.points.first, let dot = Self.dot(fit.point(point), canvas: canvas) else { continue }
            var style = styles.series(car)
            style.bold = true
            put(car.label.isEmpty ? "●" : car.label, at: dot, canvas: canvas, top: layout.canvasTop, into: &frame, style: style, centred: false)
        }
    }

    /// A dot's owner: a category's index, or the categories' count plus a series' index.
    private func style(owner: Int) -> CellStyle {
        if chart.categories.indices.contains(owner) { return styles.fill(chart.categories[owner]) }  // trap-ok: checked in the condition.
        let index = owner - chart.categories.count
        return chart.series.indices.contains(index) ? styles.series(chart.series[index]) : .plain  // trap-ok: checked in the condition.
    }

    /// The lines, the first series last so that it lies on top; without colour, the letters of the
    /// categories of long enough runs, to be written at their middles.
    private func drawLines(on canvas: inout BrailleCanvas, fit: TrackFrame) -> [(text: String, dot: (x: Int, y: Int))] {
        var indexByKey: [String: Int] = [:]
        for (index, category) in chart.categories.enumerated() where indexByKey[category.key] == nil { indexByKey[category.key] = index }
        var letters: [(text: String, dot: (x: Int, y: Int))] = []
        for (index, series) in chart.series.enumerated().reversed() where series.points.count > 1 {
            let categories = series.pointCategories ?? []
            let dots = series.points.map { Self.dot(fit.point($0), canvas: canvas) }
            var run: (owner: Int, start: Int, length: Int)?
            for offset in 1..<dots.count {
                let owner: Int =
                    offset - 1 < categories.count
                    ? indexByKey[categories[offset - 1]] ?? chart.categories.count + index  // trap-ok: checked.
                    : chart.categories.count + index
                guard let from = dots[offset - 1], let to = dots[offset] else {  // trap-ok: offset is in 1..<count.
                    run = nil
                    continue
                }
                canvas.line(from: from, to: to, owner: owner)
                let length = max(abs(to.x - from.x), abs(to.y - from.y))
                if let current = run, current.owner == owner {
                    run?.length += length
                } else {
                    if let run, let letter = Self.letter(run, dots: dots, chart: chart) { letters.append(letter) }
                    run = (owner, offset - 1, length)
                }
            }
            if let run, let letter = Self.letter(run, dots: dots, chart: chart) { letters.append(letter) }
        }
        return styles.usesColor ? [] : letters
    }

    /// A run's category letter at its middle point, for runs at least twelve dots long.
    private static func letter(_ run: (owner: Int, start: Int, length: Int), dots: [(x: Int, y: Int)?], chart: Chart) -> (
        text: String, dot: (x: Int, y: Int)
    )? {
        guard run.length >= 12, chart.categories.indices.contains(run.owner) else { return nil }
        var travelled = 0
        for offset in run.start..<(dots.count - 1) {
            guard let from = dots[offset], let to = dots[offset + 1] else { return nil }  // trap-ok: offset + 1 < count.
            travelled += max(abs(to.x - from.x), abs(to.y - from.y))
            if travelled * 2 >= run.length { return (chart.categories[run.owner].letter, to) }  // trap-ok: checked above.
        }
        return nil
    }

    /// The dot nearest a pixel of the fitted frame; far-off positions are held near the canvas.
    static func dot(_ pixel: (x: Double, y: Double)?, canvas: BrailleCanvas) -> (x: Int, y: Int)? {
        guard let pixel else { return nil }
        let reach = 4 * max(canvas.dotColumns, canvas.dotRows)
        return (
            TerminalText.clamped(pixel.x.rounded(), to: -reach...reach), TerminalText.clamped(pixel.y.rounded(), to: -reach...reach)
        )
    }

    /// Puts `text` at a dot's cell (centred on it, or starting there), moved to lie wholly inside the canvas.
    private func put(
        _ text: String, at dot: (x: Int, y: Int), canvas: BrailleCanvas, top: Int, into frame: inout Frame, style: CellStyle,
        centred: Bool = true
    ) {
        let label = TerminalText.fitted(text, width: canvas.columns)
        let width = Frame.displayWidth(of: label)
        guard width > 0, canvas.rows > 0 else { return }
        let column = TerminalText.clamped(Double(dot.x / 2 - (centred ? width / 2 : 0)), to: 0...max(0, canvas.columns - width))
        let row = TerminalText.clamped(Double(dot.y / 4), to: 0...(canvas.rows - 1))
        frame.put(label, row: top + row, column: column, style: style)
    }

    /// Each corner's number a little outward from the line.
    private func drawCorners(into frame: inout Frame, canvas: BrailleCanvas, fit: TrackFrame, top: Int) {
        for corner in chart.markers where corner.kind == .corner {
            guard let y = corner.y, let pixel = fit.point(Chart.Point(x: corner.x, y: y)) else { continue }
            let out = fit.outward(from: pixel)
            guard let dot = Self.dot((pixel.x + out.x * 5, pixel.y + out.y * 5), canvas: canvas) else { continue }
            put(corner.label, at: dot, canvas: canvas, top: top, into: &frame, style: styles.axis)
        }
    }

    /// The start and finish line, "S/F" a little outward from it, as a corner's number is.
    private func drawStartLine(into frame: inout Frame, canvas: BrailleCanvas, fit: TrackFrame, top: Int) {
        for marker in chart.markers where marker.kind == .chequeredFlag {
            guard let y = marker.y, let pixel = fit.point(Chart.Point(x: marker.x, y: y)) else { continue }
            let out = fit.outward(from: pixel)
            guard let dot = Self.dot((pixel.x + out.x * 5, pixel.y + out.y * 5), canvas: canvas) else { continue }
            put("S/F", at: dot, canvas: canvas, top: top, into: &frame, style: styles.title)
        }
    }

    /// Each category a stretch uses: its letter on its colour, a block, and its name; only the
    /// letters and blocks where the names do not all fit.
    private func drawLegend(into frame: inout Frame, row: Int) {
        let used = usedCategories.filter { chart.categories.indices.contains($0) }.map { chart.categories[$0] }  // trap-ok: filtered to the indices.
        let named = used.map { 5 + Frame.displayWidth(of: $0.name) }.reduce(0, +)
        let withNames = named - 2 <= frame.size.columns
        var column = 0
        for category in used {
            let needed = withNames ? 3 + Frame.displayWidth(of: category.name) : 2
            guard column + needed <= frame.size.columns else { break }
            frame.put(category.letter, row: row, column: column, style: styles.onFill(category, bold: true), width: 1)
            frame.put(styles.usesColor ? "█" : " ", row: row, column: column + 1, style: styles.fill(category))
            column = withNames ? frame.put(category.name, row: row, column: column + 3, style: styles.tickLabel) + 2 : column + 3
        }
    }
}
