import F1Charts
import F1UI
import Foundation
import TerminalKit
import Testing

/// The sample charts drawn in terminal cells against committed files (the text, and with colour
/// the styles beside it), and the behaviour a reader relies on. Re-record with
/// `F1KIT_RECORD_GOLDEN=1 swift test --filter TerminalChartTests` and review the diff.
@Suite struct TerminalChartTests {
    static let charts: [String: Chart] = [
        "positions": SampleCharts.positions, "gaps": SampleCharts.gaps, "tyres": SampleCharts.tyres, "qualifying": SampleCharts.qualifying,
    ].merging(TelemetrySampleCharts.named) { first, _ in first }
    static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)]

    @Test(arguments: charts.keys.sorted(), sizes)
    func chartMatchesGolden(_ name: String, size: TerminalSize) throws {
        let chart = try #require(Self.charts[name])
        for usesColor in [false, true] {
            var frame = Frame(size: size)
            chart.draw(into: &frame, row: 0, column: 0, size: size, usesColor: usesColor)
            let actual = usesColor ? frame.text + "\n\n" + frame.styleMap + "\n" : frame.text + "\n"
            let file = "\(name)-\(size.columns)x\(size.rows)\(usesColor ? "-color" : "").txt"
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Golden")
            if ProcessInfo.processInfo.environment["F1KIT_RECORD_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try actual.write(to: folder.appending(path: file), atomically: true, encoding: .utf8)
            }
            let expected = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            #expect(actual == expected, "\(file) differs; the chart now:\n\(frame.text)")
        }
    }

    // MARK: - Plots

    /// One car's line at `place`, on a position axis from 1 to 3.
    static func positions(at place: Double, isReversed: Bool) -> Chart {
        Chart(
            kind: .positions, mark: .step, title: "T", summary: "", x: SampleCharts.lapAxis,
            y: .init(
                title: "Position", unit: .position, lower: 1, upper: 3, ticks: [1, 3].map { .init(Double($0), "P\($0)") }, isReversed: isReversed),
            series: [.init(key: "a", name: "A", label: "AAA", points: (0...10).map { .init(x: Double($0), y: place) })])
    }

    static func isBraille(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
    }

    /// The lines of text of a chart drawn without colour.
    static func lines(_ chart: Chart, _ columns: Int = 60, _ rows: Int = 16) -> [String] {
        chart.terminalLines(width: columns, height: rows, usesColor: false)
    }

    @Test func firstPlaceIsDrawnAboveThirdOnAReversedAxis() throws {
        let lines = Self.lines(Self.positions(at: 1, isReversed: true))
        let first = try #require(lines.firstIndex { $0.hasPrefix("P1") })
        let third = try #require(lines.firstIndex { $0.hasPrefix("P3") })
        #expect(first < third)
        // The line at first place runs along P1's row and no other.
        #expect(lines.indices.filter { lines[$0].contains(where: Self.isBraille) } == [first])
        let unreversed = Self.lines(Self.positions(at: 1, isReversed: false))
        let firstBelow = try #require(unreversed.firstIndex { $0.hasPrefix("P1") })
        #expect(firstBelow > (unreversed.firstIndex { $0.hasPrefix("P3") } ?? .max))
        #expect(unreversed.indices.filter { unreversed[$0].contains(where: Self.isBraille) } == [firstBelow])
    }

    @Test func positionsRankTheLeaderAboveTheOthersAtTheEnd() throws {
        // At the flag VER is first, NOR second, PIA third: their end labels read down in that order.
        let lines = Self.lines(SampleCharts.positions, 80, 24)
        let rows = try ["VER", "NOR", "PIA"].map { label in try #require(lines.firstIndex { $0.hasSuffix(label) }, "\(label) at a line's end") }
        #expect(rows == rows.sorted())
    }

    @Test(arguments: [false, true])
    func endLabelsAreInTheRightMargin(usesColor: Bool) throws {
        for chart in [SampleCharts.positions, SampleCharts.gaps] {
            var frame = Frame(size: TerminalSize(columns: 80, rows: 24))
            chart.draw(into: &frame, row: 0, column: 0, size: frame.size, usesColor: usesColor)
            let lines = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
            for series in chart.series {
                let line = try #require(lines.first { $0.hasSuffix(series.label) }, "\(series.label) in \(chart.kind)")
                #expect(line.count - series.label.count >= 80 - 5)
            }
        }
    }

    @Test func aMissingLapBreaksTheLine() {
        let points = [0.0, 1, 2, 3, 7, 8, 9, 10].map { Chart.Point(x: $0, y: 5) }
        var chart = SampleCharts.gaps
        chart.series = [.init(key: "a", name: "A", label: "AAA", points: points)]
        let line = Self.lines(chart).first { $0.contains(where: Self.isBraille) } ?? ""
        let dots = line.filter(Self.isBraille)
        // Some braille cells, then blanks where laps 4 to 6 are missing, then more cells.
        #expect(line.split(separator: " ", omittingEmptySubsequences: true).filter { $0.contains(where: Self.isBraille) }.count == 2)
        #expect(!dots.isEmpty)
    }

    @Test func safetyCarBandsAndTheFlagAreLabelledWithoutColour() {
        let lines = Self.lines(SampleCharts.positions, 80, 24)
        #expect(lines.contains { $0.contains("SC") && $0.contains("⚑") })
        #expect(lines.contains { $0.contains("┊") })
    }

    // MARK: - Rows

    @Test func aMonochromeRowsChartShowsEachCategorysLetter() throws {
        let chart = SampleCharts.tyres
        let lines = Self.lines(chart, 80, 24)
        let verstappen = try #require(lines.first { $0.hasPrefix("VER") })
        let norris = try #require(lines.first { $0.hasPrefix("NOR") })
        #expect(verstappen.dropFirst(4).hasPrefix("M"))
        #expect(verstappen.contains("H"))
        #expect(norris.dropFirst(4).hasPrefix("S"))
        #expect(norris.contains("M"))
        // Neighbouring compounds fill with different shades, and the legend names each letter.
        #expect(Set(verstappen.filter { "░▒▓".contains($0) }).count == 2)
        let legend = try #require(lines.last { !$0.isEmpty })
        for category in chart.categories { #expect(legend.contains(category.letter) && legend.contains(category.name)) }
    }

    @Test func groupsGetAHeadingAndLabelsFollowTheBars() {
        let text = Self.lines(SampleCharts.qualifying, 80, 24).joined(separator: "\n")
        #expect(text.contains("\nQ3\nVER"))
        #expect(text.contains("\nQ1\nPIA"))
        #expect(text.contains("1:29.708") && text.contains("+0.850"))
    }

    @Test func moreRowsThanLinesEndWithHowManyAreLeft() {
        var chart = SampleCharts.tyres
        chart.series = (1...30).map {
            .init(key: "\($0)", name: "Car \($0)", label: "C\($0)", segments: [.init(start: 0, end: 10, category: "hard")])
        }
        let lines = Self.lines(chart, 40, 12)
        #expect(lines.count == 12)
        let shown = lines.filter { $0.hasPrefix("C") }.count
        #expect(lines.contains("… \(30 - shown) more"))
        #expect(shown > 0)
    }

    // MARK: - Anywhere

    @Test(arguments: [false, true])
    func nothingIsDrawnOutsideTheRectangle(usesColor: Bool) {
        let outside = Cell("x", style: CellStyle(foreground: .green))
        for chart in SampleCharts.all + [Self.hostile] + TelemetrySampleCharts.all {
            for size in [TerminalSize(columns: 37, rows: 13), TerminalSize(columns: 6, rows: 2), TerminalSize(columns: 80, rows: 24)] {
                var frame = Frame(size: TerminalSize(columns: 100, rows: 40), fill: outside)
                chart.draw(into: &frame, row: 5, column: 7, size: size, usesColor: usesColor)
                for row in 0..<frame.size.rows {
                    for column in 0..<frame.size.columns {
                        let inside = (5..<(5 + size.rows)).contains(row) && (7..<(7 + size.columns)).contains(column)
                        #expect(inside ? frame[row, column] != outside : frame[row, column] == outside, "(\(row), \(column)) of \(chart.kind)")
                    }
                }
            }
        }
    }

    @Test func drawingAtTheFramesEdgeIsClipped() {
        var frame = Frame(size: TerminalSize(columns: 20, rows: 5))
        SampleCharts.positions.draw(into: &frame, row: -3, column: 12, size: TerminalSize(columns: 40, rows: 10), usesColor: true)
        SampleCharts.tyres.draw(into: &frame, row: 3, column: -30, size: TerminalSize(columns: 40, rows: 10), usesColor: true)
        #expect(frame.size == TerminalSize(columns: 20, rows: 5))
    }

    @Test func tinySizesDrawWhatFits() {
        let sizes = [(0, 0), (1, 1), (10, 3), (3, 10), (2, 2), (5, 1), (20, 4), (0, 5), (5, 0), (-3, -2), (12, 6), (25, 8)]
        for chart in SampleCharts.all + [Self.hostile] + TelemetrySampleCharts.all {
            for (columns, rows) in sizes {
                for usesColor in [false, true] {
                    let lines = chart.terminalLines(width: columns, height: rows, usesColor: usesColor)
                    #expect(lines.count == max(0, rows))
                    if !usesColor { #expect(lines.allSatisfy { Frame.displayWidth(of: $0) <= max(0, columns) }) }
                }
            }
        }
    }

    /// Every string a chart shows, with escape sequences that would recolour or clear a terminal.
    static var hostile: Chart {
        let escape = "\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m"
        var chart = SampleCharts.tyres
        chart.series[1].label = "\(escape)<b>"
        chart.series[1].name += escape
        chart.series[1].segments[0].label = "10\(escape)"
        chart.categories[2].letter = "\(escape)H"
        chart.categories[2].name += escape
        chart.title += escape
        chart.x.title = escape + chart.x.title
        chart.x.ticks[1].label += escape
        return chart
    }

    @Test func namesFromTheDataCannotWriteEscapeSequences() {
        var plot = SampleCharts.positions
        plot.series[0].label = "\u{1B}[31mVER"
        plot.title = Self.hostile.title
        plot.y.ticks[0].label = "\u{1B}[1mP1"
        for chart in [Self.hostile, plot] {
            for size in Self.sizes {
                let plain = chart.terminalLines(width: size.columns, height: size.rows, usesColor: false).joined(separator: "\n")
                #expect(!plain.contains("\u{1B}") && !plain.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x07 })
                // With colour, only the chart's own SGR sequences remain.
                let colored = chart.terminalLines(width: size.columns, height: size.rows, usesColor: true).joined(separator: "\n")
                let stripped = colored.replacing(/\x{1B}\[[0-9;]*m/, with: "")
                #expect(!stripped.contains("\u{1B}") && !stripped.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x07 })
            }
        }
    }

    @Test func aFullRaceFillsTheRectangleWithEveryLabel() {
        let colors = (0..<11).map { F1UI.TeamColor(red: UInt8($0 * 20), green: 0x80, blue: UInt8(255 - $0 * 20)) }
        let series = (0..<22).map { car in
            Chart.Series(
                key: "\(car)", name: "Driver \(car)", label: "D\(car)", color: colors[car / 2], isSecondCar: car % 2 == 1,
                points: (0...56).map { lap in .init(x: Double(lap), y: Double((car + lap / 7) % 22 + 1)) })
        }
        let chart = Chart(
            kind: .positions, mark: .step, title: "A full race", summary: "22 cars, 57 laps.",
            x: .init(title: "Lap", unit: .lap, lower: 0, upper: 56, ticks: stride(from: 0, through: 56, by: 10).map { .init(Double($0), "\($0)") }),
            y: .init(
                title: "Position", unit: .position, lower: 1, upper: 22, ticks: [1, 5, 10, 15, 20].map { .init(Double($0), "P\($0)") },
                isReversed: true),
            series: series, periods: [.init(kind: .virtualSafetyCar, start: 20, end: 22)])
        // Its speed is measured by `f1-bench charts`, not asserted here.
        let lines = chart.terminalLines(width: 120, height: 40, usesColor: true)
        #expect(lines.count == 40)
        #expect(lines.contains { $0.contains("D21") })
    }
}
