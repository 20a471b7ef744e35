import ErgastEmulator
import F1Data
import F1Domain
import F1UseCases
import Foundation
import Testing

/// The API source end to end: URLSession against the emulator on 127.0.0.1, through the
/// limiter, the retry policy and a fresh cache.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct ApiRepositoryTests {
    @Test func aSeasonReportIsTwoRequestsThenNone() async throws {
        let harness = try await ApiHarness()
        let load = LoadSeasonSchedule(repository: harness.repository(harness.client()), today: { CalendarDate(year: 2023, month: 12, day: 1) })

        let schedule = try await load(season: 2023)
        #expect(Set(harness.requests) == ["2023.json?limit=100&offset=0", "2023/results/1.json?limit=100&offset=0"])
        #expect(harness.requests.count == 2)
        #expect(schedule.past.count == 22 && schedule.upcoming.isEmpty)
        #expect(schedule.past.first?.winner?.driver.fullName == "Max Verstappen")
        #expect(schedule.past.filter { $0.winner?.driver.fullName == "Max Verstappen" }.count == 19)

        harness.emulator.resetRequests()
        let again = try await LoadSeasonSchedule(
            repository: harness.repository(harness.client()), today: { CalendarDate(year: 2023, month: 12, day: 1) })(season: 2023)
        #expect(harness.requests.isEmpty)
        #expect(again == schedule)
    }

    @Test func standingsAndARaceAreOneRequestEach() async throws {
        let harness = try await ApiHarness()
        let api = harness.repository(harness.client())
        let standings = try await api.driverStandings(season: 2023)
        let race = try await api.results(season: 2023, round: 9)
        #expect(harness.requests == ["2023/driverStandings.json?limit=100&offset=0", "2023/9/results.json?limit=100&offset=0"])
        #expect(standings.round == 22 && standings.driverStandings.first?.points == 575)
        #expect(race.race.name == "Austrian Grand Prix" && race.winner?.driver.id == "max_verstappen")
    }

    @Test func aRaceThatContinuesOnTheNextPageIsMerged() async throws {
        let harness = try await ApiHarness()
        let whole = try await harness.repository(harness.client(mode: .refresh)).results(season: 2023, round: 9)
        harness.emulator.resetRequests()
        harness.emulator.pageSize = 7

        let paged = try await harness.repository(harness.client(mode: .refresh)).results(season: 2023, round: 9)
        #expect(paged == whole)
        #expect(paged.results.count == 20)
        #expect(
            harness.requests.sorted() == [
                "2023/9/results.json?limit=100&offset=0", "2023/9/results.json?limit=100&offset=14", "2023/9/results.json?limit=100&offset=7",
            ])
    }

    @Test func theOverviewAsksOnlyForWhatItShows() async throws {
        let harness = try await ApiHarness()
        let api = harness.repository(harness.client())
        let overview = try await LoadSeasonOverview(races: api, standings: api, today: { CalendarDate(year: 2023, month: 12, day: 1) })()

        // The calendar, the winners and both tables: not the season's 5 pages of every result.
        #expect(
            harness.requests.sorted() == [
                "2023.json?limit=100&offset=0", "2023/constructorStandings.json?limit=100&offset=0",
                "2023/driverStandings.json?limit=100&offset=0", "2023/results/1.json?limit=100&offset=0",
            ])
        #expect(overview.season == 2023 && overview.racesRun == 22 && overview.racesTotal == 22)
        #expect(overview.lastRace?.race.name == "Abu Dhabi Grand Prix")
        #expect(overview.lastRace?.winner?.driver.fullName == "Max Verstappen")
        #expect(overview.driverStandings?.driverStandings.first?.points == 575)
        #expect(overview.constructorStandings?.constructorStandings.first?.constructor.name == "Red Bull")
        #expect(overview.nextRace == nil)
    }

    @Test func aWholeSeasonOfResultsIsPagedAndMergedByRound() async throws {
        let harness = try await ApiHarness()
        let results = try await harness.repository(harness.client()).results(season: 2023)
        // 440 rows at 100 a page: 5 requests, and 22 races, each whole.
        #expect(harness.requests.count == 5)
        #expect(results.map(\.race.round) == Array(1...22))
        #expect(results.allSatisfy { $0.results.count == 20 })
    }

    @Test func unknownRoundsAndRacesNotRunAreLookupErrors() async throws {
        let harness = try await ApiHarness()
        let api = harness.repository(harness.client())
        await #expect(throws: LookupError.roundNotFound(season: 2023, round: 99, rounds: 22)) {
            try await api.results(season: 2023, round: 99)
        }
        await #expect(throws: LookupError.seasonNotFound(2031, available: 1950...2023)) {
            try await api.races(season: 2031)
        }
    }
}
