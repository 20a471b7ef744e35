import F1TestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A built program started with posix_spawn and reaped here, its pid known at once, so a test can
/// find its helpers and kill it; its standard error goes to a file.
final class SpawnedProgram: Sendable {
    struct Ending: Sendable {
        var status: Int32
        var signal: Int32?
        var stderr: String
    }

    let pid: pid_t
    private let stderrFile: URL

    init(_ program: URL, _ arguments: [String], environment: [String: String]) throws {
        stderrFile = FileManager.default.temporaryDirectory.appending(path: "spawned-\(UUID().uuidString).stderr")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, program.path, &actions, nil, argv, envp)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
        self.pid = pid
    }

    /// Waits on a thread of its own until the program ends; past `deadline` it is
    /// killed and the test gets an issue.
    func wait(deadline: Duration) async -> Ending {
        let pid = pid
        let stderrFile = stderrFile
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let end = ContinuousClock.now + deadline
                var status: Int32 = 0
                var killed = false
                while true {
                    let reaped = waitpid(pid, &status, WNOHANG)
                    if reaped < 0 && errno == EINTR { continue }
                    guard reaped == 0 else { break }
                    if ContinuousClock.now > end, !killed {
                        killed = true
                        kill(pid, SIGKILL)
                        Issue.record("the program was still running after \(deadline) and was killed")
                    }
                    usleep(20_000)
                }
                let signalled = status & 0x7f
                let stderr = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
                try? FileManager.default.removeItem(at: stderrFile)
                continuation.resume(
                    returning: Ending(
                        status: signalled == 0 ? (status >> 8) & 0xff : 0, signal: signalled == 0 ? nil : signalled,
                        stderr: stderr))
            }
        }
    }

    /// The processes whose parent this program is, by pid, read from /proc.
    var children: [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { Self.parent(of: $0) == pid }
    }

    /// A process's parent from /proc/PID/stat, whose second field (the name) may hold spaces.
    static func parent(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }

    /// Whether `pid` has ended: gone, or a zombie nobody has reaped yet.
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }
}
