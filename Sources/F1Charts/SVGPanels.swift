import F1UI

/// The y axes of a plot's stacked plots (the chart's own, then its panels) and the corners marked
/// through all of them.
extension SVGRenderer {
    /// Horizontal grid lines and labels at a stacked plot's y ticks, and its axis' title: turned on
    /// its side beside the chart's own plot, in the gap above a panel.
    mutating func drawYAxis(strip index: Int) {
        guard layout.strips.indices.contains(index) else { return }
        let strip = layout.strips[index]  // trap-ok: checked just above.
        let area = strip.area
        let axis = strip.strip.axis
        writer.raw("<g stroke=\"\(palette.grid)\" stroke-width=\"1\" shape-rendering=\"crispEdges\">\n")
        for tick in axis.ticks {
            let y = SVGChartLayout.y(tick.value, on: axis, in: area)
            writer.line(x1: area.x, y1: y, x2: area.maxX, y2: y, extra: "")
        }
        writer.raw("</g>\n<g font-size=\"11\" fill=\"\(palette.mutedText)\" text-anchor=\"end\">\n")
        for tick in axis.ticks {
            writer.label(tick.label, x: area.x - 8, y: SVGChartLayout.y(tick.value, on: axis, in: area) + 4)
        }
        writer.raw("</g>\n")
        guard index == 0 else {
            writer.label(axis.title, x: area.x, y: area.y - 5, extra: " font-size=\"11\" font-weight=\"600\" fill=\"\(palette.mutedText)\"")
            return
        }
        let titleX = SVGChartLayout.Metrics.padding + SVGChartLayout.Metrics.axisTitleSize - 2
        writer.raw("<text transform=\"translate(")
        writer.number(titleX)
        writer.raw(" ")
        writer.number(area.midY)
        writer.raw(") rotate(-90)\" font-size=\"12\" text-anchor=\"middle\" fill=\"\(palette.mutedText)\">")
        writer.text(axis.title)
        writer.raw("</text>\n")
    }

    /// A corner on a plot: a thin dashed line at its distance through every stacked plot, its
    /// name ("T3") above the chart's own.
    mutating func drawCorner(_ marker: Chart.Marker) {
        guard marker.x.isFinite else { return }
        let x = layout.x(marker.x)
        writer.raw("<g stroke=\"\(palette.axis)\" stroke-width=\"0.75\" stroke-dasharray=\"3 3\"><title>")
        writer.text(marker.label)
        writer.raw("</title>\n")
        for area in layout.stripAreas {
            writer.line(x1: x, y1: area.y, x2: x, y2: area.maxY, extra: "")
        }
        writer.raw("</g>\n")
        writer.label(
            marker.label, x: x, y: layout.plotArea.y - 4, extra: " font-size=\"10\" text-anchor=\"middle\" fill=\"\(palette.mutedText)\"")
    }
}
