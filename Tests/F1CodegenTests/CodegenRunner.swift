import Foundation
import Synchronization

/// Runs the built `f1-codegen` on files in a fresh folder, as the plugin would.
struct CodegenRunner {
    struct Outcome {
        var stderr: String
        var status: Int32
        var timedOut: Bool

        var lines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The folder of one run: the target's files and the output folder, removed by `cleanUp()`.
    let folder: URL
    var output: URL { folder.appending(path: "out") }

    init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        folder = base.appending(path: "f1-codegen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try write("emit: models\n", to: "f1-codegen.yaml")
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    func write(_ text: String, to relative: String) throws -> URL {
        try write(Data(text.utf8), to: relative)
    }

    @discardableResult
    func write(_ data: Data, to relative: String) throws -> URL {
        let url = folder.appending(path: relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    /// The plugin's output name for an input: `Schemas/A.yaml` -> `Schemas+A.swift`.
    func outputPath(for relative: String) -> String {
        output.appending(path: relative.replacingOccurrences(of: "/", with: "+").replacingOccurrences(of: ".yaml", with: ".swift")).path
    }

    /// Runs over `inputs` (paths relative to the folder), each paired with its plugin output name.
    func run(_ inputs: [String], pairs extra: [(String, String)] = []) async throws -> Outcome {
        var arguments = ["--config", folder.appending(path: "f1-codegen.yaml").path, "--target-dir", folder.path]
        for input in inputs { arguments += ["--pair", folder.appending(path: input).path, outputPath(for: input)] }
        for (input, output) in extra { arguments += ["--pair", folder.appending(path: input).path, output] }
        return try await Self.run(arguments)
    }

    static var executable: URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appending(path: "f1-codegen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.deletingLastPathComponent().appending(path: "f1-codegen")
    }

    /// Runs the binary; one that has not finished after `limit` is killed and reported as timed out,
    /// so a hang fails the test instead of stalling the suite.
    static func run(_ arguments: [String], limit: Duration = .seconds(120)) async throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchGroup()
        let hasExited = Mutex(false)
        finished.enter()
        process.terminationHandler = { _ in
            hasExited.withLock { $0 = true }
            finished.leave()
        }
        try process.run()
        let pid = process.processIdentifier
        let timedOut = Mutex(false)
        let seconds = Double(limit.components.seconds)
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            hasExited.withLock { exited in
                guard !exited else { return }
                timedOut.withLock { $0 = true }
                kill(pid, SIGKILL)
            }
        }
        let drain = StderrDrain(stderr.fileHandleForReading, group: finished)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            finished.notify(queue: .global()) { continuation.resume() }
        }
        return Outcome(stderr: drain.text, status: process.terminationStatus, timedOut: timedOut.withLock { $0 })
    }
}

/// Reads a pipe to its end on a thread of its own, then leaves `group`.
final class StderrDrain: Sendable {
    private let data = Mutex(Data())

    init(_ handle: FileHandle, group: DispatchGroup) {
        group.enter()
        Thread.detachNewThread { [self] in
            let bytes = handle.readDataToEndOfFile()
            self.data.withLock { $0 = bytes }
            group.leave()
        }
    }

    var text: String { String(decoding: data.withLock { $0 }, as: UTF8.self) }
}
