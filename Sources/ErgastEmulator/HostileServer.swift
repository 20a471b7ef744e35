import Foundation

/// An HTTP server on 127.0.0.1 that answers as a hostile or broken server would: redirects
/// anywhere, a body that never ends, a gzip bomb, a byte at a time. For tests of what a client
/// does with such an answer; each request's target and headers are kept to be checked.
public final class HostileServer: Sendable {
    public enum Behaviour: Sendable {
        /// A whole JSON answer.
        case answer(status: Int, body: Data)
        /// A redirect with this status (301, 302, 307) to `location`, as given.
        case redirect(status: Int, location: String)
        /// A 200 whose body has no length and goes on until the client leaves or `cap` bytes
        /// have gone: endless to any client with a smaller limit, without filling a failing test's memory.
        case endless(cap: Int)
        /// `compressed` announced as a gzip-encoded JSON answer of its length.
        case gzip(compressed: Data)
        /// A JSON answer announced at `length` bytes, sent one byte every `interval`.
        case drip(interval: Duration, length: Int)
        /// A JSON answer announced at `length` bytes, the connection closed after its first `sent`.
        case truncated(length: Int, sent: Int)
        /// The connection closed without an answer.
        case drop
    }

    public struct ReceivedRequest: Sendable {
        public var target: String
        /// Header names lower-cased.
        public var headers: [String: String]
    }

    private let received = Locked<[ReceivedRequest]>([])
    private let listener = Locked<HTTPListener?>(nil)

    /// Starts serving at once; `behaviour` decides each answer from the request's target.
    public init(_ behaviour: @escaping @Sendable (_ target: String) -> Behaviour) throws {
        let made = try HTTPListener { [received] request in
            received.withLock { $0.append(ReceivedRequest(target: request.target, headers: request.headers)) }
            return Self.reply(behaviour(request.target))
        }
        listener.withLock { $0 = made }
    }

    deinit {
        stop()
    }

    public func stop() {
        listener.withLock { $0 }?.stop()
    }

    public var port: Int { Int(listener.withLock { $0?.port } ?? 0) }

    /// `http://127.0.0.1:PORT`, without a trailing slash.
    public var origin: String { "http://127.0.0.1:\(port)" }

    public var receivedRequests: [ReceivedRequest] { received.withLock { $0 } }

    static func reply(_ behaviour: Behaviour) -> HTTPReply {
        switch behaviour {
        case .answer(let status, let body):
            return .respond(.json(status, body))
        case .redirect(let status, let location):
            return .respond(HTTPResponse(status: status, headers: [("Location", location)], body: Data()))
        case .endless(let cap):
            return .stream(head: head(["Content-Type: application/json"])) { send in
                let chunk = Data(repeating: UInt8(ascii: " "), count: 65_536)
                var sent = 0
                while sent < cap, send(chunk) { sent += chunk.count }
            }
        case .gzip(let compressed):
            let fields = ["Content-Type: application/json", "Content-Encoding: gzip", "Content-Length: \(compressed.count)"]
            return .stream(head: head(fields)) { send in _ = send(compressed) }
        case .drip(let interval, let length):
            return .stream(head: head(["Content-Type: application/json", "Content-Length: \(length)"])) { send in
                let microseconds = UInt32(clamping: interval.components.seconds * 1_000_000 + interval.components.attoseconds / 1_000_000_000_000)
                for _ in 0..<length {
                    guard send(Data(" ".utf8)) else { return }
                    usleep(microseconds)
                }
            }
        case .truncated(let length, let sent):
            return .stream(head: head(["Content-Type: application/json", "Content-Length: \(length)"])) { send in
                _ = send(Data(repeating: UInt8(ascii: " "), count: min(sent, length)))
            }
        case .drop:
            return .drop
        }
    }

    private static func head(_ fields: [String]) -> Data {
        Data((["HTTP/1.1 200 OK", "Connection: close"] + fields).joined(separator: "\r\n").utf8) + Data("\r\n\r\n".utf8)
    }
}
