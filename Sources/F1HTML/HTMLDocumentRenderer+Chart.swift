import F1Charts
import F1UI

extension HTMLDocumentRenderer {
    /// A section's chart as a `<figure>`: F1Charts' SVG inline, its summary and notes as the caption.
    ///
    /// Light and dark: both themes are drawn, `chart-light` and `chart-dark`, and the stylesheet
    /// shows one by `prefers-color-scheme` (the hidden one is `display:none`, so screen readers
    /// meet the chart once). F1Charts' dark palette is designed for dark pages, where a CSS filter
    /// over the light picture would shift the team colours the chart is read by, and it needs no
    /// script, no style attribute and no second request. The SVG keeps its `viewBox`, so the
    /// stylesheet's `width:100%;height:auto` scales it to the page.
    func writeChart(_ chart: Chart, id: String, into writer: inout HTMLWriter) {
        writer.open("figure", ["class": "chart"])
        writer.raw("\n")
        for theme in [SVGChartStyle.Theme.light, .dark] {
            // Ids made unique in the page as they are written: rewriting the SVG afterwards took
            // a third of the race weekend page's time (docs/performance.md).
            let style = SVGChartStyle(width: chartWidth, height: chartHeight, theme: theme, idNamespace: "\(id)-\(theme.rawValue)-")
            writer.open("div", ["class": "chart-\(theme.rawValue)"])
            writer.raw(chart.svg(style: style))
            writer.close("div")
            writer.raw("\n")
        }
        writer.open("figcaption")
        for sentence in [chart.summary.isEmpty ? chart.title : chart.summary] + chart.notes where !sentence.isEmpty {
            writer.element("p", text: sentence)
        }
        writer.close("figcaption")
        writer.raw("\n")
        writer.close("figure")
        writer.raw("\n")
    }
}
