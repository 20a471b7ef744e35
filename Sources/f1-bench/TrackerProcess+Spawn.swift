#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension TrackerProcess {
    /// How a run of the program ended.
    enum Ending: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        init(waitStatus status: Int32) {
            // WIFEXITED and friends are macros Swift cannot import.
            let signal = status & 0x7F
            self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
        }

        var description: String {
            switch self {
            case .exited(let code): "exit status \(code)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    /// posix_spawn in a new session that opens the terminal side as stdin, so it becomes the
    /// controlling terminal (the session leader has none yet, and O_NOCTTY is not given).
    static func spawn(_ executable: URL, _ arguments: [String], terminalPath: String) throws -> (pid_t, ContinuousClock.Instant) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t(), noSignals = sigset_t()
        sigfillset(&allSignals)
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        #if os(Linux)
        let newSession: Int32 = 0x80  // POSIX_SPAWN_SETSID, which the Glibc module leaves out (it needs _GNU_SOURCE)
        #else
        let newSession = Int32(POSIX_SPAWN_SETSID)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(newSession | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)))
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let inherited = ["HOME", "PATH"].compactMap { name in ProcessInfo.processInfo.environment[name].map { "\(name)=\($0)" } }
        let variables = ["TERM=xterm-256color", "LANG=C.UTF-8", "TZ=UTC", "SWIFT_BACKTRACE=enable=no"] + inherited
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let started = ContinuousClock.now
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw BenchmarkError("cannot start \(executable.path): \(String(cString: strerror(result)))") }
        return (pid, started)
    }
}
