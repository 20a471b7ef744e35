import BenchSupport
import Benchmark
import Foundation

// Whole f1report processes, output to /dev/null, beside `true` as the cost of starting any
// process: on the demo data, on f1db, the whole-history commands and the charts
// (docs/performance.md: "f1report", "f1db", "The whole history", "Charts"). They run the release
// build in the checkout's .build/release (`scripts/build-release`), or F1_BENCH_BIN's.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuUser, .cpuSystem], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10),
        maxIterations: 21)
    let report = Locations.program("f1report")
    guard FileManager.default.isExecutableFile(atPath: report.path) else {
        return Locations.skipping("Processes", because: "no f1report at \(report.path); run scripts/build-release first")
    }
    command("true (process start)", Spawn.trueCommand, [])
    for arguments in [
        "standings drivers", "season", "race 2025 1", "", "next", "weekend 2025 4", "qualifying 2025 3", "sprint 2025 2", "grid 2025 3",
        "pitstops 2025 3",
    ] {
        command("f1report \(arguments)".trimmingCharacters(in: .whitespaces), report, words(arguments))
    }
    let f1db = Locations.f1dbCheckout.path
    if Locations.isDirectory(Locations.f1dbData) {
        for arguments in [
            "season 2023", "standings drivers 1976", "race 2021 12", "championship 1988", "progression 2023", "championship 2023 --under 1991",
            "title 2026", "weekend 2024 6", "race 2024 6", "qualifying 2021 12", "sprint 2024 6", "grid 2024 6", "pitstops 2024 6",
            "chart progression 2021 --format svg",
        ] {
            command("f1report \(arguments) --f1db", report, words(arguments) + ["--f1db", f1db])
        }
        // The whole history: fewer runs, each some 100–300 ms.
        for arguments in [
            "champions", "champions --under 1991", "champions --under 2019", "head-to-head lewis-hamilton fernando-alonso career",
            "head-to-head lewis-hamilton nico-rosberg career",
        ] {
            command("f1report \(arguments) --f1db", report, words(arguments) + ["--f1db", f1db], iterations: 11)
        }
    } else {
        Locations.skipping("Processes (f1db)", because: "no f1db data folder at \(Locations.f1dbData.path)")
    }
    let miami = Locations.openF1.appending(path: "2026-miami-race")
    if Locations.isDirectory(miami) {
        for format in ["table", "svg"] {
            command(
                "f1report chart positions --replay 2026-miami-race --format \(format)", report,
                ["chart", "positions", "--replay", miami.path, "--format", format], iterations: 11)
        }
    }
}

/// One command as a benchmark: an iteration is one whole process.
private func command(_ name: String, _ program: URL, _ arguments: [String], iterations: Int = 21) {
    Benchmark(name, configuration: .init(maxIterations: iterations)) { _ in
        try Spawn.run(program, arguments)
    }
}

private func words(_ text: String) -> [String] {
    text.split(separator: " ").map(String.init)
}
