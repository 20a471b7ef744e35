import HTTPTypes
import NIOCore
import NIOHTTP1

/// HTTP/1 as f1web keeps it, on each connection, below Hummingbird (which sees the version-free
/// HTTP types, and so answers every request as HTTP/1.1 and reads every body to its end):
/// - a body over the limit is refused with 413 and the connection closed, before more than the
///   limit is read: at once by its Content-Length, or once a chunked body passes the limit
///   (held until then; f1web's pages take no body, so nothing waits on it);
/// - an HTTP/1.0 request is answered as HTTP/1.0, kept alive only when it asked to be and its
///   answer has a length; `Connection: close` from either side closes after the answer;
/// - the connection limit hears when the connection is busy and when it is idle, and
///   `ConnectionEnds` when it ends (or its client closes its side).
final class HTTPGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private struct Asked {
        var version: HTTPVersion
        var keepAlive: Bool
    }

    private let limit: ConnectionLimit?
    private let ends: ConnectionEnds?
    /// This connection's number in `ends`, from its first event on.
    private var number: Int?
    private let maximumBody: Int
    /// Requests passed on whose answers have not begun, oldest first.
    private var waiting: [Asked] = []
    private var closesAfterAnswer = false
    /// A chunked request held until its body ends or passes the limit.
    private var held: [HTTPServerRequestPart]?
    private var heldBytes = 0
    /// Set once a body is refused: nothing more is read or passed on, and the 413 goes out once
    /// the answers before it have.
    private var refused: HTTPVersion?
    private var refusalSent = false
    private var answering = 0

    init(limit: ConnectionLimit?, ends: ConnectionEnds? = nil, maximumBody: Int) {
        self.limit = limit
        self.ends = ends
        self.maximumBody = maximumBody
        number = ends?.begin()
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { limit?.opened(context.channel) }
    }

    /// Also when the pipeline goes without the channel ever going inactive here, so the limit
    /// never keeps a connection that is gone (its identifier could name a new one).
    func handlerRemoved(context: ChannelHandlerContext) {
        limit?.closed(context.channel)
        ended()
    }

    func channelActive(context: ChannelHandlerContext) {
        limit?.opened(context.channel)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        limit?.closed(context.channel)
        ended()
        context.fireChannelInactive()
    }

    /// The client closed its side: no browser does that and still reads, so what streams to it stops.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case ChannelEvent.inputClosed = event { ended() }
        context.fireUserInboundEventTriggered(event)
    }

    private func ended() {
        guard let number else { return }
        self.number = nil
        ends?.end(number)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard refused == nil else { return }
        let part = unwrapInboundIn(data)
        switch part {
        case .head(let head):
            if let length = head.headers.first(name: "content-length").flatMap({ Int($0) }), length > maximumBody {
                return refuse(head.version, context: context)
            }
            if head.headers.contains(name: "transfer-encoding") {
                held = [part]
                heldBytes = 0
                return
            }
            pass(head, context: context)
        case .body(let bytes):
            guard held != nil else { return context.fireChannelRead(data) }
            heldBytes += bytes.readableBytes
            guard heldBytes <= maximumBody else {
                if case .head(let head) = held?.first { refuse(head.version, context: context) }
                return
            }
            held?.append(part)
        case .end:
            guard let parts = held else { return context.fireChannelRead(data) }
            held = nil
            for part in parts {
                if case .head(let head) = part { pass(head, context: context) } else { context.fireChannelRead(wrapInboundOut(part)) }
            }
            context.fireChannelRead(data)
        }
    }

    /// Passes a request head on, with `Connection: close` spelled as Hummingbird reads it when
    /// the client does not keep the connection (HTTP/1.0 without keep-alive, or `close` in a list).
    private func pass(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        var head = head
        if !head.isKeepAlive { head.headers.replaceOrAdd(name: "connection", value: "close") }
        head.headers.remove(name: HTTPField.Name.f1webConnection.rawName)
        if let number { head.headers.add(name: HTTPField.Name.f1webConnection.rawName, value: String(number)) }
        waiting.append(Asked(version: head.version, keepAlive: head.isKeepAlive))
        answering += 1
        if answering == 1 { limit?.requests(on: context.channel, change: 1) }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head):
            let asked = waiting.isEmpty ? Asked(version: .http1_1, keepAlive: true) : waiting.removeFirst()
            let closes = !asked.keepAlive || head.headers[canonicalForm: "connection"].contains { $0.lowercased() == "close" }
            if asked.version == .http1_0 {
                head.version = .http1_0
                // HTTP/1.0 has no chunks: an answer without a length ends when the connection does.
                let keeps = !closes && head.headers.contains(name: "content-length")
                head.headers.replaceOrAdd(name: "connection", value: keeps ? "keep-alive" : "close")
                closesAfterAnswer = !keeps
            } else {
                if closes { head.headers.replaceOrAdd(name: "connection", value: "close") }
                closesAfterAnswer = closes
            }
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            let closes = closesAfterAnswer
            closesAfterAnswer = false
            answering = max(0, answering - 1)
            if answering == 0 { limit?.requests(on: context.channel, change: -1) }
            if closes {
                let channel = context.channel
                let written = context.writeAndFlush(data)
                written.cascade(to: promise)
                written.whenComplete { _ in channel.close(promise: nil) }
            } else {
                context.write(data, promise: promise)
            }
            if answering == 0, let refused { sendRefusal(refused, context: context) }
        }
    }

    /// 413, then the connection closed: what is left of the body is never read.
    private func refuse(_ version: HTTPVersion, context: ChannelHandlerContext) {
        refused = version
        held = nil
        if answering == 0 { sendRefusal(version, context: context) }
    }

    private func sendRefusal(_ version: HTTPVersion, context: ChannelHandlerContext) {
        guard !refusalSent else { return }
        refusalSent = true
        var headers = HTTPHeaders([("connection", "close"), ("content-length", "0")])
        headers.add(name: "cache-control", value: "no-store")
        let head = HTTPResponseHead(version: version == .http1_0 ? .http1_0 : .http1_1, status: .payloadTooLarge, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
