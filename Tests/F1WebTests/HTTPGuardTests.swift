import NIOCore
import NIOEmbedded
import NIOHTTP1
import Synchronization
import Testing

@testable import F1Web

/// `HTTPGuard` on an embedded channel: what it passes on to Hummingbird, what it writes back, and
/// when it closes the connection.
@Suite struct HTTPGuardTests {
    static func channel(limit: ConnectionLimit? = nil) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(HTTPGuard(limit: limit, maximumBody: 16 * 1024))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    static func head(_ version: HTTPVersion = .http1_1, _ headers: [(String, String)] = []) -> HTTPServerRequestPart {
        .head(HTTPRequestHead(version: version, method: .GET, uri: "/2025", headers: HTTPHeaders(headers)))
    }

    static func answer(_ channel: EmbeddedChannel, _ headers: [(String, String)] = [("content-length", "2")]) throws {
        try channel.writeOutbound(HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: HTTPHeaders(headers))))
        try channel.writeOutbound(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(string: "ok"))))
        try channel.writeOutbound(HTTPServerResponsePart.end(nil))
    }

    /// A live stream's answer says `Connection: close`: when it ends (a viewer dropped for falling
    /// behind), the connection ends with it instead of idling for a minute.
    @Test func anAnswerThatSaysCloseEndsTheConnection() throws {
        let channel = try Self.channel()
        try channel.writeInbound(Self.head())
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        try Self.answer(channel, [("connection", "close")])
        channel.embeddedEventLoop.run()
        #expect(!channel.isActive)
    }

    @Test func aKeptAliveAnswerKeepsTheConnection() throws {
        let channel = try Self.channel()
        try channel.writeInbound(Self.head())
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        try Self.answer(channel)
        channel.embeddedEventLoop.run()
        #expect(channel.isActive)
        _ = try channel.finish()
    }

    @Test func http10IsAnsweredAsHTTP10() throws {
        let channel = try Self.channel()
        try channel.writeInbound(Self.head(.http1_0))
        guard case .head(let passed) = try channel.readInbound(as: HTTPServerRequestPart.self) else {
            Issue.record("the request head was not passed on")
            return
        }
        // Hummingbird reads `Connection: close` to close after the answer.
        #expect(passed.headers["connection"] == ["close"])
        try Self.answer(channel)
        guard case .head(let sent) = try channel.readOutbound(as: HTTPServerResponsePart.self) else {
            Issue.record("no answer head was written")
            return
        }
        #expect(sent.version == .http1_0)
        #expect(sent.headers["connection"] == ["close"])
        channel.embeddedEventLoop.run()
        #expect(!channel.isActive)
    }

    /// A chunked body is held until it ends within the limit, then passed on whole and in order.
    @Test func aChunkedBodyWithinTheLimitIsPassedOnWhenItEnds() throws {
        let channel = try Self.channel()
        try channel.writeInbound(Self.head(.http1_1, [("transfer-encoding", "chunked")]))
        try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(repeating: 1, count: 10_000)))
        #expect(try channel.readInbound(as: HTTPServerRequestPart.self) == nil)
        try channel.writeInbound(HTTPServerRequestPart.end(nil))
        var parts: [String] = []
        while let part = try channel.readInbound(as: HTTPServerRequestPart.self) {
            switch part {
            case .head: parts.append("head")
            case .body(let bytes): parts.append("body \(bytes.readableBytes)")
            case .end: parts.append("end")
            }
        }
        #expect(parts == ["head", "body 10000", "end"])
        _ = try channel.finish()
    }

    /// Past the limit: 413, closed, and nothing of the request reaches Hummingbird.
    @Test func aChunkedBodyPastTheLimitIsRefused() throws {
        let channel = try Self.channel()
        try channel.writeInbound(Self.head(.http1_1, [("transfer-encoding", "chunked")]))
        try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(repeating: 1, count: 10_000)))
        try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(repeating: 1, count: 10_000)))
        channel.embeddedEventLoop.run()
        guard case .head(let sent) = try channel.readOutbound(as: HTTPServerResponsePart.self) else {
            Issue.record("no answer head was written")
            return
        }
        #expect(sent.status == .payloadTooLarge)
        #expect(try channel.readInbound(as: HTTPServerRequestPart.self) == nil)
        #expect(!channel.isActive)
    }

    /// The limit hears the connection busy while a request is answered and idle after, which is
    /// what lets it close only idle ones to make room.
    @Test func theLimitHearsBusyAndIdle() throws {
        let limit = ConnectionLimit(maximum: 1)
        let busy = try Self.channel(limit: limit)
        try busy.writeInbound(Self.head())
        #expect(!limit.isAccepting)
        try Self.answer(busy)
        #expect(limit.isAccepting)
        _ = try busy.finish()
    }

    /// Each request carries its connection's number (never the client's own), and what waits on
    /// the number runs as soon as the client closes its side: a live stream stops then, not at
    /// the next update.
    @Test func aConnectionsEndIsHeardByItsNumber() throws {
        let ends = ConnectionEnds()
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(HTTPGuard(limit: nil, ends: ends, maximumBody: 16 * 1024))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        try channel.writeInbound(Self.head(.http1_1, [("F1web-Connection", "999")]))
        guard case .head(let passed) = try channel.readInbound(as: HTTPServerRequestPart.self) else {
            Issue.record("the request head was not passed on")
            return
        }
        let numbers = passed.headers["F1web-Connection"]
        #expect(numbers.count == 1)
        let number = try #require(numbers.first.flatMap { Int($0) })
        #expect(number != 999)
        let stopped = Mutex(false)
        ends.whenEnded(number) { stopped.withLock { $0 = true } }
        #expect(!stopped.withLock { $0 })
        channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        #expect(stopped.withLock { $0 })
        #expect(ends.count == 0)
        _ = try? channel.finish()
    }
}
