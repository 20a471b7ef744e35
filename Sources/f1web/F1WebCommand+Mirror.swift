import F1CommandLine
import F1DataNIO
import F1Web
import Foundation
import ServiceLifecycle

extension F1WebCommand {
    /// A page server's copy of the live channel (`--mirror-from URL`), followed over `client`.
    static func channelMirror(_ url: URL, into feed: LiveFeed, client: NIOHTTPClient) -> ChannelMirror {
        ChannelMirror(
            feed: feed, source: url.absoluteString, notice: { Terminal().complain($0) },
            follow: { lastEventID, read in
                var headers = ["Accept": "text/event-stream"]
                if let lastEventID { headers["Last-Event-ID"] = lastEventID }
                let status = try await client.stream(url, headers: headers, read: read)
                guard status == 200 else { throw LivePublisher.Refusal(status: status) }
            })
    }

    /// The copy, run beside the server and ended with it.
    struct MirrorService: Service {
        let mirror: ChannelMirror

        func run() async throws {
            await cancelWhenGracefulShutdown { await mirror.run() }
        }
    }
}
