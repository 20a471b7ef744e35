import F1Data
import F1Domain
import F1UseCases
import Foundation

/// `f1-bench timing`: a recorded OpenF1 session's JSON decoded into the domain and folded into
/// its timeline, then the state at instants across the session (seeking, as a replay jumps).
/// The bytes are read from disk once, before timing; every figure is a median of `runs`.
struct TimingBenchmark {
    let sessions: [URL]
    let runs: Int

    func run() async throws -> String {
        var lines = [
            "OpenF1 recordings: decode every endpoint and build the timeline; seek; median of \(runs) runs (release build)", "",
            "session                    JSON   decode   timeline    total   seek to a lap (median / max)   events",
        ]
        for folder in sessions {
            let answers = try OpenF1Recording(folder: folder).answers()
            let bytes = answers.values.reduce(0) { $0 + $1.count }
            var decode: [Double] = []
            var build: [Double] = []
            var total: [Double] = []
            var timeline: SessionTimeline?
            for _ in 0..<runs {
                let started = DispatchTime.now().uptimeNanoseconds
                let timing = try OpenF1Decoding(strict: false).timing(from: answers).timing
                let decoded = DispatchTime.now().uptimeNanoseconds
                let built = SessionTimeline(timing)
                let finished = DispatchTime.now().uptimeNanoseconds
                decode.append(Double(decoded - started) / 1e6)
                build.append(Double(finished - decoded) / 1e6)
                total.append(Double(finished - started) / 1e6)
                timeline = built
            }
            guard let timeline else { continue }
            // Every lap the leader began, each seek on its own: what "jump to lap" costs.
            let laps = (1...(timeline.totalLaps ?? 1)).compactMap { timeline.moment(leaderStartsLap: $0) }
            let instants = laps.isEmpty ? [timeline.end] : laps
            var seeks: [Double] = []
            var checksum = 0
            for _ in 0..<runs {
                for instant in instants {
                    let started = DispatchTime.now().uptimeNanoseconds
                    let state = timeline.state(at: instant)
                    seeks.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6)
                    checksum &+= state.leaderLap
                }
            }
            lines.append(
                folder.lastPathComponent.padding(toLength: 24, withPad: " ", startingAt: 0)
                    + String(
                        format: "%7.2f MB %6.1f ms %7.1f ms %7.1f ms        %6.3f / %6.3f ms      %6d",
                        Double(bytes) / 1e6, median(decode), median(build), median(total), median(seeks), seeks.max() ?? 0,
                        timeline.eventCount)
                    + (checksum == 0 ? " (no laps)" : ""))
        }
        if let race = sessions.first(where: { $0.lastPathComponent.contains("race") }) ?? sessions.first {
            lines += ["", try await replayTiming(race)]
        }
        return lines.joined(separator: "\n")
    }

    /// A minute of the session every second (60×, one frame per session second, so a frame every
    /// 16.7 ms) from lap 20: how late each frame arrives against its schedule.
    private func replayTiming(_ folder: URL) async throws -> String {
        let timing = try OpenF1Recording(folder: folder).read().timing
        let replay = TimedSessionReplay(timeline: SessionTimeline(timing), raceName: "bench", fromLap: 20)
        let frames = 600
        let clock = PlaybackClock(base: ContinuousClock(), speed: 60)
        let period = 1.0 / 60
        var lateness: [Double] = []
        var count = 0
        let start = ContinuousClock.now
        for try await frame in replay.liveRace(every: .seconds(1), clock: clock) {
            let elapsed = start.duration(to: .now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            lateness.append(max(0, seconds - Double(count) * period) * 1000)
            count += 1
            if count == frames || frame.isFinished { break }
        }
        let late = lateness.filter { $0 > period * 1000 }.count
        return String(
            format:
                "replay at 60× from lap 20 (%@): %d frames, 1 every %.1f ms; lateness median %.2f ms, max %.2f ms; %d frames more than a frame late",
            folder.lastPathComponent, count, period * 1000, median(lateness), lateness.max() ?? 0, late)
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
