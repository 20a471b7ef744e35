import F1Data
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        self.configuration = configuration
    }

    deinit {
        session.withLock { $0?.finishTasksAndInvalidate() }
    }

    public func get(_ url: URL) async throws -> HTTPResponse {
        try await get(url, headers: [:])
    }

    public func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
        var request = URLRequest(url: url)
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let data: Data
        let response: URLResponse
        do {
            let session = session.withLock { session in
                if let session { return session }
                let made = URLSession(configuration: configuration)
                session = made
                return made
            }
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            throw TransportFailure(error)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw TransportFailure(other: error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportFailure.connectionFailed("the answer was not HTTP")
        }
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in http.allHeaderFields { headers[name] = value }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }
}
