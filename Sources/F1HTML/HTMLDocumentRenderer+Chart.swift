import F1Charts
import F1UI

extension HTMLDocumentRenderer {
    /// A section's chart as a `<figure>`: F1Charts' SVG inline, its summary and notes as the caption.
    ///
    /// Light and dark in one drawing: F1Charts draws the light theme in colours the stylesheet
    /// recolours with its dark palette under `prefers-color-scheme: dark`
    /// (`SVGChartStyle.darkThemeRules`). The team colours stay as they are, where a CSS filter over
    /// the picture would shift the colours the chart is read by; no script, no style attribute,
    /// no second request, and far fewer bytes than drawing both themes (docs/performance.md). The SVG
    /// keeps its `viewBox`, so the stylesheet's `width:100%;height:auto` scales it to the page;
    /// on a phone it keeps a readable width in a frame that scrolls sideways, as a wide table does.
    /// A track map has no axis to read and is drawn to the page's width instead (`chart map`):
    /// half a circuit out of sight is no map.
    func writeChart(_ chart: Chart, id: String, into writer: inout HTMLWriter) {
        writer.open("figure", ["class": chart.mark == .track ? "chart map" : "chart"])
        writer.raw("\n")
        writer.open("div", ["class": "chart-frame", "role": "region", "aria-label": chart.title, "tabindex": "0"])
        // One drawing for both themes: the stylesheet recolours it when the reader prefers dark.
        writer.raw(chart.svg(style: SVGChartStyle(pageWidth: chartWidth, height: chartHeight, idNamespace: "\(id)-")))
        writer.close("div")
        writer.raw("\n")
        writer.open("figcaption")
        for sentence in Self.caption(of: chart) {
            writer.element("p", text: sentence)
        }
        writer.close("figcaption")
        writer.raw("\n")
        writer.close("figure")
        writer.raw("\n")
    }

    /// What the figure's caption says: the chart's summary (its title when it has none), then its notes.
    static func caption(of chart: Chart) -> [String] {
        ([chart.summary.isEmpty ? chart.title : chart.summary] + chart.notes).filter { !$0.isEmpty }
    }
}
