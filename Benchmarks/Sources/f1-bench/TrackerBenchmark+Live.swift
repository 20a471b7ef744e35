import BenchSupport
import Foundation

extension TrackerBenchmark {
    /// Seconds between live updates, passed as `--interval`.
    static let liveInterval = 0.2
    /// Frames closer together than this belong to the same update.
    static let burstGap = Duration.milliseconds(60)

    /// One live update as written: its frames' bytes, how many frames, when the first arrived, and
    /// how many cells show another character after it.
    struct Burst {
        var bytes: Int
        var frames: Int
        var at: ContinuousClock.Instant
        var changedCells = 0
        var lines: [String] = []
    }

    /// Bytes written per live update on the Live tab, against a full redraw of the same screen
    /// after a resize.
    func measureLive(into results: inout TrackerResults, quits: inout [Duration]) throws {
        let process = try TrackerProcess(executable: executable, arguments: ["--interval", String(Self.liveInterval)])
        try process.frame(after: 0, showing: Self.racesShown, within: 10, what: "the calendar")
        try process.settle(quiet: Self.quiet, within: 10)
        let (beforeSwitch, typed) = (process.frames.count, ContinuousClock.now)
        process.type("4")
        let board = try process.frame(after: beforeSwitch, showing: ["Lap ", "LIVE"], within: 10, what: "the live board")
        results.add("key 4 → live board", durations: [board.at - typed])
        let first = process.frames.count
        let deadline = ContinuousClock.now + .seconds(Double(updates + 1) * Self.liveInterval * 3 + 5)
        let shownBefore = process.frames[first - 1].written.lines
        while Self.bursts(process.frames[first...], after: shownBefore).count <= updates, ContinuousClock.now < deadline, !process.hasEnded {
            process.pump(waitingAtMost: 50)
        }
        let bursts = Array(Self.bursts(process.frames[first...], after: shownBefore).prefix(updates))
        guard bursts.count >= 2 else { throw BenchmarkError("f1tracker showed \(bursts.count) live updates; 2 at least are needed.") }
        if bursts.count < updates { results.notes.append("The live race gave \(bursts.count) updates, not \(updates).") }
        let intervals = zip(bursts, bursts.dropFirst()).map { $1.at - $0.at }
        results.add("bytes per live update (--interval \(Self.liveInterval))", bursts.map { Double($0.bytes) }, .bytes)
        results.add("frames per live update", bursts.map { Double($0.frames) }, .count)
        results.add("characters changed per live update", bursts.map { Double($0.changedCells) }, .count)
        results.add("time between live updates", durations: intervals)

        // Resized to 81 columns and back: the frame at 80 × 24 again is the live screen drawn whole.
        let beforeWider = process.frames.count
        process.resize(columns: 81, rows: 24)
        try process.frame(after: beforeWider, within: 3, what: "a full redraw at 81 columns") { $0.isFull }
        let (beforeBack, resized) = (process.frames.count, ContinuousClock.now)
        process.resize(columns: 80, rows: 24)
        let full = try process.frame(after: beforeBack, within: 3, what: "a full redraw at 80 columns") { $0.isFull }
        results.add("full redraw of the live screen (resize)", [Double(full.written.bytes)], .bytes)
        results.add("resize → full frame", durations: [full.at - resized])
        quits.append(try Self.quit(process))

        guard let perUpdate = results.row("bytes per live update (--interval \(Self.liveInterval))") else { return }
        let share = perUpdate.median / Double(full.written.bytes)
        results.goals.append(
            TrackerResults.Goal(
                name: "live updates write only changed cells", met: share < 0.5,
                detail: String(format: "median %.0f B per update, %.0f%% of a %ld B full redraw", perUpdate.median, share * 100, full.written.bytes)))
    }

    /// `frames` grouped into updates: a frame within `burstGap` of the one before is part of its
    /// update; `shown` is the screen before the first.
    static func bursts(_ frames: ArraySlice<(written: TerminalScreen.Written, at: ContinuousClock.Instant)>, after shown: [String]) -> [Burst] {
        var bursts: [Burst] = []
        var last: ContinuousClock.Instant?
        var shownBefore = shown
        for frame in frames {
            if let last, frame.at - last < burstGap, !bursts.isEmpty {
                bursts[bursts.count - 1].bytes += frame.written.bytes
                bursts[bursts.count - 1].frames += 1
            } else {
                if let previous = bursts.last?.lines { shownBefore = previous }
                bursts.append(Burst(bytes: frame.written.bytes, frames: 1, at: frame.at))
            }
            bursts[bursts.count - 1].lines = frame.written.lines
            bursts[bursts.count - 1].changedCells = changes(from: shownBefore, to: frame.written.lines)
            last = frame.at
        }
        return bursts
    }

    /// How many cells show another character in `after` than in `before`.
    static func changes(from before: [String], to after: [String]) -> Int {
        zip(before, after).reduce(0) { count, lines in
            count + zip(lines.0, lines.1).filter { $0 != $1 }.count + abs(lines.0.count - lines.1.count)
        }
    }
}
