import F1Web
import Foundation
import Synchronization
import Testing

/// A page server's copy of the channel: each whole update once, in the publisher's order, as
/// the publisher drew it; followed again after a stream ends, from the last message's id.
@Suite struct ChannelMirrorTests {
    static func event(_ id: Int, running: Bool = true) -> LiveFeed.Event {
        LiveFeed.Event(id: id, board: "<p>lap \(id)</p>\n<p>second line</p>", summary: "Lap \(id)", isRunning: running, publishedAt: 1000 + Int64(id))
    }

    /// The update's messages as nchan sends them to an EventSource: its own ids, the summary named.
    static func nchan(_ event: LiveFeed.Event, boardOnly: Bool = false) -> String {
        NchanMessage.messages(for: event, boardOnly: boardOnly).enumerated().map { index, message in
            "id: 1796636628:\(event.id * 2 + index)\n" + (message.event.map { "event: \($0)\n" } ?? "")
                + message.body.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
        }.joined()
    }

    /// A fake channel: each connection gets the next of `streams` (its bytes in chunks of 7, then
    /// its end; nil, a refusal). Once they are all out it ends the copy's run, as a server's
    /// shutdown does, so a test runs the copy to its end in its own task: no waiting on another
    /// task, which a busy test process can starve. The Last-Event-ID each asked with is kept.
    final class Channel: Sendable {
        let streams: Mutex<[String?]>
        let asked = Mutex<[String?]>([])
        init(_ streams: [String?]) { self.streams = Mutex(streams) }

        func follow(_ lastEventID: String?, _ read: @Sendable ([UInt8]) throws -> Void) async throws {
            asked.withLock { $0.append(lastEventID) }
            guard let next = streams.withLock({ $0.isEmpty ? String??.none : $0.removeFirst() }) else { throw CancellationError() }
            guard let text = next else { throw LivePublisher.Refusal(status: 502) }
            let bytes = Array(text.utf8)
            for start in stride(from: 0, to: bytes.count, by: 7) { try read(Array(bytes[start..<min(start + 7, bytes.count)])) }
        }
    }

    final class Notices: Sendable {
        let told = Mutex<[String]>([])
        var all: [String] { told.withLock { $0 } }
    }

    static func mirror(_ channel: Channel, feed: LiveFeed, notices: Notices = Notices()) -> ChannelMirror {
        ChannelMirror(
            feed: feed, source: "http://127.0.0.1:1/pub/channel", firstPause: .milliseconds(1), longestPause: .milliseconds(4),
            notice: { message in notices.told.withLock { $0.append(message) } }, follow: channel.follow)
    }

    @Test func eachUpdateIsTakenWholeAsThePublisherDrewIt() async throws {
        let channel = Channel([Self.nchan(Self.event(4)) + Self.nchan(Self.event(5))])
        let feed = LiveFeed()
        let notices = Notices()
        let mirror = Self.mirror(channel, feed: feed, notices: notices)
        await mirror.run()
        #expect(mirror.lastUpdate == 5)
        let latest = try #require(feed.latest)
        #expect(latest.board == Self.event(5).board && latest.summary == "Lap 5" && latest.isRunning)
        #expect(feed.latest?.id == 2)
    }

    @Test func aReconnectionAsksFromTheLastIDAndTakesNoUpdateTwice() async throws {
        // The second stream repeats update 5 (a reconnection's overlap), then goes on.
        let channel = Channel([Self.nchan(Self.event(4)) + Self.nchan(Self.event(5)), Self.nchan(Self.event(5)) + Self.nchan(Self.event(6))])
        let feed = LiveFeed()
        let notices = Notices()
        let taken = Mutex<[String]>([])
        feed.observePublishing { event in taken.withLock { $0.append(event.summary) } }
        let mirror = Self.mirror(channel, feed: feed, notices: notices)
        await mirror.run()
        #expect(mirror.lastUpdate == 6)
        #expect(taken.withLock { $0 } == ["Lap 4", "Lap 5", "Lap 6"])
        #expect(channel.asked.withLock { Array($0.prefix(2)) } == [nil, "1796636628:11"])
    }

    @Test func aNewPublisherNumberingAfreshIsFollowed() async throws {
        // Updates 4 and 5, then a publisher that started again at 1 on an empty channel, later.
        let fresh = LiveFeed.Event(id: 1, board: "<p>a new run</p>", summary: "Lap 1", isRunning: true, publishedAt: 9_000)
        let channel = Channel([Self.nchan(Self.event(4)) + Self.nchan(Self.event(5)), Self.nchan(fresh)])
        let feed = LiveFeed()
        let mirror = Self.mirror(channel, feed: feed)
        await mirror.run()
        #expect(mirror.lastUpdate == 1)
        #expect(feed.latest?.board == "<p>a new run</p>")
    }

    @Test func aBoardAloneTakesTheLastSummaryAndAFinishedRaceIsNotRunning() async throws {
        let channel = Channel([Self.nchan(Self.event(4)) + Self.nchan(Self.event(5, running: false), boardOnly: true)])
        let feed = LiveFeed()
        let mirror = Self.mirror(channel, feed: feed)
        await mirror.run()
        #expect(mirror.lastUpdate == 5)
        let latest = try #require(feed.latest)
        #expect(latest.board == Self.event(5).board && latest.summary == "Lap 4" && !latest.isRunning)
    }

    @Test func aChannelThatFailsIsToldOnceAndItsReturnOnce() async throws {
        let channel = Channel([nil, nil, nil, "garbage without a blank line", Self.nchan(Self.event(9))])
        let feed = LiveFeed()
        let notices = Notices()
        let mirror = Self.mirror(channel, feed: feed, notices: notices)
        await mirror.run()
        #expect(mirror.lastUpdate == 9)
        let told = notices.all
        #expect(told.count == 2)
        #expect(told.first?.hasPrefix("cannot follow the live channel at http://127.0.0.1:1/pub/channel (it answered 502)") == true)
        #expect(told.last == "the live channel at http://127.0.0.1:1/pub/channel answers again.")
        #expect(feed.latest?.summary == "Lap 9")
    }

    @Test func messagesWithoutAStampAreLeftOut() async throws {
        let channel = Channel(["data: <p>someone else's</p>\n\n" + Self.nchan(Self.event(2))])
        let feed = LiveFeed()
        let mirror = Self.mirror(channel, feed: feed)
        await mirror.run()
        #expect(mirror.lastUpdate == 2)
        #expect(feed.latest?.board == Self.event(2).board)
    }
}
