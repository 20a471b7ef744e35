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

/// The same runs alternated, without the recorder, with it (synced, as by default) and with it
/// unsynced, twelve rounds of the three in one iteration, each taking each place in turn: the machine's speed swings from one
/// minute to the next, so they are compared only side by side. The process's CPU time (user and
/// system, every thread) of each run; the figures are the medians of each, and what each recorder
/// adds as a share in tenths of a percent: the median of each round's share, which the swings
/// between rounds do not move, with its interval (the 3rd and 10th of the twelve shares in order,
/// which hold the median between them with 96% confidence whatever the shares' spread). The
/// runs' own swings make that interval some 8 points wide: the side-by-side measure below is
/// the one that can tell 2% apart.
func alternatedRecordingBenchmark(race: URL) {
    let folder = FileManager.default.temporaryDirectory.appending(path: "f1kit-bench-alternated-\(ProcessInfo.processInfo.processIdentifier)")
    let metrics: [BenchmarkMetric] = [
        .custom("following CPU ms", polarity: .prefersSmaller), .custom("following and recording CPU ms", polarity: .prefersSmaller),
        .custom("added ‰", polarity: .prefersSmaller), .custom("following and recording unsynced CPU ms", polarity: .prefersSmaller),
        .custom("added unsynced ‰", polarity: .prefersSmaller), .custom("added ‰, interval low", polarity: .prefersSmaller),
        .custom("added ‰, interval high", polarity: .prefersSmaller),
    ]
    Benchmark(
        "\(race.lastPathComponent): following against following and recording, alternated",
        configuration: .init(metrics: metrics, warmupIterations: 0, maxDuration: .seconds(1200), maxIterations: 1),
        closure: { benchmark, rounds in
            var cpu: [[Double]] = [[], [], []]
            let runs: [(URL?, Bool)] = [(nil, true), (folder, true), (folder, false)]
            for round in 0..<12 {
                // Each run goes first, second and third in turn: a run's place in the round changes its time.
                for run in (0..<3).map({ ($0 + round) % 3 }) {
                    let (recording, syncs) = runs[run]
                    let start = processCPU()
                    blackHole(try await rounds.follow(recordingTo: recording, syncs: syncs))
                    cpu[run].append(processCPU() - start)
                }
            }
            let shares = { (run: Int) in zip(cpu[run], cpu[0]).map { ($0 - $1) / $1 }.sorted() }
            let added = { (run: Int) in median(shares(run)) }
            benchmark.measurement(metrics[0], Int(median(cpu[0]) * 1000))  // trap-ok: seconds of CPU
            benchmark.measurement(metrics[1], Int(median(cpu[1]) * 1000))  // trap-ok: seconds of CPU
            benchmark.measurement(metrics[2], Int(added(1) * 1000))  // trap-ok: a ratio
            benchmark.measurement(metrics[3], Int(median(cpu[2]) * 1000))  // trap-ok: seconds of CPU
            benchmark.measurement(metrics[4], Int(added(2) * 1000))  // trap-ok: a ratio
            benchmark.measurement(metrics[5], Int(shares(1)[2] * 1000))  // trap-ok: a ratio
            benchmark.measurement(metrics[6], Int(shares(1)[9] * 1000))  // trap-ok: a ratio
        },
        setup: { try await RecordedRoundsBenchmark(folder: race, stepSeconds: 10) })
}

/// The finest pairing: two followers in one process, one recording, taking each round in turn
/// (`RecordedRoundsBenchmark.followSideBySide`), so the machine's swings, which move a whole run by
/// several percent, fall on both within milliseconds of each other. 15 races followed side by
/// side with the recorder syncing as by default, then 15 with it unsynced (what the syncs cost);
/// each race's share is its recording total against its following total, and the figures are the
/// median of the 15 shares with its interval (the 4th and 12th in order: 96%).
func sideBySideRecordingBenchmark(race: URL) {
    let folder = FileManager.default.temporaryDirectory.appending(path: "f1kit-bench-side-by-side-\(ProcessInfo.processInfo.processIdentifier)")
    let metrics: [BenchmarkMetric] = [
        .custom("following CPU ms", polarity: .prefersSmaller), .custom("following and recording CPU ms", polarity: .prefersSmaller),
        .custom("added ‰", polarity: .prefersSmaller), .custom("added ‰, interval low", polarity: .prefersSmaller),
        .custom("added ‰, interval high", polarity: .prefersSmaller), .custom("added unsynced ‰", polarity: .prefersSmaller),
        .custom("added unsynced ‰, interval low", polarity: .prefersSmaller),
        .custom("added unsynced ‰, interval high", polarity: .prefersSmaller),
    ]
    Benchmark(
        "\(race.lastPathComponent): following against following and recording, side by side",
        configuration: .init(metrics: metrics, warmupIterations: 0, maxDuration: .seconds(1200), maxIterations: 1),
        closure: { benchmark, rounds in
            var synced: [(following: Double, recording: Double)] = []
            var unsynced: [(following: Double, recording: Double)] = []
            for _ in 0..<15 { synced.append(try await rounds.followSideBySide(recordingTo: folder, cpuTime: processCPU)) }
            for _ in 0..<15 { unsynced.append(try await rounds.followSideBySide(recordingTo: folder, syncs: false, cpuTime: processCPU)) }
            let shares = { (runs: [(following: Double, recording: Double)]) in runs.map { ($0.recording - $0.following) / $0.following }.sorted() }
            benchmark.measurement(metrics[0], Int(median(synced.map(\.following)) * 1000))  // trap-ok: seconds of CPU
            benchmark.measurement(metrics[1], Int(median(synced.map(\.recording)) * 1000))  // trap-ok: seconds of CPU
            for (offset, runs) in [(2, synced), (5, unsynced)] {
                let sorted = shares(runs)
                benchmark.measurement(metrics[offset], Int(sorted[7] * 1000))  // trap-ok: a ratio
                benchmark.measurement(metrics[offset + 1], Int(sorted[3] * 1000))  // trap-ok: a ratio
                benchmark.measurement(metrics[offset + 2], Int(sorted[11] * 1000))  // trap-ok: a ratio
            }
        },
        setup: { try await RecordedRoundsBenchmark(folder: race, stepSeconds: 10) })
}

/// The process's user and system CPU time so far, in seconds.
private func processCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
