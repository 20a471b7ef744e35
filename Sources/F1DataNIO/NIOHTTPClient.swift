import AsyncHTTPClient
import F1Data
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// The fetch helper's HTTP client: AsyncHTTPClient on SwiftNIO, TLS by BoringSSL compiled in and
/// the system's CA files as trust roots, so a program using it links nothing but the C library
/// (no libcurl, which URLSession needs on Linux). It behaves as `URLSessionHTTPClient` does:
/// F1Kit's User-Agent, a timeout for the whole request and one for each next byte, gzip and
/// deflate answers decompressed, the answer limit applied to decompressed bytes while they
/// arrive, and each redirect judged by `RedirectRule` before it is followed.
///
/// Made only by `run(...)`, which shuts the client and its event loop down once its work is done.
package final class NIOHTTPClient: F1Data.HTTPClient {
    private let http: AsyncHTTPClient.HTTPClient
    private let group: MultiThreadedEventLoopGroup
    private let userAgent: String
    private let timeout: Duration
    private let answerLimit: Int
    /// Set once `run` has shut the client down: a client kept past its run fails every request.
    private let isShutDown = Atomic(false)

    private init(userAgent: String, timeout: Duration, idleTimeout: Duration, answerLimit: Int) {
        self.userAgent = userAgent
        self.timeout = timeout
        self.answerLimit = max(answerLimit, 1)
        // One thread is plenty for one request at a time, and it ends with the client.
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let idle = TimeAmount(idleTimeout)
        var configuration = AsyncHTTPClient.HTTPClient.Configuration(
            // Redirects are followed here, one at a time, so that `RedirectRule` judges each.
            redirectConfiguration: .disallow,
            // As URLSession's timeoutIntervalForRequest, the wait for each next byte bounds the connecting too.
            timeout: .init(connect: idle, read: idle),
            // Counted decompressed, as the answer limit is: a gzip bomb stops at the limit, not in memory.
            decompression: .enabled(limit: .size(self.answerLimit)))
        // A connection refused is told at once, as URLSession does, not retried until the connect timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        http = AsyncHTTPClient.HTTPClient(eventLoopGroup: group, configuration: configuration)
    }

    /// Runs `body` with a client, then shuts the client and its event loop down, whether `body`
    /// returned or threw. `timeout` bounds a whole request (redirects included), `idleTimeout`
    /// the wait for each next byte; an answer past `answerLimit` bytes, decompressed, fails as
    /// `answerPastLimit` once it gets there.
    package static func run<Outcome>(
        userAgent: String = F1KitVersion.userAgent, timeout: Duration = .seconds(30), idleTimeout: Duration = .seconds(15),
        answerLimit: Int = HTTPResponse.standardBodyLimit, isolation: isolated (any Actor)? = #isolation,
        _ body: (NIOHTTPClient) async throws -> Outcome
    ) async rethrows -> Outcome {
        let client = NIOHTTPClient(userAgent: userAgent, timeout: timeout, idleTimeout: idleTimeout, answerLimit: answerLimit)
        do {
            let result = try await body(client)
            await client.shutdown()
            return result
        } catch {
            await client.shutdown()
            throw error
        }
    }

    /// No request is out when this runs (`run` calls it after its body), so nothing is cut short.
    private func shutdown() async {
        isShutDown.store(true, ordering: .sequentiallyConsistent)
        try? await http.shutdown()
        try? await group.shutdownGracefully()
    }

    package func get(_ url: URL) async throws -> HTTPResponse {
        try await get(url, headers: [:])
    }

    package func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
        // AsyncHTTPClient also speaks to Unix sockets (http+unix:); F1Kit asks only for http and https.
        guard ["http", "https"].contains(url.scheme?.lowercased()) else { throw TransportFailure.unsupportedURL }
        guard !isShutDown.load(ordering: .sequentiallyConsistent) else {
            throw TransportFailure.connectionFailed("the HTTP client had already been shut down")
        }
        let rule = RedirectRule(url: url, headers: headers)
        do {
            return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
                // The request's own deadline covers its answer's head; this one covers the body too.
                group.addTask { try await self.fetch(url, rule: rule) }
                group.addTask {
                    try await Task.sleep(for: self.timeout)
                    throw TransportFailure.timedOut
                }
                defer { group.cancelAll() }
                guard let response = try await group.next() else { throw TransportFailure.timedOut }
                return response
            }
        } catch let failure as TransportFailure {
            throw failure
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw TransportFailure(nio: error, answerLimit: answerLimit)
        }
    }

    /// The statuses whose Location is followed, as URLSession follows them.
    private static let redirectStatuses: Set<UInt> = [301, 302, 303, 307, 308]

    /// GETs `url`, and each redirect the rule allows, until an answer that is not a redirect.
    private func fetch(_ url: URL, rule: RedirectRule) async throws -> HTTPResponse {
        let deadline = NIODeadline.now() + TimeAmount(timeout)
        var current = url
        var followed = 0
        while true {
            var request = HTTPClientRequest(url: current.absoluteString)
            request.headers.add(name: "User-Agent", value: userAgent)
            request.headers.add(name: "Accept", value: "application/json")
            // The caller's own, a User-Agent or Accept among them, win over F1Kit's.
            for (name, value) in rule.headers { request.headers.replaceOrAdd(name: name, value: value) }
            let response = try await http.execute(request, deadline: deadline)
            guard Self.redirectStatuses.contains(response.status.code), let location = response.headers.first(name: "location") else {
                return try await answer(response)
            }
            // The redirect's own body is never read: dropping it closes the connection.
            let target = URL(string: location, relativeTo: current)?.absoluteURL
            if let refusal = rule.refusal(of: target, followed: followed) { throw refusal }
            guard let target else { throw TransportFailure.invalidResponse }
            current = target
            followed += 1
        }
    }

    /// POSTs `body` to `url` with `headers`, within the client's timeout, and reads the answer up
    /// to the answer limit; for f1web's publisher, whose broker (nchan) answers in a few lines.
    /// Redirects are not followed: a publisher endpoint that moves is a mistake to report.
    package func post(_ url: URL, headers: [String: String], body: Data) async throws -> HTTPResponse {
        guard ["http", "https"].contains(url.scheme?.lowercased()) else { throw TransportFailure.unsupportedURL }
        guard !isShutDown.load(ordering: .sequentiallyConsistent) else {
            throw TransportFailure.connectionFailed("the HTTP client had already been shut down")
        }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = .POST
        request.headers.add(name: "User-Agent", value: userAgent)
        for (name, value) in headers { request.headers.replaceOrAdd(name: name, value: value) }
        request.body = .bytes(ByteBuffer(bytes: body))
        do {
            return try await answer(http.execute(request, deadline: .now() + TimeAmount(timeout)))
        } catch let failure as TransportFailure {
            throw failure
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw TransportFailure(nio: error, answerLimit: answerLimit)
        }
    }

    /// GETs a stream that lasts as long as it is open (server-sent events), handing `read` each
    /// part of its body as it arrives, until the server ends it; no deadline for the whole, only
    /// the client's wait for each next byte (longer than the server's pings). A status other than
    /// 200 is returned without reading its body.
    package func stream(_ url: URL, headers: [String: String], read: ([UInt8]) throws -> Void) async throws -> Int {
        guard ["http", "https"].contains(url.scheme?.lowercased()) else { throw TransportFailure.unsupportedURL }
        guard !isShutDown.load(ordering: .sequentiallyConsistent) else {
            throw TransportFailure.connectionFailed("the HTTP client had already been shut down")
        }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "User-Agent", value: userAgent)
        for (name, value) in headers { request.headers.replaceOrAdd(name: name, value: value) }
        do {
            let response = try await http.execute(request, timeout: .hours(24 * 365))
            guard response.status == .ok else { return Int(response.status.code) }
            for try await part in response.body {
                do { try read(Array(part.readableBytesView)) } catch { throw ReadersFailure(error: error) }
            }
            return 200
        } catch let failure as TransportFailure {
            throw failure
        } catch let failure as ReadersFailure {
            // The caller's own (a line too long) is its to tell.
            throw failure.error
        } catch {
            if Task.isCancelled { throw CancellationError() }
            throw TransportFailure(nio: error, answerLimit: answerLimit)
        }
    }

    private struct ReadersFailure: Error {
        var error: any Error
    }

    /// The answer's body read to its end or to the limit, whichever comes first.
    private func answer(_ response: HTTPClientResponse) async throws -> HTTPResponse {
        // A length announced past the limit is refused before a byte of the body is read.
        if let length = response.headers.first(name: "content-length").flatMap({ Int($0) }), length > answerLimit {
            throw TransportFailure.answerPastLimit(limit: answerLimit)
        }
        var body = Data()
        for try await part in response.body {
            // Leaving the loop by throwing drops the body, which stops the transfer.
            guard body.count + part.readableBytes <= answerLimit else { throw TransportFailure.answerPastLimit(limit: answerLimit) }
            body.append(contentsOf: part.readableBytesView)
        }
        // A body whose reading was cancelled ends early, as if whole: it is not an answer.
        try Task.checkCancellation()
        var fields: [String: String] = [:]
        // A field sent more than once is joined with commas, as HTTP allows and URLSession does.
        for (name, value) in response.headers {
            fields[name.lowercased()] = fields[name.lowercased()].map { "\($0), \(value)" } ?? value
        }
        return HTTPResponse(status: Int(response.status.code), headers: fields, body: body)
    }
}

extension TimeAmount {
    /// `duration` in NIO's terms, to the nanosecond; past what that can hold, the most it can.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        self = overflow ? .nanoseconds(.max) : .nanoseconds(nanoseconds &+ attoseconds / 1_000_000_000)
    }
}
