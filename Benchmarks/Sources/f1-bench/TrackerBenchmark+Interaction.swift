import BenchSupport
import Foundation

extension TrackerBenchmark {
    /// The keys typed, in turn: cursor moves (a small diff) and tab switches (most of the screen).
    private static let steps: [(key: String, kind: Int, shows: [String])] = [
        ("j", 0, []), ("k", 0, []), ("2", 1, standingsShown), ("1", 2, racesShown),
    ]
    private static let kinds = ["j / k (cursor)", "2 (to standings)", "1 (back to races)"]

    /// Key to frame on one running app, settled between keys; then its CPU and output while idle.
    func measureKeysAndIdle(into results: inout TrackerResults, quits: inout [Duration]) throws {
        let process = try TrackerProcess(executable: executable, arguments: [])
        try process.frame(after: 0, showing: Self.racesShown, within: 10, what: "the calendar")
        try process.settle(quiet: Self.quiet, within: 10)
        var latency = Array(repeating: [Duration](), count: Self.kinds.count)
        var bytes = Array(repeating: [Double](), count: Self.kinds.count)
        var frames = bytes
        for index in 0..<keys {
            let step = Self.steps[index % Self.steps.count]
            try press(step.key, in: process, showing: step.shows, latency: &latency[step.kind], bytes: &bytes[step.kind], frames: &frames[step.kind])
        }
        if keys % Self.steps.count == 3 {
            var (backLatency, backBytes, backFrames) = ([Duration](), [Double](), [Double]())
            try press("1", in: process, showing: Self.racesShown, latency: &backLatency, bytes: &backBytes, frames: &backFrames)
        }
        results.add("key → frame, all keys", durations: latency.flatMap { $0 })
        for (kind, name) in Self.kinds.enumerated() { results.add("  key " + name, durations: latency[kind]) }
        for (kind, name) in Self.kinds.enumerated() { results.add("bytes for key " + name, bytes[kind], .bytes) }
        for (kind, name) in Self.kinds.enumerated() { results.add("frames for key " + name, frames[kind], .count) }
        if let all = results.row("key → frame, all keys") {
            results.goals.append(
                TrackerResults.Goal(
                    name: "key to frame under \(Int(Self.goals.keyToFrame)) ms", met: all.median < Self.goals.keyToFrame,
                    detail: String(format: "median %.1f ms, max %.1f ms over %ld keys", all.median, all.values.max() ?? 0, all.values.count)))
        }
        try measureIdle(process, into: &results)
        quits.append(try Self.quit(process))
    }

    /// Types `key` and times it to the first frame after it (one showing `shows`, if any), then
    /// waits for the output to pause and counts the bytes and frames written for it.
    private func press(
        _ key: String, in process: TrackerProcess, showing shows: [String], latency: inout [Duration], bytes: inout [Double],
        frames drawn: inout [Double]
    ) throws {
        let (frames, read) = (process.frames.count, process.bytesRead)
        let typed = ContinuousClock.now
        process.type(key)
        let shown = try process.frame(after: frames, showing: shows, within: 5, what: "the answer to key \(key)")
        latency.append(shown.at - typed)
        try process.settle(quiet: .milliseconds(150), within: 5)
        bytes.append(Double(process.bytesRead - read))
        drawn.append(Double(process.frames.count - frames))
    }

    /// CPU time, wake-ups and bytes written over `idleSeconds` on the races tab with nothing to do.
    private func measureIdle(_ process: TrackerProcess, into results: inout TrackerResults) throws {
        try process.settle(quiet: Self.quiet, within: 10)
        let minute = Int(Date().timeIntervalSince1970) / 60
        let frames = process.frames.count
        guard let before = ProcessUsage.sample(process.pid) else {
            results.notes.append("No /proc here: CPU while idle was not measured.")
            return
        }
        let written = process.collect(for: .seconds(idleSeconds))
        guard let after = ProcessUsage.sample(process.pid) else { throw BenchmarkError("f1tracker ended while idle.") }
        let change = after.change(since: before)
        results.add("idle \(idleSeconds) s: CPU (utime + stime)", [change.milliseconds], .milliseconds)
        results.add("idle \(idleSeconds) s: CPU (schedstat, all threads)", [Double(change.cpuNanoseconds) / 1e6], .milliseconds)
        results.add("idle \(idleSeconds) s: times its threads ran", [Double(change.timesRun)], .count)
        results.add("idle \(idleSeconds) s: bytes written", [Double(written)], .bytes)
        let crossedMinute = Int(Date().timeIntervalSince1970) / 60 != minute
        results.goals.append(
            TrackerResults.Goal(
                name: "idle: no CPU, no output", met: change.ticks <= 1 && written == 0,
                detail: String(
                    format: "%.0f ms CPU, %ld B, %ld frames, %ld wake-ups in %ld s", change.milliseconds, written, process.frames.count - frames,
                    change.timesRun, idleSeconds) + (crossedMinute ? " (a minute began meanwhile: the clock's redraw)" : "")))
        if !change.threadsRun.isEmpty {
            results.notes.append("While idle, threads ran: " + change.threadsRun.map { "\($0.thread) \($0.times)×" }.joined(separator: ", ") + ".")
        }
        if change.threadsEnded > 0 {
            results.notes.append("While idle, \(change.threadsEnded) threads ended (the thread pool shrinking).")
        }
        if !before.ownsTerminal {
            results.notes.append(
                "f1tracker did not get the pseudo-terminal as its controlling terminal; resizes reach it by SIGWINCH only if it does.")
        }
    }
}
