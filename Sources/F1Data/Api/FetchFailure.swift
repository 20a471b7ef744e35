import Foundation

extension TransportFailure {
    var reason: String {
        switch self {
        case .timedOut: "timed out"
        case .connectionDropped: "the connection closed without an answer"
        case .connectionFailed(let detail): detail
        }
    }
}

/// Why a request failed for good, worded for the person running the report.
enum FetchFailure: Error {
    case transport(TransportFailure, attempts: Int)
    case serverError(Int, attempts: Int)
    case throttled(retryAfter: Duration?, attempts: Int)
    case unusable(String, attempts: Int)
    case rejected(Int)
    case budgetSpent(RequestBudgetSpent)

    /// One sentence, with what to do about it.
    func message(for url: URL) -> String {
        let server = Self.server(of: url)
        switch self {
        case .transport(.timedOut, let attempts):
            return "The API at \(server) did not answer in time (\(Self.tries(attempts))); check your connection, try again later, or use --offline to read the cache."
        case .transport(.connectionDropped, let attempts):
            return "The API at \(server) closed the connection without answering (\(Self.tries(attempts))); try again later, or use --offline to read the cache."
        case .transport(.connectionFailed(let detail), let attempts):
            return "Could not reach the API at \(server) (\(detail); \(Self.tries(attempts))); check your connection, or use --offline to read the cache."
        case .serverError(let status, let attempts):
            return "The API at \(server) is having trouble (HTTP \(status), \(Self.tries(attempts))); try again in a few minutes."
        case .throttled(let retryAfter?, _):
            return "The API at \(server) is throttling requests and asks to wait \(Self.wait(retryAfter)); try again then."
        case .throttled(nil, let attempts):
            return "The API at \(server) is throttling requests (HTTP 429, \(Self.tries(attempts))); try again in a minute."
        case .unusable(let reason, let attempts):
            return "The API at \(server) sent an answer f1report cannot read for \(url.path) (\(reason); \(Self.tries(attempts))); try again later."
        case .rejected(404):
            return "The API at \(server) has no data at \(url.path) (HTTP 404); check the season and round, or --api-url."
        case .rejected(let status):
            return "The API at \(server) refused the request for \(url.path) (HTTP \(status))."
        case .budgetSpent(let spent):
            return "f1report has sent \(spent.limit) requests to the API in the last hour, its hourly limit; try again in \(Self.wait(spent.retryAfter)), or use --offline to read the cache."
        }
    }

    /// A short clause for the stale-data notice.
    func shortReason(for url: URL) -> String {
        let server = Self.server(of: url)
        switch self {
        case .transport(.timedOut, _): return "the API at \(server) did not answer in time"
        case .transport(.connectionDropped, _): return "the API at \(server) closed the connection without answering"
        case .transport(.connectionFailed, _): return "the API at \(server) could not be reached"
        case .serverError(let status, _): return "the API at \(server) answered HTTP \(status)"
        case .throttled: return "the API at \(server) is throttling requests"
        case .unusable: return "the API at \(server) sent an unreadable answer"
        case .rejected(let status): return "the API at \(server) answered HTTP \(status)"
        case .budgetSpent: return "the hourly request budget is spent"
        }
    }

    private static func server(of url: URL) -> String {
        [url.host ?? url.absoluteString, url.port.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }

    private static func tries(_ attempts: Int) -> String {
        attempts == 1 ? "1 try" : "\(attempts) tries"
    }

    private static func wait(_ duration: Duration) -> String {
        // trap-ok: a Duration's seconds are finite, and the clamp keeps them inside Int.
        let seconds = Int(min(max(duration.seconds, 0), 1e9).rounded(.up))
        if seconds < 120 { return "\(seconds) second\(seconds == 1 ? "" : "s")" }
        let minutes = (seconds + 59) / 60
        return "\(minutes) minutes"
    }
}
