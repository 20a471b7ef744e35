import Benchmark
@_spi(Benchmarks) import F1Data
import Foundation

/// A race's OpenF1 telemetry (docs/performance.md, "A race's telemetry"): `car_data` and
/// `location` for 20 cars over two hours at 3.7 Hz each, made up in the real records' shape and
/// held in memory before timing, decoded into the domain's records as the telemetry sources
/// decode them (both answers side by side, the plain-JSON fast path), and through `Decodable`
/// alone for comparison.
func telemetryBenchmarks() {
    let race = OpenF1TelemetryBenchmark.race()
    let size = String(format: "%.0f MB", Double(race.carData.count + race.location.count) / 1e6)
    let records = (try? OpenF1TelemetryBenchmark.decode(carData: race.carData, location: race.location)).map { $0.carData + $0.positions } ?? 0
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(60),
        maxIterations: 5)
    Benchmark("race telemetry: decode (\(records) records, \(size))", configuration: configuration) { _ in
        blackHole(try OpenF1TelemetryBenchmark.decode(carData: race.carData, location: race.location))
    }
    Benchmark("race telemetry: Decodable alone", configuration: .init(metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, maxIterations: 3)) {
        _ in
        blackHole(try OpenF1TelemetryBenchmark.decodeWithDecodable(carData: race.carData, location: race.location))
    }
}
