import Foundation

/// How the client uses the cache: what a lookup may serve, and telling of entries that cannot be
/// read or written rather than passing over them in silence.
extension ErgastClient {
    enum CachedPage {
        case serve(ErgastMRData)
        /// Expired (or refreshing): the fallback should the API fail.
        case stale(ErgastMRData, fetchedAt: Date)
        case unreadable(String)
        case none
    }

    func lookUp(_ url: URL, path: String, offset: Int) -> CachedPage {
        guard let cache else { return .none }
        switch cache.read(url) {
        case .hit(let entry):
            let page: ErgastMRData
            do {
                page = try ErgastPage.decode(entry.body, offset: offset)
            } catch {
                // An intact entry holding an answer F1Kit cannot use: kept (a fetch replaces it), and
                // with --offline the reason is the answer's own, not "not in the cache".
                record(ApiRequestEvent(url: url, outcome: .cacheUnreadable(reason: error.reason)))
                return .unreadable(error.reason)
            }
            let fresh = configuration.freshness.isFresh(fetchedAt: entry.fetchedAt, path: path, now: now())
            if configuration.cacheMode == .offline || (fresh && configuration.cacheMode == .normal) {
                record(ApiRequestEvent(url: url, outcome: .cache)) { $0.cache += 1 }
                return .serve(page)
            }
            record(ApiRequestEvent(url: url, outcome: .cacheRefresh(expired: !fresh)))
            return .stale(page, fetchedAt: entry.fetchedAt)
        case .corrupt:
            record(ApiRequestEvent(url: url, outcome: .corruptCacheEntry))
            return .none
        case .unreadable(let reason):
            record(ApiRequestEvent(url: url, outcome: .cacheUnreadable(reason: reason)))
            return .unreadable(reason)
        case .missing:
            record(ApiRequestEvent(url: url, outcome: .cacheMiss))
            return .none
        }
    }

    /// Saves a fetched body. A cache that cannot be written never fails the report: it is a line
    /// with --verbose, and once a run a note, since every later run will ask the API again.
    func store(_ url: URL, body: Data) {
        guard let cache else { return }
        do {
            try cache.write(url, body: body, fetchedAt: now())
        } catch {
            record(ApiRequestEvent(url: url, outcome: .cacheWriteFailed(reason: error.message)))
            if isFirst(.cacheNotWritten) {
                notices(.cacheNotWritten(reason: error.message))
            }
        }
    }

    /// Notes a request in the machine's request history; failing to only weakens the hourly budget.
    func noteRequest(_ url: URL) {
        guard let history else { return }
        do {
            try history.record(now: now())
        } catch {
            if isFirst(.historyNotWritten) { record(ApiRequestEvent(url: url, outcome: .historyWriteFailed(reason: error.message))) }
        }
    }
}
