import F1Data
import F1Domain
import Foundation

/// `f1-bench timing`: a recorded OpenF1 session's JSON decoded into the domain and folded into
/// its timeline, then the state at instants across the session (seeking, as a replay jumps).
/// The bytes are read from disk once, before timing; every figure is a median of `runs`.
struct TimingBenchmark {
    let sessions: [URL]
    let runs: Int

    func run() throws -> String {
        var lines = [
            "OpenF1 recordings: decode every endpoint and build the timeline; seek; median of \(runs) runs (release build)", "",
            "session                    JSON   decode   timeline    total   seek to a lap (median / max)   events",
        ]
        for folder in sessions {
            let answers = try OpenF1Recording(folder: folder).answers()
            let bytes = answers.values.reduce(0) { $0 + $1.count }
            var decode: [Double] = [], build: [Double] = [], total: [Double] = []
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
                    + String(format: "%7.2f MB %6.1f ms %7.1f ms %7.1f ms        %6.3f / %6.3f ms      %6d",
                             Double(bytes) / 1e6, median(decode), median(build), median(total), median(seeks), seeks.max() ?? 0,
                             timeline.eventCount)
                    + (checksum == 0 ? " (no laps)" : ""))
        }
        return lines.joined(separator: "\n")
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
