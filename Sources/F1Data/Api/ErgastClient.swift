import F1UseCases
import Foundation
import Logging
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

        public static let jolpicaURL = URL(string: "https://api.jolpi.ca/ergast/f1/")!  // trap-ok: a constant, valid URL

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
    let logger: Logger
    let notices: @Sendable (SourceNotice) -> Void
    private let state = Mutex<(counts: Counts, noticed: Set<Notice>)>((Counts(), []))

    /// `logger` hears every request and cache decision: requests, their answers and cache hits at
    /// debug, cache misses and refreshes at trace, a cache that cannot be read or written as a
    /// warning; each with its metadata (url, outcome or cache, status, attempt, elapsed_ms).
    /// `notices` hears what a person should know of data shown anyway.
    public init(
        configuration: Configuration, http: any HTTPClient, gate: any RequestGate, cache: ApiCache?,
        history: RequestHistory? = nil, clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "f1kit.api"),
        notices: @escaping @Sendable (SourceNotice) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.http = http
        self.gate = gate
        self.cache = cache
        self.history = history
        self.clock = clock
        self.now = now
        self.logger = logger
        self.notices = notices
    }

    public var counts: Counts { state.withLock { $0.counts } }

    /// The kinds of notice told at most once a run.
    enum Notice: Hashable { case staleData, cacheNotWritten, historyNotWritten }

    /// The URL of one page of `path` (e.g. "2023/9/results.json").
    package func url(_ path: String, offset: Int) -> URL {
        let base = configuration.baseURL.appending(path: path)
        if var components = URLComponents(url: base, resolvingAgainstBaseURL: true) {
            components.queryItems = [
                URLQueryItem(name: "limit", value: String(configuration.pageLimit)), URLQueryItem(name: "offset", value: String(offset)),
            ]
            if let url = components.url { return url }
        }
        // Digits and "=&" only: the query can be appended even to a URL Foundation will not take apart.
        return URL(string: base.absoluteString + "?limit=\(configuration.pageLimit)&offset=\(offset)") ?? base
    }

    /// One page: from the cache when it may be served, else from the API, falling back on an
    /// expired entry when the API cannot be used. Failures are `SourceError`s.
    package func page(_ path: String, offset: Int) async throws -> ErgastMRData {
        let url = url(path, offset: offset)
        var stale: (page: ErgastMRData, fetchedAt: Date)?
        var unreadable: String?
        switch lookUp(url, path: path, offset: offset) {
        case .serve(let page): return page
        case .stale(let page, let fetchedAt): stale = (page, fetchedAt)
        case .unreadable(let reason): unreadable = reason
        case .none: break
        }
        if configuration.cacheMode == .offline {
            throw SourceError.offline(request: url.absoluteString, cachedCopy: unreadable.map { .unusable(reason: $0) } ?? .none)
        }
        do {
            let (page, body) = try await fetch(url, offset: offset)
            store(url, body: body)
            return page
        } catch let failure as FetchFailure {
            guard let stale else { throw failure.sourceError(for: url) }
            if isFirst(.staleData) {
                notices(.showingCachedCopy(reason: failure.sourceError(for: url), cachedAt: stale.fetchedAt.timeIntervalSince1970))
            }
            record(ApiRequestEvent(url: url, outcome: .staleCache)) { $0.cache += 1 }
            return stale.page
        }
    }

    /// Sends the request until it succeeds or the retry policy gives up.
    private func fetch(_ url: URL, offset: Int) async throws -> (ErgastMRData, Data) {
        try await sender.send(url) { response, attempt in
            guard response.status == 200 else { return .fail(.rejected(response.status)) }
            do throws(PageProblem) {
                return .accept((try ErgastPage.decode(response.body, offset: offset), response.body))
            } catch {
                record(ApiRequestEvent(url: url, outcome: .unusable(reason: error.reason, attempt: attempt)))
                return error.isTransient ? .retry(.unusable(error, attempts: attempt)) : .fail(.unusable(error, attempts: attempt))
            }
        }
    }

    private var sender: RequestSender {
        RequestSender(
            http: http, gate: gate, retry: configuration.retry, clock: clock, now: now,
            record: { [self] event, sent in record(event) { if sent { $0.network += 1 } } },
            noteRequest: { [self] in noteRequest($0) })
    }

    func record(_ event: ApiRequestEvent, counting: (inout Counts) -> Void = { _ in }) {
        state.withLock { counting(&$0.counts) }
        logger.log(level: event.level, "\(event.description)", metadata: event.metadata)
    }

    /// Whether `notice` is the first of its kind this run; each kind is told once.
    func isFirst(_ notice: Notice) -> Bool {
        state.withLock { $0.noticed.insert(notice).inserted }
    }
}
