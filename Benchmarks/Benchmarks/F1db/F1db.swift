import BenchSupport
import Benchmark
@_spi(Benchmarks) import F1DataF1db
import Foundation
import Synchronization
import YAMLKit

// The f1db files that have a DTO, read into memory first: libyaml's raw events, F1Kit's generated
// decoders on one core and on all, and PyYAML's C loader (docs/performance.md, "f1db").
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(60), maxIterations: 5)
    guard Locations.isDirectory(Locations.f1dbData) else {
        return Locations.skipping("F1db", because: "no f1db data folder at \(Locations.f1dbData.path)")
    }
    let decoders: [(file: Corpus.File, decode: F1dbTypedFiles.Decode)]
    do {
        decoders = try Corpus.load(from: Locations.f1dbData).files.compactMap { file in F1dbTypedFiles.decoder(for: file.path).map { (file, $0) } }
    } catch {
        return Locations.skipping("F1db", because: "\(error)")
    }
    let typed = decoders.map(\.file)
    let size = "\(typed.count) files, \(String(format: "%.1f", Double(typed.reduce(0) { $0 + $1.bytes.count }) / 1e6)) MB"
    Benchmark("libyaml raw events, 1 core (\(size))") { _ in
        for file in typed { blackHole(try YAMLParser.countEvents(bytes: file.bytes, path: file.path)) }
    }
    Benchmark("F1Kit typed decoders, 1 core (\(size))") { _ in
        for (file, decode) in decoders { blackHole(try decode(file.bytes, file.path)) }
    }
    // Wall clock only: the harness's CPU is the whole process's, so it would show every core's.
    Benchmark("F1Kit typed decoders, all cores (\(size))", configuration: .init(metrics: [.wallClock])) { _ in
        try decodeInParallel(decoders)
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

/// Every file decoded, the files dealt out to one worker per core.
func decodeInParallel(_ decoders: [(file: Corpus.File, decode: F1dbTypedFiles.Decode)]) throws {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let failures = Mutex<[any Error]>([])
    DispatchQueue.concurrentPerform(iterations: cores) { core in
        for index in stride(from: core, to: decoders.count, by: cores) {
            do { blackHole(try decoders[index].decode(decoders[index].file.bytes, decoders[index].file.path)) } catch {
                failures.withLock { $0.append(error) }
            }
        }
    }
    if let error = failures.withLock({ $0.first }) { throw error }
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
