import F1UI

/// Plots (`.line`, `.step`): grid and axes, safety-car bands, one path per series, pit stops,
/// the chequered flag and the end labels.
extension SVGRenderer {
    mutating func drawPlot() {
        drawPeriods()
        drawYAxis()
        drawXAxis()
        drawSeries()
        drawMarkers()
        drawEndLabels()
    }

    /// Horizontal grid lines and labels at the y ticks, and the y axis' title turned on its side.
    private mutating func drawYAxis() {
        let plot = layout.plotArea
        writer.raw("<g stroke=\"\(palette.grid)\" stroke-width=\"1\" shape-rendering=\"crispEdges\">\n")
        for tick in chart.y.ticks {
            let y = layout.y(tick.value)
            writer.line(x1: plot.x, y1: y, x2: plot.maxX, y2: y, extra: "")
        }
        writer.raw("</g>\n<g font-size=\"11\" fill=\"\(palette.mutedText)\" text-anchor=\"end\">\n")
        for tick in chart.y.ticks {
            writer.label(tick.label, x: plot.x - 8, y: layout.y(tick.value) + 4)
        }
        writer.raw("</g>\n")
        let titleX = SVGChartLayout.Metrics.padding + SVGChartLayout.Metrics.axisTitleSize - 2
        writer.raw("<text transform=\"translate(")
        writer.number(titleX)
        writer.raw(" ")
        writer.number(plot.midY)
        writer.raw(") rotate(-90)\" font-size=\"12\" text-anchor=\"middle\" fill=\"\(palette.mutedText)\">")
        writer.text(chart.y.title)
        writer.raw("</text>\n")
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
            writer.rect(x: start, y: plot.y, width: width, height: plot.height, extra: " fill=\"\(fill)\" fill-opacity=\"\(opacity)\"")
            writer.label(period.label, x: start + width / 2, y: plot.y - 4)
        }
        writer.raw("</g>\n")
    }

    /// One path per series, the first drawn last so that it lies on top (the leader, the winner).
    private mutating func drawSeries() {
        let strokeWidth = chart.series.count > 8 ? "1.75" : "2.25"
        writer.raw("<g fill=\"none\" stroke-width=\"\(strokeWidth)\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n")
        for (index, series) in chart.series.enumerated().reversed() where !series.points.isEmpty {
            writer.raw("<path d=\"")
            appendPath(series.points)
            writer.raw("\" stroke=\"\(SVGPalette.color(of: series, at: index).svgHex)\"")
            if series.isSecondCar { writer.raw(" stroke-dasharray=\"6 4\"") }
            writer.raw("><title>")
            writer.text(series.name)
            writer.raw("</title></path>\n")
        }
        writer.raw("</g>\n")
    }

    /// Straight segments or steps (across, then up or down) between points; a jump in x of more
    /// than one and a half of the smallest step (a lap missing) starts the line afresh.
    private mutating func appendPath(_ points: [Chart.Point]) {
        let limit = Self.smallestStep(points) * 1.5
        var previous: Chart.Point?
        for point in points {
            let (x, y) = layout.point(point)
            if let previous, point.x - previous.x <= limit {
                if chart.mark == .step {
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
                writer.raw(previous == nil ? "M" : "h0M")
                writer.number(x)
                writer.raw(" ")
                writer.number(y)
            }
            previous = point
        }
        writer.raw("h0")
    }

    /// The smallest positive distance between consecutive x values, or infinity without one.
    static func smallestStep(_ points: [Chart.Point]) -> Double {
        var smallest = Double.infinity
        for (a, b) in zip(points, points.dropFirst()) where b.x - a.x > 0 {
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
                    x1: x, y1: plot.y - 12, x2: x, y2: plot.maxY,
                    extra: " stroke=\"\(palette.text)\" stroke-opacity=\"0.6\" stroke-dasharray=\"2 3\"")
                // Left of its pole, clear of the end labels on the right.
                drawFlag(x: x - 12, top: plot.y - 12)
                writer.raw("</g>\n")
            case .corner: break  // Drawn by the track face (issue 43, next step).
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
