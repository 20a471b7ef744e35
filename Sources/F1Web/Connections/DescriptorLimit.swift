#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open descriptors, and how many connections fit under it.
package enum DescriptorLimit {
    /// Descriptors kept back from connections: the listening socket, standard streams, the files
    /// of a season being read (f1db reads a handful at once), the fetch helper's pipes and logs.
    package static let reserve = 128

    /// Raises the soft limit to the hard one (a shell's 1,024 is far below what the kernel allows a
    /// server) and returns the soft limit now in force.
    @discardableResult
    package static func raiseToHard() -> Int {
        var limit = rlimit()
        guard getrlimit(files, &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(files, &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur >= rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
    }

    /// The connections to allow: `wanted`, or fewer when the descriptors would not hold them.
    package static func connections(wanted: Int, descriptors: Int) -> Int {
        max(1, min(wanted, descriptors - reserve))
    }

    #if canImport(Glibc)
    private static let files = Int32(RLIMIT_NOFILE.rawValue)
    #else
    private static let files = RLIMIT_NOFILE
    #endif
}
