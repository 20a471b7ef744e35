import F1HTML
import F1UI
import Testing

/// A section's chart becomes a figure: F1Charts' SVG inline, once for both themes, its summary as caption.
@Suite struct HTMLChartTests {
    static let document = ReportDocument(
        title: "Progression", source: "Samples",
        sections: [
            .init(
                title: "Points", key: "points", columns: [.init("driver", "Driver"), .init("points", "Pts", .right)],
                rows: [.init(["Max Verstappen", "62"])], chart: SampleDocuments.chart())
        ])
    let html = HTMLDocumentRenderer(idPrefix: "p-").render(Self.document).html

    @Test func theChartIsAFigureWithTheSVGAndACaption() throws {
        let figure = try #require(html.range(of: "<figure class=\"chart\">"))
        let end = try #require(html.range(of: "</figure>"))
        let inside = String(html[figure.upperBound..<end.lowerBound])
        #expect(Markup.occurrences(of: "<svg", in: inside) == 1)
        #expect(inside.contains("viewBox=\"0 0 960 540\""))
        #expect(
            inside.contains(
                "<figcaption><p>Verstappen led from the first round.</p><p>Sprint points are counted in the round of the sprint.</p></figcaption>"))
        // The figure comes between the heading and the table.
        let heading = try #require(html.range(of: "<h2 id=\"p-points\">"))
        let table = try #require(html.range(of: "<table"))
        #expect(heading.upperBound <= figure.lowerBound && end.upperBound <= table.lowerBound)
        #expect(Markup.firstUnbalancedTag(in: html) == nil)
    }

    /// One drawing, in the light theme's colours with the two whites told apart, and the
    /// stylesheet's dark rules name every one of its theme colours.
    @Test func oneDrawingServesBothThemes() {
        #expect(html.contains("fill=\"#FFFFFE\""), "the background is the stylable white")
        #expect(!html.contains("#15151E"), "no dark drawing in the page")
        let css = WebAssets.stylesheet
        #expect(css.contains("@media (prefers-color-scheme: dark) {\nfigure.chart svg"))
        for colour in Set(html.ranges(of: "=\"#").map { String(html[$0.upperBound...].prefix(6)) }) {
            let themed = ["FFFFFE", "1B1B1F", "5F6368", "E4E4E7", "9AA0A6", "FFFFFD"].contains(colour)
            #expect(css.contains("[fill=\"#\(colour)\"]") == themed, "#\(colour)")
        }
        #expect(css.contains("figure.chart svg [fill=\"#FFFFFE\"] { fill: #15151E; }"))
        #expect(css.contains("figure.chart svg [stroke=\"#E4E4E7\"] { stroke: #2C2D38; }"))
    }

    /// The drawing's title and description ids carry the section's, and its labels still name them.
    @Test func theDrawingsIDsAreTheSections() {
        let ids = html.ranges(of: " id=\"").map { range in String(html[range.upperBound...].prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ids.contains { $0.hasPrefix("p-points-f1c-progression-") && $0.hasSuffix("-title") })
        #expect(ids.contains { $0.hasPrefix("p-points-f1c-progression-") && $0.hasSuffix("-desc") })
        for id in ids where id.contains("f1c-") {
            #expect(html.contains("aria-labelledby=\"\(id)\"") || html.contains("aria-describedby=\"\(id)\""), "\(id) is named by nothing")
        }
    }

    @Test func theChartsSizeIsTheRenderers() {
        let html = HTMLDocumentRenderer(chartWidth: 640, chartHeight: 360).render(Self.document).html
        #expect(html.contains("viewBox=\"0 0 640 360\""))
    }
}
