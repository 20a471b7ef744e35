import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with posix_spawn rather than Foundation's `Process`, whose `run()` on Linux
/// lists /proc/self/fd in this process and can crash once about 1,360 descriptors are open
/// (docs/ARCHITECTURE.md, "Starting other programs"). Nothing here lists descriptors: the child
/// closes every one past its standard streams itself, as it starts.
package final class ChildProcess: Sendable {
    package enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
        /// Reaped by something else in this process (a `waitpid(-1)` elsewhere): how it ended is lost.
        case unknown
    }

    /// Why a program could not be started: the system's error number.
    package struct Failure: Error, Equatable {
        package let code: Int32

        /// The system's sentence for it, in lower case, to end a clause.
        package var reason: String { String(cString: strerror(code)).lowercased() }
    }

    package let processIdentifier: pid_t
    /// How the child ended, once reaped. Signals are sent under the same lock, so none can reach a
    /// later process given the same number.
    private let ending = Mutex<Termination?>(nil)

    private init(processIdentifier: pid_t) {
        self.processIdentifier = processIdentifier
    }

    /// Starts `executable` with `input` and `output` as its standard input and output (nil:
    /// /dev/null), /dev/null as its standard error, every other descriptor closed, default signal
    /// dispositions and none blocked, whatever this process's are. The descriptors stay the caller's.
    package static func spawn(
        _ executable: String, arguments: [String], environment: [String: String], input: Int32? = nil, output: Int32? = nil
    ) throws(Failure) -> ChildProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A descriptor numbered 0–2 (this process started with a stream closed) would be overwritten
        // by the streams set before it: such a one is given from a copy above them.
        var copies: [Int32] = []
        defer { for copy in copies { close(copy) } }
        for (stream, given, mode) in [(Int32(0), input, O_RDONLY), (1, output, O_WRONLY), (2, nil, O_WRONLY)] {
            guard var given else {
                posix_spawn_file_actions_addopen(&actions, stream, "/dev/null", mode, 0)
                continue
            }
            if given < 3 {
                given = fcntl(given, F_DUPFD_CLOEXEC, 3)
                guard given >= 0 else { throw Failure(code: errno) }
                copies.append(given)
            }
            posix_spawn_file_actions_adddup2(&actions, given, stream)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        var noSignals = sigset_t()
        sigfillset(&allSignals)
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        let flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK) | Calls.closeTheRest(&actions)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(code: result) }
        return ChildProcess(processIdentifier: pid)
    }

    /// Whether the child has not ended yet; one that has is reaped.
    package var isRunning: Bool { termination == nil }

    /// How the child ended, reaping it if it has; nil while it runs.
    package var termination: Termination? {
        ending.withLock { ending in
            if ending == nil { ending = Self.reap(processIdentifier) }
            return ending
        }
    }

    /// Sends `signal` to the child unless it has been reaped.
    package func send(_ signal: Int32) {
        ending.withLock { ending in
            if ending == nil { kill(processIdentifier, signal) }
        }
    }

    /// Waits for the child to end and reaps it. It blocks: on a thread of its own, or where nothing
    /// else has to run meanwhile (a program opening its source, `HelperBuild`).
    @discardableResult
    package func waitUntilExit() -> Termination {
        while true {
            if let termination { return termination }
            // Waits without reaping, so the reaping stays under the lock `send` takes.
            var info = siginfo_t()
            // ECHILD: reaped elsewhere; any other failure but EINTR would fail again, so is not retried.
            if waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) == -1, errno != EINTR {
                return ending.withLock { ending in
                    if ending == nil { ending = Self.reap(processIdentifier) ?? .unknown }
                    return ending ?? .unknown
                }
            }
        }
    }

    /// How `pid` ended if it has, reaping it; nil while it runs.
    private static func reap(_ pid: pid_t) -> Termination? {
        var status: Int32 = 0
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == -1 { return errno == ECHILD ? .unknown : nil }
        guard reaped == pid else { return nil }
        // The encoding of <sys/wait.h>'s macros, which Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}
