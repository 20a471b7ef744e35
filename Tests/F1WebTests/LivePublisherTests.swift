import F1UseCases
import F1Web
import Synchronization
import Testing

/// The publisher's side of a deployment: each update as the two messages a browser gets from
/// f1web's own stream, sent in order, kept while nchan is away, and never holding up the follower.
@Suite struct LivePublisherTests {
    static func event(_ id: Int) -> LiveFeed.Event {
        LiveFeed.Event(id: id, board: "<p>lap \(id)</p>\n<p>second line</p>", summary: "Lap \(id)", isRunning: true, publishedAt: 1000 + Int64(id))
    }

    /// A fake nchan: records what it accepts, refuses while `down` is set.
    final class Broker: Sendable {
        let accepted = Mutex<[NchanMessage]>([])
        let down = Mutex(false)
        let refusals = Mutex(0)
        let notices = Mutex<[String]>([])

        func publisher(limit: Int = 64) -> LivePublisher {
            LivePublisher(
                endpoint: "http://127.0.0.1:1/pub", limit: limit, firstPause: .milliseconds(1), longestPause: .milliseconds(4),
                notice: { line in self.notices.withLock { $0.append(line) } },
                send: { message in
                    if self.down.withLock({ $0 }) {
                        self.refusals.withLock { $0 += 1 }
                        throw TransportReason.refused
                    }
                    self.accepted.withLock { $0.append(message) }
                })
        }

        /// Waits until `count` messages are accepted.
        func waitFor(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
            try await Self.waitUntil("\(count) messages accepted", sourceLocation: sourceLocation) { accepted.withLock { $0.count } >= count }
        }

        /// Milliseconds, but up to two minutes, since a full suite on two cores can hold the test
        /// process's threads for tens of seconds. Only a look taken after the deadline fails.
        static func waitUntil(_ what: String, sourceLocation: SourceLocation, _ condition: () -> Bool) async throws {
            let deadline = ContinuousClock.now + .seconds(120)
            while true {
                let wasPastDeadline = ContinuousClock.now >= deadline
                if condition() { return }
                if wasPastDeadline {
                    Issue.record("not within two minutes: \(what)", sourceLocation: sourceLocation)
                    throw CancellationError()
                }
                try await Task.sleep(for: .milliseconds(2))
            }
        }
    }

    @Test func anUpdateIsItsSummaryEventThenItsBoardEachStampedWithItsID() {
        let messages = NchanMessage.messages(for: Self.event(7))
        #expect(messages.map(\.event) == ["summary", nil])
        #expect(messages[0].body == "<!-- f1web update 7, published 1007, summary -->\nLap 7")
        #expect(messages[1].body == "<!-- f1web update 7, published 1007, board -->\n<p>lap 7</p>\n<p>second line</p>")
        #expect(messages[0].headers["X-EventSource-Event"] == "summary")
        #expect(messages[1].headers["X-EventSource-Event"] == nil)
    }

    @Test func everyUpdateGoesOutInOrder() async throws {
        let broker = Broker()
        let publisher = broker.publisher()
        let running = Task { await publisher.run() }
        defer { running.cancel() }
        for id in 1...20 { publisher.enqueue(Self.event(id)) }
        try await broker.waitFor(40)
        #expect(broker.accepted.withLock { $0.map(\.update) } == (1...20).flatMap { [$0, $0] })
        #expect(broker.notices.withLock { $0 }.isEmpty)
    }

    /// nchan away: the updates wait, the person running it is told once when it goes and once
    /// when it returns, and they then go out in order with no duplicate.
    @Test func updatesWaitWhileNchanIsAwayAndGoWhenItReturns() async throws {
        let broker = Broker()
        broker.down.withLock { $0 = true }
        let publisher = broker.publisher()
        let running = Task { await publisher.run() }
        defer { running.cancel() }
        for id in 1...5 { publisher.enqueue(Self.event(id)) }
        // Refused twice: the publisher has tried, paused and tried again, and still holds all five.
        try await Broker.waitUntil("two refused attempts", sourceLocation: #_sourceLocation) { broker.refusals.withLock { $0 } >= 2 }
        #expect(publisher.waiting == 5)
        broker.down.withLock { $0 = false }
        try await broker.waitFor(10)
        #expect(broker.accepted.withLock { $0.map(\.update) } == (1...5).flatMap { [$0, $0] })
        let notices = broker.notices.withLock { $0 }
        #expect(notices.count == 2)
        #expect(notices.first?.hasPrefix("cannot publish to http://127.0.0.1:1/pub (nothing accepted the connection)") == true)
        #expect(notices.last == "http://127.0.0.1:1/pub takes updates again; publishing resumes with update 1.")
    }

    /// Past the limit the oldest waiting updates are dropped whole, told once, and the follower
    /// (here, the enqueuing) never waits.
    @Test func pastTheLimitTheOldestAreDroppedWhole() async throws {
        let broker = Broker()
        let publisher = broker.publisher(limit: 4)
        for id in 1...10 { publisher.enqueue(Self.event(id)) }
        #expect(publisher.waiting == 4)
        broker.down.withLock { $0 = false }
        let running = Task { await publisher.run() }
        defer { running.cancel() }
        try await broker.waitFor(8)
        #expect(broker.accepted.withLock { $0.map(\.update) } == [7, 7, 8, 8, 9, 9, 10, 10])
        let notices = broker.notices.withLock { $0 }
        #expect(notices == ["more than 4 updates are waiting for http://127.0.0.1:1/pub; the oldest are dropped, from update 1 on."])
    }
}
