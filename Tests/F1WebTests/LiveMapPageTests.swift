import F1Data
import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import F1Web
import Foundation
import Testing

/// `/live` with the circuit's layout: the board's update carries the map of the cars as inline
/// SVG, drawn once for every viewer, and the page served without a script shows it too.
@MainActor
@Suite struct LiveMapPageTests {
    /// Two boards of the oval race, 135 s and 140 s in, then the end of the feed.
    static func follower(_ feed: LiveFeed, layout: TrackLayout?) -> LiveFollower {
        let replay = TimedSessionReplay(timeline: SessionTimeline(LiveMapSample.timing), raceName: "Oval <Grand> Prix")
        let boards = [135.0, 140].map { replay.snapshot(at: LiveMapSample.at($0)) }
        return LiveFollower(feed: feed, builder: ReportBuilder(source: "Test", timeZoneName: "UTC"), repeats: false, layout: layout) {
            AsyncThrowingStream { continuation in
                for board in boards { continuation.yield(board) }
                continuation.finish()
            }
        }
    }

    @Test func eachUpdateCarriesTheMapAndThePageShowsItWithoutAScript() async throws {
        let feed = LiveFeed()
        await Self.follower(feed, layout: LiveMapSample.layout).run()
        let latest = try #require(feed.latest)
        #expect(latest.id == 2)
        // The map is in the board every viewer is sent: an SVG with each car's code, and the
        // circuit's name escaped wherever it is written.
        #expect(latest.board.contains("<svg"))
        #expect(latest.board.contains(">ANT<") && latest.board.contains(">VER<") && latest.board.contains(">HAM<"))
        #expect(latest.board.contains("Oval &lt;&amp;&gt;"))
        #expect(!latest.board.contains("<&>"))
        // The server-sent event carries the same map, every line of it a `data:` line.
        #expect(latest.text.contains("<svg") && latest.text.contains(">ANT<"))
        #expect(!latest.text.split(separator: "\n").contains { $0.hasPrefix("<") })
        #expect(latest.board.contains("S1") && latest.board.contains("td class=\"sector"))
        #expect(latest.board.contains("Weather"))
        // Served as a page, the latest board is the page: readable with the script off (it reloads).
        let site = WebSite(
            sources: try DemoRepository(), format: F1UI.Format(timeZone: TimeZone(identifier: "UTC")!), timeZoneName: "UTC", live: feed)
        let page = site.livePage().body
        #expect(page.contains("<svg") && page.contains(">ANT<"))
        #expect(page.contains("http-equiv=\"refresh\""))
    }

    @Test func withoutALayoutTheBoardHasNoMap() async throws {
        let feed = LiveFeed()
        await Self.follower(feed, layout: nil).run()
        let latest = try #require(feed.latest)
        #expect(!latest.board.contains("<svg"))
        #expect(latest.board.contains("td class=\"sector"))
    }
}
