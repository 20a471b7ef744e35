import Foundation

/// F1Kit's built `f1-api-emulator` running on 127.0.0.1 for the length of a suite: it prints its
/// base URL, answers `requests` with how many requests arrived since it was last asked, and ends
/// when its standard input closes (when this is released, or the suite's process ends).
package final class EmulatorProcess: @unchecked Sendable {  // the pipes are used under `lock`
    package let url: String
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var pending: [UInt8] = []

    /// Starts `program` with `arguments` (see f1-api-emulator's usage) and waits for its URL.
    package init(_ program: URL, _ arguments: [String]) throws {
        process.executableURL = program
        process.arguments = arguments
        // Nothing the harness preloads into itself reaches the server either.
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "LD_PRELOAD" }
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var read: [UInt8] = []
        guard let line = Self.readLine(output, &read), !line.isEmpty else {
            throw BenchmarkError("\(program.lastPathComponent) \(arguments.joined(separator: " ")) gave no URL")
        }
        url = line
        pending = read
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Requests that arrived since the last call.
    package func takeRequestCount() throws -> Int {
        lock.lock()
        defer { lock.unlock() }
        try input.fileHandleForWriting.write(contentsOf: Data("requests\n".utf8))
        guard let count = Self.readLine(output, &pending).flatMap({ Int($0) }) else {
            throw BenchmarkError("the emulator did not count its requests")
        }
        return count
    }

    private static func readLine(_ pipe: Pipe, _ pending: inout [UInt8]) -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let chunk = pipe.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return nil }
            pending.append(contentsOf: chunk)
        }
    }
}

/// A value made on first use and kept, so a suite filtered to other benchmarks starts nothing.
package final class Lazily<Value: Sendable>: @unchecked Sendable {  // `value` is used under `lock`
    private let lock = NSLock()
    private let make: @Sendable () throws -> Value
    private var value: Value?

    package init(_ make: @escaping @Sendable () throws -> Value) { self.make = make }

    package func get() throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = try make()
        value = made
        return made
    }
}
