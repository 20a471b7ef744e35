import ErgastEmulator
import F1DataLive
import F1DataNIO
import F1TestSupport
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// F1Kit's two HTTP clients against a hostile server (issue "Hardening the new surfaces", classes
/// 3 and 4), each test run on both, which must behave alike: URLSession's (F1DataLive, for apps)
/// and the fetch helper's on AsyncHTTPClient (F1DataNIO). Credentials never cross an origin,
/// redirects leave http(s) never, an answer is limited while it arrives, decompressed, and a
/// server that stalls, or is not there, is told apart.
@Suite struct HostileAnswerTests {
    static let token = ["Authorization": "Bearer s3cret"]

    /// One of F1Kit's HTTP clients, made for one request and, for the NIO one, shut down after it.
    enum Transport: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case urlSession, nio

        var testDescription: String { rawValue }

        /// GETs `url`, or fails the test and gives up after `deadline`: a broken timeout fails, never hangs.
        func get(
            _ url: String, headers: [String: String] = [:], answerLimit: Int = HTTPResponse.standardBodyLimit,
            idleTimeout: Duration = .seconds(15), deadline: Duration = hangGuard
        ) async throws -> HTTPResponse {
            let url = try #require(URL(string: url))
            return try await withThrowingTaskGroup(of: HTTPResponse?.self) { group in
                group.addTask {
                    switch self {
                    case .urlSession:
                        return try await URLSessionHTTPClient(idleTimeout: idleTimeout, answerLimit: answerLimit).get(url, headers: headers)
                    case .nio:
                        // The whole request's deadline is the test's guard: these tests are of limits
                        // and loops, which a starved full suite once took past its 30 s default.
                        return try await NIOHTTPClient.run(timeout: deadline, idleTimeout: idleTimeout, answerLimit: answerLimit) { client in
                            try await client.get(url, headers: headers)
                        }
                    }
                }
                group.addTask {
                    try await Task.sleep(for: deadline)
                    Issue.record("no outcome after \(deadline)")
                    return nil
                }
                defer { group.cancelAll() }
                guard let response = try await group.next() ?? nil else { throw TransportFailure.timedOut }
                return response
            }
        }

        /// The outcome of one GET, as a value a test can compare.
        func outcome(
            _ url: String, headers: [String: String] = [:], answerLimit: Int = HTTPResponse.standardBodyLimit,
            idleTimeout: Duration = .seconds(15)
        ) async -> Result<Int, TransportFailure> {
            do {
                return .success(try await get(url, headers: headers, answerLimit: answerLimit, idleTimeout: idleTimeout).status)
            } catch let failure as TransportFailure {
                return .failure(failure)
            } catch {
                return .failure(.connectionFailed("\(error)"))
            }
        }
    }

    static let transports = Transport.allCases

    @Test(arguments: transports, [301, 302, 307])
    func aTokenIsNeverSentToAnotherPort(transport: Transport, status: Int) async throws {
        let elsewhere = try HostileServer { _ in .answer(status: 200, body: Data("[]".utf8)) }
        let server = try HostileServer { _ in .redirect(status: status, location: elsewhere.origin + "/v1/sessions") }
        let outcome = await transport.outcome(server.origin + "/v1/sessions", headers: Self.token)
        #expect(outcome == .failure(.crossOriginRedirect(target: elsewhere.origin)))
        #expect(elsewhere.receivedRequests.allSatisfy { $0.headers["authorization"] == nil })
        #expect(server.receivedRequests.count == 1)
    }

    @Test(arguments: transports)
    func aSameOriginRedirectKeepsTheToken(transport: Transport) async throws {
        let server = try HostileServer { target in
            target.hasPrefix("/old") ? .redirect(status: 302, location: "/new") : .answer(status: 200, body: Data("[]".utf8))
        }
        #expect(await transport.outcome(server.origin + "/old", headers: Self.token) == .success(200))
        #expect(server.receivedRequests.map(\.target) == ["/old", "/new"])
        #expect(server.receivedRequests.allSatisfy { $0.headers["authorization"] == "Bearer s3cret" })
    }

    /// Without credentials nothing is at stake: the redirect is followed wherever it goes over http.
    @Test(arguments: transports)
    func aRequestWithoutCredentialsFollowsARedirectToAnotherPort(transport: Transport) async throws {
        let elsewhere = try HostileServer { _ in .answer(status: 200, body: Data("[]".utf8)) }
        let server = try HostileServer { _ in .redirect(status: 302, location: elsewhere.origin + "/x") }
        #expect(await transport.outcome(server.origin + "/x") == .success(200))
        #expect(elsewhere.receivedRequests.count == 1)
    }

    @Test(arguments: transports, [("file:///etc/passwd", "file"), ("ftp://127.0.0.1/x.json", "ftp")])
    func aRedirectToAnotherSchemeIsRefused(transport: Transport, redirect: (location: String, scheme: String)) async throws {
        let server = try HostileServer { _ in .redirect(status: 302, location: redirect.location) }
        #expect(await transport.outcome(server.origin + "/x") == .failure(.redirectToScheme(redirect.scheme)))
        #expect(await transport.outcome(server.origin + "/x", headers: Self.token) == .failure(.redirectToScheme(redirect.scheme)))
    }

    /// A server that redirects for ever is a loop, after at most `RedirectRule.maxRedirects` redirects.
    @Test(arguments: transports)
    func endlessRedirectsAreALoop(transport: Transport) async throws {
        let server = try HostileServer { target in .redirect(status: 302, location: "/\(target.count)") }
        // Eleven answers in a row: an idle limit a loaded full suite cannot reach (15 s was, once, in CI).
        #expect(await transport.outcome(server.origin + "/x", idleTimeout: .seconds(120)) == .failure(.redirectLoop))
        #expect(server.receivedRequests.count <= RedirectRule.maxRedirects + 1)
    }

    @Test(arguments: transports)
    func anEndlessBodyStopsAtTheLimit(transport: Transport) async throws {
        let server = try HostileServer { _ in .endless(cap: 64 * 1_048_576) }
        #expect(await transport.outcome(server.origin + "/x", answerLimit: 1_048_576) == .failure(.answerPastLimit(limit: 1_048_576)))
    }

    /// Half a MB of gzip that would be 512 MB: the limit counts what it decompresses to.
    @Test(arguments: transports)
    func aGzipBombStopsAtTheLimitOfItsDecompressedBytes(transport: Transport) async throws {
        let bomb = try GzipBomb.shared
        #expect(bomb.count < 2 * 1_048_576)
        let server = try HostileServer { _ in .gzip(compressed: bomb) }
        #expect(await transport.outcome(server.origin + "/x", answerLimit: 8 * 1_048_576) == .failure(.answerPastLimit(limit: 8 * 1_048_576)))
    }

    /// A compressed answer within the limit arrives decompressed, the limit counting its decompressed bytes.
    @Test(arguments: transports)
    func aGzipAnswerArrivesDecompressed(transport: Transport) async throws {
        let compressed = try GzipBomb.make(bytes: 100_000)
        let server = try HostileServer { _ in .gzip(compressed: compressed) }
        let response = try await transport.get(server.origin + "/x", answerLimit: 100_000)
        #expect(response.status == 200)
        #expect(response.body == Data(repeating: UInt8(ascii: " "), count: 100_000))
        #expect(await transport.outcome(server.origin + "/x", answerLimit: 99_999) == .failure(.answerPastLimit(limit: 99_999)))
    }

    /// A length announced past the limit is refused before the body is read.
    @Test(arguments: transports)
    func anAnnouncedLengthPastTheLimitIsRefused(transport: Transport) async throws {
        let server = try HostileServer { _ in .answer(status: 200, body: Data(repeating: 32, count: 4096)) }
        #expect(await transport.outcome(server.origin + "/x", answerLimit: 1024) == .failure(.answerPastLimit(limit: 1024)))
        #expect(await transport.outcome(server.origin + "/x", answerLimit: 4096) == .success(200))
    }

    /// F1Kit's User-Agent, JSON asked for, compression offered; the caller's headers sent, and
    /// the answer's header names lower-cased.
    @Test(arguments: transports)
    func theRequestCarriesF1KitsHeadersAndTheCallers(transport: Transport) async throws {
        let server = try HostileServer { _ in .answer(status: 200, body: Data("[]".utf8)) }
        let response = try await transport.get(server.origin + "/x", headers: ["X-Request-Tag": "seven"])
        let sent = try #require(server.receivedRequests.first).headers
        #expect(sent["user-agent"] == F1KitVersion.userAgent)
        #expect(sent["accept"] == "application/json")
        #expect(sent["accept-encoding"]?.contains("gzip") == true)
        #expect(sent["x-request-tag"] == "seven")
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.body == Data("[]".utf8))
    }

    /// An answer that stops coming fails at the wait for its next byte, long before the whole
    /// request's timeout. Whole seconds: URLSession's idle timeout truncates a fraction.
    @Test(arguments: transports)
    func anAnswerThatStallsTimesOut(transport: Transport) async throws {
        let server = try HostileServer { _ in .drip(interval: .seconds(20), length: 10) }
        #expect(await transport.outcome(server.origin + "/x", idleTimeout: .seconds(1)) == .failure(.timedOut))
    }

    @Test(arguments: transports)
    func aConnectionClosedWithoutAnAnswerIsDropped(transport: Transport) async throws {
        let server = try HostileServer { _ in .drop }
        let outcome = await transport.outcome(server.origin + "/x")
        #expect(outcome == .failure(.connectionDropped), "\(outcome)")
    }

    /// An answer whose connection closes before the length it announced is a dropped connection.
    /// The helper's client only: URLSession on Linux gives no reason for it (URLError -1).
    @Test func anAnswerCutShortIsADroppedConnection() async throws {
        let server = try HostileServer { _ in .truncated(length: 1000, sent: 100) }
        let outcome = await Transport.nio.outcome(server.origin + "/x")
        #expect(outcome == .failure(.connectionDropped), "\(outcome)")
    }

    @Test(arguments: transports)
    func aPortWithNothingListeningIsRefused(transport: Transport) async throws {
        let server = try HostileServer { _ in .answer(status: 200, body: Data()) }
        let origin = server.origin
        server.stop()
        #expect(await transport.outcome(origin + "/x") == .failure(.refused))
    }

    /// AsyncHTTPClient also speaks to Unix sockets (http+unix:), which the helper never asks it to.
    /// The helper's client only: URLSession on Linux hands an ftp: URL to libcurl, which tries it.
    @Test(arguments: ["ftp://127.0.0.1:1/x.json", "http+unix://%2Ftmp%2Fsocket/x.json", "unix:///tmp/socket"])
    func anUnsupportedSchemeIsNotSent(url: String) async throws {
        let outcome = await Transport.nio.outcome(url)
        #expect(outcome == .failure(.unsupportedURL), "\(outcome)")
    }

    /// The helper's client ends with its run, whether the run's work returned or threw (a client
    /// left running would trap in a debug build when released); one kept past its run says so.
    @Test func theHelpersClientEndsWithItsRun() async throws {
        struct Thrown: Error, Equatable {}
        await #expect(throws: Thrown.self) { try await NIOHTTPClient.run { _ in throw Thrown() } }
        let server = try HostileServer { _ in .answer(status: 200, body: Data("[]".utf8)) }
        let url = try #require(URL(string: server.origin + "/x"))
        let kept = await NIOHTTPClient.run { $0 }
        await #expect(throws: TransportFailure.connectionFailed("the HTTP client had already been shut down")) { try await kept.get(url) }
        #expect(server.receivedRequests.isEmpty)
    }

    /// A request whose task is cancelled ends as cancelled, not as an answer cut short.
    @Test(arguments: transports)
    func aCancelledRequestEndsAsCancelled(transport: Transport) async throws {
        let (arrivals, arrival) = AsyncStream<Void>.makeStream()
        let server = try HostileServer { _ in
            arrival.yield()
            return .drip(interval: .milliseconds(200), length: 1_000)
        }
        let request = Task { try await transport.get(server.origin + "/x") }
        let arrived = await Self.first(of: arrivals, within: Self.hangGuard)
        request.cancel()
        try #require(arrived, "the request never reached the server")
        await #expect(throws: CancellationError.self) { try await request.value }
    }

    /// Only a guard against a hang, never a measure: with the whole suite on two cores, a new task
    /// can wait minutes for a thread of the cooperative pool.
    static let hangGuard: Duration = .seconds(300)

    /// Whether `events` gave anything within `limit`.
    static func first(of events: AsyncStream<Void>, within limit: Duration) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { await events.first { _ in true } != nil }
            group.addTask {
                try? await Task.sleep(for: limit)
                return false
            }
            defer { group.cancelAll() }
            return await group.next() ?? false
        }
    }
}
