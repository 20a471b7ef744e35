import Foundation

/// A response as F1Kit needs it: the status, the headers (names lower-cased) and the body.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }
}

/// Why a request got no response at all.
public enum TransportFailure: Error, Hashable, Sendable {
    /// No answer within the timeout.
    case timedOut
    /// The server took the request, then closed the connection without answering.
    case connectionDropped
    /// The server could not be reached; why, in a few words.
    case connectionFailed(String)
}

/// GETs a URL. A protocol so tests and benchmarks can count, fake or slow down the network, and
/// so the real one (`URLSessionHTTPClient` in F1DataLive) stays out of processes that never go online.
public protocol HTTPClient: Sendable {
    /// Any status is a response; only a missing response throws, as `TransportFailure`.
    func get(_ url: URL) async throws -> HTTPResponse
}

extension TransportFailure {
    /// URLSession's error in F1Kit's words: its own descriptions differ between platforms and
    /// some read badly inside a sentence.
    package init(_ error: URLError) {
        switch error.code {
        case .timedOut: self = .timedOut
        case .networkConnectionLost, .badServerResponse, .zeroByteResource: self = .connectionDropped
        case .cannotConnectToHost: self = .connectionFailed("nothing accepted the connection")
        case .cannotFindHost, .dnsLookupFailed: self = .connectionFailed("the host name could not be found")
        case .notConnectedToInternet: self = .connectionFailed("this machine is not connected to a network")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
             .serverCertificateHasUnknownRoot:
            self = .connectionFailed("the secure connection failed")
        case .badURL: self = .connectionFailed("the request's URL is malformed; check --api-url")
        case .unsupportedURL: self = .connectionFailed("the request's URL is not an http or https URL; check --api-url")
        case .httpTooManyRedirects, .redirectToNonExistentLocation: self = .connectionFailed("the server redirected the request in a loop or to nowhere")
        case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData: self = .connectionFailed("the server's answer was not valid HTTP")
        case .dataLengthExceedsMaximum: self = .connectionFailed("the server's answer was too large")
        case .userAuthenticationRequired, .userCancelledAuthentication: self = .connectionFailed("the server asks for a login")
        case .resourceUnavailable: self = .connectionFailed("the server says the resource is unavailable")
        case .cancelled: self = .connectionFailed("the request was cancelled")
        // The platform's description of the rest varies and may be localized: say what is known.
        default: self = .connectionFailed("the network library gave no reason beyond its code \(error.code.rawValue)")
        }
    }

    /// Any other error a network library throws, in words that do not depend on its type's printout.
    package init(other error: any Error) {
        if let error = error as? URLError {
            self.init(error)
        } else if let error = error as? POSIXError {
            self = .connectionFailed(String(cString: strerror(error.code.rawValue)).lowercased())
        } else {
            let error = error as NSError
            if error.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: error.code) {
                self.init(URLError(code))
            } else {
                self = .connectionFailed("the request failed for a reason the network library did not give")
            }
        }
    }
}

extension Duration {
    /// The duration in seconds, as TimeInterval APIs want it.
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
