import Benchmark
@_spi(Benchmarks) import F1Data
import Foundation

/// What `--record DIR` adds to following (docs/performance.md, "Recording while following"): the
/// Miami race followed round by round (a round every 10 s of session; the answers each round gets
/// found in the setup, before timing), each round through the client, the poll's merge and the
/// board's frame; then the same with the recorder writing every round, synced as it is by
/// default, and not synced. CPU time (user and system) is the figure: syncing waits for the disk.
func recordingBenchmarks(race: URL) {
    let folder = FileManager.default.temporaryDirectory.appending(path: "f1kit-bench-recording-\(ProcessInfo.processInfo.processIdentifier)")
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .cpuUser, .cpuSystem], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(60),
        maxIterations: 11)
    let name = "\(race.lastPathComponent): following, a round every 10 s"
    let cases: [(String, URL?, Bool)] = [("", nil, true), (", recording", folder, true), (", recording unsynced", folder, false)]
    for (suffix, recording, syncs) in cases {
        Benchmark(
            name + suffix, configuration: configuration,
            closure: { _, rounds in blackHole(try await rounds.follow(recordingTo: recording, syncs: syncs)) },
            setup: { try await RecordedRoundsBenchmark(folder: race, stepSeconds: 10) })
    }
}
