import BenchSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `f1-bench tracker`: the release f1tracker on the demo data in an 80 × 24 pseudo-terminal: time
/// to its first frame (beside `f1tracker --help`, the cost of starting the process at all), key
/// to frame, bytes written per live update against a full redraw, CPU and output while idle,
/// and a clean exit on q.
struct TrackerBenchmark {
    let executable: URL
    /// Starts timed, each beside a `--help` run.
    let runs: Int
    let keys: Int
    let updates: Int
    let idleSeconds: Int

    /// Any frame of the app: its title bar and footer.
    static let appShown = ["F1 Tracker", "q quit"]
    /// The races tab with its tables loaded: races to come, races run, the footer.
    static let racesShown = ["Upcoming races", "Past races", "q quit"]
    /// The standings tab with its table loaded.
    static let standingsShown = ["championship", "After round"]
    /// How long the output must pause before the app counts as settled.
    static let quiet = Duration.milliseconds(300)
    /// How long q has to end the app before it is killed.
    static let quitDeadline = 5.0
    static let goals = (firstFrame: 50.0, keyToFrame: 16.0)

    func run() throws -> String {
        var results = TrackerResults()
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            results.notes.append(
                "Load average at the start: " + load.split(separator: " ").prefix(3).joined(separator: " ")
                    + " (other work on the machine shows in the figures).")
        }
        var quits: [Duration] = []
        try measureStart(into: &results, quits: &quits)
        try measureKeysAndIdle(into: &results, quits: &quits)
        try measureLive(into: &results, quits: &quits)
        results.add("q → exit status 0", durations: quits)
        if let quit = results.row("q → exit status 0") {
            results.goals.append(
                TrackerResults.Goal(
                    name: "q ends it with status 0", met: true,
                    detail: String(
                        format: "all %ld runs within %.0f s, median %.1f ms, terminal restored", quits.count, Self.quitDeadline, quit.median)))
        }
        let title = "f1tracker benchmark (release build, demo data, 80×24 pseudo-terminal, TERM=xterm-256color LANG=C.UTF-8 TZ=UTC)"
        return results.rendered(title: title)
    }

    /// Time from spawn to the first frames, interleaved run by run with `f1tracker --help` so
    /// machine load hits both alike.
    private func measureStart(into results: inout TrackerResults, quits: inout [Duration]) throws {
        var start: [Duration] = []
        var help: [Duration] = []
        var first: [Duration] = []
        var loaded: [Duration] = []
        var firstBytes: [Double] = []
        var loadedBytes: [Double] = []
        for _ in 0..<runs {
            let spawned = ContinuousClock.now
            try Spawn.run(Spawn.trueCommand, [])
            start.append(ContinuousClock.now - spawned)
            help.append(try Self.timeHelp(executable))
            let process = try TrackerProcess(executable: executable, arguments: [])
            let frame = try process.frame(after: 0, showing: Self.appShown, within: 10, what: "its first frame")
            let table = try process.frame(after: 0, showing: Self.racesShown, within: 10, what: "the calendar")
            first.append(frame.at - process.started)
            loaded.append(table.at - process.started)
            firstBytes.append(Double(frame.written.bytes))
            loadedBytes.append(Double(process.frames.prefix { $0.at <= table.at }.reduce(0) { $0 + $1.written.bytes }))
            try process.settle(quiet: Self.quiet, within: 10)
            quits.append(try Self.quit(process))
        }
        results.add("true (process start)", durations: start)
        results.add("f1tracker --help to a pipe", durations: help)
        results.add("first frame (title and footer)", durations: first)
        results.add("first frame with the calendar table", durations: loaded)
        results.add("bytes up to the first frame (full redraw)", firstBytes, .bytes)
        results.add("bytes up to the calendar table", loadedBytes, .bytes)
        guard let frame = results.row("first frame (title and footer)"), let table = results.row("first frame with the calendar table"),
            let help = results.row("f1tracker --help to a pipe")
        else { return }
        results.goals.append(
            TrackerResults.Goal(
                name: "first frame under \(Int(Self.goals.firstFrame)) ms", met: frame.median < Self.goals.firstFrame,
                detail: String(format: "median %.1f ms (with the table %.1f ms; f1tracker --help %.1f ms)", frame.median, table.median, help.median)))
        if table.median - frame.median > 1 {
            results.notes.append(
                String(format: "The first frame shows the calendar loading; the table follows %.1f ms later.", table.median - frame.median))
        }
    }

    /// Types q and gives how long the app took to end with status 0, the terminal restored; throws if it did not.
    static func quit(_ process: TrackerProcess) throws -> Duration {
        guard let ended = process.quit(within: quitDeadline) else {
            throw BenchmarkError("f1tracker did not end within \(quitDeadline) s of q, and was killed.")
        }
        guard ended.ending == .exited(0) else { throw BenchmarkError("f1tracker ended with \(ended.ending) after q.") }
        guard process.screen.hasLeftAlternateScreen else { throw BenchmarkError("f1tracker ended without restoring the terminal.") }
        return ended.after
    }

    /// Spawn to exit of `f1tracker --help` with its output read from a pipe.
    static func timeHelp(_ executable: URL) throws -> Duration {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw BenchmarkError("pipe failed: \(String(cString: strerror(errno)))") }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let argv = [strdup(executable.path), strdup("--help"), nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = ContinuousClock.now
        let result = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        close(ends[1])
        guard result == 0 else { throw BenchmarkError("cannot start \(executable.path): \(String(cString: strerror(result)))") }
        let deadline = start + .seconds(10)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            var watched = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, 50) > 0, read(ends[0], &buffer, buffer.count) == 0 else { continue }
            // The output has ended; the exit follows at once.
            while ContinuousClock.now < deadline {
                guard waitpid(pid, &status, WNOHANG) == pid else {
                    usleep(100)
                    continue
                }
                guard status == 0 else { throw BenchmarkError("f1tracker --help failed with status \(status).") }
                return ContinuousClock.now - start
            }
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        throw BenchmarkError("f1tracker --help did not end within 10 s, and was killed.")
    }
}
