import Foundation
import Testing
import Synchronization

/// Runs the built `f1report` as a person would, capturing what it prints and how it exits.
struct ReportRunner {
    struct Outcome {
        var stdout: String
        var stderr: String
        var status: Int32
        /// The signal that ended the process, if one did.
        var signal: Int32? = nil
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let golden = packageRoot.appending(path: "Tests/f1reportTests/Golden")
    static let isRecording = ProcessInfo.processInfo.environment["F1KIT_RECORD_GOLDEN"] == "1"

    /// The executable beside the test bundle, where SwiftPM builds products.
    static var executable: URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appending(path: "f1report")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appending(path: "f1report")
    }

    /// Runs with `arguments`, no terminal, a fixed environment (no colour variables, UTC), in
    /// `directory` when given, writing to `standardOutput` when given (else a pipe that is read).
    ///
    /// Never blocks the caller's thread: the test's task is suspended until the process has exited
    /// and both pipes are drained, each on a thread of its own, so neither a child filling one pipe
    /// while the other is read nor many runs at once can hold up the cooperative pool. A run still
    /// going after `deadline` is killed and recorded as an issue, so a hang fails instead of stalling.
    static func run(
        _ arguments: [String], environment extra: [String: String] = [:], program: URL = executable,
        in directory: URL? = nil, standardOutput: FileHandle? = nil, deadline: Duration = .seconds(180)
    ) async throws -> Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]
        environment.merge(extra) { _, new in new }
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = standardOutput ?? stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchGroup()
        finished.enter()
        process.terminationHandler = { _ in finished.leave() }
        try process.run()
        let out = standardOutput == nil ? PipeDrain(stdout.fileHandleForReading, group: finished) : nil
        let err = PipeDrain(stderr.fileHandleForReading, group: finished)
        let pid = process.processIdentifier
        let killer = DispatchWorkItem { kill(pid, SIGKILL) }
        let (seconds, attoseconds) = deadline.components
        DispatchQueue.global().asyncAfter(deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18, execute: killer)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            finished.notify(queue: .global()) { continuation.resume() }
        }
        killer.cancel()
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        if signal == SIGKILL {
            Issue.record("\(program.lastPathComponent) \(arguments.joined(separator: " ")) was still running after \(deadline) and was killed")
        }
        return Outcome(stdout: out?.text ?? "", stderr: err.text, status: process.terminationStatus, signal: signal)
    }

    /// The committed golden text, or records `actual` as the new one when re-recording.
    static func golden(_ name: String, actual: String) throws -> String {
        let url = golden.appending(path: name)
        if isRecording { try actual.write(to: url, atomically: true, encoding: .utf8) }
        return try String(contentsOf: url, encoding: .utf8)
    }
}

/// Reads a pipe to its end on a thread of its own, then leaves `group`.
final class PipeDrain: Sendable {
    private let data = Mutex(Data())

    init(_ handle: FileHandle, group: DispatchGroup) {
        group.enter()
        Thread.detachNewThread { [self] in
            let bytes = handle.readDataToEndOfFile()
            self.data.withLock { $0 = bytes }
            group.leave()
        }
    }

    /// What was read, once the group has been left.
    var text: String { String(decoding: data.withLock { $0 }, as: UTF8.self) }
}
