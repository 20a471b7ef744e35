import F1UI
import Foundation
import Testing

@testable import F1Charts

/// The SVG face: well-formed, deterministic, escaped, and each drawing rule seen in the document.
/// Re-record the goldens with `F1KIT_RECORD_GOLDEN=1 swift test --filter SVGChartTests` and review the diff.
@Suite struct SVGChartTests {
    /// Each sample in each theme, named for its golden file; the full field shows a real race's size.
    static let cases: [(String, Chart, SVGChartStyle.Theme)] = {
        let charts =
            SampleCharts.all.map { ($0.kind.rawValue, $0) } + [("positions-full-field", SVGSampleCharts.lapChart())] + TelemetrySampleCharts.named
        return charts.flatMap { name, chart in SVGChartStyle.Theme.allCases.map { (name, chart, $0) } }
    }()

    static func goldenURL(_ name: String, _ theme: SVGChartStyle.Theme) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Golden/\(name)-\(theme.rawValue).svg")
    }

    @Test(arguments: cases)
    func eachSampleIsWellFormedDeterministicAndAsRecorded(_ name: String, _ chart: Chart, _ theme: SVGChartStyle.Theme) throws {
        let style = SVGChartStyle(theme: theme)
        let svg = chart.svg(style: style)
        let document = SVGDocument(svg)
        #expect(document.isWellFormed, "\(document.error ?? "")")
        #expect(chart.svg(style: style) == svg)
        let url = Self.goldenURL(name, theme)
        if ProcessInfo.processInfo.environment["F1KIT_RECORD_GOLDEN"] == "1" {
            try svg.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == expected, "\(url.lastPathComponent) differs")
    }

    @Test(arguments: SampleCharts.all + TelemetrySampleCharts.all)
    func theTitleAndSummaryAreTheDocumentsTitleAndDescription(_ chart: Chart) throws {
        let document = SVGDocument(chart.svg())
        let root = try #require(document.root)
        #expect(root.name == "svg")
        #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(root.attributes["role"] == "img")
        let title = try #require(document.all("title").first)
        let desc = try #require(document.all("desc").first)
        #expect(title.text == chart.title)
        #expect(desc.text == chart.summary)
        #expect(root.attributes["aria-labelledby"] == title.attributes["id"])
        #expect(root.attributes["aria-describedby"] == desc.attributes["id"])
        // Ids are the chart's own, so two charts can share a page.
        #expect(title.attributes["id"]?.hasPrefix("f1c-\(chart.kind.rawValue)-") == true)
        #expect(document.texts.contains(chart.title))
    }

    @Test func aHostileNameStaysText() throws {
        let svg = SampleCharts.tyres.svg()
        #expect(svg.contains("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;"))
        #expect(!svg.contains("<img"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("&lt;b&gt;"))
        let document = SVGDocument(svg)
        #expect(document.isWellFormed)
        // Read back, the texts are the data's, unchanged.
        #expect(document.texts.contains("<b>"))
        #expect(document.all("title").contains { $0.text.hasPrefix("<img src=x onerror=alert(1)> & \"Co\"") })
    }

    @Test func apostrophesAndControlCharactersAreSafe() {
        var chart = SampleCharts.gaps
        chart.title = "O'Ward\u{1}\u{B}\u{FFFE}\u{9B}\u{7F}\u{202E} at\tMonza\u{2066}"
        let svg = chart.svg()
        let document = SVGDocument(svg)
        #expect(document.isWellFormed, "\(document.error ?? "")")
        // Hidden characters show as U+FFFD, as in every face (docs/ARCHITECTURE.md, "Text from data").
        let shown = "Ward" + String(repeating: "\u{FFFD}", count: 6) + " at\u{FFFD}Monza\u{FFFD}"
        #expect(svg.contains("O&apos;" + shown))
        #expect(document.all("title").first?.text == "O'" + shown)
    }

    @Test func nothingReachesOutsideTheDocument() {
        for chart in SampleCharts.all + [SVGSampleCharts.lapChart()] + TelemetrySampleCharts.all {
            for theme in SVGChartStyle.Theme.allCases {
                let svg = chart.svg(style: .init(theme: theme))
                for forbidden in ["<script", "href", "url(", "@import", "<style", "http://", "https://"] {
                    let rest = svg.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
                    #expect(!rest.contains(forbidden), "\(chart.kind) contains \(forbidden)")
                }
                #expect(SVGDocument(svg).root?.attributes["font-family"]?.hasSuffix("sans-serif") == true)
            }
        }
    }

    @Test(arguments: [(400, 300), (960, 540), (1600, 900)])
    func theSizeIsHonoured(_ width: Int, _ height: Int) throws {
        for chart in SampleCharts.all + TelemetrySampleCharts.all {
            let style = SVGChartStyle(width: width, height: height)
            let root = try #require(SVGDocument(chart.svg(style: style)).root)
            #expect(root.attributes["width"] == "\(width)")
            #expect(root.attributes["height"] == "\(height)")
            #expect(root.attributes["viewBox"] == "0 0 \(width) \(height)")
            let layout = SVGChartLayout(chart: chart, style: style)
            #expect(layout.plotArea.x > 0 && layout.plotArea.maxX < Double(width))
            #expect(layout.plotArea.y > 0 && layout.plotArea.maxY < Double(height))
        }
    }

    @Test func numbersAreWrittenTheSameEverywhere() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (-0.001, "0"), (12, "12"), (12.5, "12.5"), (12.345, "12.35"), (-3.25, "-3.25"), (0.1, "0.1"),
            (1e300, "1000000000"),
            (.nan, "0"), (.infinity, "0"), (99.999, "100"), (0.05, "0.05"),
        ]
        for (value, text) in cases {
            #expect(SVGWriter.format(value) == text, "\(value)")
        }
    }

    @Test func themesHaveTheirOwnBackgroundAndText() throws {
        let light = SVGDocument(SampleCharts.positions.svg(style: .init(theme: .light)))
        let dark = SVGDocument(SampleCharts.positions.svg(style: .init(theme: .dark)))
        let lightBackground = try #require(light.all("rect").first?.attributes["fill"])
        let darkBackground = try #require(dark.all("rect").first?.attributes["fill"])
        #expect(lightBackground != darkBackground)
        let lightTitle = try #require(light.all("text").first?.attributes["fill"])
        let darkTitle = try #require(dark.all("text").first?.attributes["fill"])
        #expect(lightTitle != darkTitle)
        #expect(lightTitle != lightBackground && darkTitle != darkBackground)
    }

    /// The paths of a plot, keyed by their series' name (each path's `<title>`).
    static func paths(_ document: SVGDocument) -> [String: SVGDocument.Element] {
        var paths: [String: SVGDocument.Element] = [:]
        for (index, element) in document.elements.enumerated() where element.name == "path" {
            if let name = document.title(of: index) { paths[name] = element }
        }
        return paths
    }

    @Test func seriesAreDrawnInTheirTeamColourAndSecondCarsDashed() throws {
        let chart = SampleCharts.positions
        let paths = Self.paths(SVGDocument(chart.svg()))
        let verstappen = try #require(paths["Max Verstappen"])
        let piastri = try #require(paths["Oscar Piastri"])
        let norris = try #require(paths["Lando Norris"])
        #expect(verstappen.attributes["stroke"] == SampleCharts.red.svgHex)
        #expect(norris.attributes["stroke"] == SampleCharts.orange.svgHex)
        #expect(piastri.attributes["stroke"] == SampleCharts.orange.svgHex)
        #expect(piastri.attributes["stroke-dasharray"] != nil)
        #expect(norris.attributes["stroke-dasharray"] == nil)
    }

    @Test func seriesWithoutATeamColourGetDistinctColours() {
        let paths = Self.paths(SVGDocument(SVGSampleCharts.converging(series: 6).svg()))
        let colors = Set(paths.values.compactMap { $0.attributes["stroke"] })
        #expect(paths.count == 6)
        #expect(colors.count == 6)
    }

    @Test func stepsGoAcrossThenUpOrDownAndLinesGoStraight() throws {
        let steps = try #require(Self.paths(SVGDocument(SampleCharts.positions.svg()))["Max Verstappen"]?.attributes["d"])
        #expect(steps.contains("H") && steps.contains("V") && !steps.contains("L"))
        let lines = try #require(Self.paths(SVGDocument(SampleCharts.gaps.svg()))["Lando Norris"]?.attributes["d"])
        #expect(lines.contains("L") && !lines.contains("H") && !lines.contains("V"))
    }

    @Test func aMissingLapBreaksTheLine() throws {
        let paths = Self.paths(SVGDocument(SampleCharts.gaps.svg()))
        let norris = try #require(paths["Lando Norris"]?.attributes["d"])
        let verstappen = try #require(paths["Max Verstappen"]?.attributes["d"])
        #expect(norris.filter { $0 == "M" }.count == 2)
        #expect(verstappen.filter { $0 == "M" }.count == 1)
    }

    @Test func thePathPassesThroughEachPointWhereTheLayoutPutsIt() throws {
        let chart = SampleCharts.gaps
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let path = try #require(Self.paths(SVGDocument(chart.svg()))["Lando Norris"]?.attributes["d"])
        for point in chart.series[1].points {  // trap-ok: a fixed sample.
            let (x, y) = layout.point(point)
            #expect(path.contains("\(SVGWriter.format(x)) \(SVGWriter.format(y))"), "\(point)")
        }
    }

    @Test func aReversedAxisPutsTheFirstValueAtTheTop() {
        let positions = SVGChartLayout(chart: SampleCharts.positions, style: SVGChartStyle())
        #expect(positions.y(1) == positions.plotArea.y)
        #expect(positions.y(3) == positions.plotArea.maxY)
        let gaps = SVGChartLayout(chart: SampleCharts.gaps, style: SVGChartStyle())
        #expect(gaps.y(0) == gaps.plotArea.maxY)
        #expect(gaps.y(10) == gaps.plotArea.y)
    }

    @Test func valuesBeyondTheAxesStayAtThePlotsEdge() {
        let layout = SVGChartLayout(chart: SampleCharts.gaps, style: SVGChartStyle())
        let (x, y) = layout.point(.init(x: 99, y: -40))
        #expect(x == layout.plotArea.maxX)
        #expect(y == layout.plotArea.maxY)
        #expect(layout.x(-5) == layout.plotArea.x)
    }

    @Test func ticksHaveGridLinesAndLabelsAndTheAxesTheirTitles() {
        let chart = SampleCharts.gaps
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let document = SVGDocument(chart.svg())
        let texts = document.texts
        for tick in chart.x.ticks + chart.y.ticks { #expect(texts.contains(tick.label)) }
        #expect(texts.contains(chart.x.title) && texts.contains(chart.y.title))
        let lines = document.all("line")
        for tick in chart.y.ticks {
            let y = SVGWriter.format(layout.y(tick.value))
            #expect(lines.contains { $0.attributes["y1"] == y && $0.attributes["y2"] == y })
        }
        for tick in chart.x.ticks {
            let x = SVGWriter.format(layout.x(tick.value))
            #expect(lines.contains { $0.attributes["x1"] == x && $0.attributes["x2"] == x })
        }
    }

    @Test func aSafetyCarIsABandOverItsLapsNamedAtTheTop() throws {
        let chart = SampleCharts.positions
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let document = SVGDocument(chart.svg())
        let band = try #require(document.all("rect").first { $0.number("x") == Double(SVGWriter.format(layout.x(5))) })
        #expect(band.number("width") == Double(SVGWriter.format(layout.x(7) - layout.x(5))))
        #expect(band.number("height") == Double(SVGWriter.format(layout.plotArea.height)))
        #expect(band.attributes["fill-opacity"] != nil)
        #expect(document.texts.contains("SC"))
    }

    @Test func aPitStopSitsOnItsSeriesLine() throws {
        let chart = SampleCharts.positions
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let document = SVGDocument(chart.svg())
        let circles = document.elements.enumerated().filter { $0.element.name == "circle" }
        let stop = try #require(circles.first { document.title(of: $0.offset) == "VER pit stop, lap 4" }?.element)
        // Verstappen was second on lap 4.
        #expect(stop.attributes["cx"] == SVGWriter.format(layout.x(4)))
        #expect(stop.attributes["cy"] == SVGWriter.format(layout.y(2)))
        #expect(stop.attributes["fill"] == SampleCharts.red.svgHex)
        // Norris pitted on lap 3, in third place; a line's value between laps is interpolated.
        let norris = try #require(circles.first { document.title(of: $0.offset) == "NOR pit stop, lap 3" }?.element)
        #expect(norris.attributes["cy"] == SVGWriter.format(layout.y(3)))
        #expect(SVGRenderer.value(of: SampleCharts.gaps.series[1], at: 3.5, mark: .line) == 3.5 * 0.42)  // trap-ok: a fixed sample.
        #expect(SVGRenderer.value(of: SampleCharts.positions.series[0], at: 4.5, mark: .step) == 2)  // trap-ok: a fixed sample.
    }

    @Test func theChequeredFlagIsALineAtItsLap() {
        let chart = SampleCharts.positions
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let document = SVGDocument(chart.svg())
        let x = SVGWriter.format(layout.x(10))
        #expect(document.all("line").contains { $0.attributes["x1"] == x && $0.attributes["x2"] == x && $0.attributes["stroke-dasharray"] != nil })
        #expect(document.all("title").contains { $0.text == "Chequered flag" })
    }

    @Test func endLabelsSitBesideTheLastPointsAndClearOfEachOther() throws {
        let chart = SVGSampleCharts.converging(series: 5)
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        #expect(layout.endLabels.count == 5)
        let ys = layout.endLabels.map(\.y).sorted()
        for (a, b) in zip(ys, ys.dropFirst()) { #expect(b - a >= SVGChartLayout.Metrics.endLabelSpacing - 1e-9) }
        #expect(layout.endLabels.allSatisfy { $0.x > layout.x(10) })
        let texts = SVGDocument(chart.svg()).texts
        for series in chart.series { #expect(texts.contains(series.label)) }
        // The positions sample's labels need no nudge: each sits at its last place.
        let positions = SVGChartLayout(chart: SampleCharts.positions, style: SVGChartStyle())
        #expect(positions.endLabels.map(\.y) == [1, 2, 3].map { positions.y($0) })
    }

    @Test func aFullFieldsEndLabelsStayInsideTheChart() {
        let chart = SVGSampleCharts.lapChart()
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        #expect(layout.endLabels.count == 22)
        #expect(layout.endLabels.allSatisfy { $0.y >= layout.plotArea.y - 1 && $0.y <= layout.plotArea.maxY })
        #expect(layout.legend.allSatisfy { $0.x >= 0 && $0.x < layout.width && $0.y > layout.plotArea.maxY && $0.y < layout.height })
        #expect(Set(layout.legend.map(\.y)).count > 1, "22 names wrap onto several lines")
    }

    @Test func aPlotsLegendNamesEverySeriesWithItsSwatch() {
        let chart = SampleCharts.positions
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        #expect(layout.legend.map(\.text) == chart.series.map(\.name))
        let document = SVGDocument(chart.svg())
        let swatches = document.all("line").filter { $0.attributes["stroke-width"] == "3" }
        #expect(swatches.map { $0.attributes["stroke"] } == chart.series.map { $0.color?.svgHex })
        #expect(swatches.map { $0.attributes["stroke-dasharray"] != nil } == chart.series.map(\.isSecondCar))
    }

    @Test func rowsAreBarsOfTheirSegmentsInTheirCategoriesColours() throws {
        let chart = SampleCharts.tyres
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let document = SVGDocument(chart.svg())
        let rects = document.all("rect")
        for (index, series) in chart.series.enumerated() {
            for segment in series.segments {
                let frame = try #require(layout.segmentRect(series: index, segment: segment))
                let rect = try #require(
                    rects.first { $0.attributes["x"] == SVGWriter.format(frame.x) && $0.attributes["y"] == SVGWriter.format(frame.y) })
                #expect(rect.attributes["width"] == SVGWriter.format(frame.width))
                #expect(rect.attributes["fill"] == chart.category(segment.category)?.color.svgHex)
            }
        }
        // Top to bottom in the series' order, each labelled on the left.
        let bands = layout.rowBands.map(\.y)
        #expect(bands == bands.sorted() && Set(bands).count == 3)
        #expect(document.texts.filter { ["VER", "<b>", "NOR"].contains($0) } == ["VER", "<b>", "NOR"])
        // Stints' lengths inside their bars.
        for label in ["4", "6", "10", "3", "7"] { #expect(document.texts.contains(label)) }
        #expect(layout.legend.map(\.text) == ["Soft", "Medium", "Hard"])
    }

    @Test func aBarWithoutCategoryIsInItsSeriesColourAndAGroupIsSeparated() throws {
        let chart = SampleCharts.qualifying
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let document = SVGDocument(chart.svg())
        let pole = try #require(layout.segmentRect(series: 0, segment: chart.series[0].segments[0]))  // trap-ok: a fixed sample.
        #expect(pole.width > 0, "a gap of nothing still shows")
        let norris = try #require(layout.segmentRect(series: 1, segment: chart.series[1].segments[0]))  // trap-ok: a fixed sample.
        let rect = try #require(
            document.all("rect").first { $0.attributes["x"] == SVGWriter.format(norris.x) && $0.attributes["y"] == SVGWriter.format(norris.y) })
        #expect(rect.attributes["fill"] == SampleCharts.orange.svgHex)
        #expect(layout.groupHeaders.map(\.name) == ["Q3", "Q1"])
        #expect(document.texts.contains("Q3") && document.texts.contains("Q1"))
        // Q1's header lies between Norris's row and Piastri's.
        let q1 = layout.groupHeaders[1].y  // trap-ok: a fixed sample.
        #expect(layout.rowBands[1].maxY <= q1 && q1 <= layout.rowBands[2].y)  // trap-ok: a fixed sample.
        // Pole's time does not fit in its sliver, so it follows the bar.
        let time = try #require(document.all("text").first { $0.text == "1:29.708" })
        #expect(try #require(time.number("x")) > pole.maxX)
        #expect(layout.legend.isEmpty)
    }

    /// A full field is one line per car, each with its label; its speed is measured by `f1-bench charts`.
    @Test func aFullFieldIsWellFormedWithEveryCar() {
        let chart = SVGSampleCharts.lapChart()
        let svg = chart.svg()
        #expect(SVGDocument(svg).isWellFormed)
        #expect(chart.series.allSatisfy { svg.contains(">\($0.label)<") })
    }
}
