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

    /// A track map is drawn to the page's width, a phone's too: its figure is marked, and the
    /// stylesheet lifts the minimum width other charts keep (a lap chart scrolls sideways).
    @Test func aTrackMapFitsThePageWhereOtherChartsScroll() throws {
        var map = SampleDocuments.chart()
        map.mark = .track
        let document = ReportDocument(
            title: "Map", source: "Samples", sections: [.init(title: "Map", key: "map", columns: [], rows: [], chart: map)])
        let page = HTMLDocumentRenderer(idPrefix: "m-").render(document).html
        #expect(page.contains("<figure class=\"chart map\">"))
        #expect(!html.contains("chart map"))
        #expect(WebAssets.stylesheet.contains("figure.chart.map svg { min-width: 0; }"))
        #expect(WebAssets.stylesheet.contains("figure.chart svg { display: block; width: 100%; min-width: 40rem; height: auto; }"))
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

    /// A face without pictures reads the chart's summary as a section note; the page says it once,
    /// in the caption, and keeps the notes the caption does not hold.
    /// The chart's summary and notes are its own fields: the caption says them, and the list under
    /// the table holds only the section's own lines (where a face without pictures reads all three).
    @Test func theCaptionSaysTheChartsSentencesAndTheListTheSectionsOwn() throws {
        let chart = SampleDocuments.chart()
        let document = ReportDocument(
            title: "Progression", source: "Samples",
            sections: [
                .init(
                    title: "Points", key: "points", columns: [.init("driver", "Driver")], rows: [.init(["Max Verstappen"])],
                    lines: ["Only the first three rounds are shown."], chart: chart)
            ])
        #expect(document.sections[0].sentences == [chart.summary] + chart.notes + ["Only the first three rounds are shown."])
        let html = HTMLDocumentRenderer(idPrefix: "p-").render(document).html
        #expect(Markup.occurrences(of: chart.summary, in: html) == 2, "the SVG's description and the caption")
        #expect(Markup.occurrences(of: "Sprint points are counted in the round of the sprint.", in: html) == 1)
        let notes = try #require(html.range(of: "<ul class=\"notes\">"))
        #expect(html[notes.upperBound...].hasPrefix("<li>Only the first three rounds are shown.</li></ul>"))
    }

    /// On a phone the drawing keeps a readable width in a frame of its own that scrolls sideways,
    /// which a keyboard can reach and a screen reader names.
    @Test func theDrawingSitsInAFrameThatScrolls() throws {
        let frame = try #require(
            html.range(of: "<div class=\"chart-frame\" role=\"region\" aria-label=\"Points after each round\" tabindex=\"0\"><svg"))
        let svgEnd = try #require(html.range(of: "</svg>", range: frame.upperBound..<html.endIndex))
        #expect(html[svgEnd.upperBound...].hasPrefix("\n</div>\n<figcaption>"))
        #expect(WebAssets.stylesheet.contains(".chart-frame { max-width: 100%; overflow-x: auto; }"))
        #expect(WebAssets.stylesheet.contains("figure.chart svg { display: block; width: 100%; min-width: 40rem; height: auto; }"))
    }

    @Test func theChartsSizeIsTheRenderers() {
        let html = HTMLDocumentRenderer(chartWidth: 640, chartHeight: 360).render(Self.document).html
        #expect(html.contains("viewBox=\"0 0 640 360\""))
    }
}
