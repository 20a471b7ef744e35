import F1TestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The built f1web on a loopback port of its own, as a person starts it: started with
/// posix_spawn (optionally under `ulimit -n`), its address read from what it prints, stopped by
/// a signal and reaped here. Every wait has a deadline.
final class ServedSite: Sendable {
    let pid: pid_t
    let url: String
    let port: Int
    private let output: URL

    /// The f1web built beside the tests, or the one `F1KIT_TEST_F1WEB` names (to run these tests
    /// against another build, such as one from before a fix).
    static var program: URL {
        ProcessInfo.processInfo.environment["F1KIT_TEST_F1WEB"].map { URL(fileURLWithPath: $0) }
            ?? ProcessRunner.builtExecutable(named: "f1web")
    }

    /// Starts f1web with `arguments` (port 0 is added) and waits for its address.
    /// `descriptorLimit` sets both limits (`ulimit -n`); `softDescriptorLimit` the soft one alone.
    static func start(
        _ arguments: [String], descriptorLimit: Int? = nil, softDescriptorLimit: Int? = nil, deadline: Duration = .seconds(30)
    ) async throws -> ServedSite {
        let output = FileManager.default.temporaryDirectory.appending(path: "f1web-\(UUID().uuidString).out")
        let all = arguments + ["--port", "0", "--time-zone", "UTC"]
        let (path, argv): (String, [String]) =
            if let descriptorLimit {
                ("/bin/sh", ["/bin/sh", "-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", program.path] + all)
            } else if let softDescriptorLimit {
                ("/bin/sh", ["/bin/sh", "-c", "ulimit -S -n \(softDescriptorLimit) && exec \"$0\" \"$@\"", program.path] + all)
            } else {
                (program.path, [program.path] + all)
            }
        let pid = try spawn(path, argv, output: output)
        // Waited for on a thread of its own: a test pool starved by others' blocking work (the
        // whole suite on two cores) once woke this loop only past its deadline.
        let limit = deadline * ProcessRunner.deadlineScale
        let found = await RawHTTP.onThread { () -> Result<(String, Int), ServedSiteError> in
            let end = ContinuousClock.now + limit
            while true {
                let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
                if let match = printed.firstMatch(of: /on (http:\/\/\S+:(\d+)\/)/), let port = Int(match.2) {
                    return .success((String(match.1), port))
                }
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == pid { return .failure(.ended("f1web ended before serving: \(printed)")) }
                guard ContinuousClock.now < end else { break }
                usleep(20_000)
            }
            kill(pid, SIGKILL)
            _ = waitpid(pid, nil, 0)
            return .failure(.ended("f1web printed no address within \(limit)"))
        }
        let (url, port) = try found.get()
        return ServedSite(pid: pid, url: url, port: port, output: output)
    }

    /// Runs `body` against a site started with `arguments`, then stops it with SIGTERM, however
    /// `body` ends; a stop that is not a clean exit is an issue.
    static func serving(
        _ arguments: [String], descriptorLimit: Int? = nil, _ body: (ServedSite) async throws -> Void
    ) async throws {
        let site = try await start(arguments, descriptorLimit: descriptorLimit)
        do {
            try await body(site)
        } catch {
            await site.stop()
            throw error
        }
        let status = await site.stop()
        #expect(status == 0, "f1web's exit status after SIGTERM")
    }

    /// Starts `path` with `argv`, its output (both streams) to `output`, its input empty; the pid.
    static func spawn(_ path: String, _ argv: [String], output: URL) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let cArguments = argv.map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "F1DB_PATH" }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in cArguments + environment { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, nil, cArguments, environment)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        return pid
    }

    private init(pid: pid_t, url: String, port: Int, output: URL) {
        self.pid = pid
        self.url = url
        self.port = port
        self.output = output
    }

    /// What it printed so far: the address line and the request log.
    var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

    /// Sends `signal` and waits for the end: its exit status, or nil when it had to be killed
    /// at the deadline (recorded as an issue).
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM, deadline: Duration = .seconds(20)) async -> Int32? {
        kill(pid, signal)
        let (pid, output) = (pid, output)
        let limit = deadline * ProcessRunner.deadlineScale
        let status = await RawHTTP.onThread { () -> Int32? in
            let end = ContinuousClock.now + limit
            var status: Int32 = 0
            while true {
                if waitpid(pid, &status, WNOHANG) == pid {
                    try? FileManager.default.removeItem(at: output)
                    return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
                }
                guard ContinuousClock.now < end else { break }
                usleep(10_000)
            }
            kill(pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
            return nil
        }
        if status == nil { Issue.record("f1web was still running \(deadline) after signal \(signal), and was killed") }
        return status
    }
}

enum ServedSiteError: Error, Sendable {
    case ended(String)
}
