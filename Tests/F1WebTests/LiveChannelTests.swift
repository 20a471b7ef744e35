import F1CommandLine
import F1Data
import F1UI
import F1Web
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

/// The two roles of a deployment (docs/deploy.md): the publisher's endpoint and the page
/// servers' channel, each checked once, and a page server's `/live` subscribed to the channel.
@Suite struct LiveChannelTests {
    @Test(arguments: ["http://127.0.0.1:8081/pub", "https://broker.example/pub/live", "http://[::1]:9000/p"])
    func aPublisherIsAnHTTPURL(_ text: String) {
        #expect(LiveChannelAddress.problem(publisher: text) == nil)
        #expect(LiveChannelAddress.publisher(text)?.absoluteString == text)
    }

    @Test(arguments: ["ftp://host/pub", "/pub", "127.0.0.1:8081/pub", "http:///pub", "http://user:secret@host/pub", "not a url"])
    func anythingElseIsNotAPublisher(_ text: String) throws {
        let problem = try #require(LiveChannelAddress.problem(publisher: text))
        #expect(problem.hasPrefix("--publish must be") && problem.hasSuffix("'."))
    }

    @Test(
        arguments: [
            ("/live/channel", nil), ("http://127.0.0.1:8090/live/channel", "http://127.0.0.1:8090"),
            ("https://live.example/sub?c=1", "https://live.example"), ("http://[::1]:81/sub", "http://[::1]:81"),
        ] as [(String, String?)])
    func aChannelIsAPathOrAnHTTPURL(_ text: String, origin: String?) {
        #expect(LiveChannelAddress.problem(subscription: text) == nil)
        #expect(LiveChannelAddress.origin(ofSubscription: text) == origin)
    }

    @Test(arguments: ["//elsewhere/sub", "live/channel", "ftp://host/sub", "/a b", "/a\"onload=", "http://host/x;y", "javascript:alert(1)"])
    func anythingElseIsNotAChannel(_ text: String) throws {
        #expect(try #require(LiveChannelAddress.problem(subscription: text)).hasPrefix("--live-from must be"))
    }

    @Test func aPageServersCopyOfTheChannelIsAnHTTPURL() throws {
        #expect(LiveChannelAddress.problem(mirror: "http://127.0.0.1:8081/pub/channel") == nil)
        #expect(LiveChannelAddress.mirror("http://127.0.0.1:8081/pub/channel")?.port == 8081)
        for text in ["/pub/channel", "ftp://host/c", "http://user:pw@host/c"] {
            #expect(try #require(LiveChannelAddress.problem(mirror: text)).hasPrefix("--mirror-from must be"))
        }
    }

    static func pageServer(channel: String, copy: LiveFeed? = nil) throws -> some ApplicationProtocol {
        var site = WebSite(
            sources: try DemoRepository(), format: F1UI.Format(timeZone: TimeZone(identifier: "UTC")!), timeZoneName: "UTC", live: copy)
        site.liveFrom = LiveChannel(url: channel, origin: LiveChannelAddress.origin(ofSubscription: channel))
        return Application(router: WebServer.router(site: site, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }))
    }

    /// The page subscribes to the channel, its policy lets it connect there, and it keeps the
    /// reload for a browser without JavaScript; the server itself has no event stream.
    @Test func aPageServersLivePageSubscribesToTheChannel() async throws {
        try await Self.pageServer(channel: "http://127.0.0.1:8090/live/channel").test(.router) { client in
            try await client.execute(uri: "/live", method: .get) { response in
                #expect(response.status == .ok)
                let body = String(buffer: response.body)
                #expect(body.contains("data-live-events=\"http://127.0.0.1:8090/live/channel\""))
                #expect(body.contains("<div id=\"live-board\">"))
                #expect(body.contains("http-equiv=\"refresh\""))
                #expect(!body.contains("name=\"delay\""))
                let policy = response.headers[HTTPField.Name("Content-Security-Policy")!] ?? ""
                #expect(policy.contains("connect-src 'self' http://127.0.0.1:8090;"))
            }
            try await client.execute(uri: "/live/events", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    /// With its own copy of the channel (`--mirror-from`), a page server draws the board without
    /// JavaScript and the summary line on its pages, while the page's script follows the channel;
    /// a delay, its own, is followed from its own stream.
    @Test func aPageServerWithACopyShowsTheBoardAndTheSummaryLine() async throws {
        let copy = LiveFeed()
        copy.publish(board: "<p>lap 12 of the copy</p>", summary: "Lap 12/57 copied", isRunning: true)
        try await Self.pageServer(channel: "/live/channel", copy: copy).test(.router) { client in
            try await client.execute(uri: "/live", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(body.contains("<p>lap 12 of the copy</p>"))
                #expect(body.contains("data-live-events=\"/live/channel\""))
                #expect(body.contains("name=\"delay\""))
            }
            try await client.execute(uri: "/live?delay=30", method: .get) { response in
                #expect(String(buffer: response.body).contains("data-live-events=\"/live/events?delay=30\""))
            }
            try await client.execute(uri: "/2025", method: .get) { response in
                #expect(String(buffer: response.body).contains("Lap 12/57 copied"))
            }
        }
    }

    @Test func aChannelOnTheSameOriginNeedsNoMoreInThePolicy() async throws {
        try await Self.pageServer(channel: "/live/channel").test(.router) { client in
            try await client.execute(uri: "/live", method: .get) { response in
                #expect(String(buffer: response.body).contains("data-live-events=\"/live/channel\""))
                let policy = response.headers[HTTPField.Name("Content-Security-Policy")!] ?? ""
                #expect(policy.contains("connect-src 'self';"))
            }
        }
    }
}
