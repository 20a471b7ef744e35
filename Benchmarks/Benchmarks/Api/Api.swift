import BenchSupport
import Benchmark
import Foundation

// Whole `f1report --source api` processes against F1Kit's emulator on 127.0.0.1, playing the
// recorded Ergast answers with 2023 completed from f1db (`f1-api-emulator --recorded`), with a
// cold cache and then a warm one, beside the same reports on the built-in demo data; each with the
// requests it made (docs/performance.md, "API"). Release builds of f1report and f1-api-emulator
// from the checkout's .build/release (`scripts/build-release`, `scripts/build-release --product
// f1-api-emulator`), or F1_BENCH_BIN's.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, requests], timeUnits: .microseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 11)
    let report = Locations.program("f1report")
    let program = Locations.program("f1-api-emulator")
    let responses = Locations.sharedData.appending(path: "ergast/responses")
    for needed in [report, program] where !FileManager.default.isExecutableFile(atPath: needed.path) {
        return Locations.skipping("Api", because: "no \(needed.lastPathComponent) at \(needed.path); build it with scripts/build-release")
    }
    guard Locations.isDirectory(responses), Locations.isDirectory(Locations.f1dbData) else {
        return Locations.skipping("Api", because: "no recorded answers at \(responses.path), or no f1db at \(Locations.f1dbCheckout.path)")
    }
    let emulator = Lazily { try EmulatorProcess(program, ["--recorded", responses.path, "--f1db", Locations.f1dbCheckout.path]) }
    for command in commands {
        // A fresh cache each time: the requests a first look at the report makes.
        Benchmark("cold cache: f1report \(command.api)") { benchmark in
            let server = try emulator.get()
            try withCache { cache in
                _ = try server.takeRequestCount()
                benchmark.startMeasurement()
                try Spawn.run(report, words(command.api) + ["--source", "api", "--api-url", server.url, "--cache-dir", cache])
                benchmark.stopMeasurement()
                benchmark.measurement(requests, try server.takeRequestCount())
            }
        }
        // The same again on the cache that cold run left: what asking twice costs.
        Benchmark("warm cache: f1report \(command.api)") { benchmark in
            let server = try emulator.get()
            try withCache { cache in
                let arguments = words(command.api) + ["--source", "api", "--api-url", server.url, "--cache-dir", cache]
                try Spawn.run(report, arguments)
                _ = try server.takeRequestCount()
                benchmark.startMeasurement()
                try Spawn.run(report, arguments)
                benchmark.stopMeasurement()
                benchmark.measurement(requests, try server.takeRequestCount())
            }
        }
        Benchmark("demo source: f1report \(command.demo)") { _ in
            try Spawn.run(report, words(command.demo))
        }
    }
}

/// Each report from the API, and the same report on the demo data.
let commands: [(api: String, demo: String)] = [
    ("season 2023", "season"), ("standings drivers 2023", "standings drivers"), ("race 2023 9", "race 2025 1"),
    ("qualifying 2023 13", "qualifying 2025 3"), ("sprint 2023 4", "sprint 2025 2"), ("pitstops 2023 18", "pitstops 2025 3"),
    ("weekend 2023 4", "weekend 2025 2"),
]

let requests = BenchmarkMetric.custom("requests", polarity: .prefersSmaller)

/// Runs `body` with a new, empty cache folder, removed afterwards.
func withCache(_ body: (String) throws -> Void) throws {
    let cache = FileManager.default.temporaryDirectory.appending(path: "f1-bench-api-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    try body(cache.path)
}

func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
}
