import F1Domain
import F1TestSupport
import F1UseCases
import Synchronization
import Testing

/// A scoring read that hands out the stub's results and notes what it was asked for.
final class StubScoringRepository: ScoringResultsRepository {
    let results: [Int: [RaceResults]]
    private let asked = Mutex<[(season: Int, fastestLaps: Bool, sprints: Bool)]>([])

    init(results: [Int: [RaceResults]]) {
        self.results = results
    }

    var requests: [(season: Int, fastestLaps: Bool, sprints: Bool)] { asked.withLock { $0 } }

    func scoringResults(season: Int, fastestLaps: Bool, sprints: Bool) async throws -> SeasonResults {
        asked.withLock { $0.append((season, fastestLaps, sprints)) }
        return SeasonResults(season: season, races: results[season] ?? [], sprints: [])
    }
}

@Suite struct LoadHistoryChampionsTests {
    typealias Samples = ChampionshipSamples

    /// Seasons 1999–2001 of which only 2000 has results (the samples' three of five rounds).
    static func load(scoring: StubScoringRepository? = nil, system: ScoringSystem.ID = "best-two") -> LoadHistoryChampions {
        let samples = Samples.rulebook(system: system)
        let rulebook = ScoringRulebook(
            systems: samples.systems,
            seasons: samples.seasons + [SeasonScoring(season: 1999, system: system), SeasonScoring(season: 2001, system: system)])
        let races = StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 1999...2001), calendars: [2000: Samples.calendar], classifications: [2000: Samples.results])
        return LoadHistoryChampions(races: races, weekends: StubWeekendRepository(), scoring: scoring, rulebook: rulebook)
    }

    @Test func seasonsWithoutARaceRunAreLeftOut() async throws {
        let seasons = try await Self.load()()
        #expect(seasons.map(\.season) == [2000])
        let season = try #require(seasons.first)
        #expect(season.table.round == 3 && season.scheduledRounds == 5 && !season.isComplete)
        #expect(season.whatIf == nil)
        // Best two of 10, 3 (half points) and 4: Alpha 14; Bravo's 6, 3 and 10 count 16; Charlie 4, 5 and 6 count 11.
        #expect(season.table.drivers.map(\.entrant.id) == ["bravo", "alpha", "charlie"])
        #expect(season.table.drivers.map(\.points) == [16, 14, 11])
    }

    @Test func anotherSystemIsScoredBesideTheSeasonsOwn() async throws {
        let season = try #require(try await Self.load()(under: .named("three-two-one")).first)
        #expect(season.table.system.id == "best-two")
        #expect(season.whatIf?.system.id == "three-two-one")
        // 3-2-1 and every result: Alpha 3 + 1 + 1, Bravo 2 + 2 + 3, Charlie 1 + 3 + 2 (no half points under another system's scale).
        #expect(season.whatIf?.drivers.map(\.points) == [7, 6, 5])
        #expect(season.whatIf?.drivers.first?.entrant.id == "bravo")
    }

    @Test func anUnknownSystemIsRefusedBeforeAnythingIsRead() async throws {
        let scoring = StubScoringRepository(results: [2000: Samples.results])
        await #expect(throws: ChampionshipError.unknownSystem("1066", known: ["best-two", "every", "three-two-one"], seasons: 1999...2001)) {
            try await Self.load(scoring: scoring)(under: .named("1066"))
        }
        #expect(scoring.requests.isEmpty)
    }

    @Test func aSeasonWithoutRulesIsSaid() async throws {
        let races = StubRaceRepository(info: DataSourceInfo(name: "Stub", seasons: 2000...2002), classifications: [2000: Samples.results])
        let load = LoadHistoryChampions(races: races, weekends: StubWeekendRepository(), rulebook: Samples.rulebook())
        await #expect(throws: ChampionshipError.noRules(season: 2001)) { try await load() }
    }

    /// A source's own read for scoring gives the tables the full results give, and is asked for
    /// fastest laps and sprints only where a system scores them.
    @Test func aScoringReadGivesTheSameTablesAndFastestLapsOnlyWhenScored() async throws {
        let scoring = StubScoringRepository(results: [2000: Samples.results])
        let viaScoring = try await Self.load(scoring: scoring)(under: .named("every"))
        let viaResults = try await Self.load()(under: .named("every"))
        #expect(viaScoring.map(\.table) == viaResults.map(\.table))
        #expect(viaScoring.map(\.whatIf) == viaResults.map(\.whatIf))
        #expect(scoring.requests.map(\.season).sorted() == [1999, 2000, 2001])
        #expect(scoring.requests.allSatisfy { !$0.fastestLaps && !$0.sprints })
    }

    /// A system with sprint points or a fastest-lap point, the season's own or a what-if's, has
    /// the sprints or the fastest laps read; a season under neither leaves them unread.
    @Test(arguments: [(own: "every", under: "sprinting"), (own: "sprinting", under: "every"), (own: "every", under: "fastest")])
    func whatASystemScoresIsRead(own: String, under: String) async throws {
        let sprinting = ScoringSystem(
            id: "sprinting", name: "with sprints", racePoints: [10, 6, 4], sprintPoints: [3, 2, 1], constructors: .everyCar)
        let fastest = ScoringSystem(
            id: "fastest", name: "with a fastest lap", racePoints: [10, 6, 4], fastestLap: FastestLapRule(points: 1), constructors: .everyCar)
        let rulebook = ScoringRulebook(
            systems: [Samples.every, sprinting, fastest],
            seasons: [SeasonScoring(season: 2000, system: .init(own)), SeasonScoring(season: 2001, system: "every")])
        let races = StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 2000...2001), calendars: [2000: Samples.calendar], classifications: [2000: Samples.results])
        let scoring = StubScoringRepository(results: [2000: Samples.results])
        _ = try await LoadHistoryChampions(races: races, weekends: StubWeekendRepository(), scoring: scoring, rulebook: rulebook)(
            under: .named(under))
        let asked = try #require(scoring.requests.first { $0.season == 2000 })
        #expect(asked.sprints == (own == "sprinting" || under == "sprinting"))
        #expect(asked.fastestLaps == (under == "fastest"))
        #expect(scoring.requests.first { $0.season == 2001 }.map { $0.sprints || $0.fastestLaps } == (under != "every"))
    }
}
