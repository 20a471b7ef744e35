import BenchSupport
import Benchmark
@_spi(Benchmarks) import F1Data
import F1Domain
import F1UseCases
import Foundation
import Synchronization

// The delta between the Austrian pole and P2 laps of 2026 (docs/performance.md, "Telemetry"):
// F1Kit reading a TracingInsights checkout afresh each pass (the session's lap tables, drivers and
// corners as well as the two laps) and computing LapDelta, against pandas and numpy reading the
// two laps' files and computing the same delta (PandasDeltaWorker), interleaved in one run.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(10), maxIterations: 41)
    let session = Locations.sharedData.appending(path: "telemetry/tracinginsights/2026-austria-qualifying")
    guard Locations.isDirectory(session) else {
        return Locations.skipping("Telemetry", because: "no TracingInsights laps at \(session.path)")
    }
    // A checkout of one session, as TracingInsights lays it out: <Grand Prix>/<Session>/.
    let checkout = FileManager.default.temporaryDirectory.appending(path: "f1kit-bench-checkout-\(getpid())")
    let grandPrix = checkout.appending(path: "Austrian Grand Prix")
    try? FileManager.default.createDirectory(at: grandPrix, withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(at: grandPrix.appending(path: "Qualifying"), withDestinationURL: session)

    @Sendable func delta() async throws -> Double {
        let repository = TracingInsightsCheckout(folder: checkout, season: 2026) { _, _ in "Austrian Grand Prix" }
        let laps = try await repository.sessionLaps(season: 2026, round: 8, session: .qualifying)
        var telemetry: [LapTelemetry] = []
        for code in ["RUS", "LEC"] {
            guard let driver = laps.driver(named: code), let lap = laps.lap(.fastest, of: driver.id) else { throw BenchmarkError("no \(code) lap") }
            telemetry.append(try await repository.lapTelemetry(season: 2026, round: 8, session: .qualifying, lap: lap, driver: driver))
        }
        guard let delta = LapDelta(reference: telemetry[0], compared: telemetry[1]), let atLine = delta.atLine else {
            throw BenchmarkError("the laps do not compare")
        }
        return atLine
    }

    Benchmark("Austria 2026 pole v P2 delta: F1Kit (checkout read, LapDelta)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try await delta()) }
    }
    // The same files as the script reads: the two laps' `N_tel.json`, nothing of the session.
    let lapFiles = [(session.appending(path: "RUS/19_tel.json"), "RUS", 19, 66.113), (session.appending(path: "LEC/14_tel.json"), "LEC", 14, 66.349)]
    Benchmark("Austria 2026 pole v P2 delta: F1Kit (the two laps' files read, LapDelta)") { benchmark in
        for _ in benchmark.scaledIterations {
            let laps = try lapFiles.map { try TracingInsightsLapFile.telemetry($0.0, driver: $0.1, lap: $0.2, lapTime: $0.3) }
            guard let atLine = LapDelta(reference: laps[0], compared: laps[1])?.atLine else { throw BenchmarkError("the laps do not compare") }
            blackHole(atLine)
        }
    }
    // The delta alone, the laps already read: LapDelta against numpy's interp over pandas' frames.
    let loaded = Mutex<[LapTelemetry]?>(nil)
    Benchmark("Austria 2026 pole v P2 delta, laps in memory: F1Kit (LapDelta)") { benchmark in
        if loaded.withLock({ $0 }) == nil {
            let repository = TracingInsightsCheckout(folder: checkout, season: 2026) { _, _ in "Austrian Grand Prix" }
            let laps = try await repository.sessionLaps(season: 2026, round: 8, session: .qualifying)
            var telemetry: [LapTelemetry] = []
            for code in ["RUS", "LEC"] {
                guard let driver = laps.driver(named: code), let lap = laps.lap(.fastest, of: driver.id) else {
                    throw BenchmarkError("no \(code) lap")
                }
                telemetry.append(try await repository.lapTelemetry(season: 2026, round: 8, session: .qualifying, lap: lap, driver: driver))
            }
            loaded.withLock { $0 = telemetry }
        }
        let laps = loaded.withLock { $0 } ?? []
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(LapDelta(reference: laps[0], compared: laps[1])?.atLine) }
    }
    let python = PandasLoader(laps: [session.appending(path: "RUS/19_tel.json"), session.appending(path: "LEC/14_tel.json")])
    // Python's own clock around its work, without the pipe's round trip that the wall clock holds;
    // and each pass's delta at the line must be F1Kit's, or the two do not compute the same thing.
    let pythonWall = BenchmarkMetric.custom("python wall µs", polarity: .prefersSmaller)
    let pythonCPU = BenchmarkMetric.custom("python CPU µs", polarity: .prefersSmaller)
    let expected = Mutex<Double?>(nil)
    @Sendable func pandas(_ benchmark: Benchmark, filesRead: Bool) async throws {
        let wanted: Double
        if let known = expected.withLock({ $0 }) {
            wanted = known
        } else {
            wanted = try await delta()
            expected.withLock { $0 = wanted }
        }
        let pass = try python.pass(filesRead: filesRead)
        guard abs(pass.atLine - wanted) < 0.001 else { throw BenchmarkError("pandas gives \(pass.atLine) s at the line, F1Kit \(wanted) s") }
        benchmark.measurement(pythonWall, Int(pass.wall * 1_000_000))  // trap-ok: a pass's seconds.
        benchmark.measurement(pythonCPU, Int(pass.cpu * 1_000_000))  // trap-ok: a pass's seconds.
    }
    Benchmark(
        "Austria 2026 pole v P2 delta: pandas and numpy (files read, np.interp)",
        configuration: .init(metrics: [.wallClock, pythonWall, pythonCPU])
    ) { benchmark in try await pandas(benchmark, filesRead: true) }
    Benchmark(
        "Austria 2026 pole v P2 delta, laps in memory: pandas and numpy (np.interp)",
        configuration: .init(metrics: [.wallClock, pythonWall, pythonCPU])
    ) { benchmark in try await pandas(benchmark, filesRead: false) }
}

/// The pandas worker, started on first use (so a run filtered to F1Kit's pass starts no python).
final class PandasLoader: @unchecked Sendable {
    private let lock = NSLock()
    private let laps: [URL]
    private var worker: PandasDeltaWorker?

    init(laps: [URL]) { self.laps = laps }

    func pass(filesRead: Bool = true) throws -> (wall: Double, cpu: Double, atLine: Double) {
        lock.lock()
        defer { lock.unlock() }
        let current = try worker ?? PandasDeltaWorker(laps: laps)
        worker = current
        return try current.pass(filesRead: filesRead)
    }
}
