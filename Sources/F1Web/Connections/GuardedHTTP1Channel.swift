import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1 channel with `HTTPGuard` put where it sees HTTP/1's own parts: between
/// the HTTP/1 decoder and the conversion to the version-free HTTP types, which Hummingbird's
/// extra handlers come after.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let limit: ConnectionLimit?
    let ends: ConnectionEnds?
    let maximumBody: Int

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let conversion = try operations.handler(type: HTTP1ToHTTPServerCodec.self)
            try operations.addHandler(HTTPGuard(limit: limit, ends: ends, maximumBody: maximumBody), position: .before(conversion))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}

extension HTTPServerBuilder {
    /// HTTP/1 as f1web serves it: `HTTPGuard` on each connection, `limit` over all of them, and
    /// `ends` told as each ends.
    package static func guardedHTTP1(
        idleTimeout: TimeAmount, limit: ConnectionLimit?, ends: ConnectionEnds?, maximumBody: Int
    ) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            GuardedHTTP1Channel(
                http1: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: idleTimeout)), limit: limit, ends: ends,
                maximumBody: maximumBody)
        }
    }
}
