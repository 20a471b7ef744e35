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
        // The platform's description of the rest varies and may be localized: the code identifies it.
        default: self = .connectionFailed("the request failed with URLError \(error.code.rawValue)")
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
