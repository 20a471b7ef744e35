import F1UseCases
import Foundation
import Synchronization

/// Permission to send one request; `RateLimiter` is the real one.
public protocol RequestGate: Sendable {
    func acquire() async throws
}

extension RateLimiter: RequestGate {}

/// How the cache is used in a run.
public enum CacheMode: String, Sendable, CaseIterable {
    /// Fresh entries are served, others refetched; expired entries are the fallback when the API fails.
    case normal
    /// Only the cache: no request leaves the machine.
    case offline
    /// Every request goes to the API; entries are the fallback when it fails.
    case refresh
}

/// Pages of the Ergast-compatible API, through the cache, the rate limiter and the retry policy.
public final class ErgastClient: Sendable {
    public struct Configuration: Sendable {
        /// Ends with "/", e.g. "https://api.jolpi.ca/ergast/f1/".
        public var baseURL: URL
        public var cacheMode: CacheMode
        public var freshness: CacheFreshness
        public var retry: RetryPolicy
        /// Rows asked for per page; the API serves at most 100.
        public var pageLimit: Int

        public static let jolpicaURL = URL(string: "https://api.jolpi.ca/ergast/f1/")!

        public init(
            baseURL: URL = jolpicaURL, cacheMode: CacheMode = .normal, freshness: CacheFreshness = .standard,
            retry: RetryPolicy = .standard, pageLimit: Int = 100
        ) {
            let text = baseURL.absoluteString
            self.baseURL = text.hasSuffix("/") ? baseURL : URL(string: text + "/") ?? baseURL
            self.cacheMode = cacheMode
            self.freshness = freshness
            self.retry = retry
            self.pageLimit = pageLimit
        }
    }

    /// Requests sent and answered from the cache so far in this run.
    public struct Counts: Hashable, Sendable {
        public var network = 0
        public var cache = 0
    }

    let configuration: Configuration
    let http: any HTTPClient
    let gate: any RequestGate
    let cache: ApiCache?
    let history: RequestHistory?
    let clock: any Clock<Duration>
    let now: @Sendable () -> Date
    let events: @Sendable (ApiRequestEvent) -> Void
    let notices: @Sendable (String) -> Void
    private let state = Mutex<(counts: Counts, noticed: Bool)>((Counts(), false))

    public init(
        configuration: Configuration, http: any HTTPClient, gate: any RequestGate, cache: ApiCache?,
        history: RequestHistory? = nil, clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() },
        events: @escaping @Sendable (ApiRequestEvent) -> Void = { _ in },
        notices: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.http = http
        self.gate = gate
        self.cache = cache
        self.history = history
        self.clock = clock
        self.now = now
        self.events = events
        self.notices = notices
    }

    public var counts: Counts { state.withLock { $0.counts } }

    /// The URL of one page of `path` (e.g. "2023/9/results.json").
    public func url(_ path: String, offset: Int) -> URL {
        var components = URLComponents(url: configuration.baseURL.appending(path: path), resolvingAgainstBaseURL: true)!
        components.queryItems = [URLQueryItem(name: "limit", value: String(configuration.pageLimit)), URLQueryItem(name: "offset", value: String(offset))]
        return components.url!
    }

    /// One page: from the cache when it may be served, else from the API, falling back on an
    /// expired entry when the API cannot be used. Failures are `SourceError`s with one sentence.
    public func page(_ path: String, offset: Int) async throws -> ErgastMRData {
        let url = url(path, offset: offset)
        var stale: (page: ErgastMRData, fetchedAt: Date)?
        if let cache {
            switch cache.read(url) {
            case .hit(let entry):
                if let page = try? ErgastPage.decode(entry.body, offset: offset) {
                    let fresh = configuration.freshness.isFresh(fetchedAt: entry.fetchedAt, path: path, now: now())
                    if configuration.cacheMode == .offline || (fresh && configuration.cacheMode == .normal) {
                        record(ApiRequestEvent(url: url, outcome: .cache)) { $0.cache += 1 }
                        return page
                    }
                    stale = (page, entry.fetchedAt)
                } else {
                    try? FileManager.default.removeItem(at: cache.file(for: url))
                    record(ApiRequestEvent(url: url, outcome: .corruptCacheEntry))
                }
            case .corrupt:
                record(ApiRequestEvent(url: url, outcome: .corruptCacheEntry))
            case .missing:
                break
            }
        }
        if configuration.cacheMode == .offline {
            throw SourceError("\(url.absoluteString) is not in the cache, and --offline keeps f1report off the network; run the command once online first.")
        }
        do {
            let (page, body) = try await fetch(url, offset: offset)
            try? cache?.write(url, body: body, fetchedAt: now())
            return page
        } catch let failure as FetchFailure {
            guard let stale else { throw SourceError(failure.message(for: url)) }
            notifyOnce("Note: \(failure.shortReason(for: url)); showing data cached \(Self.describe(stale.fetchedAt)).")
            record(ApiRequestEvent(url: url, outcome: .staleCache)) { $0.cache += 1 }
            return stale.page
        }
    }

    /// Sends the request until it succeeds or the retry policy gives up.
    private func fetch(_ url: URL, offset: Int) async throws -> (ErgastMRData, Data) {
        var attempt = 0
        while true {
            attempt += 1
            do {
                try await gate.acquire()
            } catch let spent as RequestBudgetSpent {
                throw FetchFailure.budgetSpent(spent)
            }
            history?.record(now: now())
            let started = ContinuousClock.now
            let failure: FetchFailure
            var retryAfter: Duration?
            do {
                let response = try await http.get(url)
                let elapsed = ContinuousClock.now - started
                record(ApiRequestEvent(url: url, outcome: .network(status: response.status, attempt: attempt), elapsed: elapsed)) { $0.network += 1 }
                switch response.status {
                case 200:
                    do {
                        return (try ErgastPage.decode(response.body, offset: offset), response.body)
                    } catch {
                        record(ApiRequestEvent(url: url, outcome: .unusable(reason: error.reason, attempt: attempt)))
                        guard error.isTransient else { throw FetchFailure.unusable(error.reason, attempts: attempt) }
                        failure = .unusable(error.reason, attempts: attempt)
                    }
                case 429:
                    retryAfter = RetryPolicy.retryAfter(header: response.headers["retry-after"], now: now())
                    failure = .throttled(retryAfter: retryAfter, attempts: attempt)
                case 500...599:
                    failure = .serverError(response.status, attempts: attempt)
                default:
                    throw FetchFailure.rejected(response.status)
                }
            } catch let transport as TransportFailure {
                record(ApiRequestEvent(url: url, outcome: .noAnswer(reason: transport.reason, attempt: attempt), elapsed: ContinuousClock.now - started)) {
                    $0.network += 1
                }
                failure = .transport(transport, attempts: attempt)
            }
            guard let delay = configuration.retry.delay(afterAttempt: attempt, retryAfter: retryAfter) else { throw failure }
            record(ApiRequestEvent(url: url, outcome: .retrying(after: delay)))
            try await clock.sleep(for: delay, tolerance: nil)
        }
    }

    private func record(_ event: ApiRequestEvent, counting: (inout Counts) -> Void = { _ in }) {
        state.withLock { counting(&$0.counts) }
        events(event)
    }

    private func notifyOnce(_ notice: String) {
        let first = state.withLock { state in
            defer { state.noticed = true }
            return !state.noticed
        }
        if first { notices(notice) }
    }

    static func describe(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return "on " + formatter.string(from: date)
    }
}
