import F1HTML
import F1UI
import Testing

/// A section's chart becomes a figure: F1Charts' SVG inline in both themes, its summary as caption.
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
        #expect(Markup.occurrences(of: "<svg", in: inside) == 2)
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

    @Test func theLightAndTheDarkDrawingAreShownByTheReadersSetting() {
        #expect(html.contains("<div class=\"chart-light\"><svg"))
        #expect(html.contains("<div class=\"chart-dark\"><svg"))
        #expect(html.contains("fill=\"#FFFFFF\""))
        #expect(html.contains("fill=\"#15151E\""))
    }

    /// Each drawing's title and description ids are its own, and its labels still name them.
    @Test func theTwoDrawingsNeverShareAnID() {
        let ids = html.ranges(of: " id=\"").map { range in String(html[range.upperBound...].prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(ids.contains { $0.hasPrefix("p-points-light-f1c-progression-") && $0.hasSuffix("-title") })
        #expect(ids.contains { $0.hasPrefix("p-points-dark-f1c-progression-") && $0.hasSuffix("-desc") })
        for id in ids where id.contains("f1c-") {
            #expect(html.contains("aria-labelledby=\"\(id)\"") || html.contains("aria-describedby=\"\(id)\""), "\(id) is named by nothing")
        }
    }

    @Test func theChartsSizeIsTheRenderers() {
        let html = HTMLDocumentRenderer(chartWidth: 640, chartHeight: 360).render(Self.document).html
        #expect(html.contains("viewBox=\"0 0 640 360\""))
    }
}
