import F1UI

/// Plots (`.line`, `.step`): grid and axes, safety-car bands, one path per series, pit stops,
/// the chequered flag and the end labels.
extension SVGRenderer {
    mutating func drawPlot() {
        drawPeriods()
        for index in layout.strips.indices { drawYAxis(strip: index) }
        drawXAxis()
        for index in layout.strips.indices { drawSeries(strip: index) }
        drawMarkers()
        drawEndLabels()
    }

    /// Translucent bands over the laps run behind a safety car or under a red flag, named at the top.
    private mutating func drawPeriods() {
        guard !chart.periods.isEmpty else { return }
        let plot = layout.plotArea
        writer.raw("<g font-size=\"10\" text-anchor=\"middle\" fill=\"\(palette.mutedText)\">\n")
        for period in chart.periods {
            let start = layout.x(min(period.start, period.end))
            let width = max(layout.x(max(period.start, period.end)) - start, 2)
            let (fill, opacity) = palette.band(period.kind)
            for area in layout.stripAreas {
                writer.rect(x: start, y: area.y, width: width, height: area.height, extra: " fill=\"\(fill)\" fill-opacity=\"\(opacity)\"")
            }
            writer.label(period.label, x: start + width / 2, y: plot.y - 4)
        }
        writer.raw("</g>\n")
    }

    /// One path per series of a stacked plot, the first drawn last so that it lies on top (the leader, the winner).
    private mutating func drawSeries(strip index: Int) {
        guard layout.strips.indices.contains(index) else { return }
        let strip = layout.strips[index]  // trap-ok: checked just above.
        let series = strip.strip.series
        let strokeWidth = series.count > 8 ? "1.75" : (index == 0 ? "2.25" : "1.75")
        writer.raw("<g fill=\"none\" stroke-width=\"\(strokeWidth)\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n")
        for (offset, line) in series.enumerated().reversed() where !line.points.isEmpty {
            writer.raw("<path d=\"")
            appendPath(line.points, strip: strip)
            let colorIndex = strip.strip.colorIndices.indices.contains(offset) ? strip.strip.colorIndices[offset] : offset  // trap-ok: checked.
            writer.raw("\" stroke=\"\(SVGPalette.color(of: line, at: colorIndex).svgHex)\"")
            if line.isSecondCar { writer.raw(" stroke-dasharray=\"6 4\"") }
            writer.raw("><title>")
            writer.text(line.name)
            writer.raw("</title></path>\n")
        }
        writer.raw("</g>\n")
    }

    /// Straight segments or steps (across, then up or down) between points; over laps or rounds a
    /// jump in x of more than one and a half of the smallest step (a lap missing) starts the line
    /// afresh (samples over distance come at their own pace, so there a jump is not a gap), and so
    /// does a value that is not a number.
    private mutating func appendPath(_ points: [Chart.Point], strip: SVGChartLayout.Strip) {
        let limit = chart.x.countsSteps ? Self.smallestStep(points) * 1.5 : .infinity
        let axis = strip.strip.axis
        let isStep = strip.strip.mark == .step
        var previous: Chart.Point?
        var started = false
        for point in points {
            guard point.x.isFinite, point.y.isFinite else {
                previous = nil
                continue
            }
            let x = layout.x(point.x)
            let y = SVGChartLayout.y(point.y, on: axis, in: strip.area)
            if let previous, point.x - previous.x <= limit {
                if isStep {
                    writer.raw("H")
                    writer.number(x)
                    writer.raw("V")
                    writer.number(y)
                } else {
                    writer.raw("L")
                    writer.number(x)
                    writer.raw(" ")
                    writer.number(y)
                }
            } else {
                // A lone point still shows: a line of no length with round caps is a dot.
                writer.raw(started ? "h0M" : "M")
                writer.number(x)
                writer.raw(" ")
                writer.number(y)
            }
            started = true
            previous = point
        }
        if started { writer.raw("h0") }
    }

    /// The smallest positive distance between consecutive x values, or infinity without one.
    static func smallestStep(_ points: [Chart.Point]) -> Double {
        var smallest = Double.infinity
        for (a, b) in zip(points, points.dropFirst()) where b.x - a.x > 0 && (b.x - a.x).isFinite {
            smallest = min(smallest, b.x - a.x)
        }
        return smallest
    }

    /// Where a series' line is at `x`: the value held there for steps, interpolated for lines.
    static func value(of series: Chart.Series, at x: Double, mark: Chart.Mark) -> Double? {
        guard let first = series.points.first else { return nil }
        var value = first.y
        for (a, b) in zip(series.points, series.points.dropFirst()) {
            if a.x <= x { value = a.y }
            if b.x <= x { value = b.y }
            if mark != .step && a.x <= x && x < b.x && b.x > a.x {
                return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
            }
        }
        return value
    }

    /// Pit stops as small circles on their series' line; the chequered flag as a dotted line with a flag on top.
    private mutating func drawMarkers() {
        guard !chart.markers.isEmpty else { return }
        let plot = layout.plotArea
        writer.raw("<g>\n")
        for marker in chart.markers {
            switch marker.kind {
            case .pitStop:
                guard let index = chart.series.firstIndex(where: { $0.key == marker.series }),
                    let value = Self.value(of: chart.series[index], at: marker.x, mark: chart.mark)  // trap-ok: an index of the series.
                else { continue }
                let color = SVGPalette.color(of: chart.series[index], at: index)  // trap-ok: an index of the series.
                writer.raw("<circle")
                writer.attribute("cx", layout.x(marker.x))
                writer.attribute("cy", layout.y(value))
                writer.raw(" r=\"4\" fill=\"\(color.svgHex)\" stroke=\"\(palette.outline)\" stroke-width=\"1.5\"><title>")
                writer.text(marker.label)
                writer.raw("</title></circle>\n")
            case .chequeredFlag:
                let x = layout.x(marker.x)
                writer.raw("<g><title>")
                writer.text(marker.label)
                writer.raw("</title>\n")
                writer.line(
                    x1: x, y1: plot.y - 12, x2: x, y2: layout.stackArea.maxY,
                    extra: " stroke=\"\(palette.text)\" stroke-opacity=\"0.6\" stroke-dasharray=\"2 3\"")
                // Left of its pole, clear of the end labels on the right.
                drawFlag(x: x - 12, top: plot.y - 12)
                writer.raw("</g>\n")
            case .corner:
                drawCorner(marker)
            }
        }
        writer.raw("</g>\n")
    }

    /// A chequered flag of three by two squares, its top left at (`x`, `top`).
    private mutating func drawFlag(x: Double, top: Double) {
        writer.rect(x: x, y: top, width: 12, height: 8, extra: " fill=\"#FFFFFF\" stroke=\"\(palette.text)\" stroke-width=\"0.75\"")
        for (column, row) in [(0.0, 0.0), (2.0, 0.0), (1.0, 1.0)] {
            writer.rect(x: x + column * 4, y: top + row * 4, width: 4, height: 4, extra: " fill=\"#111111\"")
        }
    }

    /// Each series' label in its colour beside its last point.
    private mutating func drawEndLabels() {
        guard !layout.endLabels.isEmpty else { return }
        writer.raw("<g font-size=\"11\" font-weight=\"600\">\n")
        for label in layout.endLabels where chart.series.indices.contains(label.series) {
            let series = chart.series[label.series]  // trap-ok: checked in the loop's condition.
            let color = SVGPalette.color(of: series, at: label.series)
            writer.label(series.label, x: label.x, y: label.y + 4, extra: " fill=\"\(color.svgHex)\"")
        }
        writer.raw("</g>\n")
    }
}

extension Chart.Axis {
    /// Whether the axis counts in whole steps (laps, rounds), so a step missing is a gap in a line.
    var countsSteps: Bool { unit == .lap || unit == .round }
}
