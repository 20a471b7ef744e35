import F1UI

/// Rows (`.rows`): one bar per series, top to bottom, made of its segments, with group headers.
extension SVGRenderer {
    mutating func drawRows() {
        drawXAxis()
        drawGroupHeaders()
        let plot = layout.plotArea
        writer.raw("<g font-size=\"12\" fill=\"\(palette.text)\" text-anchor=\"end\">\n")
        for (index, band) in layout.rowBands.enumerated() where chart.series.indices.contains(index) {
            writer.label(chart.series[index].label, x: plot.x - 8, y: band.midY + 4)  // trap-ok: checked in the loop's condition.
        }
        writer.raw("</g>\n<g font-size=\"11\" text-anchor=\"middle\">\n")
        for (index, series) in chart.series.enumerated() {
            for (position, segment) in series.segments.enumerated() {
                drawSegment(segment, of: series, at: index, isLast: position == series.segments.count - 1)
            }
        }
        writer.raw("</g>\n")
    }

    private mutating func drawGroupHeaders() {
        guard !layout.groupHeaders.isEmpty else { return }
        let plot = layout.plotArea
        let left = SVGChartLayout.Metrics.padding
        writer.raw("<g font-size=\"11\" font-weight=\"600\" fill=\"\(palette.mutedText)\">\n")
        for header in layout.groupHeaders {
            writer.line(
                x1: left, y1: header.y, x2: plot.maxX, y2: header.y,
                extra: " stroke=\"\(palette.axis)\" stroke-width=\"0.75\" shape-rendering=\"crispEdges\"")
            writer.label(header.name, x: left, y: header.y - 4)
        }
        writer.raw("</g>\n")
    }

    /// A segment's bar in its category's colour (or its series'), its label inside where it fits,
    /// or after the row's last bar where there is room.
    private mutating func drawSegment(_ segment: Chart.Segment, of series: Chart.Series, at index: Int, isLast: Bool) {
        guard let rect = layout.segmentRect(series: index, segment: segment) else { return }
        let category = chart.category(segment.category)
        let color = category?.color ?? SVGPalette.color(of: series, at: index)
        var extra = " rx=\"2\" fill=\"\(color.svgHex)\" stroke=\"\(palette.axis)\" stroke-width=\"0.75\""
        // A team-mate's bar in the same colour is lighter.
        if category == nil && series.isSecondCar { extra += " fill-opacity=\"0.55\"" }
        writer.raw("<g><title>")
        writer.text(series.name)
        if let category {
            writer.raw(": ")
            writer.text(category.name)
        }
        if let label = segment.label {
            writer.raw(", ")
            writer.text(label)
        }
        writer.raw("</title>\n")
        writer.rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height, extra: extra)
        if let label = segment.label {
            let width = estimatedTextWidth(label, fontSize: 11)
            if width + 6 <= rect.width {
                let ink = color.wantsDarkText ? "#111111" : "#FFFFFF"
                writer.label(label, x: rect.midX, y: rect.midY + 4, extra: " fill=\"\(ink)\"")
            } else if isLast && rect.maxX + 4 + width <= layout.width - 4 {
                writer.label(label, x: rect.maxX + 4, y: rect.midY + 4, extra: " text-anchor=\"start\" fill=\"\(palette.text)\"")
            }
        }
        writer.raw("</g>\n")
    }
}
