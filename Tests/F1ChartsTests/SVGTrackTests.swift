import F1UI
import Foundation
import Testing

@testable import F1Charts

/// Track maps in SVG: one scale both ways, stretches in their categories' colours merged into
/// runs, the cars as dots with labels, the corners' numbers, and names from the data kept as text.
@Suite struct SVGTrackTests {
    /// A track of one outline, framed by its own bounds.
    static func outlineChart(_ points: [Chart.Point], categories: [String]? = nil) -> Chart {
        let (x, y) = TelemetrySampleCharts.frame(points, margin: 0)
        return Chart(
            kind: .trackmap, mark: .track, title: "Outline", summary: "", x: x, y: y,
            series: [.init(key: "a", name: "A", label: "A", points: points, pointCategories: categories)],
            categories: TelemetrySampleCharts.gears)
    }

    /// The polylines' points as pixels.
    static func pixels(_ svg: String) -> [(x: Double, y: Double)] {
        SVGDocument(svg).all("polyline").flatMap { line in
            (line.attributes["points"] ?? "").split(separator: " ").compactMap { pair -> (x: Double, y: Double)? in
                let numbers = pair.split(separator: ",").compactMap { Double($0) }
                return numbers.count == 2 ? (numbers[0], numbers[1]) : nil  // trap-ok: two numbers, checked.
            }
        }
    }

    @Test(arguments: [(1000.0, 1000.0), (2000, 1000), (1000, 3000)])
    func bothAxesHaveOneScale(_ width: Double, _ height: Double) throws {
        let square = [(0.0, 0.0), (width, 0), (width, height), (0, height), (0, 0)].map { Chart.Point(x: $0, y: $1) }
        for style in [SVGChartStyle(), SVGChartStyle(width: 500, height: 900)] {
            let chart = Self.outlineChart(square)
            let pixels = Self.pixels(chart.svg(style: style))
            try #require(pixels.count == 5)
            let xs = pixels.map(\.x)
            let ys = pixels.map(\.y)
            let drawnWidth = try #require(xs.max()) - (xs.min() ?? 0)
            let drawnHeight = try #require(ys.max()) - (ys.min() ?? 0)
            #expect(abs(drawnWidth * height / width - drawnHeight) <= 1, "\(drawnWidth) × \(drawnHeight)")
            // Centred in the plot area, north up.
            let area = SVGChartLayout(chart: chart, style: style).plotArea
            #expect(abs((xs.min() ?? 0) + drawnWidth / 2 - area.midX) <= 1)
            #expect(abs((ys.min() ?? 0) + drawnHeight / 2 - area.midY) <= 1)
            #expect(drawnWidth <= area.width + 1e-9 && drawnHeight <= area.height + 1e-9)
            // North is up: the outline's north-west corner above its south-west one.
            #expect(pixels[3].y < pixels[0].y)  // trap-ok: five points, counted above.
        }
    }

    @Test func stretchesAreDrawnInTheirCategoriesColoursInRuns() throws {
        let chart = TelemetrySampleCharts.trackByGear
        let series = try #require(chart.series.first)
        let categories = try #require(series.pointCategories)
        // The stretches from each point to the next, consecutive equal categories merged.
        var runs: [String] = []
        for category in categories.dropLast() where runs.last != category { runs.append(category) }
        #expect(runs.count > 8 && runs.count < 100)
        let document = SVGDocument(chart.svg())
        let polylines = document.all("polyline")
        #expect(polylines.count == runs.count)
        #expect(polylines.map { $0.attributes["stroke"] } == runs.map { chart.category($0)?.color.svgHex })
        // Every point is drawn once, plus the first of each run again where the last ended.
        let points = polylines.map { ($0.attributes["points"] ?? "").split(separator: " ").count }.reduce(0, +)
        #expect(points == series.points.count + runs.count - 1)
        for category in chart.categories { #expect(polylines.contains { $0.attributes["stroke"] == category.color.svgHex }) }
    }

    @Test func theLegendListsTheCategoriesWithTheirLetters() {
        let chart = TelemetrySampleCharts.trackByGear
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        #expect(layout.legend.map(\.text) == (1...8).map { "Gear \($0)" })
        #expect(layout.legend.allSatisfy { $0.isCategory })
        let document = SVGDocument(chart.svg())
        for category in chart.categories {
            #expect(document.all("rect").contains { $0.attributes["fill"] == category.color.svgHex })
            #expect(document.texts.contains(category.letter))
        }
    }

    /// By fastest driver a category's letter is a driver's code: its swatch widens to hold it,
    /// and the name after it moves along (three letters overflowed an 18-pixel swatch).
    @Test func aSwatchHoldsAThreeLetterCode() throws {
        var chart = TelemetrySampleCharts.trackByGear
        chart.categories = chart.categories.enumerated().map { index, category in
            var renamed = category
            if index == 0 { renamed.letter = "VER" }
            return renamed
        }
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let code = try #require(layout.legend.first)
        #expect(code.swatchWidth >= 26)
        #expect(layout.legend.dropFirst().allSatisfy { $0.swatchWidth == SVGChartLayout.Metrics.legendSwatch })
        let document = SVGDocument(chart.svg())
        let swatch = try #require(document.all("rect").first { $0.attributes["fill"] == chart.categories[0].color.svgHex })
        #expect(swatch.attributes["width"].flatMap(Double.init) == code.swatchWidth)
        let next = try #require(layout.legend.dropFirst().first)
        #expect(next.x >= code.x + code.swatchWidth + 6, "the next entry starts after the wider swatch and its name")
    }

    /// The start and finish line is drawn in both faces: a chequered square titled with its name
    /// on the SVG, "S/F" beside the line in the terminal; neither without the marker.
    @Test func theStartLineIsDrawnWhereItsMarkerIs() throws {
        var chart = TelemetrySampleCharts.trackByGear
        chart.markers.removeAll { $0.kind == .chequeredFlag }
        let first = try #require(chart.series.first { $0.points.count > 1 }?.points.first)
        #expect(!chart.svg().contains("<title>Start and finish</title>"))
        #expect(!chart.terminalLines(width: 100, height: 30, usesColor: false).joined().contains("S/F"))
        chart.markers.append(Chart.Marker(kind: .chequeredFlag, x: first.x, y: first.y, label: "Start and finish"))
        #expect(chart.svg().contains("<title>Start and finish</title>"))
        #expect(SVGDocument(chart.svg()).all("rect").filter { $0.attributes["width"] == "5" }.count == 4)
        #expect(chart.terminalLines(width: 100, height: 30, usesColor: false).joined().contains("S/F"))
    }

    @Test func aTrackHasNoAxesOrGrid() {
        let document = SVGDocument(TelemetrySampleCharts.trackByGear.svg())
        #expect(document.all("line").isEmpty)
        #expect(!document.texts.contains("East (m)"))
    }

    @Test func carsAreDotsWithTheirLabelsBeside() throws {
        let chart = TelemetrySampleCharts.trackWithCars
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let frame = try #require(layout.track)
        let document = SVGDocument(chart.svg())
        let circles = document.elements.enumerated().filter { $0.element.name == "circle" }
        #expect(circles.count == 3)
        for car in chart.series where car.points.count == 1 {
            let circle = try #require(circles.first { document.title(of: $0.offset) == car.name }?.element)
            let pixel = try #require(frame.point(car.points[0]))  // trap-ok: a car has one point.
            #expect(circle.attributes["cx"] == SVGWriter.format(pixel.x) && circle.attributes["cy"] == SVGWriter.format(pixel.y))
            #expect(circle.attributes["fill"] == car.color?.svgHex)
            let label = try #require(document.all("text").first { $0.text == car.label })
            #expect(label.attributes["fill"] == car.color?.svgHex)
            #expect(abs((label.number("y") ?? 0) - pixel.y - 4) < 0.01)
        }
        // The outline is one line in its colour; the legend names it, not the cars.
        #expect(document.all("polyline").map { $0.attributes["stroke"] } == ["#9AA0A6"])
        #expect(layout.legend.map(\.text) == ["Circuit"])
    }

    @Test func cornerNumbersStandOutsideTheLine() throws {
        let chart = TelemetrySampleCharts.trackByGear
        let layout = SVGChartLayout(chart: chart, style: SVGChartStyle())
        let frame = try #require(layout.track)
        let texts = SVGDocument(chart.svg()).all("text")
        for marker in chart.markers {
            let label = try #require(texts.first { $0.text == marker.label && $0.attributes["font-size"] == nil })
            let pixel = try #require(frame.point(Chart.Point(x: marker.x, y: marker.y ?? 0)))
            let labelX = try #require(label.number("x"))
            let labelY = try #require(label.number("y")) - 3.5
            func distance(_ x: Double, _ y: Double) -> Double { hypot(x - layout.plotArea.midX, y - layout.plotArea.midY) }
            #expect(distance(labelX, labelY) > distance(pixel.x, pixel.y) + 10)
        }
    }

    @Test func namesFromTheDataStayText() throws {
        var chart = TelemetrySampleCharts.trackWithCars
        let hostile = "<script>alert(\"x\")</script> & 'Co'"
        chart.series[1].name = hostile  // trap-ok: a fixed sample.
        chart.series[1].label = "<b>&\"'"  // trap-ok: a fixed sample.
        chart.markers[0].label = "<T1>&"  // trap-ok: a fixed sample.
        var gears = TelemetrySampleCharts.trackByGear
        gears.categories[2].name = hostile  // trap-ok: a fixed sample.
        gears.categories[2].letter = "<"  // trap-ok: a fixed sample.
        var telemetry = TelemetrySampleCharts.telemetry(step: 100)
        telemetry.panels[0].y.title = hostile  // trap-ok: a fixed sample.
        telemetry.markers[0].label = hostile  // trap-ok: a fixed sample.
        for chart in [chart, gears, telemetry] {
            let svg = chart.svg()
            #expect(!svg.contains("<script") && !svg.contains("<b>") && !svg.contains("<T1>"))
            let document = SVGDocument(svg)
            #expect(document.isWellFormed, "\(document.error ?? "")")
            #expect(document.texts.contains(hostile) || document.all("title").contains { $0.text == hostile })
        }
        #expect(SVGDocument(chart.svg()).texts.contains("<b>&\"'"))
        #expect(SVGDocument(gears.svg()).texts.contains("<"))
    }

    @Test func twoThousandCategorisedPointsDrawQuickly() {
        let points = TelemetrySampleCharts.outline(count: 2000)
        // A category for every stretch, changing often: the worst case for merging runs.
        let chart = Self.outlineChart(points, categories: points.indices.map { "gear\($0 / 3 % 8 + 1)" })
        _ = chart.svg()
        let clock = ContinuousClock()
        let elapsed = clock.measure { for _ in 0..<10 { _ = chart.svg() } } / 10
        #expect(elapsed < .milliseconds(100), "\(elapsed)")
        #expect(SVGDocument(chart.svg()).all("polyline").count == 667)
    }
}
