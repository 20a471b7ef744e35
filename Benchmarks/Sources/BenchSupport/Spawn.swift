import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole process run to its exit with its output to /dev/null, by posix_spawn, so the figure
/// is the program's own time, not the cost of Foundation's Process and pipes.
package enum Spawn {
    /// `/usr/bin/true`: the cost of starting any process, to set the others beside.
    package static let trueCommand = URL(
        fileURLWithPath: FileManager.default.isExecutableFile(atPath: "/usr/bin/true") ? "/usr/bin/true" : "/bin/true")

    /// Runs `program` and waits for it; an error unless it exits 0.
    package static func run(_ program: URL, _ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        // Nothing the harness preloads into itself reaches the program timed.
        let envp = ProcessInfo.processInfo.environment.filter { $0.key != "LD_PRELOAD" }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        guard posix_spawn(&pid, program.path, &actions, nil, argv, envp) == 0 else {
            throw BenchmarkError("cannot start \(program.path)")
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        guard status == 0 else {
            throw BenchmarkError("\(program.lastPathComponent) \(arguments.joined(separator: " ")) failed with status \(status)")
        }
    }
}
