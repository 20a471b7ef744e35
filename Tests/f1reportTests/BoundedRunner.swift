import Foundation
import Testing

/// ReportRunner's runs with what the cache tests also need: a working directory, and a deadline
/// after which the run is killed and the test fails rather than hangs.
enum BoundedRunner {
    static func run(
        _ arguments: [String], environment extra: [String: String] = [:], in directory: URL? = nil,
        program: URL = ReportRunner.executable, deadline: Duration = .seconds(60)
    ) async throws -> ReportRunner.Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8", "HOME": FileManager.default.temporaryDirectory.path]
        environment.merge(extra) { _, new in new }
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
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
        let pid = process.processIdentifier
        let timer = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline.seconds, execute: timer)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            finished.notify(queue: .global()) { continuation.resume() }
        }
        timer.cancel()
        if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL {
            Issue.record("f1report \(arguments.joined(separator: " ")) was still running after \(deadline) and was killed")
        }
        return ReportRunner.Outcome(stdout: out.text, stderr: err.text, status: process.terminationStatus)
    }

    /// A copy of f1report in `folder` with a fake `f1report-fetch` beside it running `helper`, a
    /// shell script body: f1report finds its helper next to its own executable.
    static func reportBeside(helper: String, in folder: URL) throws -> URL {
        let bin = folder.appending(path: "bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let program = bin.appending(path: "f1report")
        try FileManager.default.copyItem(at: ReportRunner.executable, to: program)
        let fetcher = bin.appending(path: "f1report-fetch")
        try "#!/bin/sh\n\(helper)\n".write(to: fetcher, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fetcher.path)
        return program
    }

    /// Every file under `root`, relative path to bytes.
    static func snapshot(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in FileManager.default.subpaths(atPath: root.path) ?? [] {
            var isFolder: ObjCBool = false
            let full = root.appending(path: path)
            guard FileManager.default.fileExists(atPath: full.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try Data(contentsOf: full)
        }
        return files
    }
}

extension Duration {
    fileprivate var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
