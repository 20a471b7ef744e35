import F1Data
import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Synchronization
import Testing

/// Every file an f1db repository reads, in order, a file read twice listed twice.
final class F1dbReadLog: Sendable {
    private let paths = Mutex<[String]>([])

    var all: [String] { paths.withLock { $0 } }
    var repeated: [String] { Dictionary(grouping: all, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted() }

    func repository(_ path: String) throws -> F1dbRepository {
        try F1dbRepository(path: path) { read in self.paths.withLock { $0.append(read) } }
    }
}

/// `allResults` on the real history: the same values as the per-season calls, every season, each file once.
@Suite(.enabled(if: F1dbFolder.isPresent, "../shared/data/f1db is absent: the f1db history is not available"))
struct F1dbHistoryTests {
    /// What the per-season calls give: `results(season:)`, and `sprint(season:round:)` for each
    /// sprint weekend whose sprint has been run.
    static func perSeason(_ season: Int) async throws -> SeasonResults {
        let source = try F1dbRepository(path: F1dbFolder.data.path)
        var sprints: [SprintResults] = []
        for race in try await source.races(season: season) where race.hasSprint {
            do {
                sprints.append(try await source.sprint(season: season, round: race.round))
            } catch LookupError.sessionNotRun {
                continue
            }
        }
        return SeasonResults(season: season, races: try await source.results(season: season), sprints: sprints)
    }

    @Test(arguments: [1950, 1961, 1988, 2021, 2023, 2025, 2026])
    func aSeasonIsWhatThePerSeasonCallsGive(_ season: Int) async throws {
        let source = try F1dbRepository(path: F1dbFolder.data.path)
        let all = try await source.allResults(seasons: season...season)
        #expect(all == [try await Self.perSeason(season)])
    }

    @Test func everySeasonIsReadOnceWithItsSprints() async throws {
        let log = F1dbReadLog()
        let source = try log.repository(F1dbFolder.data.path)
        let all = try await source.allResults()
        #expect(all.map(\.season) == Array(source.info.seasons))
        #expect(source.info.seasons.lowerBound == 1950 && source.info.seasons.upperBound >= 2026)
        for season in all where season.season < source.info.seasons.upperBound {
            #expect(!season.races.isEmpty, "\(season.season) has races run")
        }
        #expect(all.first?.races.first?.winner?.driver.fullName == "Nino Farina")
        #expect(all.first { $0.season == 2020 }?.sprints.isEmpty == true)
        #expect(all.first { $0.season == 2021 }?.sprints.map(\.race.round) == [10, 14, 19])
        #expect(all.first { $0.season == 2023 }?.sprints.count == 6)
        #expect(all.first { $0.season == 2023 }?.sprints.first?.results.first?.driver.id == "sergio-perez", "Baku's sprint")
        #expect(log.repeated.isEmpty, "read more than once: \(log.repeated.prefix(5))")
        // A later call, or the per-season ones, are answered from what was read.
        let before = log.all.count
        #expect(try await source.allResults(seasons: 2023...2023) == all.filter { $0.season == 2023 })
        _ = try await source.driverStandings(season: 2023)
        _ = try await source.races(season: 2023)
        #expect(Array(log.all[before...]) == ["seasons/2023/driver-standings.yml"])
    }

    @Test func referenceDataIsReadOnceForAllSeasonsAtOnce() async throws {
        let log = F1dbReadLog()
        let source = try log.repository(F1dbFolder.data.path)
        _ = try await source.allResults(seasons: 2019...2023)
        #expect(log.repeated.isEmpty, "read more than once: \(log.repeated.prefix(5))")
        #expect(log.all.contains("drivers/lewis-hamilton.yml") && log.all.contains("countries/united-kingdom.yml"))
    }

    @Test func standingsLeaveFastestLapsUnread() async throws {
        let log = F1dbReadLog()
        let source = try log.repository(F1dbFolder.data.path)
        _ = try await LoadChampions(races: source, standings: source)()
        #expect(!log.all.contains { $0.hasSuffix("fastest-laps.yml") })
        #expect(log.repeated.isEmpty, "read more than once: \(log.repeated.prefix(5))")
    }

    /// The whole history's champions from only the results' entrants are the ones every
    /// season's full standings give, and reading them opens a fraction of the files.
    @Test func championsFromEntrantsAreThoseOfTheFullStandings() async throws {
        let fullLog = F1dbReadLog()
        let entrantsLog = F1dbReadLog()
        let full = try fullLog.repository(F1dbFolder.data.path)
        let entrants = try entrantsLog.repository(F1dbFolder.data.path)
        let expected = try await LoadChampions(races: full, standings: full)()
        let champions = try await LoadChampions(races: entrants, standings: entrants, champions: entrants)()
        #expect(champions.count >= 76 && champions.first?.season == 1950)
        #expect(champions == expected)
        #expect(champions.first { $0.season == 1988 }?.driver?.constructors.map(\.name) == ["McLaren"])
        #expect(champions.first { $0.season == 1988 }?.driver?.wins == 8)
        #expect(entrantsLog.repeated.isEmpty, "read more than once: \(entrantsLog.repeated.prefix(5))")
        // Nothing the full standings leave unread, and fewer drivers: those who never scored stay unread.
        let entrantsFiles = Set(entrantsLog.all)
        let fullFiles = Set(fullLog.all)
        #expect(entrantsFiles.isStrictSubset(of: fullFiles))
        #expect(entrantsFiles.filter { $0.hasPrefix("drivers/") }.count < fullFiles.filter { $0.hasPrefix("drivers/") }.count)
        #expect(entrantsLog.all.contains("drivers/ayrton-senna.yml") && !entrantsLog.all.contains { $0.hasSuffix("fastest-laps.yml") })
    }

    /// The championships' read of every season is the full read less what they do not score:
    /// times and grid slots, and the fastest laps (all but their ranks) unless asked for.
    @Test func scoringResultsAreTheFullResultsLessTheirTimes() async throws {
        let full = try F1dbRepository(path: F1dbFolder.data.path)
        let fullLog = F1dbReadLog()
        let scoringLog = F1dbReadLog()
        _ = try await fullLog.repository(F1dbFolder.data.path).allResults()
        let scoring = try scoringLog.repository(F1dbFolder.data.path)
        var ranked = 0
        for season in try await full.allResults() {
            let withRanks = try await scoring.scoringResults(season: season.season, fastestLaps: true, sprints: true)
            #expect(withRanks == season.scored(fastestLaps: true), "\(season.season)")
            ranked += withRanks.races.flatMap(\.results).filter { $0.fastestLap?.rank == 1 }.count
            // Without fastest laps the read differs only by not opening them: every fifth season
            // and the sprint era say so for less than reading everything twice.
            if season.season % 5 == 0 || season.season >= 2021 {
                #expect(
                    try await scoring.scoringResults(season: season.season, fastestLaps: false, sprints: true) == season.scored(fastestLaps: false),
                    "\(season.season)")
            }
        }
        #expect(ranked > 1_000, "most races since 1950 have a fastest lap ranked first")
        let scoringFiles = Set(scoringLog.all)
        #expect(scoringFiles.isSubset(of: Set(fullLog.all)))
        #expect(
            scoringFiles.contains("seasons/1988/races/01-brazil/race-results.yml")
                && scoringFiles.contains("seasons/1988/races/01-brazil/fastest-laps.yml"))
    }

    @Test func aRangeBeyondTheSourceIsNotFound() async throws {
        let source = try F1dbRepository(path: F1dbFolder.data.path)
        await #expect(throws: LookupError.seasonNotFound(1949, available: source.info.seasons)) {
            try await source.allResults(seasons: 1949...1951)
        }
    }
}

/// `allResults` on a small tree: sprints, and damage said as the per-season calls say it.
@Suite struct F1dbHistoryDamageTests {
    static let sprint = "seasons/2000/races/01-test/sprint-race-results.yml"
    static let sprintRow = "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: 17\n  points: 8\n"

    @Test func aSprintIsBesideItsRace() async throws {
        let tree = try F1dbTree(replacing: [Self.sprint: Self.sprintRow])
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        let all = try await source.allResults()
        #expect(all.count == 1)
        #expect(all.first?.races.map(\.race.round) == [1])
        #expect(all.first?.sprints == [try await F1dbRepository(path: tree.root.path).sprint(season: 2000, round: 1)])
        #expect(try await source.scoringResults(season: 2000, fastestLaps: true, sprints: true) == all.first?.scored(fastestLaps: true))
        // Under rules without sprint points the sprint is not read at all.
        let log = F1dbReadLog()
        var withoutSprints = try #require(all.first?.scored(fastestLaps: true))
        withoutSprints.sprints = []
        #expect(try await log.repository(tree.root.path).scoringResults(season: 2000, fastestLaps: true, sprints: false) == withoutSprints)
        #expect(!log.all.isEmpty && !log.all.contains(Self.sprint))
    }

    @Test func aRunSprintWeekendWithoutSprintResultsIsDamage() async throws {
        let race = "seasons/2000/races/01-test/race.yml"
        let tree = try F1dbTree(replacing: [race: "round: 1\ndate: 2000-03-12\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\nsprintRaceLaps: 17\n"]
        )
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        #expect(await friendlyMessage { try await source.allResults() } == "\(Self.sprint) is missing from the data.")
        #expect(
            await friendlyMessage { try await source.scoringResults(season: 2000, fastestLaps: false, sprints: true) }
                == "\(Self.sprint) is missing from the data.")
        #expect(await friendlyMessage { try await source.sprint(season: 2000, round: 1) } == "\(Self.sprint) is missing from the data.")
    }

    @Test(arguments: [
        (
            "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: many\n",
            "\(sprint):5:9: expected an integer, found 'many'"
        ),
        ("[]\n", "\(sprint) lists no results."),
    ])
    func aBrokenSprintFileIsReportedAtItsLine(_ text: String, _ message: String) async throws {
        let tree = try F1dbTree(replacing: [Self.sprint: text])
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        #expect(await friendlyMessage { try await source.allResults() } == message)
        #expect(
            await friendlyMessage { try await F1dbRepository(path: tree.root.path).scoringResults(season: 2000, fastestLaps: true, sprints: true) }
                == message)
    }

    @Test func aBrokenResultsFileIsReportedAtItsLine() async throws {
        let results = "seasons/2000/races/01-test/race-results.yml"
        let tree = try F1dbTree(replacing: [results: "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: many\n"])
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        #expect(await friendlyMessage { try await source.allResults() } == "\(results):5:9: expected an integer, found 'many'")
        #expect(
            await friendlyMessage { try await source.scoringResults(season: 2000, fastestLaps: false, sprints: true) }
                == "\(results):5:9: expected an integer, found 'many'")
    }
}

extension SeasonResults {
    /// What `scoringResults(season:fastestLaps:)` should give for these full results.
    func scored(fastestLaps: Bool) -> SeasonResults {
        var season = self
        season.races = races.map { race in
            var race = race
            race.results = race.results.map { result in
                var result = result
                (result.time, result.grid) = (nil, nil)
                result.fastestLap = fastestLaps ? result.fastestLap.flatMap { $0.rank == 1 ? FastestLap(rank: 1) : nil } : nil
                return result
            }
            return race
        }
        season.sprints = sprints.map { sprint in
            var sprint = sprint
            sprint.results = sprint.results.map { result in
                var result = result
                (result.time, result.grid) = (nil, nil)
                return result
            }
            return sprint
        }
        return season
    }
}
