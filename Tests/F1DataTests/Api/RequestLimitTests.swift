import ErgastEmulator
import F1DataLive
import F1TestSupport
import F1UI
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// What RequestSender does with a hostile answer: a refused redirect or an answer past the limit
/// is asked for once, not four times; a dripping answer ends at the deadline for the request and
/// all its retries, however long each attempt's own timeout.
@Suite struct RequestLimitTests {
    static func standings(_ server: HostileServer, retry: RetryPolicy, limit: Int = HTTPResponse.standardBodyLimit) async -> SourceError? {
        let clock = ImmediateClock()
        let base = URL(string: server.origin + "/ergast/f1/")!  // trap-ok: a literal URL
        let client = ErgastClient(
            configuration: .init(baseURL: base, retry: retry), http: URLSessionHTTPClient(answerLimit: limit),
            gate: RateLimiter(clock: clock), cache: nil, clock: clock)
        return await #expect(throws: SourceError.self) {
            try await ApiRepository(client: client, today: { .init(year: 2023, month: 12, day: 1) }).driverStandings(season: 2023)
        }
    }

    static let fourTries = RetryPolicy(
        maxAttempts: 4, baseDelay: .milliseconds(20), maxDelay: .milliseconds(100), maxRetryAfter: .seconds(2),
        deadline: ApiHarness.testDeadline, random: { 0.5 })

    @Test(arguments: [
        (HostileServer.Behaviour.redirect(status: 302, location: "ftp://127.0.0.1/x.json"), TransportFailure.redirectToScheme("ftp")),
        (.redirect(status: 301, location: "file:///etc/passwd"), .redirectToScheme("file")),
        (.endless(cap: 16 * 1_048_576), .answerPastLimit(limit: 65_536)),
    ])
    func aRefusalOrALimitIsAskedOnce(behaviour: HostileServer.Behaviour, reason: TransportFailure) async throws {
        let server = try HostileServer { _ in behaviour }
        let error = await Self.standings(server, retry: Self.fourTries, limit: 65_536)
        #expect(error == .unreachable(server: "127.0.0.1:\(server.port)", reason: reason, attempts: 1))
        #expect(server.receivedRequests.count == 1)
    }

    @Test func aDrippingAnswerEndsAtTheDeadlineForAllItsAttempts() async throws {
        let server = try HostileServer { _ in .drip(interval: .milliseconds(250), length: 10_000) }
        var retry = Self.fourTries
        retry.deadline = .seconds(2)
        let error = try #require(await Self.standings(server, retry: retry))
        #expect(error == .unreachable(server: "127.0.0.1:\(server.port)", reason: .deadlinePassed(limit: .seconds(2)), attempts: 1))
        #expect(
            F1UI.FriendlyError.message(for: error) == """
                The API at 127.0.0.1:\(server.port) gave no whole answer within 2 seconds, the limit for a request and its retries (1 try); \
                try again later.
                """)
    }

    /// Attempts that fail fast are retried while the deadline leaves room, then the last failure is told.
    @Test func aWaitPastTheDeadlineIsNotBegun() async throws {
        let server = try HostileServer { _ in .answer(status: 503, body: Data("{}".utf8)) }
        var retry = Self.fourTries
        // A deadline far past any one attempt, even on a loaded full suite that kept a task from its
        // thread for over 120 s (CI, 2026-12-07), and a wait longer than the deadline.
        retry.baseDelay = .seconds(3600)
        retry.maxDelay = .seconds(3600)
        retry.deadline = .seconds(600)
        let error = await Self.standings(server, retry: retry)
        #expect(error == .serverFailed(server: "127.0.0.1:\(server.port)", status: 503, attempts: 1))
        #expect(server.receivedRequests.count == 1)
    }
}
