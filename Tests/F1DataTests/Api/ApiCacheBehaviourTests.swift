import F1Domain
import F1UI
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// The cache in use: offline, stale data when the API fails, corrupt entries refetched.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct ApiCacheBehaviourTests {
    @Test func offlineServesTheCacheWithTheServerGone() async throws {
        let harness = try await ApiHarness()
        let online = try await harness.repository(harness.client()).driverStandings(season: 2023)
        harness.emulator.stop()

        let offline = try await harness.repository(harness.client(mode: .offline)).driverStandings(season: 2023)
        #expect(offline == online)
        let error = await #expect(throws: SourceError.self) {
            try await harness.repository(harness.client(mode: .offline)).constructorStandings(season: 2023)
        }
        #expect(error == .offline(request: "\(harness.baseURL.absoluteString)2023/constructorStandings.json?limit=100&offset=0", cachedCopy: .none))
    }

    @Test func expiredDataIsServedWithANoticeWhenTheAPIFails() async throws {
        let harness = try await ApiHarness()
        let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13 UTC, in the season
        let online = try await harness.repository(harness.client(now: { fetchedAt })).driverStandings(season: 2023)
        harness.emulator.persistentFault = .serverError
        harness.emulator.resetRequests()

        let later = fetchedAt.addingTimeInterval(3600)
        let stale = try await harness.repository(harness.client(now: { later })).driverStandings(season: 2023)
        #expect(stale == online)
        #expect(harness.requests.count == 3)
        let notices = harness.notices.withLock { $0 }
        #expect(
            notices == [
                .showingCachedCopy(
                    reason: .serverFailed(server: "127.0.0.1:\(harness.emulator.baseURL.port!)", status: 500, attempts: 3), cachedAt: 1_700_000_000)
            ])
        #expect(
            notices.map(F1UI.FriendlyError.message(for:)) == [
                "Note: the API at 127.0.0.1:\(harness.emulator.baseURL.port!) answered HTTP 500; showing data cached on 2023-11-14 22:13 UTC."
            ])
    }

    @Test func aPastSeasonFetchedAfterItEndedIsNotAskedForAgain() async throws {
        let harness = try await ApiHarness()
        let january2024 = Date(timeIntervalSince1970: 1_705_000_000)
        _ = try await harness.repository(harness.client(now: { january2024 })).results(season: 2023, round: 9)
        harness.emulator.resetRequests()
        let muchLater = january2024.addingTimeInterval(86_400 * 300)
        _ = try await harness.repository(harness.client(now: { muchLater })).results(season: 2023, round: 9)
        #expect(harness.requests.isEmpty)

        _ = try await harness.repository(harness.client(mode: .refresh, now: { muchLater })).results(season: 2023, round: 9)
        #expect(harness.requests.count == 1)
    }

    @Test func aCorruptEntryIsDroppedAndRefetched() async throws {
        let harness = try await ApiHarness()
        let client = harness.client()
        let original = try await harness.repository(client).results(season: 2023, round: 9)
        let file = ApiCache(directory: harness.cacheDirectory).file(for: client.url("2023/9/results.json", offset: 0))
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: file)
        harness.emulator.resetRequests()

        let again = try await harness.repository(harness.client()).results(season: 2023, round: 9)
        #expect(again == original)
        #expect(harness.requests == ["2023/9/results.json?limit=100&offset=0"])
        #expect(harness.logged.contains { $0["cache"] == "corrupt" })
        guard case .hit = ApiCache(directory: harness.cacheDirectory).read(client.url("2023/9/results.json", offset: 0)) else {
            Issue.record("the refetched entry was not cached")
            return
        }
    }
}
