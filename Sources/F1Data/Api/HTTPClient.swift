import F1UseCases
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

extension HTTPResponse {
    /// The most of one answer F1Kit reads, counted decompressed while it arrives: far beyond any
    /// API page (OpenF1's largest, a race's intervals, is a few MB), short of a memory's worth.
    public static let standardBodyLimit = 64 * 1_048_576
}

/// Why a request got no response at all; F1UseCases' `TransportReason`, so an app's own client
/// and F1Kit's sources speak of it alike.
public typealias TransportFailure = TransportReason

/// GETs a URL. A protocol so tests and benchmarks can count, fake or slow down the network, and
/// so the real one (`URLSessionHTTPClient` in F1DataLive) stays out of processes that never go online.
public protocol HTTPClient: Sendable {
    /// Any status is a response; only a missing response throws, as `TransportFailure`.
    func get(_ url: URL) async throws -> HTTPResponse
    /// The same with request headers (an access token's `Authorization`): a client that cannot
    /// send them must fail rather than send the request without them.
    func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse
}

extension HTTPClient {
    /// For clients that send no headers of their own: a request without headers goes out as it
    /// is; one with headers fails, since dropping an access token would be answered by a refusal
    /// that blames the token.
    public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
        guard headers.isEmpty else { throw TransportFailure.connectionFailed("this HTTP client cannot send request headers") }
        return try await get(url)
    }
}

extension TransportFailure {
    /// URLSession's error in F1Kit's words: its own descriptions differ between platforms and
    /// some read badly inside a sentence.
    package init(_ error: URLError) {
        switch error.code {
        case .timedOut: self = .timedOut
        case .networkConnectionLost, .badServerResponse, .zeroByteResource: self = .connectionDropped
        case .cannotConnectToHost: self = .refused
        case .cannotFindHost, .dnsLookupFailed: self = .hostNotFound
        case .notConnectedToInternet: self = .notConnected
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot:
            self = .secureConnectionFailed
        case .badURL: self = .malformedURL
        case .unsupportedURL: self = .unsupportedURL
        case .httpTooManyRedirects, .redirectToNonExistentLocation: self = .redirectLoop
        case .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData: self = .invalidResponse
        case .dataLengthExceedsMaximum: self = .responseTooLarge
        case .userAuthenticationRequired, .userCancelledAuthentication: self = .loginRequired
        case .resourceUnavailable: self = .resourceUnavailable
        case .cancelled: self = .cancelled
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

extension TransportFailure {
    /// A few words for log lines.
    package var reason: String {
        self == .timedOut ? "timed out" : clause
    }
}
