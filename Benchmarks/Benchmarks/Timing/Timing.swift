import BenchSupport
import Benchmark
@_spi(Benchmarks) import F1Data
import F1Domain
import F1UseCases
import Foundation

// Recorded OpenF1 sessions (docs/performance.md, "Timing"): each session's answers, read from
// disk once before timing, decoded into the domain and folded into its timeline; the state at the
// start of every lap the leader began, each seek on its own (what "jump to lap" costs); and a
// minute of the race replayed at 60×, how late each frame arrives against its schedule.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal], timeUnits: .microseconds, warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 11)
    telemetryBenchmarks()
    let sessions = ((try? FileManager.default.contentsOfDirectory(at: Locations.openF1, includingPropertiesForKeys: nil)) ?? [])
        .filter { FileManager.default.fileExists(atPath: $0.appending(path: "session.json").path) }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    guard !sessions.isEmpty else {
        return Locations.skipping("Timing", because: "no recorded OpenF1 session (a folder with session.json) in \(Locations.openF1.path)")
    }
    for folder in sessions {
        let name = folder.lastPathComponent
        let session: RecordedOpenF1Session
        let timeline: SessionTimeline
        do {
            session = try RecordedOpenF1Session(folder: folder)
            timeline = SessionTimeline(try session.timing())
        } catch {
            Locations.skipping("Timing (\(name))", because: "\(error)")
            continue
        }
        let size = String(format: "%.2f MB", Double(session.byteCount) / 1e6)
        Benchmark("\(name): decode (\(size))") { _ in blackHole(try session.timing()) }
        Benchmark(
            "\(name): timeline (\(timeline.eventCount) events)",
            closure: { _, timing in blackHole(SessionTimeline(timing).eventCount) },
            setup: { try session.timing() })
        Benchmark("\(name): decode and timeline") { _ in blackHole(SessionTimeline(try session.timing()).eventCount) }
        // Every lap the leader began, one seek an iteration, each lap as often as the others.
        let laps = (1...(timeline.totalLaps ?? 1)).compactMap { timeline.moment(leaderStartsLap: $0) }
        let instants = laps.isEmpty ? [timeline.end] : laps
        Benchmark(
            "\(name): seek to a lap (\(instants.count) laps)",
            configuration: .init(timeUnits: .microseconds, warmupIterations: 0, maxIterations: instants.count * 11)
        ) { benchmark in
            blackHole(timeline.state(at: instants[benchmark.currentIteration % instants.count]).leaderLap)
        }
        // During a session followed live (everything received held, the clock at its end): a jump
        // to a lap and the board at the new instant, what a seek answers before it is drawn.
        let playback = LiveSessionPlayback(playhead: LivePlayhead(delay: .seconds(45), now: { [end = timeline.end] in end }))
        playback.hold(TimedSessionReplay(timeline: timeline, raceName: name), isOver: false)
        let lapNumbers = (1...(timeline.totalLaps ?? 1)).filter { timeline.moment(leaderStartsLap: $0) != nil }
        Benchmark(
            "\(name): live seek to a lap and its board (\(lapNumbers.count) laps)",
            configuration: .init(timeUnits: .microseconds, warmupIterations: 0, maxIterations: max(lapNumbers.count, 1) * 11)
        ) { benchmark in
            guard !lapNumbers.isEmpty else { return }
            _ = playback.jump(toLap: lapNumbers[benchmark.currentIteration % lapNumbers.count])
            blackHole(playback.frame()?.board.positions.count)
        }
    }
    let race = sessions.first { $0.lastPathComponent.contains("race") } ?? sessions[0]
    recordingBenchmarks(race: race)
    alternatedRecordingBenchmark(race: race)
    sideBySideRecordingBenchmark(race: race)
    Benchmark(
        "\(race.lastPathComponent): replay at 60× from lap 20, 600 frames",
        configuration: .init(metrics: lateness, warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 1)
    ) { benchmark in
        let late = try await replayLateness(race)
        benchmark.measurement(lateness[0], Int(late.median * 1000))
        benchmark.measurement(lateness[1], Int(late.max * 1000))
        benchmark.measurement(lateness[2], late.framesLate)
        benchmark.measurement(lateness[3], late.frames)
    }
}

/// The replay's figures: each frame's lateness against its schedule (median and most, µs), how
/// many frames were more than a frame late, and how many frames came.
let lateness: [BenchmarkMetric] = [
    .custom("lateness median µs", polarity: .prefersSmaller), .custom("lateness max µs", polarity: .prefersSmaller),
    .custom("frames more than a frame late", polarity: .prefersSmaller), .custom("frames", polarity: .prefersLarger),
]

/// A minute of the session every second (60×, one frame per session second, so a frame every
/// 16.7 ms) from lap 20: how late each frame arrives against its schedule, in milliseconds.
func replayLateness(_ folder: URL) async throws -> (median: Double, max: Double, framesLate: Int, frames: Int) {
    let timing = try RecordedOpenF1Session.timing(folder: folder)
    let replay = TimedSessionReplay(timeline: SessionTimeline(timing), raceName: "bench", fromLap: 20)
    let frames = 600
    let clock = PlaybackClock(base: ContinuousClock(), speed: 60)
    let period = 1.0 / 60
    var lateness: [Double] = []
    let start = ContinuousClock.now
    for try await frame in replay.liveRace(every: .seconds(1), clock: clock) {
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        lateness.append(max(0, seconds - Double(lateness.count) * period) * 1000)
        if lateness.count == frames || frame.isFinished { break }
    }
    let sorted = lateness.sorted()
    guard !sorted.isEmpty else { throw BenchmarkError("the replay gave no frame") }
    let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    return (median, sorted[sorted.count - 1], lateness.filter { $0 > period * 1000 }.count, lateness.count)
}
