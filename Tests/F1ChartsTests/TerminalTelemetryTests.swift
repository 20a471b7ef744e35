import F1Charts
import F1UI
import Foundation
import TerminalKit
import Testing

/// Telemetry and track maps in terminal cells: panels stacked under the plot (and left out, with a
/// note, where the height cannot hold them), corners on the top line, a track at one scale both
/// ways with its stretches coloured, cars and corners as text inside the frame.
@Suite struct TerminalTelemetryTests {
    static func lines(_ chart: Chart, _ columns: Int, _ rows: Int, color: Bool = false) -> [String] {
        chart.terminalLines(width: columns, height: rows, usesColor: color)
    }

    static func isBraille(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x2800...0x28FF).contains($0.value) } ?? false
    }

    @Test func panelsAreStackedUnderThePlotEachAfterItsTitle() throws {
        let lines = Self.lines(TelemetrySampleCharts.telemetry(), 80, 24)
        let titles = ["Throttle (%)", "Brake", "Gear", "Delta (s)"]
        let rows = try titles.map { title in try #require(lines.firstIndex { $0.hasPrefix(title + " ╌") }, "\(title)") }
        #expect(rows == rows.sorted())
        // Each panel has at least three rows of dots before the next title.
        for (row, next) in zip(rows, rows.dropFirst() + [lines.count]) {
            let body = lines[(row + 1)..<next].filter { $0.contains(where: Self.isBraille) }
            #expect(body.count >= 3, "\(lines[row])")
        }
        // One x axis, under the last panel.
        #expect(lines.filter { $0.contains("1000 m") }.count == 1)
        #expect((lines.firstIndex { $0.contains("1000 m") } ?? 0) > (rows.last ?? .max))
        #expect(!lines.contains { $0.contains("Not shown") })
    }

    @Test func panelsThatDoNotFitAreLeftOutFromTheLastWithANote() throws {
        let lines = Self.lines(TelemetrySampleCharts.telemetry(), 80, 16)
        let note = try #require(lines.first { $0.contains("Not shown: ") })
        #expect(note.contains("Delta (s)"))
        #expect(!note.contains("Throttle"))
        #expect(lines.contains { $0.hasPrefix("Throttle (%) ╌") })
        #expect(!lines.contains { $0.hasPrefix("Delta (s) ╌") })
    }

    @Test func cornersAreNotchedOnTheTopLine() throws {
        let lines = Self.lines(TelemetrySampleCharts.telemetry(), 120, 40)
        let top = try #require(lines.first { $0.hasPrefix("Speed (km/h)") })
        #expect(top.filter { $0 == "▾" }.count >= 5)
        for label in ["T2", "T3", "T4", "T5", "T6", "T7"] { #expect(top.contains("▾" + label), "\(label)") }
    }

    /// The braille dots drawn, as (x, y) from the top left of the lines.
    static func dots(_ lines: [String]) -> [(x: Int, y: Int)] {
        let bits: [(UInt32, Int, Int)] = [
            (0x01, 0, 0), (0x02, 0, 1), (0x04, 0, 2), (0x40, 0, 3), (0x08, 1, 0), (0x10, 1, 1), (0x20, 1, 2), (0x80, 1, 3),
        ]
        var dots: [(x: Int, y: Int)] = []
        for (row, line) in lines.enumerated() {
            for (column, character) in line.enumerated() {
                guard let scalar = character.unicodeScalars.first, (0x2801...0x28FF).contains(scalar.value) else { continue }
                for (bit, dx, dy) in bits where (scalar.value - 0x2800) & bit != 0 { dots.append((column * 2 + dx, row * 4 + dy)) }
            }
        }
        return dots
    }

    @Test(arguments: [(1000.0, 1000.0), (2000, 1000)])
    func aTracksDotsAreAtOneScaleBothWays(_ width: Double, _ height: Double) throws {
        let outline = stride(from: 0.0, through: 4, by: 0.01).map { t -> Chart.Point in
            // Round the square's edge: four sides of a hundred points each.
            switch t {
            case ..<1: .init(x: width * t, y: 0)
            case ..<2: .init(x: width, y: height * (t - 1))
            case ..<3: .init(x: width * (3 - t), y: height)
            default: .init(x: 0, y: height * (4 - t))
            }
        }
        let chart = SVGTrackTests.outlineChart(outline)
        let dots = Self.dots(Self.lines(chart, 60, 24))
        let xs = dots.map(\.x)
        let ys = dots.map(\.y)
        let across = Double(try #require(xs.max()) - (xs.min() ?? 0))
        let down = Double(try #require(ys.max()) - (ys.min() ?? 0))
        #expect(abs(across * height / width - down) <= 2, "\(across) × \(down) dots")
    }

    @Test func stretchesTakeTheirCategoriesColoursAndTheLegendNamesThem() throws {
        let chart = TelemetrySampleCharts.trackByGear
        let colored = Self.lines(chart, 100, 30, color: true).joined(separator: "\n")
        for category in chart.categories {
            let color = category.color
            #expect(colored.contains("38;2;\(color.red);\(color.green);\(color.blue)"), "\(category.name)")
        }
        let plain = Self.lines(chart, 100, 30)
        let legend = try #require(plain.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        for category in chart.categories { #expect(legend.contains(category.name)) }
        // Without colour, the gear of long runs is written on the line.
        let body = plain.dropFirst(2).dropLast().joined()
        #expect(body.contains("8") && body.contains("1"))
        #expect(plain.joined().contains(where: Self.isBraille))
    }

    @Test func carsAndCornersAreTextInsideTheFrame() throws {
        var chart = TelemetrySampleCharts.trackWithCars
        // A car at the frame's east edge: its label is moved in, not cut.
        chart.series[3].points = [.init(x: chart.x.upper, y: 0)]  // trap-ok: a fixed sample.
        for (columns, rows) in [(80, 24), (30, 12)] {
            let lines = Self.lines(chart, columns, rows)
            let text = lines.joined(separator: "\n")
            for label in ["VER", "NOR", "LEC"] { #expect(text.contains(label), "\(label) at \(columns)×\(rows)") }
            #expect(lines.allSatisfy { Frame.displayWidth(of: $0) <= columns })
        }
        let text = Self.lines(chart, 120, 40).joined(separator: "\n")
        for marker in chart.markers { #expect(text.contains(marker.label)) }
    }

    @Test func theSummaryIsShownWhereThereIsRoom() {
        let chart = TelemetrySampleCharts.trackByGear
        #expect(chart.terminalShowsSummary(width: 80, height: 24))
        #expect(!chart.terminalShowsSummary(width: 80, height: 8))
        #expect(Self.lines(chart, 80, 24).contains(chart.summary))
    }
}
