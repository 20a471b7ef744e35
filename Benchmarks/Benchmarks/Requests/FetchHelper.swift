import BenchSupport
import F1Data
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The release f1report-fetch as f1report runs it, through its wire format: three lines (a
/// version, `ok STATUS` or `failed KIND`, the headers as JSON), then the body; kept (`--serve`),
/// a JSON line a request in, and each answer out preceded by a line with its length.
enum FetchHelper {
    /// The helper's environment, as f1report gives it: the answer limit and this process as its parent.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { $0.key != "LD_PRELOAD" }
        environment["F1REPORT_FETCH_LIMIT"] = String(HTTPResponse.standardBodyLimit)
        environment["F1REPORT_FETCH_PARENT"] = String(getpid())
        return environment
    }

    /// One helper for one GET by posix_spawn (as f1report starts it), read to its end and waited
    /// for: its status and body size.
    static func once(_ fetcher: URL, _ url: URL) throws -> (status: Int, bytes: Int) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw BenchmarkError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let argv = [strdup(fetcher.path), strdup(url.absoluteString), nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let started = posix_spawn(&pid, fetcher.path, &actions, nil, argv, envp)
        close(ends[1])
        defer { close(ends[0]) }
        guard started == 0 else { throw BenchmarkError("cannot start \(fetcher.path)") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else { throw BenchmarkError("f1report-fetch failed with status \(status)") }
        return try answer(data)
    }

    /// One `f1report-fetch --serve`, started at the first request.
    final class Kept {
        private let fetcher: URL
        private var process: Process?
        private let input = Pipe()
        private let output = Pipe()
        private var pending = Data()

        init(_ fetcher: URL) throws { self.fetcher = fetcher }

        func get(_ url: URL) throws -> (status: Int, bytes: Int) {
            if process == nil {
                let process = Process()
                process.executableURL = fetcher
                process.arguments = ["--serve"]
                process.environment = FetchHelper.environment
                process.standardInput = input
                process.standardOutput = output
                try process.run()
                self.process = process
            }
            let request = try JSONSerialization.data(
                withJSONObject: ["url": url.absoluteString, "headers": [String: String]()], options: [.sortedKeys])
            try input.fileHandleForWriting.write(contentsOf: request + Data("\n".utf8))
            guard let length = Int(String(decoding: try read(until: UInt8(ascii: "\n")), as: UTF8.self)) else {
                throw BenchmarkError("the kept helper's answer has no length line")
            }
            return try answer(try read(count: length))
        }

        /// Closes its input and waits for it to end, so its CPU time is counted.
        func stop() {
            try? input.fileHandleForWriting.close()
            process?.waitUntilExit()
        }

        private func read(until byte: UInt8) throws -> Data {
            while true {
                if let end = pending.firstIndex(of: byte) {
                    let line = pending[pending.startIndex..<end]
                    pending = Data(pending[(end + 1)...])
                    return Data(line)
                }
                try fill()
            }
        }

        private func read(count: Int) throws -> Data {
            while pending.count < count { try fill() }
            let taken = Data(pending.prefix(count))
            pending = Data(pending.dropFirst(count))
            return taken
        }

        private func fill() throws {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw BenchmarkError("the kept helper ended") }
            pending.append(chunk)
        }
    }

    /// The status and body size of a wire answer.
    static func answer(_ data: Data) throws -> (status: Int, bytes: Int) {
        let lines = data.split(separator: UInt8(ascii: "\n"), maxSplits: 3, omittingEmptySubsequences: false)
        let outcome = lines.count > 1 ? String(decoding: lines[1], as: UTF8.self).split(separator: " ") : []
        guard lines.count == 4, outcome.count == 2, outcome[0] == "ok", let status = Int(outcome[1]) else {
            throw BenchmarkError("f1report-fetch answered '\(String(decoding: data.prefix(200), as: UTF8.self))'")
        }
        return (status, lines[3].count)
    }
}
