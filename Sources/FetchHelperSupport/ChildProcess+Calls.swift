#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ChildProcess {
    /// A pipe whose two ends are closed on exec: a program started elsewhere in this process
    /// (a thread's, at the same moment) must not hold the end a child writes, or the reader would
    /// wait for that program to end too.
    package static func pipe() throws(Failure) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
        guard Calls.pipe2(&ends, O_CLOEXEC) == 0 else { throw Failure(code: errno) }
        #else
        guard Darwin.pipe(&ends) == 0 else { throw Failure(code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #endif
        return (ends[0], ends[1])
    }

    /// What `spawn` cannot name through the Glibc module, which leaves out what needs _GNU_SOURCE.
    enum Calls {
        #if os(Linux)
        static let pipe2 = function("pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32).self)
        /// glibc 2.34's closefrom action (`close_range` in the child); nil in an older C library.
        static let addCloseFrom = optionalFunction(
            "posix_spawn_file_actions_addclosefrom_np",
            as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32).self)
        #endif

        /// Has the child close every descriptor past its standard streams; the spawn flags that
        /// takes, if it is one. Without glibc's closefrom action, each descriptor open now and not
        /// closed on exec is closed by an action of its own, found by asking for its flags, which
        /// lists nothing.
        static func closeTheRest(_ actions: inout posix_spawn_file_actions_t) -> Int32 {
            #if os(Linux)
            if let addCloseFrom, addCloseFrom(&actions, 3) == 0 { return 0 }
            var limit = rlimit()
            getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            for descriptor in 3..<Int32(clamping: min(limit.rlim_cur, 65_536)) {
                let flags = fcntl(descriptor, F_GETFD)
                if flags >= 0, flags & FD_CLOEXEC == 0 { posix_spawn_file_actions_addclose(&actions, descriptor) }
            }
            return 0
            #else
            return Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
            #endif
        }

        #if os(Linux)
        private static func function<Signature>(_ name: String, as signature: Signature.Type) -> Signature {
            guard let found = optionalFunction(name, as: signature) else {
                preconditionFailure("the C library has no \(name)")  // trap-ok: glibc has had pipe2 since 2.9, musl always
            }
            return found
        }

        private static func optionalFunction<Signature>(_ name: String, as signature: Signature.Type) -> Signature? {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }  // RTLD_DEFAULT
            return unsafeBitCast(symbol, to: signature)
        }
        #endif
    }
}
