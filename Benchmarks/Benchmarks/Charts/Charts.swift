import BenchSupport
import Benchmark
import F1Charts
@_spi(Benchmarks) import F1Data
import F1Domain
import F1Report
import F1UI
import F1UseCases
import Foundation

// What a chart costs against the same data as a table, in the process: the Miami lap chart
// (57 laps × 22 cars, its pit stops and safety car) drawn as SVG and as text, against its table
// (docs/performance.md, "Charts"). The same as whole f1report processes is in the Processes suite.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], timeUnits: .microseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 11)
    let miami = Locations.openF1.appending(path: "2026-miami-race")
    let timing: SessionTiming
    do {
        timing = try RecordedOpenF1Session.timing(folder: miami)
    } catch {
        return Locations.skipping("Charts", because: "no recorded race at \(miami.path): \(error)")
    }
    let builder = ReportBuilder(source: "OpenF1", timeZoneName: "UTC")
    let history = RaceHistory(timing: timing, season: 2026, round: 4)
    let document = builder.raceChart(.positions, history: history)
    guard let chart = document.sections.first?.chart else {
        return Locations.skipping("Charts", because: "the lap chart has no chart")
    }
    let steps: [(String, @Sendable () -> Int)] = [
        ("race history from the timing", { RaceHistory(timing: timing, season: 2026, round: 4).cars.count }),
        ("document (chart and table)", { builder.raceChart(.positions, history: history).sections.count }),
        ("SVG, 960×540", { chart.svg().utf8.count }),
        ("terminal drawing, 120×40", { chart.terminalLines(width: 120, height: 40, usesColor: true).count }),
        ("text table", { document.rendered(as: .text, style: ReportStyle(width: 1000)).utf8.count }),
    ]
    for (name, step) in steps {
        Benchmark("2026-miami-race lap chart: \(name)") { _ in blackHole(step()) }
    }
}
