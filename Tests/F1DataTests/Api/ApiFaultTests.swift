import ErgastEmulator
import F1DataLive
import F1Domain
import F1TestSupport
import F1UseCases
import Foundation
import Synchronization
import Testing

@testable import F1Data

#if canImport(Glibc)
import Glibc
#endif

/// Each fault the emulator can play, and what the client does about it: retry and succeed,
/// or stop after a bounded number of attempts with one sentence for the person.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct ApiFaultTests {
    static let race = "2023/9/results.json?limit=100&offset=0"

    /// Round 9's results after `faults`, and the requests it took.
    static func fetch(
        after faults: [ErgastEmulator.Fault], timeout: Duration = .seconds(5), clock: any Clock<Duration> = ContinuousClock()
    ) async throws -> (RaceResults, ApiHarness) {
        let harness = try await ApiHarness(synthesized: false)
        harness.emulator.inject(faults)
        let results = try await harness.repository(harness.client(timeout: timeout, clock: clock)).results(season: 2023, round: 9)
        return (results, harness)
    }

    /// The message a lasting fault ends with, and the waits between attempts on a test clock.
    static func lasting(
        _ fault: ErgastEmulator.Fault, retry: RetryPolicy = ApiHarness.quickRetry
    ) async throws -> (error: SourceError?, server: String, harness: ApiHarness, clock: ImmediateClock) {
        let harness = try await ApiHarness(synthesized: false)
        harness.emulator.persistentFault = fault
        let clock = ImmediateClock()
        let error = await #expect(throws: SourceError.self) {
            try await harness.repository(harness.client(retry: retry, clock: clock)).results(season: 2023, round: 9)
        }
        return (error, "127.0.0.1:\(harness.baseURL.port ?? 0)", harness, clock)
    }

    @Test(arguments: [
        ErgastEmulator.Fault.serverError, .tooManyRequests(retryAfter: nil), .dropConnection, .truncatedJSON, .invalidUTF8, .emptyPage,
    ])
    func aPassingFaultIsRetried(fault: ErgastEmulator.Fault) async throws {
        let (results, harness) = try await Self.fetch(after: [fault])
        #expect(results.results.count == 20)
        #expect(harness.requests == [Self.race, Self.race])
        #expect(harness.logged.contains { $0["outcome"] == "retrying" })
    }

    @Test func retryAfterIsWaitedForAsTheServerAsks() async throws {
        let clock = ImmediateClock()
        let (results, harness) = try await Self.fetch(after: [.tooManyRequests(retryAfter: 1)], clock: clock)
        #expect(results.results.count == 20)
        #expect(harness.logged.contains { $0["outcome"] == "retrying" && $0["delay_ms"] == "1000" })
        #expect(clock.sleeps == [.seconds(1)])
    }

    /// The one test that waits for a real timeout: URLSession's, mapped to a retry. The wording of a
    /// lasting timeout is checked without waiting, in ApiTransportFailureTests.
    @Test func aHangPastTheTimeoutIsRetried() async throws {
        let (results, harness) = try await Self.fetch(after: [.hang(seconds: 20)], timeout: .seconds(2))
        #expect(results.results.count == 20)
        #expect(harness.logged.contains { $0["outcome"] == "no-answer" && $0["reason"] == "timed out" && $0["attempt"] == "1" })
    }

    // MARK: - Faults that last: the typed error each ends with

    static let racePath = "/ergast/f1/2023/9/results.json"

    /// The error a lasting `fault` ends with, from the emulator at `server`.
    static func expected(_ fault: ErgastEmulator.Fault, server: String) -> SourceError? {
        switch fault {
        case .serverError: .serverFailed(server: server, status: 500, attempts: 3)
        case .tooManyRequests(retryAfter: nil): .rateLimited(server: server, retryAfter: nil, attempts: 3)
        case .dropConnection: .unreachable(server: server, reason: .connectionDropped, attempts: 3)
        case .truncatedJSON:
            .malformed(MalformedData(.response(server: server, path: racePath, attempts: 3), reason: "the JSON is cut off or malformed"))
        case .invalidUTF8: .malformed(MalformedData(.response(server: server, path: racePath, attempts: 3), reason: "the body is not valid UTF-8"))
        case .emptyPage:
            .malformed(MalformedData(.response(server: server, path: racePath, attempts: 3), reason: "the page is empty although the total is 20"))
        default: nil
        }
    }

    @Test(arguments: [
        ErgastEmulator.Fault.serverError, .tooManyRequests(retryAfter: nil), .dropConnection, .truncatedJSON, .invalidUTF8, .emptyPage,
    ])
    func aLastingFaultStopsAfterThreeTriesWithATypedError(fault: ErgastEmulator.Fault) async throws {
        let (actual, server, harness, clock) = try await Self.lasting(fault)
        #expect(actual != nil && actual == Self.expected(fault, server: server))
        #expect(harness.requests == [Self.race, Self.race, Self.race])
        // Two waits between three tries, each the policy's backoff after that attempt.
        #expect(clock.sleeps == [1, 2].compactMap { ApiHarness.quickRetry.delay(afterAttempt: $0, retryAfter: nil) })
    }

    @Test func aShortRetryAfterIsWaitedForUntilTheTriesRunOut() async throws {
        let (error, server, harness, clock) = try await Self.lasting(.tooManyRequests(retryAfter: 1))
        #expect(error == .rateLimited(server: server, retryAfter: .seconds(1), attempts: 3))
        #expect(harness.requests == [Self.race, Self.race, Self.race])
        #expect(clock.sleeps == [.seconds(1), .seconds(1)])
    }

    @Test func aLongRetryAfterIsNotWaitedFor() async throws {
        let (error, server, harness, clock) = try await Self.lasting(.tooManyRequests(retryAfter: 120))
        #expect(error == .rateLimited(server: server, retryAfter: .seconds(120), attempts: 1))
        #expect(harness.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func theHourlyBudgetSpentIsOneSentence() async throws {
        let harness = try await ApiHarness(synthesized: false)
        // 500 requests in the last hour, the oldest 40 minutes ago: it leaves the window in 20 minutes.
        let earlier = (0..<500).map { Duration.seconds(2400 - $0 * 4) }
        let clock = ImmediateClock()
        let client = harness.client(gate: RateLimiter(limits: .jolpica, clock: clock, earlier: earlier), clock: clock)
        let error = await #expect(throws: SourceError.self) {
            try await harness.repository(client).results(season: 2023, round: 9)
        }
        #expect(error == .budgetSpent(limit: 500, retryAfter: .seconds(1200)))
        #expect(harness.requests.isEmpty)
        #expect(clock.sleeps.isEmpty)
    }
}

/// Failures that need no recorded data: a port where nothing listens, and a client that fails
/// as URLSession does without a server or any waiting.
@Suite struct ApiTransportFailureTests {
    /// URLSession's failure for `code`, as `URLSessionHTTPClient` passes it on, every try.
    final class FailingHTTPClient: HTTPClient {
        let code: URLError.Code
        private let calls = Mutex(0)

        init(_ code: URLError.Code) { self.code = code }

        var tries: Int { calls.withLock { $0 } }

        func get(_ url: URL) async throws -> HTTPResponse {
            calls.withLock { $0 += 1 }
            throw TransportFailure(URLError(code))
        }
    }

    static let base = URL(string: "http://127.0.0.1:8000/ergast/f1/")!

    /// The error a lasting failure of `http` ends with, on a test clock.
    static func error(_ http: any HTTPClient, retry: RetryPolicy = ApiHarness.quickRetry) async -> SourceError? {
        let clock = ImmediateClock()
        let client = ErgastClient(
            configuration: .init(baseURL: base, retry: retry), http: http, gate: RateLimiter(clock: clock), cache: nil, clock: clock)
        let error = await #expect(throws: SourceError.self) {
            try await ApiRepository(client: client, today: { .init(year: 2023, month: 12, day: 1) }).driverStandings(season: 2023)
        }
        return error
    }

    /// A real refusal: a port this test holds bound but never listens on, so the connection is
    /// refused and no other test's server can take the port in the meantime.
    @Test func anUnreachableServerIsOneSentence() async throws {
        let socket = try #require(BoundSilentPort())
        defer { socket.close() }
        let port = Int(socket.port)
        let base = try #require(URL(string: "http://127.0.0.1:\(port)/ergast/f1/"))

        let clock = ImmediateClock()
        let client = ErgastClient(
            configuration: .init(baseURL: base, retry: ApiHarness.quickRetry),
            http: URLSessionHTTPClient(timeout: .seconds(2)), gate: RateLimiter(clock: clock), cache: nil, clock: clock)
        let error = await #expect(throws: SourceError.self) {
            try await ApiRepository(client: client, today: { .init(year: 2023, month: 12, day: 1) }).driverStandings(season: 2023)
        }
        #expect(error == .unreachable(server: "127.0.0.1:\(port)", reason: .refused, attempts: 3))
    }

    /// The wording of a lasting timeout, without waiting for one (ApiFaultTests has the one real hang).
    @Test func aLastingTimeoutIsOneSentence() async throws {
        let http = FailingHTTPClient(.timedOut)
        let twoTries = RetryPolicy(
            maxAttempts: 2, baseDelay: .milliseconds(20), maxDelay: .milliseconds(100), maxRetryAfter: .seconds(2), deadline: ApiHarness.testDeadline,
            random: { 0.5 })
        #expect(await Self.error(http, retry: twoTries) == .unreachable(server: "127.0.0.1:8000", reason: .timedOut, attempts: 2))
        #expect(http.tries == 2)
    }

    /// A URLError F1Kit has no words for says so, never with the platform's description.
    @Test func anUnmappedURLErrorIsNamedByItsCode() async throws {
        let code = URLError.Code.fileDoesNotExist
        let http = FailingHTTPClient(code)
        let error = try #require(await Self.error(http))
        let reason = TransportFailure.connectionFailed("the network library gave no reason beyond its code \(code.rawValue)")
        #expect(error == .unreachable(server: "127.0.0.1:8000", reason: reason, attempts: 3))
        #expect(!reason.reason.contains(URLError(code).localizedDescription))
        #expect(http.tries == 3)
    }

    @Test(arguments: [
        (URLError.Code.cannotConnectToHost, TransportFailure.refused),
        (.cannotFindHost, .hostNotFound),
        (.notConnectedToInternet, .notConnected),
        (.timedOut, .timedOut),
        (.networkConnectionLost, .connectionDropped),
        (.unsupportedURL, .unsupportedURL),
        (.badURL, .malformedURL),
    ])
    func urlErrorsInF1KitsWords(code: URLError.Code, expected: TransportFailure) {
        #expect(TransportFailure(URLError(code)) == expected)
    }
}

/// A TCP port on 127.0.0.1 that is bound, so nobody else gets it, but never listened on.
struct BoundSilentPort {
    let descriptor: Int32
    let port: UInt16

    init?() {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                Glibc.bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    func close() {
        Glibc.close(descriptor)
    }
}
