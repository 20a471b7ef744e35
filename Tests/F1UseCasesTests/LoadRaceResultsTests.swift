import F1Domain
import F1TestSupport
import F1UseCases
import Testing

@Suite struct LoadRaceResultsTests {
    typealias S = Season2025

    static func load(_ selector: RoundSelector, season: Int = 2025, from repository: StubRaceRepository = S.repository()) async throws -> RaceResults
    {
        try await LoadRaceResults(repository: repository)(season: season, round: selector)
    }

    @Test(arguments: [(1, "max_verstappen"), (2, "leclerc"), (3, "norris")])
    func findsARoundThatWasRun(round: Int, winner: String) async throws {
        let results = try await Self.load(.round(round))
        #expect(results.race.round == round)
        #expect(results.winner?.driver.id.rawValue == winner)
    }

    @Test func nextIsTheFirstRaceAfterTheLastRunAndHasNoResultsYet() async throws {
        await #expect(throws: LookupError.raceNotRun(season: 2025, round: 4, name: "Monaco Grand Prix")) { try await Self.load(.next) }
        let allRun = S.repository(calendar: Array(S.calendar.prefix(3)))
        await #expect(throws: LookupError.noRaceAhead(season: 2025)) { try await Self.load(.next, from: allRun) }
    }

    @Test func lastIsTheLastRaceWithAClassification() async throws {
        // Five rounds in the calendar, three run: the last one run is round 3, not round 5.
        let results = try await Self.load(.last)
        #expect(results.race.round == 3)
        #expect(results.race.name == "Australian Grand Prix")
    }

    @Test func lastFollowsWhatHasBeenRun() async throws {
        let results = try await Self.load(.last, from: S.repository(classified: Array(S.classified.prefix(1))))
        #expect(results.race.round == 1)
    }

    @Test(arguments: [0, 6, 24, -1])
    func unknownRoundSaysHowManyRoundsThereAre(round: Int) async throws {
        await #expect(throws: LookupError.roundNotFound(season: 2025, round: round, rounds: 5)) {
            try await Self.load(.round(round))
        }
    }

    @Test func aRoundNotYetRunNamesTheRace() async throws {
        await #expect(throws: LookupError.raceNotRun(season: 2025, round: 4, name: "Monaco Grand Prix")) {
            try await Self.load(.round(4))
        }
    }

    @Test func lastBeforeAnyRaceIsNoRaceRun() async throws {
        await #expect(throws: LookupError.noRaceRun(season: 2025)) {
            try await Self.load(.last, from: S.repository(classified: []))
        }
    }

    @Test(arguments: [RoundSelector.last, .round(1)])
    func unknownSeasonIsCheckedFirst(selector: RoundSelector) async throws {
        // The stub answers an unknown season with empty lists; only the use case's own check gives this error.
        await #expect(throws: LookupError.seasonNotFound(2019, available: 2024...2025)) {
            try await Self.load(selector, season: 2019)
        }
    }

    @Test(arguments: [RoundSelector.last, .round(1)])
    func repositoryFailuresPropagate(selector: RoundSelector) async throws {
        let failing = StubRaceRepository(failure: SourceError.unreachable(server: "example.org", reason: .timedOut, attempts: 3))
        await #expect(throws: SourceError.unreachable(server: "example.org", reason: .timedOut, attempts: 3)) {
            try await Self.load(selector, from: failing)
        }
    }
}
