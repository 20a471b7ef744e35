import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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

/// GETs a URL. A protocol so tests and benchmarks can count, fake or slow down the network.
public protocol HTTPClient: Sendable {
    /// Any status is a response; only a missing response throws, as `TransportFailure`.
    func get(_ url: URL) async throws -> HTTPResponse
}

/// The real client: URLSession (FoundationNetworking on Linux), with F1Kit's User-Agent and timeouts.
public final class URLSessionHTTPClient: HTTPClient {
    private let configuration: URLSessionConfiguration
    /// Made on the first request: a run answered from the cache never pays for starting URLSession.
    private let session = Mutex<URLSession?>(nil)

    /// `timeout` bounds a whole request, `idleTimeout` the wait for each next byte. Whole seconds:
    /// FoundationNetworking truncates a fraction, and a timeout under a second becomes none at all.
    public init(userAgent: String = F1KitVersion.userAgent, timeout: Duration = .seconds(30), idleTimeout: Duration = .seconds(15)) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["User-Agent": userAgent, "Accept": "application/json"]
        configuration.timeoutIntervalForRequest = idleTimeout.seconds
        configuration.timeoutIntervalForResource = timeout.seconds
        // F1Kit keeps its own cache, with rules that know which seasons can still change.
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        self.configuration = configuration
    }

    deinit {
        session.withLock { $0?.finishTasksAndInvalidate() }
    }

    public func get(_ url: URL) async throws -> HTTPResponse {
        let data: Data
        let response: URLResponse
        do {
            let session = session.withLock { session in
                if let session { return session }
                let made = URLSession(configuration: configuration)
                session = made
                return made
            }
            (data, response) = try await session.data(for: URLRequest(url: url))
        } catch let error as URLError {
            throw TransportFailure(error)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw TransportFailure.connectionFailed(String(describing: error))
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportFailure.connectionFailed("the answer was not HTTP")
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in http.allHeaderFields { headers[name] = value }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }
}

extension TransportFailure {
    /// URLSession's error in F1Kit's words: its own descriptions differ between platforms and
    /// some read badly inside a sentence.
    init(_ error: URLError) {
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
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
