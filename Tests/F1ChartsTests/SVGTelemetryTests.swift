import F1UI
import Foundation
import Testing

@testable import F1Charts

/// Telemetry in SVG: the speed plot with its panels stacked under it on one x axis, corners
/// marked through all of them, and charts with nothing, one point or values that are not numbers.
@Suite struct SVGTelemetryTests {
    static let chart = TelemetrySampleCharts.telemetry()

    /// Every path of a series' name (one per plot it is drawn in), in document order.
    static func paths(named name: String, in document: SVGDocument) -> [SVGDocument.Element] {
        document.elements.enumerated().filter { $0.element.name == "path" && document.title(of: $0.offset) == name }.map(\.element)
    }

    @Test func panelsStackUnderTheChartsOwnPlotWhichTakesTwoShares() throws {
        let layout = SVGChartLayout(chart: Self.chart, style: SVGChartStyle())
        let areas = layout.stripAreas
        #expect(areas.count == 5)
        let main = try #require(areas.first)
        #expect(main == layout.plotArea)
        for (above, below) in zip(areas, areas.dropFirst()) {
            #expect(below.y >= above.maxY + 1, "a gap between stacked plots")
            #expect(below.x == main.x && below.width == main.width)
        }
        for panel in areas.dropFirst() { #expect(abs(main.height - 2 * panel.height) < 1e-9) }
        #expect(layout.stackArea.y == main.y && abs(layout.stackArea.maxY - (areas.last?.maxY ?? 0)) < 1e-9)
        // One x axis: its labels once, under the lowest panel.
        let document = SVGDocument(Self.chart.svg())
        let labels = document.all("text").filter { $0.text == "1000 m" }
        #expect(labels.count == 1)
        #expect(try #require(labels.first?.number("y")) > layout.stackArea.maxY)
    }

    @Test func aPointIsAtTheSameXInThePlotAndEveryPanel() throws {
        let layout = SVGChartLayout(chart: Self.chart, style: SVGChartStyle())
        let document = SVGDocument(Self.chart.svg())
        let verstappen = Self.paths(named: "Max Verstappen", in: document)
        // Speed, throttle, brake and gear (the delta is Norris's alone).
        #expect(verstappen.count == 4)
        let x = SVGWriter.format(layout.x(1000))
        let strips = [Self.chart.series[0]] + Self.chart.panels.prefix(3).map { $0.series[0] }  // trap-ok: a fixed sample.
        for (index, (path, series)) in zip(verstappen, strips).enumerated() {
            let point = try #require(series.points.first { $0.x == 1000 })
            let y = try #require(layout.y(point.y, strip: index))
            let d = try #require(path.attributes["d"])
            #expect(d.contains("\(x) \(SVGWriter.format(y))") || d.contains("H\(x)V\(SVGWriter.format(y))"), "plot \(index)")
        }
    }

    @Test func seriesKeepTheirColoursAcrossPanelsAndTheLegendIsOnce() {
        let document = SVGDocument(Self.chart.svg())
        let norris = Self.paths(named: "Lando Norris", in: document)
        #expect(norris.count == 5)
        // The delta's series has no colour of its own: it takes Norris's from the speed plot.
        #expect(norris.allSatisfy { $0.attributes["stroke"] == TelemetrySampleCharts.orange.svgHex })
        #expect(Self.paths(named: "Max Verstappen", in: document).allSatisfy { $0.attributes["stroke"] == TelemetrySampleCharts.red.svgHex })
        let layout = SVGChartLayout(chart: Self.chart, style: SVGChartStyle())
        #expect(layout.legend.map(\.text) == ["Max Verstappen", "Lando Norris"])
    }

    @Test func eachPanelHasItsTitleAndTicks() {
        let texts = SVGDocument(Self.chart.svg()).texts
        for axis in [Self.chart.y] + Self.chart.panels.map(\.y) {
            #expect(texts.contains(axis.title))
            for tick in axis.ticks { #expect(texts.contains(tick.label), "\(tick.label)") }
        }
    }

    @Test func aCornerIsMarkedThroughThePlotAndEveryPanel() throws {
        let layout = SVGChartLayout(chart: Self.chart, style: SVGChartStyle())
        let document = SVGDocument(Self.chart.svg())
        let index = try #require(document.elements.indices.first { document.elements[$0].name == "g" && document.title(of: $0) == "T3" })
        let lines = document.elements.filter { $0.name == "line" && $0.parent == index }
        #expect(lines.count == 5)
        let x = SVGWriter.format(layout.x(1500))
        #expect(lines.allSatisfy { $0.attributes["x1"] == x && $0.attributes["x2"] == x })
        #expect(lines.map { $0.attributes["y1"] } == layout.stripAreas.map { SVGWriter.format($0.y) })
        #expect(lines.map { $0.attributes["y2"] } == layout.stripAreas.map { SVGWriter.format($0.maxY) })
        #expect(document.elements[index].attributes["stroke-dasharray"] != nil)
        #expect(document.texts.filter { $0.hasPrefix("T") && $0.count == 2 }.count == 7)
    }

    /// Charts a builder could make from thin or broken data.
    static var degenerate: [Chart] {
        var charts: [Chart] = []
        let values: [[Chart.Point]] = [
            [], [.init(x: 1000, y: 200)], [.init(x: .nan, y: 1), .init(x: 10, y: .nan), .init(x: 20, y: 5)],
            [.init(x: 0, y: .infinity), .init(x: -.infinity, y: 3), .init(x: 100, y: 3)], (0...20).map { .init(x: Double($0) * 100, y: 7) },
        ]
        for points in values {
            var telemetry = chart
            telemetry.series = [.init(key: "a", name: "A", label: "A", points: points)]
            telemetry.panels = telemetry.panels.map { panel in
                var panel = panel
                panel.series = [.init(key: "a", name: "A", label: "A", points: points)]
                return panel
            }
            var track = TelemetrySampleCharts.trackByGear
            track.series = [
                .init(key: "a", name: "A", label: "A", points: points, pointCategories: points.map { _ in "gear3" }),
                .init(key: "b", name: "B", label: "B", points: Array(points.prefix(1))),
            ]
            charts += [telemetry, track]
        }
        var flat = TelemetrySampleCharts.trackByGear
        flat.x = .init(title: "", unit: .metres, lower: 5, upper: 5, ticks: [])
        flat.y = .init(title: "", unit: .metres, lower: .nan, upper: .infinity, ticks: [])
        var noPanels = chart
        noPanels.panels = [.init(key: "empty", y: chart.y, series: [])]
        return charts + [flat, noPanels]
    }

    @Test(arguments: degenerate)
    func thinOrBrokenDataNeverWritesANonNumber(_ chart: Chart) {
        for style in [SVGChartStyle(), SVGChartStyle(width: 10, height: 10)] {
            let svg = chart.svg(style: style)
            let document = SVGDocument(svg)
            #expect(document.isWellFormed, "\(document.error ?? "")")
            #expect(!svg.contains("NaN") && !svg.contains("nan") && !svg.contains("inf"))
        }
        for usesColor in [false, true] {
            for (columns, rows) in [(80, 24), (20, 6), (1, 1)] {
                #expect(chart.terminalLines(width: columns, height: rows, usesColor: usesColor).count == rows)
            }
        }
    }
}
