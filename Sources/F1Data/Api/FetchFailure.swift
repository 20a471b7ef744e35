import F1UseCases
import Foundation

/// Why a request failed for good, before it is told as a `SourceError`.
enum FetchFailure: Error {
    case transport(TransportFailure, attempts: Int)
    case serverError(Int, attempts: Int)
    case throttled(retryAfter: Duration?, attempts: Int)
    case unusable(PageProblem, attempts: Int)
    case rejected(Int)
    case signInRequired(tokenSent: Bool)
    case budgetSpent(RequestBudgetSpent)

    /// The typed error for a request of `url`.
    func sourceError(for url: URL) -> SourceError {
        let server = Self.server(of: url)
        switch self {
        case .transport(let reason, let attempts): return .unreachable(server: server, reason: reason, attempts: attempts)
        case .serverError(let status, let attempts): return .serverFailed(server: server, status: status, attempts: attempts)
        case .throttled(let retryAfter, let attempts): return .rateLimited(server: server, retryAfter: retryAfter, attempts: attempts)
        case .unusable(let problem, let attempts):
            return .malformed(
                MalformedData(.response(server: server, path: url.path, attempts: attempts), field: problem.field, reason: problem.clause))
        case .rejected(let status): return .requestRejected(server: server, path: url.path, status: status)
        case .signInRequired(let tokenSent): return .signInRequired(server: server, tokenSent: tokenSent)
        case .budgetSpent(let spent): return .budgetSpent(limit: spent.limit, retryAfter: spent.retryAfter)
        }
    }

    static func server(of url: URL) -> String {
        [url.host ?? url.absoluteString, url.port.map(String.init)].compactMap { $0 }.joined(separator: ":")
    }
}
