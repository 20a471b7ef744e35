import ErgastEmulator
import F1Data
import F1Domain
import F1UseCases
import Foundation
import Testing

/// Each fault the emulator can play, and what the client does about it: retry and succeed,
/// or stop after a bounded number of attempts with one sentence for the person.
@Suite struct ApiFaultTests {
    static let race = "2023/9/results.json?limit=100&offset=0"

    /// Round 9's results after `faults`, and the requests it took.
    static func fetch(after faults: [ErgastEmulator.Fault], timeout: Duration = .seconds(5)) async throws -> (RaceResults, ApiHarness) {
        let harness = try await ApiHarness(synthesized: false)
        harness.emulator.inject(faults)
        let results = try await harness.repository(harness.client(timeout: timeout)).results(season: 2023, round: 9)
        return (results, harness)
    }

    @Test(arguments: [
        ErgastEmulator.Fault.serverError, .tooManyRequests(retryAfter: nil), .dropConnection, .truncatedJSON, .invalidUTF8, .emptyPage,
    ])
    func aPassingFaultIsRetried(fault: ErgastEmulator.Fault) async throws {
        guard ApiHarness.isAvailable else { Issue.record(Comment(rawValue: ApiHarness.skipMessage)); return }
        let (results, harness) = try await Self.fetch(after: [fault])
        #expect(results.results.count == 20)
        #expect(harness.requests == [Self.race, Self.race])
        #expect(harness.outcomes.contains { if case .retrying = $0 { true } else { false } })
    }

    @Test func retryAfterIsWaitedForAsTheServerAsks() async throws {
        guard ApiHarness.isAvailable else { Issue.record(Comment(rawValue: ApiHarness.skipMessage)); return }
        let (results, harness) = try await Self.fetch(after: [.tooManyRequests(retryAfter: 1)])
        #expect(results.results.count == 20)
        #expect(harness.outcomes.contains(.retrying(after: .seconds(1))))
    }

    @Test func aHangPastTheTimeoutIsRetried() async throws {
        guard ApiHarness.isAvailable else { Issue.record(Comment(rawValue: ApiHarness.skipMessage)); return }
        let (results, harness) = try await Self.fetch(after: [.hang(seconds: 20)], timeout: .seconds(2))
        #expect(results.results.count == 20)
        #expect(harness.outcomes.contains(.noAnswer(reason: "timed out", attempt: 1)))
    }

    @Test(arguments: [
        (ErgastEmulator.Fault.serverError, "is having trouble (HTTP 500, 3 tries); try again in a few minutes."),
        (.tooManyRequests(retryAfter: nil), "is throttling requests (HTTP 429, 3 tries); try again in a minute."),
        (.truncatedJSON, "sent an answer f1report cannot read for /ergast/f1/2023/9/results.json (the JSON is cut off or malformed; 3 tries); try again later."),
        (.invalidUTF8, "sent an answer f1report cannot read for /ergast/f1/2023/9/results.json (the body is not valid UTF-8; 3 tries); try again later."),
        (.emptyPage, "sent an answer f1report cannot read for /ergast/f1/2023/9/results.json (the page is empty although the total is 20; 3 tries); try again later."),
    ])
    func aLastingFaultStopsAfterThreeTriesWithASentence(fault: ErgastEmulator.Fault, ending: String) async throws {
        guard ApiHarness.isAvailable else { Issue.record(Comment(rawValue: ApiHarness.skipMessage)); return }
        let harness = try await ApiHarness(synthesized: false)
        harness.emulator.persistentFault = fault
        let error = await #expect(throws: SourceError.self) {
            try await harness.repository(harness.client()).results(season: 2023, round: 9)
        }
        let server = "127.0.0.1:\(harness.emulator.baseURL.port ?? 0)"
        let message = error?.message ?? ""
        #expect(message.hasPrefix("The API at \(server) "), "\(message)")
        #expect(message.hasSuffix(ending), "\(message)")
        #expect(harness.requests == [Self.race, Self.race, Self.race])
    }

    @Test func aLongRetryAfterIsNotWaitedFor() async throws {
        guard ApiHarness.isAvailable else { Issue.record(Comment(rawValue: ApiHarness.skipMessage)); return }
        let harness = try await ApiHarness(synthesized: false)
        harness.emulator.persistentFault = .tooManyRequests(retryAfter: 120)
        let error = await #expect(throws: SourceError.self) {
            try await harness.repository(harness.client()).results(season: 2023, round: 9)
        }
        #expect(error?.message.hasSuffix("is throttling requests and asks to wait 2 minutes; try again then.") == true, "\(error?.message ?? "")")
        #expect(harness.requests.count == 1)
    }

    @Test func anUnreachableServerIsOneSentence() async throws {
        let client = ErgastClient(
            configuration: .init(baseURL: URL(string: "http://127.0.0.1:9/ergast/f1/")!, retry: ApiHarness.quickRetry),
            http: URLSessionHTTPClient(timeout: .seconds(2)), gate: RateLimiter(clock: ContinuousClock()), cache: nil)
        let error = await #expect(throws: SourceError.self) {
            try await ApiRepository(client: client, today: { .init(year: 2023, month: 12, day: 1) }).driverStandings(season: 2023)
        }
        #expect(error?.message.hasPrefix("Could not reach the API at 127.0.0.1:9 (") == true, "\(error?.message ?? "")")
        #expect(error?.message.hasSuffix("3 tries); check your connection, or use --offline to read the cache.") == true)
    }

    @Test func theHourlyBudgetSpentIsOneSentence() async throws {
        guard ApiHarness.isAvailable else { Issue.record(Comment(rawValue: ApiHarness.skipMessage)); return }
        let harness = try await ApiHarness(synthesized: false)
        let limits = RateLimits(burst: 4, burstWindow: .seconds(1), sustained: 500, sustainedWindow: .seconds(3600))
        let earlier = (0..<500).map { Duration.seconds(3599 - $0 * 7) }
        let client = ErgastClient(
            configuration: .init(baseURL: harness.emulator.baseURL), http: URLSessionHTTPClient(),
            gate: RateLimiter(limits: limits, clock: ContinuousClock(), earlier: earlier), cache: nil)
        let error = await #expect(throws: SourceError.self) {
            try await harness.repository(client).results(season: 2023, round: 9)
        }
        #expect(error?.message == "f1report has sent 500 requests to the API in the last hour, its hourly limit; try again in 1 second, or use --offline to read the cache.")
        #expect(harness.requests.isEmpty)
    }
}
