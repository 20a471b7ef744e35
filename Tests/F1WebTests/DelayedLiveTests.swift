import F1Data
import F1UI
import F1Web
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

/// A clock the test moves: a sleep ends only once the test has moved the clock past its deadline.
final class ManualClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let state = Mutex<(now: Instant, sleepers: [(Instant, CheckedContinuation<Void, Never>)])>((Instant(offset: .zero), []))

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .milliseconds(1) }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { continuation in
            let due = state.withLock { state -> Bool in
                guard deadline > state.now else { return true }
                state.sleepers.append((deadline, continuation))
                return false
            }
            if due { continuation.resume() }
        }
        try Task.checkCancellation()
    }

    func advance(by duration: Duration) {
        let woken = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.0 <= now }.map(\.1)
            state.sleepers.removeAll { $0.0 <= now }
            return due
        }
        for continuation in woken { continuation.resume() }
    }
}

/// The live board held back for a viewer's delay, on a clock the test moves: no wall-clock waits
/// but the short, bounded ones for a lane's task to run.
@Suite struct DelayedLiveTests {
    /// Polls `condition` until it holds, for at most two minutes of wall time: the lane's task
    /// runs as soon as the pool lets it, which a starved full suite once did not in 5 s (CI).
    static func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .seconds(120))
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    @Test func aLaneShowsEachUpdateItsDelayAfterItWasPublishedAndEveryViewerGetsThemInOrder() async {
        let clock = ManualClock()
        let live = LiveFeed()
        let lanes = DelayedLive(live: live, clock: clock)
        // An update every 10 s for 100 s.
        for second in stride(from: 0, through: 100, by: 10) {
            live.publish(board: "<p>at \(second)</p>", summary: "at \(second)", isRunning: true)
            if second < 100 { clock.advance(by: .seconds(10)) }
        }
        let (feed, delay) = lanes.feed(delaySeconds: 45)
        #expect(delay == 45)
        #expect(feed.latest?.board == "<p>at 50</p>", "at 100 s, 45 s behind live is the update of 50 s")
        let viewer = feed.subscribe(after: nil)
        var seen: [String] = []
        var iterator = viewer.makeAsyncIterator()
        seen.append(await iterator.next()?.board ?? "")
        for second in stride(from: 105, through: 145, by: 10) {
            clock.advance(by: .seconds(second == 105 ? 5 : 10))
            #expect(await Self.eventually { feed.latest?.board == "<p>at \(second - 45)</p>" }, "at \(second) s")
            seen.append(await iterator.next()?.board ?? "")
        }
        #expect(seen == ["<p>at 50</p>", "<p>at 60</p>", "<p>at 70</p>", "<p>at 80</p>", "<p>at 90</p>", "<p>at 100</p>"])
        // Published live meanwhile, it reaches the lane 45 s later, not before.
        live.publish(board: "<p>at 145</p>", summary: "at 145", isRunning: true)
        clock.advance(by: .seconds(44))
        try? await Task.sleep(for: .milliseconds(50))
        #expect(feed.latest?.board == "<p>at 100</p>")
        clock.advance(by: .seconds(1))
        #expect(await Self.eventually { feed.latest?.board == "<p>at 145</p>" })
        #expect(live.latest?.board == "<p>at 145</p>")
        #expect(lanes.feed(delaySeconds: 0).feed === live)
    }

    @Test func aDelayLongerThanWhatHasRunWaitsAndOldUpdatesAreDroppedForRoomFirst() async {
        let clock = ManualClock()
        let live = LiveFeed()
        // Room for about three updates of this size.
        let board = String(repeating: "x", count: 1000)
        let lanes = DelayedLive(live: live, clock: clock, byteLimit: 3500)
        for second in 0..<10 {
            live.publish(board: board + "\(second)", summary: "", isRunning: true)
            clock.advance(by: .seconds(1))
        }
        let (early, _) = lanes.feed(delaySeconds: 60)
        #expect(early.latest == nil, "nothing ran 60 s ago")
        // 5 s behind is second 5, dropped for room: the lane goes on from the oldest kept, second 7, at 12 s.
        let (feed, _) = lanes.feed(delaySeconds: 5)
        #expect(feed.latest == nil)
        clock.advance(by: .seconds(2))
        #expect(await Self.eventually { feed.latest?.board == board + "7" })
    }

    @Test func theLivePageTakesADelayWithoutScriptAndRefusesABadOne() async throws {
        let clock = ManualClock()
        let live = LiveFeed()
        let lanes = DelayedLive(live: live, clock: clock)
        live.publish(board: "<p>lap 1</p>", summary: "Lap 1", isRunning: true)
        clock.advance(by: .seconds(30))
        live.publish(board: "<p>lap 2</p>", summary: "Lap 2", isRunning: true)
        let site = WebSite(
            sources: try DemoRepository(), format: F1UI.Format(timeZone: TimeZone(identifier: "UTC")!), timeZoneName: "UTC", live: live,
            delayedLive: { lanes.feed(delaySeconds: $0) })
        let app = Application(
            router: WebServer.router(site: site, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, liveEventLimit: 1))
        try await app.test(.router) { client in
            try await client.execute(uri: "/live?delay=20", method: .get) { response in
                let body = String(buffer: response.body)
                #expect(response.status == .ok)
                #expect(body.contains("<p>lap 1</p>"), "20 s behind live is lap 1")
                #expect(!body.contains("<p>lap 2</p>"))
                #expect(body.contains("data-live-events=\"/live/events?delay=20\""))
                #expect(body.contains("<form class=\"live-delay\" method=\"get\" action=\"/live\">") || body.contains("action=\"/live\""))
                #expect(body.contains("name=\"delay\"") && body.contains("value=\"20\""))
                #expect(body.contains("href=\"/live\">Back to live</a>"))
            }
            try await client.execute(uri: "/live", method: .get) { response in
                #expect(String(buffer: response.body).contains("<p>lap 2</p>"))
            }
            let events = try await client.execute(uri: "/live/events?delay=20", method: .get) { String(buffer: $0.body) }
            #expect(events.contains("data: <p>lap 1</p>"))
            #expect(!events.contains("lap 2"))
            for bad in ["abc", "-5", "99999", "1e3"] {
                try await client.execute(uri: "/live?delay=\(bad)", method: .get) { response in
                    #expect(response.status == .badRequest, "delay=\(bad)")
                    #expect(String(buffer: response.body).contains("delay must be a whole number of seconds"))
                }
            }
        }
    }
}
