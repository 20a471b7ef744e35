import BenchSupport
import Benchmark
import Foundation
import YAMLKit

// The f1db files that have a DTO, read into memory first: libyaml's raw events against PyYAML's C
// loader (docs/performance.md, "f1db"). F1Kit's generated decoders are `package` API, out of a
// separate package's reach: the History suite times them through the public repository.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 5)
    guard Locations.isDirectory(Locations.f1dbData) else {
        return Locations.skipping("F1db", because: "no f1db data folder at \(Locations.f1dbData.path)")
    }
    let typed: [Corpus.File]
    do {
        typed = try Corpus.load(from: Locations.f1dbData).files.filter { hasDTO($0.path) }
    } catch {
        return Locations.skipping("F1db", because: "\(error)")
    }
    let size = "\(typed.count) files, \(String(format: "%.1f", Double(typed.reduce(0) { $0 + $1.bytes.count }) / 1e6)) MB"
    Benchmark("libyaml raw events, 1 core (\(size))") { _ in
        for file in typed { blackHole(try YAMLParser.countEvents(bytes: file.bytes, path: file.path)) }
    }
    // A python3 worker holds the same files and loads them all each time it is asked; its own
    // clock is beside the harness's as a custom metric, and the harness's CPU is this process's only.
    let python = PythonLoader(paths: typed.map(\.path))
    Benchmark(
        "PyYAML CSafeLoader, 1 core (\(size))",
        configuration: .init(metrics: [.wallClock, .custom("python CPU ms", polarity: .prefersSmaller)], maxIterations: 3)
    ) { benchmark in
        let pass = try python.pass()
        benchmark.measurement(.custom("python CPU ms", polarity: .prefersSmaller), Int(pass.cpu * 1000))
    }
}

/// The f1db files F1Kit has a DTO for, by where they live: the files the f1db source reads.
func hasDTO(_ path: String) -> Bool {
    let name = (path as NSString).lastPathComponent
    if ["drivers/", "constructors/", "circuits/", "grands-prix/", "countries/"].contains(where: path.hasPrefix) { return true }
    guard path.hasPrefix("seasons/") else { return false }
    return [
        "race.yml", "race-results.yml", "sprint-race-results.yml", "qualifying-results.yml", "fastest-laps.yml", "driver-standings.yml",
        "constructor-standings.yml",
    ].contains(name)
}

/// The PyYAML worker, started on first use (so a run filtered to other benchmarks starts no python).
final class PythonLoader: @unchecked Sendable {
    private let lock = NSLock()
    private let paths: [String]
    private var worker: PyYAMLWorker?

    init(paths: [String]) { self.paths = paths }

    func pass() throws -> (wall: Double, cpu: Double) {
        lock.lock()
        defer { lock.unlock() }
        let current = try worker ?? PyYAMLWorker(dataPath: Locations.f1dbData.path, paths: paths)
        worker = current
        return try current.pass()
    }
}
