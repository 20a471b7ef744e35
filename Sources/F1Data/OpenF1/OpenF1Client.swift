import F1Domain
import F1UseCases
import Foundation
import Logging
import Synchronization

/// OpenF1's REST API (`https://api.openf1.org/v1/`): one endpoint's answer at a time, through the
/// rate limiter (set to OpenF1's limits) and the retry policy, with an access token when one is
/// given. Answers for a session long over are kept in the cache, since they no longer change;
/// what a live session sends is never cached.
package final class OpenF1Client: Sendable {
    package static let openF1URL = URL(string: "https://api.openf1.org/v1/")!  // trap-ok: a constant, valid URL

    /// A session's answers may be cached once it has been over this long: OpenF1 adds the last
    /// laps and the classification in the minutes after the flag.
    package static let settledAfterMilliseconds = 3_600_000

    let baseURL: URL
    let cacheMode: CacheMode
    /// Sent as `Authorization: Bearer`; kept out of every log line, error and file.
    private let accessToken: String?
    let http: any HTTPClient
    let gate: any RequestGate
    let retry: RetryPolicy
    let cache: ApiCache?
    let clock: any Clock<Duration>
    let now: @Sendable () -> Date
    let logger: Logger
    private let counts = Mutex<ErgastClient.Counts>(ErgastClient.Counts())

    package init(
        baseURL: URL = openF1URL, cacheMode: CacheMode = .normal, accessToken: String? = nil, http: any HTTPClient,
        gate: any RequestGate, retry: RetryPolicy = .standard, cache: ApiCache?, clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() }, logger: Logger = Logger(label: "f1kit.openf1")
    ) {
        let text = baseURL.absoluteString
        self.baseURL = text.hasSuffix("/") ? baseURL : URL(string: text + "/") ?? baseURL
        self.cacheMode = cacheMode
        self.accessToken = accessToken.flatMap { $0.isEmpty ? nil : $0 }
        self.http = http
        self.gate = gate
        self.retry = retry
        self.cache = cache
        self.clock = clock
        self.now = now
        self.logger = logger
    }

    /// Requests sent and answered from the cache so far.
    package var requestCounts: ErgastClient.Counts { counts.withLock { $0 } }

    package var isSignedIn: Bool { accessToken != nil }

    /// `endpoint?name=value&...`. Filters such as `date>` carry their operator in the name; it and
    /// the value are percent-encoded as browsers send them, and times go without an offset (OpenF1
    /// reads them as UTC), so no "+" can be read back as a space.
    package func url(_ endpoint: OpenF1Endpoint, _ filters: [(name: String, value: String)]) -> URL {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~:"))
        let query = filters.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name) + "="
                + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
        }.joined(separator: "&")
        let base = baseURL.appending(path: endpoint.path).absoluteString
        return URL(string: query.isEmpty ? base : base + "?" + query) ?? baseURL
    }

    /// A moment as a filter's value: `2026-05-03T17:04:02.493`, UTC without an offset.
    package static func filterValue(_ moment: Moment) -> String {
        String(moment.iso8601.dropLast())
    }

    /// The body of one answer: a JSON list of records, `[]` where OpenF1 answers 404 ("No results
    /// found", which is how it says a filter matched nothing). With `cacheable`, the cache may
    /// answer and keeps what the API sends. Failures are `SourceError`s.
    package func body(
        _ endpoint: OpenF1Endpoint, _ filters: [(name: String, value: String)], cacheable: Bool = false
    ) async throws -> Data {
        let url = url(endpoint, filters)
        if cacheable, let body = cached(endpoint, filters) { return body }
        if cacheMode == .offline { throw SourceError.offline(request: url.absoluteString, cachedCopy: .none) }
        let headers = accessToken.map { ["Authorization": "Bearer \($0)"] } ?? [:]
        let tokenSent = accessToken != nil
        do {
            let body = try await sender.send(url, headers: headers) { response, _ -> RequestSender.Verdict<Data> in
                switch response.status {
                case 200: .accept(response.body)
                case 404: .accept(Data("[]".utf8))
                case 401: .fail(.signInRequired(tokenSent: tokenSent))
                default: .fail(.rejected(response.status))
                }
            }
            // Only a session over for an hour is cacheable: by then a 404 is its answer for good
            // (a race recorded without its meeting, a qualifying's intervals), and --offline needs it.
            if cacheable { keep(body, for: endpoint, filters) }
            return body
        } catch let failure as FetchFailure {
            throw failure.sourceError(for: url)
        }
    }

    /// The cache's answer for the request, unless the run refreshes.
    package func cached(_ endpoint: OpenF1Endpoint, _ filters: [(name: String, value: String)]) -> Data? {
        let url = url(endpoint, filters)
        guard let cache, cacheMode != .refresh, case .hit(let entry) = cache.read(url) else { return nil }
        record(ApiRequestEvent(url: url, outcome: .cache)) { $0.cache += 1 }
        return entry.body
    }

    /// Keeps an answer in the cache. One that cannot be written costs only a later request, so
    /// it is a log line, not a failure.
    package func keep(_ body: Data, for endpoint: OpenF1Endpoint, _ filters: [(name: String, value: String)]) {
        guard let cache else { return }
        let url = url(endpoint, filters)
        do {
            try cache.write(url, body: body, fetchedAt: now())
        } catch {
            record(ApiRequestEvent(url: url, outcome: .cacheWriteFailed(reason: error.message)))
        }
    }

    private var sender: RequestSender {
        RequestSender(
            http: http, gate: gate, retry: retry, clock: clock, now: now,
            record: { [self] event, sent in record(event) { if sent { $0.network += 1 } } },
            noteRequest: { _ in })
    }

    private func record(_ event: ApiRequestEvent, counting: (inout ErgastClient.Counts) -> Void = { _ in }) {
        counts.withLock { counting(&$0) }
        logger.log(level: event.level, "\(event.description)", metadata: event.metadata)
    }
}
