import F1TestSupport
import Testing

@testable import F1Data

/// One limiter for every request of a run: concurrent pages and reports all wait their turn.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct SharedLimiterTests {
    @Test func concurrentRequestsOfARunShareOneLimiter() async throws {
        let harness = try await ApiHarness()
        // Pages of 20 rows: a season's results is 22 pages, 21 of them asked for together.
        harness.emulator.pageSize = 20
        let clock = ImmediateClock()
        let log = GrantLog()
        let api = harness.repository(harness.client(gate: RateLimiter(clock: clock, onGrant: log.record), clock: clock))

        async let results = api.results(season: 2023)
        async let drivers = api.driverStandings(season: 2023)
        async let teams = api.constructorStandings(season: 2023)
        async let calendar = api.races(season: 2023)
        async let winners = api.winners(season: 2023)
        let (season, driverTable, teamTable, races, won) = try await (results, drivers, teams, calendar, winners)

        #expect(season.count == 22 && season.allSatisfy { $0.results.count == 20 })
        #expect(driverTable.driverStandings.count == 22 && teamTable.constructorStandings.count == 10)
        #expect(races.count == 22 && won.count == 22)
        // 22 + 2 + 1 + 2 + 2 pages, each let through by the one limiter before it was sent.
        #expect(harness.requests.count == 29)
        #expect(log.times.count == harness.requests.count)
        #expect(GrantLog.busiest(log.times, window: .seconds(1)) == 4)
        // 29 grants at 4 a second cannot all fit in less than 7 seconds of the limiter's clock.
        #expect((log.times.last ?? .zero) >= .seconds(7))
    }
}
