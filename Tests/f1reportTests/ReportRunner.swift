import Foundation

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
    static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"]
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self), status: process.terminationStatus)
    }

    /// The committed golden text, or records `actual` as the new one when re-recording.
    static func golden(_ name: String, actual: String) throws -> String {
        let url = golden.appending(path: name)
        if isRecording { try actual.write(to: url, atomically: true, encoding: .utf8) }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
