import F1UI

/// How an SVG chart is drawn: its size in pixels and its colours.
public struct SVGChartStyle: Equatable, Sendable {
    public enum Theme: String, CaseIterable, Sendable { case light, dark }

    public var width: Int
    public var height: Int
    public var theme: Theme
    /// Put before every id (and the references to them), so several charts can share one HTML
    /// page without sharing an id.
    package var idNamespace = ""
    /// Drawn in the light theme with colours a page's stylesheet can recolour for the dark one
    /// (`SVGChartStyle.darkThemeRules`): one drawing serves both, where a page would otherwise
    /// carry two.
    package var themedByStylesheet = false

    public init(width: Int = 960, height: Int = 540, theme: Theme = .light) {
        self.width = width
        self.height = height
        self.theme = theme
    }

    /// A chart for an HTML page: light, recoloured by `darkThemeRules` when the reader prefers dark.
    package init(pageWidth width: Int, height: Int, idNamespace: String) {
        self.init(width: width, height: height, theme: .light)
        self.idNamespace = idNamespace
        themedByStylesheet = true
    }
}

extension SVGChartStyle {
    /// The stylesheet rules that show charts drawn `themedByStylesheet` under `scope` (a CSS
    /// selector, "figure.chart") in the dark theme; for a page's `prefers-color-scheme: dark`.
    package static func darkThemeRules(scope: String) -> String {
        SVGPalette.darkThemeRules(scope: scope)
    }
}

extension Chart {
    /// A standalone SVG document: deterministic bytes for the same chart and style.
    ///
    /// Fit to embed in a web page unchanged: no script, font or other external reference, ids
    /// prefixed with "f1c-", the chart's kind and a hash of its title, and every text from the
    /// data escaped.
    public func svg(style: SVGChartStyle = SVGChartStyle()) -> String {
        var renderer = SVGRenderer(chart: self, style: style)
        return renderer.document()
    }
}

/// Draws one chart into an `SVGWriter`, from its `SVGChartLayout`.
struct SVGRenderer {
    static let fontFamily = "system-ui, -apple-system, &apos;Segoe UI&apos;, Roboto, sans-serif"

    let chart: Chart
    let layout: SVGChartLayout
    let palette: SVGPalette
    let idPrefix: String
    var writer: SVGWriter

    init(chart: Chart, style: SVGChartStyle) {
        self.chart = chart
        layout = SVGChartLayout(chart: chart, style: style)
        palette = style.themedByStylesheet ? .stylable : SVGPalette(style.theme)
        idPrefix = "\(style.idNamespace)f1c-\(chart.kind.rawValue)-\(Self.hash(chart.title + "\n" + chart.summary))"
        let points = (chart.series + chart.panels.flatMap(\.series)).reduce(0) { $0 + $1.points.count + $1.segments.count * 4 }
        writer = SVGWriter(capacity: 4096 + points * 24 + chart.series.count * 400)
    }

    mutating func document() -> String {
        writer.raw("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        writer.attribute("width", layout.width)
        writer.attribute("height", layout.height)
        writer.raw(" viewBox=\"0 0 ")
        writer.number(layout.width)
        writer.raw(" ")
        writer.number(layout.height)
        writer.raw("\" role=\"img\" aria-labelledby=\"\(idPrefix)-title\" aria-describedby=\"\(idPrefix)-desc\"")
        writer.raw(" font-family=\"\(Self.fontFamily)\">\n")
        writer.raw("<title id=\"\(idPrefix)-title\">")
        writer.text(chart.title)
        writer.raw("</title>\n<desc id=\"\(idPrefix)-desc\">")
        writer.text(chart.summary)
        writer.raw("</desc>\n")
        writer.rect(x: 0, y: 0, width: layout.width, height: layout.height, extra: " fill=\"\(palette.background)\"")
        writer.label(
            chart.title, x: SVGChartLayout.Metrics.padding, y: SVGChartLayout.Metrics.titleBaseline,
            extra: " font-size=\"17\" font-weight=\"600\" fill=\"\(palette.text)\"")
        switch chart.mark {
        case .line, .step: drawPlot()
        case .rows: drawRows()
        case .track: drawTrack()
        }
        drawLegend()
        writer.raw("</svg>\n")
        return writer.output
    }

    /// Vertical grid lines at the x ticks through each stacked plot, the labels and the x axis'
    /// title under the lowest.
    mutating func drawXAxis() {
        let plot = layout.stackArea
        writer.raw("<g stroke=\"\(palette.grid)\" stroke-width=\"1\" shape-rendering=\"crispEdges\">\n")
        for area in layout.stripAreas {
            for tick in chart.x.ticks {
                let x = layout.x(tick.value)
                writer.line(x1: x, y1: area.y, x2: x, y2: area.maxY, extra: "")
            }
        }
        writer.raw("</g>\n<g font-size=\"11\" fill=\"\(palette.mutedText)\" text-anchor=\"middle\">\n")
        for tick in chart.x.ticks {
            writer.label(tick.label, x: layout.x(tick.value), y: plot.maxY + 16)
        }
        writer.raw("</g>\n")
        writer.line(x1: plot.x, y1: plot.maxY, x2: plot.maxX, y2: plot.maxY, extra: " stroke=\"\(palette.axis)\" shape-rendering=\"crispEdges\"")
        writer.label(
            chart.x.title, x: plot.midX, y: plot.maxY + 36,
            extra: " font-size=\"12\" text-anchor=\"middle\" fill=\"\(palette.mutedText)\"")
    }

    /// The legend's entries: a series' line (dashed for a second car) or a category's swatch, and its name.
    mutating func drawLegend() {
        guard !layout.legend.isEmpty else { return }
        writer.raw("<g font-size=\"12\" fill=\"\(palette.text)\">\n")
        for entry in layout.legend {
            let swatch = entry.swatchWidth
            let middle = entry.y + SVGChartLayout.Metrics.legendRowHeight / 2
            if entry.isCategory {
                guard chart.categories.indices.contains(entry.index) else { continue }
                let category = chart.categories[entry.index]  // trap-ok: checked just above.
                writer.rect(
                    x: entry.x, y: middle - 6, width: swatch, height: 12,
                    extra: " rx=\"2\" fill=\"\(category.color.svgHex)\" stroke=\"\(palette.axis)\" stroke-width=\"0.75\"")
                // A track's categories (gears) are told by their letter too, where colour is not seen.
                if chart.mark == .track {
                    let ink = category.color.wantsDarkText ? "#111111" : "#FFFFFF"
                    writer.label(
                        category.letter, x: entry.x + swatch / 2, y: middle + 3.5,
                        extra: " font-size=\"10\" font-weight=\"600\" text-anchor=\"middle\" fill=\"\(ink)\"")
                }
            } else {
                guard chart.series.indices.contains(entry.index) else { continue }
                let series = chart.series[entry.index]  // trap-ok: checked just above.
                let color = SVGPalette.color(of: series, at: entry.index)
                writer.line(
                    x1: entry.x, y1: middle, x2: entry.x + swatch, y2: middle,
                    extra: " stroke=\"\(color.svgHex)\" stroke-width=\"3\"" + (series.isSecondCar ? " stroke-dasharray=\"5 3\"" : ""))
            }
            writer.label(entry.text, x: entry.x + swatch + 6, y: middle + 4)
        }
        writer.raw("</g>\n")
    }

    /// FNV-1a of `text`, as eight hex digits: ids that differ between charts of the same kind.
    static func hash(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
