#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal opened with posix_openpt, for what drives a terminal program the way a
/// person's terminal would (TerminalKit's tests, `f1-bench tracker`): the controller side to read
/// and type on, and the terminal side, whose path a program opens. Closing is the owner's.
package struct PseudoTerminalPair: Sendable {
    package let controller: Int32
    /// The terminal side, held open here too so the pair outlives the program.
    package let terminal: Int32
    package let path: String

    /// Why a pair could not be opened: a clause naming the step and the system's reason.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package init() throws(Failure) {
        controller = Calls.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard controller >= 0 else { throw Failure(description: "posix_openpt failed: \(String(cString: strerror(errno)))") }
        var name = [CChar](repeating: 0, count: 128)
        guard Calls.grantpt(controller) == 0, Calls.unlockpt(controller) == 0, Calls.ptsname_r(controller, &name, name.count) == 0 else {
            close(controller)
            throw Failure(description: "preparing the pseudo-terminal failed: \(String(cString: strerror(errno)))")
        }
        path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        terminal = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else {
            close(controller)
            throw Failure(description: "opening \(path) failed: \(String(cString: strerror(errno)))")
        }
    }

    /// Starts `path` with the terminal side as its standard streams, in a session of its own with
    /// default signal dispositions and nothing blocked, whatever the caller's are. With
    /// `controllingTerminal`, the program opens the terminal by its path and so gets it as its
    /// controlling terminal (resizes then reach it as SIGWINCH from the kernel); without, the
    /// streams are copies of the descriptor held here.
    package func spawn(_ path: String, arguments: [String], environment: [String], controllingTerminal: Bool) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if controllingTerminal {
            posix_spawn_file_actions_addopen(&actions, 0, self.path, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        } else {
            for stream in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, terminal, stream) }
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
        #if os(Linux)
        let newSession: Int32 = 0x80  // POSIX_SPAWN_SETSID, which the Glibc module leaves out (it needs _GNU_SOURCE)
        #else
        let newSession = Int32(POSIX_SPAWN_SETSID)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(newSession | Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(description: "cannot start \(path): \(String(cString: strerror(result)))") }
        return pid
    }

    /// posix_openpt and its friends are declared by <stdlib.h> only under _XOPEN_SOURCE, which the
    /// Glibc module leaves out, so they are looked up in the C library as it is loaded.
    private enum Calls {
        static let openpt = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        static let grantpt = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        static let unlockpt = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // The C function's own name.
        static let ptsname_r = function("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)

        private static func function<Signature>(_ name: String, as signature: Signature.Type) -> Signature {
            let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)  // RTLD_DEFAULT
            precondition(symbol != nil, "the C library has no \(name)")  // trap-ok: every C library TerminalKit runs on has the POSIX pty calls
            return unsafeBitCast(symbol, to: signature)
        }
    }
}
