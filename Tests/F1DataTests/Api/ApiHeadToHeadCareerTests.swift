import ErgastEmulator
import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Testing

/// The career head-to-head on the API: a driver's seasons are one request each (the API's own
/// answer shape, as recorded), and only the seasons both raced have their results read.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct ApiHeadToHeadCareerTests {
    @Test func aCareerAsksEachDriversSeasonsThenOnlyTheSeasonsBothRaced() async throws {
        let harness = try await ApiHarness()
        // The recordings hold a driver's seasons only filtered; the API answers the unfiltered
        // path in the same shape, here with 2023 alone, as the recordings are of 2023.
        let recorded = try Data(contentsOf: ApiHarness.responses.appending(path: "seasons/2023@drivers@alonso@fastest@1@seasons.json"))
        // The recordings hold a few rounds' qualifying; the others are served from f1db.
        let weekends = try await ErgastDatasets.weekendResponses(season: 2023, from: F1dbRepository(path: ApiHarness.f1db.path))
        for (path, json) in weekends where path.hasSuffix("qualifying.json") && !ApiHarness.isRecordedWhole(path) {
            harness.emulator.add(json: json, forPath: path)
        }
        let repository = harness.repository(harness.client())
        // Two drivers of the season's first race, by the ids the server gives them.
        let opening = try #require(try await repository.results(season: 2023).first)
        let (first, second) = (opening.results[0].driver.id, opening.results[1].driver.id)
        for driver in [first, second] { harness.emulator.add(json: recorded, forPath: "drivers/\(driver)/seasons.json") }
        harness.emulator.resetRequests()
        let load = LoadHeadToHead(races: repository, weekend: repository)

        let career = try await load.career(first, second)
        let requests = harness.requests
        #expect(
            requests.filter { $0.hasPrefix("drivers/") }.sorted()
                == [first, second].map { "drivers/\($0)/seasons.json?limit=100&offset=0" }.sorted())
        #expect(!requests.contains { $0.hasPrefix("19") || $0.hasPrefix("20") && !$0.hasPrefix("2023") }, "\(requests)")

        let season = try #require(try await load.drivers(first, second, season: 2023).pairs.first)
        #expect(career.seasons.map(\.season) == [2023] && career.total == season && career.seasons.first?.pair == season)
    }

    @Test func aDriverTheAPIDoesNotKnowIsNamed() async throws {
        let harness = try await ApiHarness()
        let repository = harness.repository(harness.client())
        // An id that could not be a path segment is no driver, and costs no request.
        await #expect(throws: LookupError.driverNotFound("a/b")) {
            try await LoadHeadToHead(races: repository, weekend: repository).career("a/b", "max_verstappen")
        }
        #expect(harness.requests.isEmpty)
    }
}
