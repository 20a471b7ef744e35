import Foundation
import Logging

/// One thing that happened to one request, logged by `ErgastClient`: the message is a line a
/// person can read, the metadata what a program needs (url, outcome, status, attempt ...).
struct ApiRequestEvent: Sendable, CustomStringConvertible {
    enum Outcome: Sendable, Equatable {
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
        /// Nothing cached: the request goes to the API.
        case cacheMiss
        /// A cached entry is expired, or the run refreshes: the request goes to the API, the entry
        /// is the fallback.
        case cacheRefresh(expired: Bool)
    }

    var url: URL
    var outcome: Outcome
    /// How long the attempt took, for network outcomes.
    var elapsed: Duration?

    var description: String {
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
        case .cacheMiss:
            return "    \(url.absoluteString) is not in the cache"
        case .cacheRefresh(let expired):
            return "    asking the API again for \(url.absoluteString)\(expired ? ", its cached copy has expired" : "")"
        }
    }

    /// Requests and what answered them are debug; decisions leading to them trace; what went
    /// wrong with the cache a warning, since every later run pays for it.
    var level: Logger.Level {
        switch outcome {
        case .cacheMiss, .cacheRefresh: .trace
        case .network, .noAnswer, .unusable, .retrying, .cache, .staleCache: .debug
        case .corruptCacheEntry, .cacheUnreadable, .cacheWriteFailed, .historyWriteFailed: .warning
        }
    }

    var metadata: Logger.Metadata {
        var metadata: Logger.Metadata = ["url": "\(url.absoluteString)"]
        switch outcome {
        case .network(let status, let attempt):
            metadata["outcome"] = "network"
            metadata["status"] = "\(status)"
            metadata["attempt"] = "\(attempt)"
        case .noAnswer(let reason, let attempt), .unusable(let reason, let attempt):
            metadata["outcome"] = if case .noAnswer = outcome { "no-answer" } else { "unusable" }
            metadata["reason"] = "\(reason)"
            metadata["attempt"] = "\(attempt)"
        case .retrying(let delay):
            metadata["outcome"] = "retrying"
            metadata["delay_ms"] = "\(Int((delay.seconds * 1000).rounded()))"  // trap-ok: the retry policy caps delays at minutes
        case .cache: metadata["cache"] = "hit"
        case .staleCache: metadata["cache"] = "stale"
        case .corruptCacheEntry: metadata["cache"] = "corrupt"
        case .cacheUnreadable(let reason):
            metadata["cache"] = "unreadable"
            metadata["reason"] = "\(reason)"
        case .cacheWriteFailed(let reason):
            metadata["cache"] = "write-failed"
            metadata["reason"] = "\(reason)"
        case .historyWriteFailed(let reason):
            metadata["outcome"] = "history-write-failed"
            metadata["reason"] = "\(reason)"
        case .cacheMiss: metadata["cache"] = "miss"
        case .cacheRefresh(let expired): metadata["cache"] = expired ? "expired" : "refresh"
        }
        if let elapsed { metadata["elapsed_ms"] = "\(Int((elapsed.seconds * 1000).rounded()))" }  // trap-ok: a request's time
        return metadata
    }
}
