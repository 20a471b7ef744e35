import F1Data
import Foundation
import Testing

@Suite struct RetryPolicyTests {
    static func policy(random: Double) -> RetryPolicy {
        RetryPolicy(maxAttempts: 5, baseDelay: .seconds(1), maxDelay: .seconds(5), maxRetryAfter: .seconds(30), random: { random })
    }

    @Test func backoffDoublesWithinItsJitterAndIsCapped() {
        let low = Self.policy(random: 0)
        let high = Self.policy(random: 0.999_999)
        let lows = (1...4).map { low.delay(afterAttempt: $0, retryAfter: nil)! }
        let highs = (1...4).map { high.delay(afterAttempt: $0, retryAfter: nil)! }
        // Half of 1, 2, 4 s fixed, then the 5 s cap.
        #expect(lows == [.milliseconds(500), .seconds(1), .seconds(2), .milliseconds(2500)])
        for (low, high) in zip(lows, highs) {
            #expect(high > low && high <= low * 2)
        }
    }

    @Test func attemptsAreBounded() {
        let policy = Self.policy(random: 0.5)
        #expect(policy.delay(afterAttempt: 4, retryAfter: nil) != nil)
        #expect(policy.delay(afterAttempt: 5, retryAfter: nil) == nil)
        #expect(policy.delay(afterAttempt: 5, retryAfter: .seconds(1)) == nil)
    }

    @Test func retryAfterIsHonouredUnlessTooLong() {
        let policy = Self.policy(random: 0.5)
        #expect(policy.delay(afterAttempt: 1, retryAfter: .seconds(7)) == .seconds(7))
        #expect(policy.delay(afterAttempt: 1, retryAfter: .seconds(31)) == nil)
    }

    @Test func retryAfterHeaderAsSecondsOrDate() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)  // Tue, 14 Nov 2023 22:13:20 GMT
        #expect(RetryPolicy.retryAfter(header: "3", now: now) == .seconds(3))
        #expect(RetryPolicy.retryAfter(header: " 0 ", now: now) == .seconds(0))
        #expect(RetryPolicy.retryAfter(header: "Tue, 14 Nov 2023 22:13:32 GMT", now: now) == .seconds(12))
        #expect(RetryPolicy.retryAfter(header: "soon", now: now) == nil)
        #expect(RetryPolicy.retryAfter(header: nil, now: now) == nil)
    }
}
