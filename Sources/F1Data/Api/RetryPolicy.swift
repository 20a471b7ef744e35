import Foundation

/// How often and how long to wait before trying a failed request again.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The wait after the first failure; it doubles after each further one.
    public var baseDelay: Duration
    public var maxDelay: Duration
    /// A server asking for a longer wait than this is not waited for: the run fails (or serves the cache) instead.
    public var maxRetryAfter: Duration
    /// The most one request may take, its attempts and the waits between them together: an
    /// answer dripping a byte at a time would otherwise get each attempt's whole timeout.
    public var deadline: Duration
    /// A number in 0..<1 for jitter; injectable so tests are repeatable.
    public var random: @Sendable () -> Double

    public static let standard = RetryPolicy(
        maxAttempts: 4, baseDelay: .milliseconds(500), maxDelay: .seconds(8), maxRetryAfter: .seconds(30),
        random: { Double.random(in: 0..<1) })

    /// Two whole attempts of the standard client (30 seconds each) and the waits between them.
    public static let standardDeadline: Duration = .seconds(75)

    public init(
        maxAttempts: Int, baseDelay: Duration, maxDelay: Duration, maxRetryAfter: Duration, deadline: Duration = standardDeadline,
        random: @escaping @Sendable () -> Double
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.maxRetryAfter = maxRetryAfter
        self.deadline = deadline
        self.random = random
    }

    /// The wait before attempt `attempt + 1` after attempt `attempt` (1-based) failed; nil to give up.
    ///
    /// A server's `Retry-After` is honoured as given; otherwise exponential backoff with "equal
    /// jitter" (half fixed, half random), so that clients failing together do not retry together.
    package func delay(afterAttempt attempt: Int, retryAfter: Duration?) -> Duration? {
        guard attempt < maxAttempts else { return nil }
        if let retryAfter {
            return retryAfter <= maxRetryAfter ? max(retryAfter, .zero) : nil
        }
        let exponential = baseDelay * (1 << min(attempt - 1, 20))
        let capped = min(exponential, maxDelay)
        return capped / 2 + capped / 2 * random()
    }

    /// A `Retry-After` header: whole seconds, or an HTTP date.
    package static func retryAfter(header: String?, now: Date = Date()) -> Duration? {
        guard let header = header?.trimmingCharacters(in: .whitespaces), !header.isEmpty else { return nil }
        if let seconds = Int(header) { return .seconds(max(seconds, 0)) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: header) else { return nil }
        // trap-ok: both dates are finite and the clamp keeps the milliseconds inside Int, however far off the header's year.
        return .milliseconds(Int(min(max(date.timeIntervalSince(now) * 1000, 0), 1e15)))
    }
}
