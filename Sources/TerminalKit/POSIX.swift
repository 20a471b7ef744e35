#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls the session makes, with their retry rules in one place.
enum POSIX {
    /// Writes all of `bytes`, again after a partial write or EINTR; false once the descriptor fails.
    /// Async-signal-safe: only write(2), no allocation.
    @discardableResult
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard var next = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            next += written
            remaining -= written
        }
        return true
    }

    /// strerror's sentence for an errno value, e.g. "Inappropriate ioctl for device".
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// A pipe whose ends are non-blocking (a signal handler must never wait on it) and closed on exec.
    static func makeWakePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }

    /// The window size of a terminal, nil when the descriptor is no terminal or reports zero.
    static func windowSize(_ descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(descriptor, UInt(TIOCGWINSZ), $0) }
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
