import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed POSIX call while setting up the server.
public struct SocketError: Error, CustomStringConvertible {
    public var call: String
    public var code: Int32
    public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
}

/// The few POSIX calls whose spelling differs between Glibc and Darwin, kept in one place.
enum Socket {
    static func check(_ result: Int32, _ call: String) throws {
        if result < 0 { throw SocketError(call: call, code: errno) }
    }

    /// Marks `fd` to close in any program this process starts: tests start servers beside the
    /// emulator, and a child holding a copy of a connection keeps it open after the emulator
    /// closes it (a hang the emulator stopped then never ended).
    static func closeOnExec(_ fd: Int32) {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    /// A non-blocking TCP socket listening on 127.0.0.1 at a port the kernel picks.
    static func listenOnLoopback() throws -> (fd: Int32, port: UInt16) {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        try check(fd, "socket")
        closeOnExec(fd)
        do {
            var address = sockaddr_in()
            #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            let length = socklen_t(MemoryLayout<sockaddr_in>.size)
            try check(
                withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
                }, "bind")
            try check(listen(fd, 128), "listen")
            try check(fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK), "fcntl")
            var bound = sockaddr_in()
            var boundLength = length
            try check(
                withUnsafeMutablePointer(to: &bound) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &boundLength) }
                }, "getsockname")
            return (fd, UInt16(bigEndian: bound.sin_port))
        } catch {
            close(fd)
            throw error
        }
    }

    /// Makes an accepted socket blocking (BSD sockets inherit O_NONBLOCK from the listener), bounds
    /// how long a read may stall, and stops writes to a vanished peer from raising SIGPIPE on Darwin.
    static func prepareConnection(_ fd: Int32, readTimeout seconds: Int) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Writes all of `data`; false when the peer went away first.
    static func sendAll(_ fd: Int32, _ data: Data) -> Bool {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        return data.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = send(fd, buffer.baseAddress! + sent, buffer.count - sent, flags)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return false }
                sent += count
            }
            return true
        }
    }

    /// Waits until one of `fds` is readable or closed, or `milliseconds` pass (-1: forever);
    /// the index of the first ready one, or nil on timeout.
    static func waitReadable(_ fds: [Int32], milliseconds: Int32) -> Int? {
        var polled = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let result = poll(&polled, nfds_t(polled.count), milliseconds)
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return nil }
            return polled.firstIndex { $0.revents != 0 }
        }
    }
}
