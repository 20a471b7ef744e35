import F1TestSupport
import Foundation
import Testing

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
    static var executable: URL { ProcessRunner.builtExecutable(named: "f1report") }

    /// Runs with `arguments`, no terminal, a fixed environment (no colour variables, UTC), in
    /// `directory` when given, writing to `standardOutput` when given (else a pipe that is read).
    /// A run still going after `deadline` is killed and recorded as an issue.
    static func run(
        _ arguments: [String], environment extra: [String: String] = [:], program: URL = executable,
        in directory: URL? = nil, standardOutput: FileHandle? = nil, deadline: Duration = .seconds(180)
    ) async throws -> Outcome {
        var environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]
        environment.merge(extra) { _, new in new }
        let run = try await ProcessRunner.run(
            program, arguments, environment: environment, in: directory, standardOutput: standardOutput, deadline: deadline)
        if run.timedOut {
            Issue.record("\(program.lastPathComponent) \(arguments.joined(separator: " ")) was still running after \(deadline) and was killed")
        }
        return Outcome(stdout: run.stdout, stderr: run.stderr, status: run.status, signal: run.signal)
    }

    /// The committed golden text, or records `actual` as the new one when re-recording.
    static func golden(_ name: String, actual: String) throws -> String {
        let url = golden.appending(path: name)
        if isRecording { try actual.write(to: url, atomically: true, encoding: .utf8) }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
