#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP client on bare sockets, for watching what the server does to a connection.
struct RawClient {
    enum Ending: Equatable {
        case closedWithoutAnswer
        case answered
        case stillOpen
    }

    struct ConnectError: Error {}

    let fd: Int32

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, connected == 0 else { throw ConnectError() }
    }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
    }

    /// Reads until the server closes the connection, or gives up after `seconds`.
    func receiveUntilClosed(waitingAtMost seconds: Int32) -> Ending {
        var received = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        var polled = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while poll(&polled, 1, seconds * 1000) > 0 {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { return received == 0 ? .closedWithoutAnswer : .answered }
            received += count
        }
        return .stillOpen
    }

    func disconnect() {
        _ = close(fd)
    }
}
