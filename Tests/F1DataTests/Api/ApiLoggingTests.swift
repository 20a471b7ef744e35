import F1TestSupport
import Foundation
import InMemoryLogging
import Logging
import Testing

@testable import F1Data

/// The client reports requests and cache decisions through the Logger it is given, with the
/// metadata a program can filter on, at levels an app's default (info) keeps quiet.
@Suite struct ApiLoggingTests {
    static let race = "2023/9/results.json"

    @Test(.enabled(if: RecordedResponses.isAvailable, RecordedResponses.skip)) func aMissGoesToTheNetworkAndAHitDoesNot() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let client = harness.client()
        let url = client.url(Self.race, offset: 0).absoluteString
        _ = try await harness.repository(client).results(season: 2023, round: 9)
        _ = try await harness.repository(harness.client()).results(season: 2023, round: 9)

        let entries = harness.log.entries.filter { $0.metadata["url"] == "\(url)" }
        #expect(entries.map(\.metadata["cache"]) == ["miss", nil, "hit"])
        let request = try #require(entries.first { $0.metadata["outcome"] == "network" })
        #expect(request.level == .debug)
        #expect(request.metadata["status"] == "200" && request.metadata["attempt"] == "1")
        #expect(request.metadata["elapsed_ms"] != nil)
        #expect("\(request.message)".hasPrefix("GET \(url) -> 200 (network, "))
        #expect(entries.first?.level == .trace)
        #expect(entries.last.map { "\($0.message)" } == "GET \(url) (cache)")
    }

    @Test(.enabled(if: RecordedResponses.isAvailable, RecordedResponses.skip)) func refreshSaysItAsksAgainThoughTheEntryIsFresh() async throws {
        let harness = try await ApiHarness(synthesized: false)
        _ = try await harness.repository(harness.client()).results(season: 2023, round: 9)
        harness.log.clear()
        _ = try await harness.repository(harness.client(mode: .refresh)).results(season: 2023, round: 9)
        #expect(harness.logged.map(\.["cache"]).compactMap { $0 } == ["refresh"])
        #expect(harness.logged.contains { $0["outcome"] == "network" && $0["status"] == "200" })
    }

    @Test(.enabled(if: RecordedResponses.isAvailable, RecordedResponses.skip)) func aFailingAttemptIsLoggedWithItsStatusThenTheRetry() async throws {
        let harness = try await ApiHarness(synthesized: false)
        harness.emulator.inject([.serverError])
        _ = try await harness.repository(harness.client(clock: ImmediateClock())).results(season: 2023, round: 9)
        let outcomes = harness.logged.filter { $0["outcome"] != nil }
        #expect(outcomes.map(\.["outcome"]) == ["network", "retrying", "network"])
        #expect(outcomes.map(\.["status"]) == ["500", nil, "200"])
        #expect(outcomes.map(\.["attempt"]) == ["1", nil, "2"])
    }

    /// An app that keeps swift-log's default level hears nothing from a run that went well.
    @Test(.enabled(if: RecordedResponses.isAvailable, RecordedResponses.skip)) func nothingAtInfoOrAboveWhenAllGoesWell() async throws {
        let harness = try await ApiHarness(synthesized: false)
        _ = try await harness.repository(harness.client()).results(season: 2023, round: 9)
        #expect(!harness.log.entries.isEmpty)
        #expect(harness.log.entries.allSatisfy { $0.level < .info })
    }
}
