import F1Data
import Foundation

/// The words a failure goes by on the wire: `failed KIND` or `failed KIND DETAIL`.
extension FetchWire {
    /// The failures without a detail, by the word the wire names them with.
    static let kinds: [String: TransportFailure] = [
        "timedOut": .timedOut, "connectionDropped": .connectionDropped, "refused": .refused, "hostNotFound": .hostNotFound,
        "notConnected": .notConnected, "secureConnectionFailed": .secureConnectionFailed, "malformedURL": .malformedURL,
        "unsupportedURL": .unsupportedURL, "redirectLoop": .redirectLoop, "invalidResponse": .invalidResponse,
        "responseTooLarge": .responseTooLarge, "loginRequired": .loginRequired, "resourceUnavailable": .resourceUnavailable,
        "cancelled": .cancelled,
    ]

    /// A failure that carries a detail, as its word and the detail; nil for one without.
    static func detailed(_ reason: TransportFailure) -> (kind: String, detail: String)? {
        switch reason {
        case .connectionFailed(let detail): ("connectionFailed", detail)
        case .answerPastLimit(let limit): ("answerPastLimit", String(limit))
        case .deadlinePassed(let limit): ("deadlinePassed", String(limit.components.seconds))
        case .crossOriginRedirect(let target): ("crossOriginRedirect", target)
        case .redirectToScheme(let scheme): ("redirectToScheme", scheme)
        default: nil
        }
    }

    /// The failure a word and its detail name; nil when they name none.
    static func detailed(_ kind: String, _ detail: String) -> TransportFailure? {
        switch kind {
        case "connectionFailed": .connectionFailed(detail)
        case "answerPastLimit": Int(detail).flatMap { $0 > 0 ? .answerPastLimit(limit: $0) : nil }
        case "deadlinePassed": Int64(detail).flatMap { $0 > 0 ? .deadlinePassed(limit: .seconds($0)) : nil }
        case "crossOriginRedirect": .crossOriginRedirect(target: detail)
        case "redirectToScheme": .redirectToScheme(detail)
        default: nil
        }
    }
}
