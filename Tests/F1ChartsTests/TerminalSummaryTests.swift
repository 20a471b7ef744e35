import F1UI
import Testing

@testable import F1Charts

/// A face that prints sentences under a terminal drawing asks the drawing whether it said the
/// summary whole, rather than looking for the sentence in the drawn text.
@Suite struct TerminalSummaryTests {
    @Test(arguments: [(80, 24), (120, 40), (80, 8), (30, 24), (60, 5)])
    func theDrawingSaysWhetherItShowsTheWholeSummary(width: Int, height: Int) {
        for chart in [SampleCharts.positions, SampleCharts.tyres] {
            let drawn = chart.terminalLines(width: width, height: height, usesColor: false)
            let shown = drawn.contains { $0.contains(chart.summary) }
            #expect(chart.terminalShowsSummary(width: width, height: height) == shown, "\(chart.kind) at \(width)×\(height)")
        }
    }

    @Test func aChartWithoutASummaryShowsNone() {
        var chart = SampleCharts.positions
        chart.summary = ""
        #expect(!chart.terminalShowsSummary(width: 120, height: 40))
    }
}
