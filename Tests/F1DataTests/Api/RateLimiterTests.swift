@testable import F1Data
import F1TestSupport
import Synchronization
import Testing

/// The client-side limiter: 4 in any second, 500 in any hour, shared by concurrent requests.
@Suite struct RateLimiterTests {
    /// The instants (as offsets from the start) at which `count` concurrent requests were let through.
    static func grants(count: Int, limiter: RateLimiter<ImmediateClock>, clock: ImmediateClock) async throws -> [Duration] {
        let times = GrantLog()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<count {
                group.addTask {
                    try await limiter.acquire()
                    let now = clock.now.offset
                    times.entries.withLock { $0.append(now) }
                }
            }
            try await group.waitForAll()
        }
        return times.entries.withLock { $0 }.sorted()
    }

    @Test func neverMoreThanFourInAnySecond() async throws {
        let clock = ImmediateClock()
        let limiter = RateLimiter(clock: clock)
        let times = try await Self.grants(count: 30, limiter: limiter, clock: clock)

        #expect(times.count == 30)
        for (index, start) in times.enumerated() {
            let inWindow = times[index...].prefix { $0 - start < .seconds(1) }
            #expect(inWindow.count <= 4, "more than 4 requests in the second from \(start)")
        }
        // And it does not dawdle: 30 requests at 4 a second need a little over 7 seconds.
        #expect(times.last! < .seconds(8))
        #expect(times.prefix(4).allSatisfy { $0 == .zero })
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

    @Test func earlierRequestsOutsideTheWindowDoNotCount() async throws {
        let clock = ImmediateClock()
        let limits = RateLimits(burst: 100, burstWindow: .seconds(1), sustained: 2, sustainedWindow: .seconds(3600))
        let limiter = RateLimiter(limits: limits, clock: clock, earlier: [.seconds(3601), .seconds(7200)])
        try await limiter.acquire()
        try await limiter.acquire()
        #expect(await limiter.sentInWindow == 2)
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

/// When requests were let through, from concurrent tasks.
final class GrantLog: Sendable {
    let entries = Mutex<[Duration]>([])
}
