import Foundation

/// One thing that happened to one request, for `--verbose` and for counting requests.
public struct ApiRequestEvent: Sendable, CustomStringConvertible {
    public enum Outcome: Sendable, Equatable {
        /// Answered by the server with this status, on this attempt.
        case network(status: Int, attempt: Int)
        /// The attempt got no answer.
        case noAnswer(reason: String, attempt: Int)
        /// The answer could not be used (e.g. truncated JSON).
        case unusable(reason: String, attempt: Int)
        /// Waiting before the next attempt.
        case retrying(after: Duration)
        /// Served from the cache without asking the server.
        case cache
        /// Served from an expired cache entry because the server could not be used.
        case staleCache
        /// A cache entry was unreadable and was removed.
        case corruptCacheEntry
        /// Something at the entry's place cannot be read; it was left alone.
        case cacheUnreadable(reason: String)
        /// The response could not be saved in the cache.
        case cacheWriteFailed(reason: String)
        /// The request could not be noted in the request history.
        case historyWriteFailed(reason: String)
    }

    public var url: URL
    public var outcome: Outcome
    /// How long the attempt took, for network outcomes.
    public var elapsed: Duration?

    public var description: String {
        let time = elapsed.map { String(format: ", %.0f ms", $0.seconds * 1000) } ?? ""
        switch outcome {
        case .network(let status, let attempt):
            return "GET \(url.absoluteString) -> \(status) (network\(attempt > 1 ? ", attempt \(attempt)" : "")\(time))"
        case .noAnswer(let reason, let attempt):
            return "GET \(url.absoluteString) -> no answer: \(reason) (attempt \(attempt)\(time))"
        case .unusable(let reason, let attempt):
            return "GET \(url.absoluteString) -> unusable answer: \(reason) (attempt \(attempt)\(time))"
        case .retrying(let delay):
            return String(format: "    retrying in %.1f s", delay.seconds)
        case .cache:
            return "GET \(url.absoluteString) (cache)"
        case .staleCache:
            return "GET \(url.absoluteString) (expired cache entry, the API could not be used)"
        case .corruptCacheEntry:
            return "    dropped an unreadable cache entry for \(url.absoluteString)"
        case .cacheUnreadable(let reason):
            return "    could not use the cache entry for \(url.absoluteString): \(reason)"
        case .cacheWriteFailed(let reason):
            return "    could not cache the response to \(url.absoluteString): \(reason)"
        case .historyWriteFailed(let reason):
            return "    could not note the request in the request history, so the hourly budget may undercount: \(reason)"
        }
    }

    /// Whether the event is a request sent to the server.
    public var isNetworkAttempt: Bool {
        switch outcome {
        case .network, .noAnswer: true
        case .unusable, .retrying, .cache, .staleCache, .corruptCacheEntry, .cacheUnreadable, .cacheWriteFailed, .historyWriteFailed: false
        }
    }
}
