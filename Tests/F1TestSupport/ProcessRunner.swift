import Foundation
import Synchronization

/// Runs a built executable as a person would, capturing what it prints and how it ends.
///
/// Never blocks the caller's thread: the test's task is suspended until the process has exited
/// and its pipes are drained, each on a thread of its own, so neither a child filling one pipe
/// while the other is read nor many runs at once can hold up the cooperative pool. A run still
/// going after its deadline is killed and reported as timed out, so a hang fails the test instead
/// of stalling the suite.
package enum ProcessRunner {
    package struct Outcome: Sendable {
        package var stdout: String
        package var stderr: String
        package var status: Int32
        /// The signal that ended the process, if one did.
        package var signal: Int32?
        package var timedOut: Bool
    }

    /// Held while a test process starts a child. Foundation's `Process.run()` crashed once with
    /// many tests starting children at the same moment (a bad read inside `Process.run`, beside
    /// another start listing /proc/self/fd), so the tests start their children one at a time; it
    /// costs a spawn's few milliseconds, not the child's run.
    package static let launchLock = Mutex(())

    /// Starts `process` under `launchLock`.
    package static func start(_ process: Process) throws {
        try launchLock.withLock { _ in try process.run() }
    }

    package static func run(
        _ program: URL, _ arguments: [String], environment: [String: String], in directory: URL? = nil,
        standardOutput: FileHandle? = nil, deadline: Duration
    ) async throws -> Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        // A run under scripts/sanitize passes its sanitizer options on, as a child would inherit them.
        let sanitizers = ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
        process.environment = environment.merging(sanitizers) { own, _ in own }
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = standardOutput ?? stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchGroup()
        let hasExited = Mutex(false)
        finished.enter()
        process.terminationHandler = { _ in
            hasExited.withLock { $0 = true }
            finished.leave()
        }
        try launch(process)
        let out = standardOutput == nil ? PipeDrain(stdout.fileHandleForReading, group: finished) : nil
        let err = PipeDrain(stderr.fileHandleForReading, group: finished)
        let pid = process.processIdentifier
        let timedOut = Mutex(false)
        let (seconds, attoseconds) = (deadline * deadlineScale).components
        DispatchQueue.global().asyncAfter(deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18) {
            // Under the lock, so a process that has exited (and whose pid may be reused) is never signalled.
            // Foundation may not have told of an exit yet when the test process is starved of
            // threads (its handler waits for the same pool as this timer), so the child itself is
            // looked at: only one still running is late.
            hasExited.withLock { exited in
                guard !exited, isRunningChild(pid) else { return }
                timedOut.withLock { $0 = true }
                kill(pid, SIGKILL)
            }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            finished.notify(queue: .global()) { continuation.resume() }
        }
        return Outcome(
            stdout: out?.text ?? "", stderr: err.text, status: process.terminationStatus,
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            timedOut: timedOut.withLock { $0 })
    }

    /// Whether `pid` is a child of this process that has not ended: its /proc entry exists, names
    /// this process as its parent (so a number already reused is not taken for it), and is not a
    /// zombie waiting to be reaped. Without /proc (macOS), every child not told of is running.
    static func isRunningChild(_ pid: pid_t) -> Bool {
        guard FileManager.default.fileExists(atPath: "/proc/self/stat") else { return true }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let nameEnd = stat.lastIndex(of: ")")
        else { return false }
        // After the command's name: " S PPID ...".
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 1, let parent = pid_t(fields[1]) else { return false }
        return fields[0] != "Z" && fields[0] != "X" && parent == getpid()
    }

    /// Runs `process`, waiting out "Text file busy": tests write scripts and copy executables while
    /// other tests fork, and a fork can hold a descriptor that wrote the file for a moment. Up to
    /// ten seconds by the clock, however late a loaded machine runs (three were seen to pass with
    /// the whole suite running on two cores).
    private static func launch(_ process: Process) throws {
        let giveUp = ContinuousClock.now + .seconds(10) * deadlineScale
        while true {
            do {
                return try start(process)
            } catch {
                let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
                guard underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(ETXTBSY), ContinuousClock.now < giveUp else { throw error }
                usleep(25_000)
            }
        }
    }

    /// `F1KIT_TEST_DEADLINE_SCALE`: scripts/sanitize stretches every deadline, since a sanitizer
    /// slows each process several times over.
    package static var deadlineScale: Double {
        ProcessInfo.processInfo.environment["F1KIT_TEST_DEADLINE_SCALE"].flatMap(Double.init).map { min(max($0, 1), 100) } ?? 1
    }

    /// The executable `name` that SwiftPM built beside the test bundle.
    package static func builtExecutable(named name: String) -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appending(path: name)
    }
}

/// Reads a pipe to its end on a thread of its own, closes it, then leaves `group`.
///
/// Closed here rather than when the pipe is freed: the runs' `Process` objects (which carry a
/// termination handler) were never freed, nor their pipes, so a full test run piled up about
/// 1,700 read ends (`ProcessRunnerTests`). Past about 1,360 descriptors, `Process.run()` itself
/// can crash on Linux: it lists /proc/self/fd and copies each entry's whole 256-byte name field,
/// which reads past glibc's 32 KB directory buffer once that buffer is full
/// (swift-corelibs-foundation#5472, in Swift 6.3.1; docs/ARCHITECTURE.md, "Starting other programs").
package final class PipeDrain: Sendable {
    private let data = Mutex(Data())

    package init(_ handle: FileHandle, group: DispatchGroup) {
        group.enter()
        Thread.detachNewThread { [self] in
            let bytes = handle.readDataToEndOfFile()
            try? handle.close()
            self.data.withLock { $0 = bytes }
            group.leave()
        }
    }

    /// What was read, once the group has been left.
    package var text: String { String(decoding: data.withLock { $0 }, as: UTF8.self) }
}
