import ErgastEmulator
import F1Data
import F1Domain
import F1TestSupport
import FetchHelperSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// One `f1report-fetch --serve` kept for a session, against the OpenF1 emulator on 127.0.0.1.
@Suite(.enabled(if: SharedData.hasOpenF1AndF1db, SharedData.noOpenF1))
struct KeptHelperTests {
    static var fetcher: URL { ProcessRunner.builtExecutable(named: "f1report-fetch") }

    /// The race played long after it ended, so every answer is whole.
    static func emulator() throws -> OpenF1Emulator {
        // 2100-01-01: long after the race, so every record has been released.
        let emulator = try OpenF1Emulator(recording: SharedData.openF1Race, startingAt: Moment(millisecondsSince1970: 4_102_444_800_000))
        try emulator.start()
        return emulator
    }

    static func url(_ emulator: OpenF1Emulator, _ endpoint: String) -> URL {
        emulator.baseURL.appending(path: endpoint).appending(queryItems: [URLQueryItem(name: "session_key", value: "11280")])
    }

    @Test func oneHelperAnswersEveryRequestOfASessionWithItsHeaders() async throws {
        let emulator = try Self.emulator()
        let client = KeptHelperHTTPClient(fetcher: Self.fetcher, deadline: .seconds(20))
        for endpoint in ["weather", "drivers", "pit", "weather", "stints"] {
            let response = try await client.get(Self.url(emulator, endpoint), headers: ["Authorization": "Bearer t0ken"])
            #expect(response.status == 200)
            let records = try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]]
            #expect((records?.count ?? 0) > 0)
        }
        let missing = try await client.get(emulator.baseURL.appending(path: "nowhere"))
        #expect(missing.status == 404)
        #expect(await client.helpersStarted == 1)
        #expect(emulator.receivedRequests.prefix(5).allSatisfy { $0.headers["authorization"] == "Bearer t0ken" })
        #expect(emulator.receivedRequests.last?.headers["authorization"] == nil)
        await client.stop()
    }

    @Test func requestsFromManyTasksTakeTurns() async throws {
        let emulator = try Self.emulator()
        let client = KeptHelperHTTPClient(fetcher: Self.fetcher, deadline: .seconds(20))
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try await client.get(Self.url(emulator, "weather")).status } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 200, count: 8))
        #expect(await client.helpersStarted == 1)
        await client.stop()
    }

    /// A helper that died between requests is replaced before the next request goes.
    @Test func aHelperKilledWhileIdleIsReplaced() async throws {
        let emulator = try Self.emulator()
        let client = KeptHelperHTTPClient(fetcher: Self.fetcher, deadline: .seconds(20))
        _ = try await client.get(Self.url(emulator, "weather"))
        let pid = try #require(await client.helperProcessIdentifier)
        kill(pid, SIGKILL)
        let deadline = ContinuousClock.now + .seconds(10)
        while await client.helperProcessIdentifier != nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(try await client.get(Self.url(emulator, "weather")).status == 200)
        #expect(await client.helpersStarted == 2)
        await client.stop()
    }

    /// A request past the deadline ends its helper and times out; the next one gets a new helper.
    @Test func aHangingRequestTimesOutAndTheNextGetsANewHelper() async throws {
        let emulator = try Self.emulator()
        let client = KeptHelperHTTPClient(fetcher: Self.fetcher, deadline: .seconds(5))
        emulator.inject([.hang(seconds: 30)])
        await #expect(throws: TransportFailure.timedOut) { _ = try await client.get(Self.url(emulator, "weather")) }
        #expect(try await client.get(Self.url(emulator, "weather")).status == 200)
        #expect(await client.helpersStarted == 2)
        await client.stop()
    }

    @Test func aMissingHelperSaysSo() async throws {
        let client = KeptHelperHTTPClient(fetcher: URL(fileURLWithPath: "/nonexistent/f1report-fetch"))
        await #expect(throws: TransportFailure.connectionFailed("its helper /nonexistent/f1report-fetch is missing or not an executable file")) {
            _ = try await client.get(URL(string: "http://127.0.0.1:9/")!)
        }
    }
}
