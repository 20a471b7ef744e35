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

/// The server's one live feed: every viewer gets every update, a reconnecting one what it
/// missed, and one that falls behind is dropped without holding up the rest.
@Suite struct LiveFeedTests {
    static func publish(_ feed: LiveFeed, _ count: Int) {
        for lap in 1...count { feed.publish(board: "<p>lap \(lap)</p>", summary: "Lap \(lap)", isRunning: true) }
    }

    @Test func everyViewerGetsEveryUpdateInOrder() async {
        let feed = LiveFeed()
        let first = feed.subscribe(after: nil)
        let second = feed.subscribe(after: nil)
        Self.publish(feed, 5)
        feed.finishAll()
        var firstIDs: [Int] = []
        for await event in first { firstIDs.append(event.id) }
        var secondIDs: [Int] = []
        for await event in second { secondIDs.append(event.id) }
        #expect(firstIDs == [1, 2, 3, 4, 5])
        #expect(secondIDs == firstIDs)
        #expect(feed.viewerCount == 0)
    }

    /// A viewer known to have left (its connection ended) is dropped at once, not at the next update.
    @Test func aViewerEndedIsDroppedAtOnce() async {
        let feed = LiveFeed()
        Self.publish(feed, 1)
        let staying = feed.viewer(after: nil)
        let leaving = feed.viewer(after: nil)
        #expect(feed.viewerCount == 2)
        leaving.end()
        #expect(feed.viewerCount == 1)
        var ids: [Int] = []
        for await event in leaving.events { ids.append(event.id) }
        #expect(ids.count <= 1)
        staying.end()
        #expect(feed.viewerCount == 0)
    }

    @Test func aReconnectingViewerGetsWhatItMissed() async {
        let feed = LiveFeed()
        Self.publish(feed, 6)
        let stream = feed.subscribe(after: 3)
        feed.finishAll()
        var ids: [Int] = []
        for await event in stream { ids.append(event.id) }
        #expect(ids == [4, 5, 6])
    }

    @Test func aNewViewerStartsFromTheLatestBoard() async {
        let feed = LiveFeed()
        Self.publish(feed, 4)
        let stream = feed.subscribe(after: nil)
        feed.finishAll()
        var ids: [Int] = []
        for await event in stream { ids.append(event.id) }
        #expect(ids == [4])
    }

    @Test func aViewerThatFallsBehindIsDroppedAndTheOthersStillGetEverything() async {
        let feed = LiveFeed(historyLimit: 64, backlog: 4)
        let slow = feed.subscribe(after: nil)
        let fast = feed.subscribe(after: nil)
        var received: [Int] = []
        let reader = Task {
            var ids: [Int] = []
            for await event in fast { ids.append(event.id) }
            return ids
        }
        // The fast viewer is read as updates come; the slow one is never read until the end.
        for lap in 1...20 {
            feed.publish(board: "b\(lap)", summary: "s\(lap)", isRunning: true)
            await Task.yield()
        }
        #expect(feed.viewerCount <= 1)
        feed.finishAll()
        for await event in slow { received.append(event.id) }
        #expect(received.count <= 4)
        #expect(await reader.value.count >= 5)
    }

    @Test func eventsAreServerSentEventsWithOneDataLinePerLine() {
        let text = LiveFeed.serverSentEvents(.init(id: 7, board: "<p>a</p>\n<p>b</p>", summary: "Lap 1", isRunning: true))
        #expect(text == "id: 7\nevent: summary\ndata: Lap 1\n\nid: 7\ndata: <p>a</p>\ndata: <p>b</p>\n\n")
    }

    @Test func theLiveRoutesServeThePageAndTheStream() async throws {
        let feed = LiveFeed()
        Self.publish(feed, 3)
        let site = WebSite(
            sources: try DemoRepository(), format: F1UI.Format(timeZone: TimeZone(identifier: "UTC")!), timeZoneName: "UTC", live: feed)
        let app = Application(
            router: WebServer.router(site: site, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, liveEventLimit: 2))
        try await app.test(.router) { client in
            try await client.execute(uri: "/live", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "no-store")
                #expect(body.contains("data-live-events=\"/live/events\""))
                #expect(body.contains("<p>lap 3</p>"))
                #expect(body.contains("http-equiv=\"refresh\""))
            }
            let stream = Task {
                try await client.execute(uri: "/live/events", method: .get, headers: [HTTPField.Name("Last-Event-ID")!: "1"]) { response in
                    (response.headers[.contentType], response.headers[.connection], String(buffer: response.body))
                }
            }
            let (type, connection, body) = try await stream.value
            #expect(type == "text/event-stream; charset=utf-8")
            // The stream's end is the connection's (HTTPGuard closes it): a dropped viewer reconnects.
            #expect(connection == "close")
            #expect(body.hasPrefix("retry: 2000\n\n: published "))
            #expect(body.contains("\nid: 2\nevent: summary\n"))
            #expect(!body.contains("id: 1\n"))
            #expect(body.contains("data: <p>lap 3</p>"))
            // Pages carry the running race's summary.
            try await client.execute(uri: "/2025", method: .get) { response in
                #expect(String(buffer: response.body).contains("Lap 3"))
            }
        }
    }
}
