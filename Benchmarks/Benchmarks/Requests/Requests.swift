import BenchSupport
import Benchmark
import F1Data
import F1DataLive
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// How a session followed live for hours should make its requests (docs/performance.md, "Requests
// for a session followed live"): the same small OpenF1 answer (the race's weather, about 2 KB)
// asked for again and again from F1Kit's emulator on 127.0.0.1 (`f1-api-emulator --openf1`),
// three ways: a helper process per request (f1report's way for one-off reports), one helper kept
// for the session (`f1report-fetch --serve`), and URLSession linked into the process. An iteration
// is 40 requests; its metrics are the requests' median and 95th percentile, the first one, and the
// CPU time per request of this process and its helpers. The helpers are the release f1report-fetch
// driven through its wire format (FetchHelperSupport, which f1report uses, is no product).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock] + perRequest, timeUnits: .milliseconds, warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 5)
    let fetcher = Locations.program("f1report-fetch")
    let program = Locations.program("f1-api-emulator")
    let miami = Locations.openF1.appending(path: "2026-miami-race")
    for needed in [fetcher, program] where !FileManager.default.isExecutableFile(atPath: needed.path) {
        return Locations.skipping("Requests", because: "no \(needed.lastPathComponent) at \(needed.path); build it with scripts/build-release")
    }
    guard Locations.isDirectory(miami) else { return Locations.skipping("Requests", because: "no recorded race at \(miami.path)") }
    let emulator = Lazily { try EmulatorProcess(program, ["--openf1", miami.path]) }
    let weather = { @Sendable () throws -> URL in
        guard let url = URL(string: try emulator.get().url + "weather?session_key=11280") else { throw BenchmarkError("no emulator URL") }
        return url
    }
    Benchmark("a helper per request") { benchmark in
        let url = try weather()
        try measure(benchmark) { try FetchHelper.once(fetcher, url) }
    }
    Benchmark("one helper kept for the session") { benchmark in
        let url = try weather()
        let helper = try FetchHelper.Kept(fetcher)
        try measure(benchmark, ending: { helper.stop() }) { try helper.get(url) }
    }
    Benchmark("URLSession linked in") { benchmark in
        let url = try weather()
        let client = URLSessionHTTPClient()
        try await measureAsync(benchmark) {
            let response = try await client.get(url)
            return (response.status, response.body.count)
        }
    }
}

let requestsPerIteration = 40

let perRequest: [BenchmarkMetric] = [
    .custom("per request median µs", polarity: .prefersSmaller), .custom("per request p95 µs", polarity: .prefersSmaller),
    .custom("first request µs", polarity: .prefersSmaller), .custom("CPU per request µs", polarity: .prefersSmaller),
]

/// Times each of the iteration's requests; `ending` (a kept helper's stop) is counted in the CPU,
/// which includes the helpers' once they have been waited for.
func measure(_ benchmark: Benchmark, ending: () throws -> Void = {}, _ request: () throws -> (status: Int, bytes: Int)) throws {
    let before = cpuSeconds()
    var times: [Double] = []
    for _ in 0..<requestsPerIteration {
        let start = ContinuousClock.now
        try check(request())
        times.append(seconds(ContinuousClock.now - start))
    }
    try ending()
    record(benchmark, times, cpu: cpuSeconds() - before)
}

func measureAsync(_ benchmark: Benchmark, _ request: () async throws -> (status: Int, bytes: Int)) async throws {
    let before = cpuSeconds()
    var times: [Double] = []
    for _ in 0..<requestsPerIteration {
        let start = ContinuousClock.now
        try check(await request())
        times.append(seconds(ContinuousClock.now - start))
    }
    record(benchmark, times, cpu: cpuSeconds() - before)
}

func check(_ answer: (status: Int, bytes: Int)) throws {
    guard answer.status == 200, answer.bytes > 1000 else { throw BenchmarkError("the emulator answered \(answer.status)") }
}

func record(_ benchmark: Benchmark, _ times: [Double], cpu: Double) {
    let sorted = times.sorted()
    let quantile = { (fraction: Double) in sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))] }
    for (metric, value) in zip(perRequest, [quantile(0.5), quantile(0.95), times[0], cpu / Double(times.count)]) {
        benchmark.measurement(metric, Int(value * 1e6))
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// User and system time of this process and of its children that have been waited for.
func cpuSeconds() -> Double {
    var own = rusage()
    var children = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &own)
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &children)
    #else
    getrusage(RUSAGE_SELF, &own)
    getrusage(RUSAGE_CHILDREN, &children)
    #endif
    let total = { (usage: rusage) in
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    return total(own) + total(children)
}
