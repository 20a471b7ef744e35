import BenchSupport
import Benchmark
import F1Charts
@_spi(Benchmarks) import F1Data
import F1Domain
import F1Report
import F1UI
import F1UseCases
import Foundation
import Synchronization

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

    // The live board's track map, drawn once an update for every viewer (f1web's `/live`, issue
    // 43's "under 1 ms of server time per update"): the Miami race at half distance, its running
    // cars placed on a layout by their share of the lap. The recording has no layout, so the demo's
    // Bahrain outline stands in: the drawing is the same whatever the outline (240 points).
    let starts = timing.laps.compactMap(\.start).sorted()
    guard let middle = starts.dropFirst(starts.count / 2).first else { return }
    let board = TimedSessionReplay(timeline: SessionTimeline(timing), raceName: "Miami Grand Prix").snapshot(at: middle)
    let layout = Mutex<TrackLayout?>(nil)
    @Sendable func bahrain() async throws -> TrackLayout {
        if let made = layout.withLock({ $0 }) { return made }
        let made = try await DemoRepository().telemetryRepository.trackLayout(season: 2025, round: 1, session: .race)
        // Every running car is drawn (18 of the 22 at half distance): fewer would time an emptier map.
        let drawn = builder.liveTrackMap(board, layout: made).series.count - 1
        let running = board.positions.filter { !$0.retired }.count
        guard drawn == running, running >= 15 else { throw BenchmarkError("the board places \(drawn) of its \(running) running cars") }
        layout.withLock { $0 = made }
        return made
    }
    Benchmark("live track map, Miami at half distance: chart") { benchmark in
        let outline = try await bahrain()
        benchmark.startMeasurement()
        blackHole(builder.liveTrackMap(board, layout: outline).series.count)
    }
    Benchmark("live track map, Miami at half distance: chart and SVG") { benchmark in
        let outline = try await bahrain()
        benchmark.startMeasurement()
        blackHole(builder.liveTrackMap(board, layout: outline).svg().utf8.count)
    }
}
