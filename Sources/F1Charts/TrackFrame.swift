import F1UI

/// A track's metres (x east, y north) as pixels: one scale on both axes, so a circuit keeps its
/// shape, fitted into an area with the chart's axis bounds as the frame, centred.
package struct TrackFrame: Equatable, Sendable {
    /// Pixels per metre.
    package let scale: Double
    /// The frame's centre in metres and in pixels.
    let centre: Chart.Point
    package let pixelCentre: Chart.Point

    /// Fits the frame `chart.x` by `chart.y` into `area`, keeping `inset` pixels clear on each side.
    init(chart: Chart, area: SVGChartLayout.Rect, inset: Double = SVGChartLayout.Metrics.trackInset) {
        self.init(
            x: chart.x, y: chart.y, width: area.width, height: area.height, inset: inset,
            pixelCentre: Chart.Point(x: area.midX, y: area.midY))
    }

    /// Fits the frame into `width` by `height` units (pixels, braille dots) about `pixelCentre`.
    init(x: Chart.Axis, y: Chart.Axis, width: Double, height: Double, inset: Double, pixelCentre: Chart.Point) {
        let xSpan = Self.span(x)
        let ySpan = Self.span(y)
        let fit = min(max(width - 2 * inset, 1) / xSpan, max(height - 2 * inset, 1) / ySpan)
        scale = fit.isFinite && fit > 0 ? fit : 1
        centre = Chart.Point(x: Self.middle(x), y: Self.middle(y))
        self.pixelCentre = pixelCentre
    }

    /// Where a position lies, y growing downwards; nil for a position that is not a number.
    package func point(_ point: Chart.Point) -> (x: Double, y: Double)? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        // Far beyond the frame nothing is drawn anyway; the clamp keeps the arithmetic finite.
        let x = pixelCentre.x + min(max((point.x - centre.x) * scale, -1e7), 1e7)
        let y = pixelCentre.y - min(max((point.y - centre.y) * scale, -1e7), 1e7)
        return (x, y)
    }

    /// The unit vector from the frame's centre towards a pixel: "outward" for a corner's label; up at the centre.
    func outward(from pixel: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let dx = pixel.x - pixelCentre.x
        let dy = pixel.y - pixelCentre.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9, length.isFinite else { return (0, -1) }
        return (dx / length, dy / length)
    }

    private static func span(_ axis: Chart.Axis) -> Double {
        let span = axis.upper - axis.lower
        return span.isFinite && span > 0 ? span : 1
    }

    private static func middle(_ axis: Chart.Axis) -> Double {
        let middle = (axis.lower + axis.upper) / 2
        return middle.isFinite ? middle : 0
    }
}
