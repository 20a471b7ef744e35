import Foundation
import Testing

/// ReportRunner's runs with a HOME of their own and a shorter deadline, and the fixtures the
/// cache tests build around them.
enum BoundedRunner {
    static func run(
        _ arguments: [String], environment extra: [String: String] = [:], in directory: URL? = nil,
        program: URL = ReportRunner.executable, deadline: Duration = .seconds(60)
    ) async throws -> ReportRunner.Outcome {
        var environment = ["HOME": FileManager.default.temporaryDirectory.path]
        environment.merge(extra) { _, new in new }
        return try await ReportRunner.run(arguments, environment: environment, program: program, in: directory, deadline: deadline)
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
