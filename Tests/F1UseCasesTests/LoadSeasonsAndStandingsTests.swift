import F1Domain
import F1TestSupport
import F1UseCases
import Foundation
import Testing

@Suite struct LoadSeasonsTests {
    @Test func newestFirstWhateverOrderTheSourceGives() async throws {
        let repository = StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 2021...2025),
            seasons: [2023, 2021, 2025, 2022, 2024].map { Season(year: $0) })
        let seasons = try await LoadSeasons(repository: repository)()
        #expect(seasons.map(\.year) == [2025, 2024, 2023, 2022, 2021])
    }

    @Test func keepsEachSeasonsDetails() async throws {
        let url = URL(string: "https://en.wikipedia.org/wiki/2024_Formula_One_World_Championship")
        let repository = StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 2024...2025),
            seasons: [Season(year: 2024, url: url), Season(year: 2025)])
        let seasons = try await LoadSeasons(repository: repository)()
        #expect(seasons == [Season(year: 2025), Season(year: 2024, url: url)])
    }

    @Test func emptySourceGivesNoSeasons() async throws {
        #expect(try await LoadSeasons(repository: StubRaceRepository())().isEmpty)
    }

    @Test func repositoryFailuresPropagate() async throws {
        let failing = StubRaceRepository(failure: SourceError.unreadable(path: "seasons.yml", problem: .missing))
        await #expect(throws: SourceError.unreadable(path: "seasons.yml", problem: .missing)) {
            try await LoadSeasons(repository: failing)()
        }
    }
}

@Suite struct LoadStandingsTests {
    typealias S = Season2025

    @Test func driversOfAKnownSeason() async throws {
        let table = try await LoadStandings(races: S.repository(), standings: S.standings).drivers(season: 2025)
        #expect(table == S.driverTable)
    }

    @Test func constructorsOfAKnownSeason() async throws {
        let table = try await LoadStandings(races: S.repository(), standings: S.standings).constructors(season: 2025)
        #expect(table == S.constructorTable)
    }

    // The stub standings repository would throw a SourceError for these seasons; the use case must answer first.
    @Test(arguments: [2019, 2026])
    func driversOfAnUnknownSeason(season: Int) async throws {
        await #expect(throws: LookupError.seasonNotFound(season, available: 2024...2025)) {
            try await LoadStandings(races: S.repository(), standings: S.standings).drivers(season: season)
        }
    }

    @Test(arguments: [2019, 2026])
    func constructorsOfAnUnknownSeason(season: Int) async throws {
        await #expect(throws: LookupError.seasonNotFound(season, available: 2024...2025)) {
            try await LoadStandings(races: S.repository(), standings: S.standings).constructors(season: season)
        }
    }

    @Test func aKnownSeasonWithoutTablesPassesTheSourcesError() async throws {
        // 2024 is in the source's range, so the repository is asked, and its failure comes through.
        await #expect(throws: SourceError.unreadable(path: "standings/2024/drivers", problem: .missing)) {
            try await LoadStandings(races: S.repository(), standings: S.standings).drivers(season: 2024)
        }
        await #expect(throws: SourceError.unreadable(path: "standings/2024/constructors", problem: .missing)) {
            try await LoadStandings(races: S.repository(), standings: S.standings).constructors(season: 2024)
        }
    }
}
