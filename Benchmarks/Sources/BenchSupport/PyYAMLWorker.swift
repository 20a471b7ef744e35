import Foundation

/// A python3 process that holds the same files in memory and loads them all with PyYAML's C
/// loader each time it is asked, so its passes interleave with F1Kit's in the same run.
package final class PyYAMLWorker {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending: [UInt8] = []

    private static let script = """
        import sys, time, yaml
        root, count = sys.argv[1], int(sys.stdin.readline())
        texts = [open(root + "/" + sys.stdin.readline().rstrip("\\n"), "rb").read() for _ in range(count)]
        print("ready", flush=True)
        for _ in sys.stdin:
            wall, cpu = time.perf_counter(), time.thread_time()
            for text in texts:
                yaml.load(text, Loader=yaml.CSafeLoader)
            print(time.perf_counter() - wall, time.thread_time() - cpu, flush=True)
        """

    /// Starts python3 and has it read `paths` (relative to `dataPath`) into memory.
    package init(dataPath: String, paths: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, dataPath]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try send("\(paths.count)\n" + paths.map { $0 + "\n" }.joined())
        guard readLine() == "ready" else { throw Self.unavailable }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Loads every file once; the wall and CPU seconds python measured around it.
    package func pass() throws -> (wall: Double, cpu: Double) {
        try send("go\n")
        let fields = (readLine() ?? "").split(separator: " ").compactMap { Double($0) }
        guard fields.count == 2 else { throw Self.unavailable }
        return (fields[0], fields[1])
    }

    private static let unavailable = BenchmarkError(
        "python3 with PyYAML's CSafeLoader did not run; install PyYAML with libyaml.")

    /// A worker that died closes its end: that is the "did not run" error, not a trap in FileHandle.
    private func send(_ text: String) throws {
        do {
            try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        } catch {
            throw Self.unavailable
        }
    }

    private func readLine() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return nil }
            pending.append(contentsOf: chunk)
        }
    }
}
