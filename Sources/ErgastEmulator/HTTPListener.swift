import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Accepts connections on 127.0.0.1 and gives each its own thread: hangs and slow clients then never
/// hold up other requests, and there are few enough connections in tests and benchmarks for threads.
final class HTTPListener: Sendable {
    let port: UInt16
    private let listenFD: Int32
    /// A pipe that becomes readable on stop: one write wakes the accept loop and every hanging connection,
    /// which closing the listening socket alone would not do on Linux.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let handler: @Sendable (HTTPRequest) -> HTTPReply
    private let stopped = Locked(false)
    private let acceptLoopDone = DispatchSemaphore(value: 0)

    private static let maxHeadBytes = 64 * 1024
    private static let maxDrainedBodyBytes = 1024 * 1024

    init(handler: @escaping @Sendable (HTTPRequest) -> HTTPReply) throws {
        (listenFD, port) = try Socket.listenOnLoopback()
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else {
            let error = SocketError(call: "pipe", code: errno)
            close(listenFD)
            throw error
        }
        (wakeRead, wakeWrite) = (pipeFDs[0], pipeFDs[1])
        pipeFDs.forEach(Socket.closeOnExec)
        self.handler = handler
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Connection threads hold the listener, so this runs only once the last of them has closed:
    /// the pipe's descriptors cannot be reused under a thread still polling them.
    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Returns once the listening socket is closed; connections in flight finish on their own.
    func stop() {
        let first = stopped.withLock { wasStopped in
            defer { wasStopped = true }
            return !wasStopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        acceptLoopDone.wait()
    }

    private func acceptLoop() {
        defer {
            close(listenFD)
            acceptLoopDone.signal()
        }
        while Socket.waitReadable([listenFD, wakeRead], milliseconds: -1) == 0 {
            let client = accept(listenFD, nil, nil)
            guard client >= 0 else { continue }
            Socket.closeOnExec(client)
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ fd: Int32) {
        defer { close(fd) }
        Socket.prepareConnection(fd, readTimeout: 10)
        guard let request = readRequest(fd) else { return }
        switch handler(request) {
        case .respond(let response):
            if Socket.sendAll(fd, response.serialized) {
                _ = shutdown(fd, Int32(SHUT_WR))
            }
        case .hang(let seconds):
            _ = Socket.waitReadable([fd, wakeRead], milliseconds: Int32(min(max(seconds, 0), 86_400) * 1000))
        case .drop:
            break
        case .stream(let head, let body):
            guard Socket.sendAll(fd, head) else { return }
            body { Socket.sendAll(fd, $0) }
            _ = shutdown(fd, Int32(SHUT_WR))
        }
    }

    private func readRequest(_ fd: Int32) -> HTTPRequest? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let blankLine = Data("\r\n\r\n".utf8)
        while true {
            if let end = buffer.range(of: blankLine) {
                guard let request = HTTPRequest(head: buffer[..<end.lowerBound]) else { return nil }
                drainBody(fd, of: request, alreadyRead: buffer.count - end.upperBound)
                return request
            }
            guard buffer.count < Self.maxHeadBytes else { return nil }
            let count = recv(fd, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// Reads a body nobody wants, because closing a socket with unread input makes the kernel send a
    /// reset, and the client could lose the 405 that explains why its POST failed.
    private func drainBody(_ fd: Int32, of request: HTTPRequest, alreadyRead: Int) {
        guard let length = request.headers["content-length"].flatMap({ Int($0) }) else { return }
        var remaining = min(length, Self.maxDrainedBodyBytes) - alreadyRead
        var chunk = [UInt8](repeating: 0, count: 4096)
        while remaining > 0 {
            let count = recv(fd, &chunk, min(chunk.count, remaining), 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            remaining -= count
        }
    }
}
