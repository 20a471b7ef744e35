import F1Data
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real client: URLSession (FoundationNetworking on Linux), with F1Kit's User-Agent and timeouts,
/// a limit on each answer applied while it arrives, and redirects kept to http(s) and, for a
/// request with credentials, to its origin (`RedirectRule`).
public final class URLSessionHTTPClient: HTTPClient {
    private let configuration: URLSessionConfiguration
    private let answerLimit: Int
    private let delegate = TransferDelegate()
    /// Made on the first request: a run answered from the cache never pays for starting URLSession.
    private let session = Mutex<URLSession?>(nil)

    /// `timeout` bounds a whole request, `idleTimeout` the wait for each next byte. Whole seconds:
    /// FoundationNetworking truncates a fraction, and a timeout under a second becomes none at all.
    /// An answer past `answerLimit` bytes, decompressed, fails as `answerPastLimit` once it gets there.
    public init(
        userAgent: String = F1KitVersion.userAgent, timeout: Duration = .seconds(30), idleTimeout: Duration = .seconds(15),
        answerLimit: Int = HTTPResponse.standardBodyLimit
    ) {
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
        self.answerLimit = max(answerLimit, 1)
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
        let session = session.withLock { session in
            if let session { return session }
            let made = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
            session = made
            return made
        }
        let task = session.dataTask(with: request)
        let transfer = { (continuation: CheckedContinuation<(HTTPURLResponse, Data), any Error>) in
            TransferDelegate.Transfer(continuation: continuation, limit: self.answerLimit, rule: RedirectRule(url: url, headers: headers))
        }
        let http: HTTPURLResponse
        let body: Data
        do {
            (http, body) = try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    delegate.begin(task, transfer(continuation))
                    task.resume()
                }
            } onCancel: {
                task.cancel()
            }
        } catch let failure as TransportFailure {
            throw failure
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw TransportFailure(other: error)
        }
        var fields: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields { fields[name] = value }
        return HTTPResponse(status: http.statusCode, headers: fields, body: body)
    }
}
