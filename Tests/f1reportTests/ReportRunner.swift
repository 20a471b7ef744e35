import Foundation
import Synchronization

/// Runs the built `f1report` as a person would, capturing what it prints and how it exits.
struct ReportRunner {
    struct Outcome {
        var stdout: String
        var stderr: String
        var status: Int32
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

    /// Runs with `arguments`, no terminal, a fixed environment (no colour variables, UTC).
    ///
    /// Never blocks the caller's thread: the test's task is suspended until the process has exited
    /// and both pipes are drained, each on a thread of its own, so neither a child filling one pipe
    /// while the other is read nor many runs at once can hold up the cooperative pool.
    static func run(_ arguments: [String], environment extra: [String: String] = [:], program: URL = executable) async throws -> Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchGroup()
        finished.enter()
        process.terminationHandler = { _ in finished.leave() }
        try process.run()
        let out = PipeDrain(stdout.fileHandleForReading, group: finished)
        let err = PipeDrain(stderr.fileHandleForReading, group: finished)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            finished.notify(queue: .global()) { continuation.resume() }
        }
        return Outcome(stdout: out.text, stderr: err.text, status: process.terminationStatus)
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
