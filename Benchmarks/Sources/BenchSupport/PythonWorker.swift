import Foundation

/// A python3 process run with a script, spoken to a line at a time: the comparisons' workers
/// (`PyYAMLWorker`, `PandasDeltaWorker`) keep one alive so python's passes interleave with
/// F1Kit's in the same run. A worker that died closes its end: that is the `unavailable` error,
/// not a trap in FileHandle.
package final class PythonWorker {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending: [UInt8] = []
    private let unavailable: BenchmarkError

    /// Starts `python3 -c script arguments…`; `unavailable` is what any failure to talk to it throws.
    package init(script: String, arguments: [String], unavailable: BenchmarkError) throws {
        self.unavailable = unavailable
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    package func send(_ text: String) throws {
        do {
            try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        } catch {
            throw unavailable
        }
    }

    /// The next line python printed, without its newline; `unavailable` when it printed no more.
    package func readLine() throws -> String {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw unavailable }
            pending.append(contentsOf: chunk)
        }
    }

    /// The numbers of the next line, which must hold `count` of them.
    package func numbers(_ count: Int) throws -> [Double] {
        let fields = try readLine().split(separator: " ").compactMap { Double($0) }
        guard fields.count == count else { throw unavailable }
        return fields
    }
}
