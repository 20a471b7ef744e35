import F1Domain
import F1UseCases
import Synchronization
import Testing

/// The playhead on a clock the test moves: no waits.
@Suite struct LivePlayheadTests {
    /// The session's clock, in milliseconds, moved by the test.
    final class SessionClock: Sendable {
        private let milliseconds = Mutex(1_000_000_000)
        var now: Moment { Moment(millisecondsSince1970: milliseconds.withLock { $0 }) }
        func advance(seconds: Double) { milliseconds.withLock { $0 += Int(seconds * 1000) } }
    }

    static func seconds(_ from: Moment, _ to: Moment) -> Double {
        Double(to.millisecondsSince1970 - from.millisecondsSince1970) / 1000
    }

    @Test func aDelayHoldsTheShownInstantBehindTheEdgeAndMovesWithIt() {
        let clock = SessionClock()
        let playhead = LivePlayhead(delay: .seconds(45), now: { clock.now })
        #expect(Self.seconds(playhead.shownMoment(), clock.now) == 45)
        clock.advance(seconds: 12.5)
        #expect(Self.seconds(playhead.shownMoment(), clock.now) == 45)
        playhead.delay = .seconds(60)
        #expect(Self.seconds(playhead.shownMoment(), clock.now) == 60, "a longer delay moves the board back at once")
        playhead.delay = .seconds(-5)
        #expect(playhead.shownMoment() == clock.now, "a delay is never negative")
        playhead.delay = .seconds(100_000)
        #expect(playhead.delay == LivePlayhead.longestDelay)
        #expect(playhead.standing.followsLive)
    }

    @Test func aRewoundPlayheadPlaysOnAtItsSpeedAndFollowsLiveOnceItCatchesUp() {
        let clock = SessionClock()
        let playhead = LivePlayhead(delay: .seconds(30), now: { clock.now })
        let rewound = Moment(millisecondsSince1970: clock.now.millisecondsSince1970 - 630_000)
        playhead.seek(to: rewound)
        #expect(playhead.shownMoment() == rewound)
        #expect(!playhead.standing.followsLive)
        #expect(playhead.standing.behindLive == .seconds(630))
        playhead.speed = 4
        // 600 s to make up at 3 s a second more than the edge moves: 200 s of the session.
        clock.advance(seconds: 100)
        #expect(Self.seconds(rewound, playhead.shownMoment()) == 400)
        #expect(!playhead.standing.followsLive)
        clock.advance(seconds: 99)
        #expect(!playhead.standing.followsLive)
        clock.advance(seconds: 2)
        #expect(playhead.standing.followsLive, "caught up with the delayed edge")
        #expect(Self.seconds(playhead.shownMoment(), clock.now) == 30)
        clock.advance(seconds: 50)
        #expect(Self.seconds(playhead.shownMoment(), clock.now) == 30, "following live again, at real time")
    }

    @Test func pausingHoldsTheInstantWhileTheEdgeRunsOnAndResumingPlaysFromIt() {
        let clock = SessionClock()
        let playhead = LivePlayhead(now: { clock.now })
        let paused = clock.now
        playhead.pause()
        clock.advance(seconds: 90)
        #expect(playhead.shownMoment() == paused)
        #expect(playhead.standing.isPaused)
        #expect(playhead.standing.behindLive == .seconds(90))
        playhead.resume()
        clock.advance(seconds: 10)
        #expect(Self.seconds(paused, playhead.shownMoment()) == 10)
        #expect(playhead.standing.behindLive == .seconds(90))
        playhead.catchUp()
        #expect(playhead.shownMoment() == clock.now)
    }

    @Test func aSeekPastTheDelayedEdgeFollowsLiveAndSpeedsStayWithinTheirRange() {
        let clock = SessionClock()
        let playhead = LivePlayhead(delay: .seconds(10), now: { clock.now })
        playhead.seek(to: Moment(millisecondsSince1970: clock.now.millisecondsSince1970 + 60_000))
        #expect(playhead.standing.followsLive)
        #expect(Self.seconds(playhead.shownMoment(), clock.now) == 10)
        playhead.speed = 100
        #expect(playhead.speed == LivePlayhead.speeds.last)
        playhead.speed = 0
        #expect(playhead.speed == LivePlayhead.speeds.first)
        playhead.speed = .nan
        #expect(playhead.speed == 1)
    }

    @Test func aDelayChangedWhileRewoundKeepsTheShownInstant() {
        let clock = SessionClock()
        let playhead = LivePlayhead(now: { clock.now })
        let rewound = Moment(millisecondsSince1970: clock.now.millisecondsSince1970 - 300_000)
        playhead.seek(to: rewound)
        playhead.delay = .seconds(45)
        #expect(playhead.shownMoment() == rewound)
        clock.advance(seconds: 100)
        #expect(playhead.standing.behindLive == .seconds(300), "at real time a rewound board keeps its distance")
        playhead.speed = 2
        // 255 s to the edge 45 s behind live, made up at one second a second.
        clock.advance(seconds: 254)
        #expect(!playhead.standing.followsLive)
        clock.advance(seconds: 2)
        #expect(playhead.standing.followsLive, "met the edge 45 s behind live, not live itself")
    }
}
