/// The API's published limits, kept on our side so the server never has to say 429: at most
/// `burst` requests in any `burstWindow`, and at most `sustained` in any `sustainedWindow`.
public struct RateLimits: Hashable, Sendable {
    public var burst: Int
    public var burstWindow: Duration
    public var sustained: Int
    public var sustainedWindow: Duration
    /// How long a caller over the sustained budget waits for a slot; a longer wait is
    /// `RequestBudgetSpent` at once.
    public var patience: Duration

    /// Jolpica's limits for clients without a token: 4 a second, 500 an hour. Nobody waits most
    /// of an hour for a report, so a spent budget fails at once.
    public static let jolpica = RateLimits(burst: 4, burstWindow: .seconds(1), sustained: 500, sustainedWindow: .seconds(3600))

    /// OpenF1's limits for free use: 3 a second, 30 a minute. A live session is followed for
    /// hours, so a request over the minute's budget waits for its slot.
    package static let openF1 = RateLimits(burst: 3, burstWindow: .seconds(1), sustained: 30, sustainedWindow: .seconds(60), patience: .seconds(60))

    /// With an OpenF1 access token the API sets no limit; F1Kit still keeps to twice the free one.
    package static let openF1SignedIn = RateLimits(
        burst: 6, burstWindow: .seconds(1), sustained: 60, sustainedWindow: .seconds(60), patience: .seconds(60))

    public init(burst: Int, burstWindow: Duration, sustained: Int, sustainedWindow: Duration, patience: Duration = .zero) {
        self.burst = burst
        self.burstWindow = burstWindow
        self.sustained = sustained
        self.sustainedWindow = sustainedWindow
        self.patience = patience
    }
}

/// The sustained budget is spent; waiting `retryAfter` frees one request.
public struct RequestBudgetSpent: Error, Hashable, Sendable {
    public var limit: Int
    public var retryAfter: Duration
}

/// Hands out permission to send a request, shared by every concurrent request of a run.
///
/// Sliding windows rather than a token bucket: "never more than 4 in any second" then holds for
/// every window, not only on average. A caller over the burst waits; a caller over the sustained
/// budget waits up to the limits' `patience`, else gets `RequestBudgetSpent` at once, because
/// waiting most of an hour is never what a person running a report wants.
public actor RateLimiter<C: Clock> where C.Duration == Duration {
    private let limits: RateLimits
    private let clock: C
    /// When each granted request was sent, oldest first, within the sustained window.
    private var granted: [C.Instant]
    /// Told the instant of every grant, as the limiter counts it.
    private let onGrant: @Sendable (C.Instant) -> Void

    /// `earlier` are the ages of requests sent before this run (e.g. by other f1report processes).
    public init(limits: RateLimits = .jolpica, clock: C, earlier ages: [Duration] = []) {
        self.init(limits: limits, clock: clock, earlier: ages, onGrant: { _ in })
    }

    /// `onGrant` hears of every grant at the instant the limiter records it, for tests that check
    /// the windows from what the limiter did rather than from when a caller got round to looking.
    init(limits: RateLimits = .jolpica, clock: C, earlier ages: [Duration] = [], onGrant: @escaping @Sendable (C.Instant) -> Void) {
        self.limits = limits
        self.clock = clock
        self.onGrant = onGrant
        let now = clock.now
        granted = ages.filter { $0 >= .zero && $0 < limits.sustainedWindow }.sorted(by: >).map { now.advanced(by: .zero - $0) }
    }

    /// Returns when a request may be sent, and counts it as sent.
    public func acquire() async throws {
        while true {
            try Task.checkCancellation()
            let now = clock.now
            granted.removeAll { $0.duration(to: now) >= limits.sustainedWindow }
            if granted.count >= limits.sustained {
                // Other processes may have sent more than the limit between them: a slot frees only
                // when enough have aged out to leave `sustained - 1`, i.e. when this one does.
                let mustAgeOut = granted[granted.count - limits.sustained]
                let retryAfter = limits.sustainedWindow - mustAgeOut.duration(to: now)
                guard retryAfter <= limits.patience else { throw RequestBudgetSpent(limit: limits.sustained, retryAfter: retryAfter) }
                try await clock.sleep(until: mustAgeOut.advanced(by: limits.sustainedWindow), tolerance: nil)
                continue
            }
            let recent = granted.filter { $0.duration(to: now) < limits.burstWindow }
            if recent.count < limits.burst {
                granted.append(now)
                onGrant(now)
                return
            }
            // The window frees a slot when its oldest request is `burstWindow` old; others may take
            // it first, so check again after waking.
            try await clock.sleep(until: recent[recent.count - limits.burst].advanced(by: limits.burstWindow), tolerance: nil)
        }
    }

    /// Requests counted in the sustained window, including earlier runs'.
    public var sentInWindow: Int {
        let now = clock.now
        return granted.filter { $0.duration(to: now) < limits.sustainedWindow }.count
    }
}
