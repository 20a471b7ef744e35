import F1TestSupport
import Foundation

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

    static var executable: URL { ProcessRunner.builtExecutable(named: "f1-codegen") }

    /// Runs the binary; one that has not finished after `limit` is killed and reported as timed out,
    /// so a hang fails the test instead of stalling the suite.
    static func run(_ arguments: [String], limit: Duration = .seconds(120)) async throws -> Outcome {
        let run = try await ProcessRunner.run(
            executable, arguments, environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"],
            standardOutput: FileHandle.nullDevice, deadline: limit)
        return Outcome(stderr: run.stderr, status: run.status, timedOut: run.timedOut)
    }
}
