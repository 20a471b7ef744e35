import F1Web
import Foundation
import Synchronization
import Testing

/// A publisher that restarts reads the channel's newest stamp and carries on after it: ids with
/// no gap and none twice, a replay or the demo from where it stood; anything it cannot read
/// leaves it starting at 1, saying so, never failing.
@Suite struct PublisherContinuationTests {
    @Test func aStampIsWrittenAndReadBack() {
        let stamp = NchanStamp(update: 17, publishedAt: 1_765_000_000_000, part: .board, race: 1_714_921_234_567)
        #expect(stamp.text == "<!-- f1web update 17, published 1765000000000, board, race 1714921234567 -->\n")
        #expect(NchanStamp.parse(stamp.text + "<article>…</article>") == stamp)
        let live = NchanStamp(update: 3, publishedAt: 9, part: .summary)
        #expect(live.text == "<!-- f1web update 3, published 9, summary -->\n")
        #expect(NchanStamp.parse(live.text + "Lap 3") == live)
        let over = NchanStamp(update: 4, publishedAt: 9, part: .board, race: 46, finished: true)
        #expect(over.text == "<!-- f1web update 4, published 9, board, race 46, finished -->\n")
        #expect(NchanStamp.parse(over.text) == over)
        let overLive = NchanStamp(update: 4, publishedAt: 9, part: .board, finished: true)
        #expect(NchanStamp.parse(overLive.text) == overLive)
    }

    @Test func aBodysStampIsTakenOffWithItsLineBreak() throws {
        let stripped = try #require(NchanStamp.strip(NchanStamp(update: 3, publishedAt: 9, part: .summary).text + "Lap 3\nmore"))
        #expect(stripped.stamp.update == 3 && stripped.rest == "Lap 3\nmore")
        #expect(NchanStamp.strip("<p>no stamp</p>") == nil)
    }

    @Test(arguments: [
        "", "<article>", "<!-- f1web update 7, published 1007 -->\nLap 7", "<!-- f1web update x, published 1, board -->",
        "<!-- f1web update 0, published 1, board -->", "<!-- f1web update 7, published 1, map -->",
        "<!-- f1web update 7, published 1, board, lap 4 -->", "<!-- f1web update 7, published 1, board, race -->",
        "<!-- f1web update 7, published 1, board, race 4, more -->", "<!-- f1web update 99999999999999999999, published 1, board -->",
        "<!-- f1web update 7, published 1, board", "<!-- f1web update 7, published 1, board, finished, race 4 -->",
        "<!-- f1web update 7, published 1, board, race 4, finished, more -->",
    ])
    func aBodyWithoutAWholeStampHasNone(body: String) {
        #expect(NchanStamp.parse(body) == nil)
    }

    @Test func anEmptyChannelStartsAtOne() {
        #expect(PublisherContinuation(after: nil) == PublisherContinuation(firstUpdate: 1, boardOnly: false))
    }

    @Test func afterABoardTheNextUpdateFollowsAndTheReplayMovesOnByTheTimeSinceAtItsSpeed() {
        let newest = NchanStamp(update: 41, publishedAt: 10_000, part: .board, race: 1_000_000)
        #expect(PublisherContinuation(after: newest) == PublisherContinuation(firstUpdate: 42, boardOnly: false))
        let moved: Int64 = 1_000_000 + 2_500 * 60
        #expect(newest.race(at: 12_500, pace: 60) == moved)
    }

    @Test func afterASummaryAloneItsBoardGoesUnderTheSameID() {
        let newest = NchanStamp(update: 41, publishedAt: 10_000, part: .summary, race: 30)
        #expect(PublisherContinuation(after: newest) == PublisherContinuation(firstUpdate: 41, boardOnly: true))
        // The demo moves a lap an interval: 2.6 s at 0.5 s is five laps whole.
        #expect(newest.race(at: 12_600, pace: NchanStamp.demoPace(interval: .milliseconds(500))) == 35)
        #expect(NchanStamp.demoPace(interval: .zero) == 0)
    }

    @Test func aLiveSessionOnlyCarriesOnItsIDs() {
        let newest = NchanStamp(update: 8, publishedAt: 10_000, part: .board)
        #expect(PublisherContinuation(after: newest) == PublisherContinuation(firstUpdate: 9))
        #expect(newest.race(at: 99_000, pace: 1) == nil)
    }

    @Test func aClockBehindTheStampDoesNotTakeTheRaceBackNorOddNumbersOverflow() {
        let newest = NchanStamp(update: 8, publishedAt: 10_000, part: .board, race: 500)
        #expect(newest.race(at: 1_000, pace: 60) == 500)
        let far = NchanStamp(update: 8, publishedAt: 0, part: .board, race: .max - 1)
        #expect(far.race(at: .max, pace: 1e9) == nil)
        let odd = NchanStamp(update: 8, publishedAt: .min, part: .board, race: 7)
        #expect(odd.race(at: .max, pace: 1) == 1_000_000_000_007)
        #expect(NchanStamp(update: 8, publishedAt: .max, part: .board, race: 7).race(at: .min, pace: 1) == 7)
    }

    @Test func theFirstUpdateOfARestartedPublisherGoesOnTheChannelsIDsAndMayBeItsBoardAlone() async throws {
        let sent = Mutex<[NchanMessage]>([])
        let publisher = LivePublisher(
            endpoint: "http://127.0.0.1:1/pub", continuation: PublisherContinuation(firstUpdate: 41, boardOnly: true), notice: { _ in },
            send: { message in sent.withLock { $0.append(message) } })
        for id in 1...3 { publisher.enqueue(LivePublisherTests.event(id)) }
        let running = Task { await publisher.run() }
        defer { running.cancel() }
        try await LivePublisherTests.Broker.waitUntil("5 messages sent", sourceLocation: #_sourceLocation) { sent.withLock { $0.count } >= 5 }
        let messages = sent.withLock { $0 }
        #expect(messages.map(\.update) == [41, 42, 42, 43, 43])
        #expect(messages.map(\.event) == [nil, "summary", nil, "summary", nil])
        #expect(messages.map { NchanStamp.parse($0.body)?.update } == [41, 42, 42, 43, 43])
    }

    /// A fake nchan for `ChannelNewest`: the channel info's answer, then the newest message's.
    static func read(info: (Int, String)?, newest: (Int, String)? = nil) async -> (stamp: NchanStamp?, notice: String) {
        await ChannelNewest.read(endpoint: URL(string: "http://127.0.0.1:1/pub")!) { url, _ in
            let answer = url.path.hasSuffix("/newest") ? newest : info
            guard let answer else { throw URLError(.cannotConnectToHost) }
            return answer
        }
    }

    @Test func theNewestStampIsReadOnlyFromAChannelThatHoldsAMessage() async {
        let info = (200, #"{"messages": 2, "requested": -1, "subscribers": 0, "last_message_id": "1796627545:1" }"#)
        let found = await Self.read(info: info, newest: (200, "<!-- f1web update 5, published 9, board, race 46 -->\n<article>"))
        #expect(found.stamp == NchanStamp(update: 5, publishedAt: 9, part: .board, race: 46))
        #expect(found.notice.contains("carries on with update 6"))
        let empty = await Self.read(info: (404, "Not Found"), newest: (200, "<!-- f1web update 5, published 9, board -->\n"))
        #expect(empty.stamp == nil && empty.notice.contains("is empty; publishing starts at update 1"))
        let none = await Self.read(info: (200, #"{"messages": 0}"#), newest: (200, "<!-- f1web update 5, published 9, board -->\n"))
        #expect(none.stamp == nil && none.notice.contains("is empty"))
    }

    @Test func anythingElseStartsAtOneSayingWhy() async {
        let info = (200, #"{"messages": 2}"#)
        let gone = await Self.read(info: nil)
        #expect(gone.stamp == nil && gone.notice.hasPrefix("nchan did not answer") && gone.notice.hasSuffix("starts at update 1."))
        let refused = await Self.read(info: (403, "Forbidden"))
        #expect(refused.stamp == nil && refused.notice.contains("answered 403"))
        let noLocation = await Self.read(info: info, newest: (404, "Not Found"))
        #expect(noLocation.stamp == nil && noLocation.notice.contains("/pub/newest answered 404"))
        let foreign = await Self.read(info: info, newest: (200, "hello"))
        #expect(foreign.stamp == nil && foreign.notice.contains("has no f1web stamp"))
    }
}
