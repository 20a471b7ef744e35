import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// HTTP spoken byte by byte over a loopback socket, for what a client library would tidy away:
/// HTTP/1.0, a chunked body, a method no route has, a connection held idle. Blocking calls run on
/// threads of their own, each bounded by a deadline.
enum RawHTTP {
    struct Exchange: Sendable {
        /// Everything the server sent, as text.
        var text: String
        /// Whether the server closed the connection before the deadline.
        var closed: Bool
        /// The request bytes the server took before it closed (or all of them).
        var sent: Int

        var statusLine: String { text.components(separatedBy: "\r\n").first ?? "" }

        /// The value of `name` in the answer's head, compared without case.
        func header(_ name: String) -> String? {
            let head = text.components(separatedBy: "\r\n\r\n").first ?? ""
            for line in head.components(separatedBy: "\r\n").dropFirst() {
                let parts = line.split(separator: ":", maxSplits: 1)
                if parts.count == 2, parts[0].lowercased() == name.lowercased() { return parts[1].trimmingCharacters(in: .whitespaces) }
            }
            return nil
        }
    }

    /// A connected TCP socket to `port` on the loopback (IPv6's when `ipv6`).
    static func connect(port: Int, ipv6: Bool = false) throws -> Int32 {
        let socket = Glibc.socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let connected: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            address.sin6_addr = in6addr_loopback
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard connected == 0 else {
            let error = errno
            close(socket)
            throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)
        }
        return socket
    }

    /// Sends `request` on a new connection and reads until the server closes it or `deadline`.
    static func exchange(
        port: Int, _ request: [UInt8], ipv6: Bool = false, deadline: Duration = .seconds(10), until: String? = nil
    ) async throws -> Exchange {
        let socket = try connect(port: port, ipv6: ipv6)
        defer { close(socket) }
        return await onThread { exchange(on: socket, request, deadline: deadline, until: until) }
    }

    static func exchange(port: Int, _ request: String, ipv6: Bool = false, deadline: Duration = .seconds(10)) async throws -> Exchange {
        try await exchange(port: port, Array(request.utf8), ipv6: ipv6, deadline: deadline)
    }

    /// Sends on an open connection and reads what comes back until it closes or `deadline`;
    /// with `until`, stops as soon as the text read contains it.
    static func exchange(on socket: Int32, _ request: [UInt8], deadline: Duration, until: String? = nil) -> Exchange {
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let end = ContinuousClock.now + deadline
        var sent = 0
        var sendFailed = false
        var received: [UInt8] = []
        var closed = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while ContinuousClock.now < end {
            let sending = sent < request.count && !sendFailed
            if sending {
                let count = request[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
                if count > 0 {
                    sent += count
                } else if errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
                    sendFailed = true  // The server closed: read what it said.
                }
            }
            let read = recv(socket, &buffer, buffer.count, sending ? Int32(MSG_DONTWAIT) : 0)
            if read > 0 {
                received += buffer[..<read]
                if let until, String(decoding: received, as: UTF8.self).contains(until) { break }
            } else if read == 0 || errno == ECONNRESET {
                closed = true
                break
            } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                if sending { usleep(1000) }
            } else {
                break
            }
        }
        return Exchange(text: String(decoding: received, as: UTF8.self), closed: closed, sent: sent)
    }

    /// `work` on a thread of its own, so a blocking call holds no task's thread.
    static func onThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}
