import F1TestSupport
import Synchronization
import Testing

@testable import F1Data

/// The client-side limiter: 4 in any second, 500 in any hour, shared by concurrent requests.
@Suite struct RateLimiterTests {
    /// The instants (as offsets from the start) at which `count` concurrent requests were let
    /// through, as the limiter recorded them when it granted each.
    static func grants(count: Int) async throws -> [Duration] {
        let clock = ImmediateClock()
        let log = GrantLog()
        let limiter = RateLimiter(clock: clock, onGrant: log.record)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<count {
                group.addTask { try await limiter.acquire() }
            }
            try await group.waitForAll()
        }
        return log.times
    }

    @Test func neverMoreThanFourInAnySecond() async throws {
        let times = try await Self.grants(count: 30)

        #expect(times.count == 30)
        #expect(times == times.sorted(), "grants out of order: \(times)")
        #expect(GrantLog.busiest(times, window: .seconds(1)) == 4)
        // And it does not dawdle: the first 4 go at once, then 4 more each second.
        #expect(times.prefix(4).allSatisfy { $0 == .zero })
        #expect(times.last == .seconds(7))
    }

    @Test func theHourlyBudgetFailsAtOnceWithTheWait() async throws {
        let clock = ImmediateClock()
        let limits = RateLimits(burst: 100, burstWindow: .seconds(1), sustained: 5, sustainedWindow: .seconds(3600))
        let limiter = RateLimiter(limits: limits, clock: clock, earlier: [.seconds(600), .seconds(60)])
        for _ in 0..<3 { try await limiter.acquire() }

        let error = await #expect(throws: RequestBudgetSpent.self) { try await limiter.acquire() }
        // The oldest request (10 minutes ago) leaves the window in 50 minutes.
        #expect(error?.retryAfter == .seconds(3000))
        #expect(error?.limit == 5)
        #expect(clock.sleeps.isEmpty)
    }

    /// Several processes between them logged more than the limit: 7 requests against a limit of 5.
    /// A slot frees when only 4 are left in the window, i.e. when the third oldest ages out, not the oldest.
    @Test func overTheBudgetTheWaitIsUntilEnoughHaveAgedOut() async throws {
        let clock = ImmediateClock()
        let limits = RateLimits(burst: 100, burstWindow: .seconds(1), sustained: 5, sustainedWindow: .seconds(3600))
        let minutesAgo = [50, 40, 30, 20, 10, 5, 1]
        let limiter = RateLimiter(limits: limits, clock: clock, earlier: minutesAgo.map { .seconds($0 * 60) })

        let error = await #expect(throws: RequestBudgetSpent.self) { try await limiter.acquire() }
        // The request 30 minutes ago leaves the window in 30 minutes; 50 and 40 minutes ago leave sooner, but not enough.
        #expect(error?.retryAfter == .seconds(30 * 60))
        #expect(await limiter.sentInWindow == 7)

        // And that is when a request is let through again, not a moment before.
        try await clock.sleep(for: .seconds(30 * 60 - 1))
        await #expect(throws: RequestBudgetSpent.self) { try await limiter.acquire() }
        try await clock.sleep(for: .seconds(1))
        try await limiter.acquire()
    }

    @Test func earlierRequestsOutsideTheWindowDoNotCount() async throws {
        let clock = ImmediateClock()
        let limits = RateLimits(burst: 100, burstWindow: .seconds(1), sustained: 2, sustainedWindow: .seconds(3600))
        let limiter = RateLimiter(limits: limits, clock: clock, earlier: [.seconds(3601), .seconds(7200)])
        try await limiter.acquire()
        try await limiter.acquire()
        #expect(await limiter.sentInWindow == 2)
    }

    /// OpenF1's shape: 30 a minute, and a caller over it waits for its slot, up to the patience.
    @Test func overTheMinutesBudgetACallerWaitsForItsSlot() async throws {
        let clock = ImmediateClock()
        let limiter = RateLimiter(limits: .openF1, clock: clock)
        for _ in 0..<30 { try await limiter.acquire() }
        // The 30 went out in 10 s, three a second; the 31st waits until the first is a minute old.
        #expect(clock.now.offset == .seconds(9))
        try await limiter.acquire()
        #expect(clock.now.offset == .seconds(60))
        // The three sent at 0 s have left the window; the 31st has joined it.
        #expect(await limiter.sentInWindow == 28)
    }

    @Test func aWaitBeyondThePatienceStillFailsAtOnce() async throws {
        let clock = ImmediateClock()
        let limits = RateLimits(burst: 100, burstWindow: .seconds(1), sustained: 2, sustainedWindow: .seconds(60), patience: .seconds(30))
        let limiter = RateLimiter(limits: limits, clock: clock)
        for _ in 0..<2 { try await limiter.acquire() }
        let error = await #expect(throws: RequestBudgetSpent.self) { try await limiter.acquire() }
        #expect(error?.retryAfter == .seconds(60))
        try await clock.sleep(for: .seconds(30))
        try await limiter.acquire()
        #expect(clock.now.offset == .seconds(60))
    }

    @Test func theBudgetFreesUpAsTimePasses() async throws {
        let clock = ImmediateClock()
        let limits = RateLimits(burst: 1, burstWindow: .seconds(1), sustained: 3, sustainedWindow: .seconds(10))
        let limiter = RateLimiter(limits: limits, clock: clock)
        for _ in 0..<3 { try await limiter.acquire() }
        await #expect(throws: RequestBudgetSpent.self) { try await limiter.acquire() }
        try await clock.sleep(for: .seconds(8))
        try await limiter.acquire()
        #expect(clock.now.offset == .seconds(10))
    }
}

/// When a limiter on an `ImmediateClock` let requests through, in the order it did.
final class GrantLog: Sendable {
    private let entries = Mutex<[Duration]>([])

    var times: [Duration] { entries.withLock { $0 } }

    @Sendable func record(_ instant: ImmediateClock.Instant) {
        entries.withLock { $0.append(instant.offset) }
    }

    /// The most grants in any span of `window` (each span starting at a grant), from sorted times.
    static func busiest(_ times: [Duration], window: Duration) -> Int {
        times.indices.map { index in times[index...].prefix { $0 - times[index] < window }.count }.max() ?? 0
    }
}
