import ErgastEmulator
import F1DataLive
import F1Domain
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// OpenF1's answers and faults as the client reads them, over real sockets to the emulator.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct OpenF1ClientTests {
    /// A short `idleTimeout` only where a hang is the test: a loaded machine can be slow to answer.
    static func client(_ emulator: OpenF1Emulator, idleTimeout: Duration = .seconds(15)) -> OpenF1Client {
        OpenF1Client(
            baseURL: emulator.baseURL, http: URLSessionHTTPClient(timeout: .seconds(30), idleTimeout: idleTimeout),
            gate: RateLimiter(limits: OpenF1LiveHarness.testLimits, clock: ContinuousClock()),
            retry: RetryPolicy(
                maxAttempts: 3, baseDelay: .milliseconds(20), maxDelay: .milliseconds(50), maxRetryAfter: .seconds(3),
                deadline: ApiHarness.testDeadline,
                random: { 0.5 }),
            cache: nil)
    }

    static let session = [(name: "session_key", value: "11280")]

    @Test func aFilterThatMatchesNothingIsNoRecordsNotAnError() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 0)
        let body = try await Self.client(harness.emulator).body(.pit, Self.session + [(name: "date>", value: "2100-01-01T00:00:00")])
        #expect(body == Data("[]".utf8))
    }

    /// A throttled answer waits as long as the server asks, then the request goes again.
    @Test func tooManyRequestsWaitsWhatTheServerAsks() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 0)
        harness.emulator.inject([.tooManyRequests(retryAfter: 1)])
        let started = ContinuousClock.now
        let body = try await Self.client(harness.emulator).body(.drivers, Self.session)
        #expect(ContinuousClock.now - started >= .seconds(1))
        #expect(try JSONSerialization.jsonObject(with: body) as? [Any] != nil)
        #expect(harness.emulator.receivedRequests.count == 2)
    }

    @Test(arguments: [OpenF1Emulator.Fault.serverError, .dropConnection, .hang(seconds: 60)])
    func aPassingFaultIsRetried(_ fault: OpenF1Emulator.Fault) async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 0)
        harness.emulator.inject([fault])
        let body = try await Self.client(harness.emulator, idleTimeout: .seconds(5)).body(.drivers, Self.session)
        #expect((try JSONSerialization.jsonObject(with: body) as? [Any])?.count == 22)
        #expect(harness.emulator.receivedRequests.count == 2)
    }

    @Test func aLastingFaultIsOneTypedError() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 0)
        harness.emulator.persistentFault = .serverError
        let server = "127.0.0.1:\(harness.emulator.baseURL.port ?? 0)"
        await #expect(throws: SourceError.serverFailed(server: server, status: 502, attempts: 3)) {
            _ = try await Self.client(harness.emulator).body(.drivers, Self.session)
        }
    }

    /// A cut answer fails decoding with one sentence naming the endpoint.
    @Test func aTruncatedAnswerIsOneSentenceNamingTheEndpoint() async throws {
        let harness = try OpenF1LiveHarness(secondsBeforeFlag: 600, speed: 0)
        harness.emulator.inject([.truncatedJSON])
        let body = try await Self.client(harness.emulator).body(.laps, Self.session)
        let error = #expect(throws: OpenF1DecodingError.self) {
            _ = try OpenF1Decoding(strict: false).records(OpenF1Lap.self, from: body, endpoint: .laps, map: { try $0.toTimedLap() })
        }
        #expect(error?.description.hasPrefix("OpenF1's answer for laps could not be read") == true)
    }

    /// `date>` goes percent-encoded with a time and no offset, so no "+" reads as a space.
    @Test func filtersAreEncodedAsBrowsersSendThem() {
        let client = OpenF1Client(http: URLSessionHTTPClient(), gate: RateLimiter(clock: ContinuousClock()), cache: nil)
        let url = client.url(
            .position, Self.session + [(name: "date>", value: OpenF1Client.filterValue(Moment(millisecondsSince1970: 1_777_827_842_493)))])
        #expect(url.absoluteString == "https://api.openf1.org/v1/position?session_key=11280&date%3E=2026-05-03T17:04:02.493")
    }
}
