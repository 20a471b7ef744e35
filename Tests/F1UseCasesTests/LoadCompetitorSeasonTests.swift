import F1Domain
import F1TestSupport
import F1UseCases
import Testing

/// A season of four rounds, two run: Verstappen wins round 1 for Red Bull and retires from round 2
/// in a Ferrari; Leclerc is second then first; Norris misses round 1 and does not start round 2.
enum Competitors {
    static let norris = SampleData.driver("norris", "Lando", "Norris", code: "NOR")
    static let mclaren = Constructor(id: "mclaren", name: "McLaren")
    static let races = [
        SampleData.race(round: 1, name: "Bahrain Grand Prix", date: CalendarDate(year: 2025, month: 3, day: 16)),
        SampleData.race(round: 2, name: "Saudi Arabian Grand Prix", date: CalendarDate(year: 2025, month: 3, day: 30)),
        SampleData.race(round: 3, name: "Australian Grand Prix", date: CalendarDate(year: 2025, month: 4, day: 13)),
        SampleData.race(round: 4, name: "Monaco Grand Prix", date: CalendarDate(year: 2025, month: 5, day: 25)),
    ]

    static func retired(_ position: Int, _ driver: Driver, _ team: Constructor, status: String) -> RaceResult {
        RaceResult(position: position, positionText: "R", classification: .retired, driver: driver, constructor: team, status: status)
    }

    static let classified = [
        RaceResults(
            race: races[0],
            results: [
                SampleData.result(1, SampleData.verstappen, SampleData.redBull, points: 25),
                SampleData.result(2, SampleData.leclerc, SampleData.ferrari, points: 18),
                SampleData.result(3, SampleData.driver("hamilton", "Lewis", "Hamilton", code: "HAM"), SampleData.ferrari, points: 15.5),
            ]),
        RaceResults(
            race: races[1],
            results: [
                SampleData.result(1, SampleData.leclerc, SampleData.ferrari, points: 25),
                retired(2, SampleData.verstappen, SampleData.ferrari, status: "Engine"),
                retired(3, norris, mclaren, status: "Did not start"),
            ]),
    ]

    static func repository(classified: [RaceResults] = classified) -> StubRaceRepository {
        StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 2024...2025), calendars: [2025: races], classifications: [2025: classified])
    }
}

@Suite struct LoadCompetitorSeasonTests {
    typealias C = Competitors

    static func driver(_ id: Driver.ID, _ repository: StubRaceRepository = C.repository()) async throws -> DriverSeason {
        guard case .driver(let season) = try await LoadCompetitorSeason(repository: repository)(.driver(id), season: 2025) else {
            throw Unexpected.kind
        }
        return season
    }

    static func constructor(_ id: Constructor.ID, _ repository: StubRaceRepository = C.repository()) async throws -> ConstructorSeason {
        guard case .constructor(let season) = try await LoadCompetitorSeason(repository: repository)(.constructor(id), season: 2025) else {
            throw Unexpected.kind
        }
        return season
    }

    enum Unexpected: Error { case kind }

    @Test func aDriversSeasonHasEveryRaceWithTheirResultOrWhyThereIsNone() async throws {
        let season = try await Self.driver("max_verstappen")
        #expect(season.driver == SampleData.verstappen)
        #expect(season.season == 2025)
        #expect(season.rounds.map(\.race.round) == [1, 2, 3, 4])
        #expect(season.rounds.map(\.result?.positionText) == ["1", "R", nil, nil])
        #expect(season.rounds.map(\.isToCome) == [false, false, true, true])
        #expect(season.rounds.map(\.didNotTakePart) == [false, false, false, false])
        #expect(season.teams.map(\.id) == ["red_bull", "ferrari"])
    }

    @Test func aRaceRunWithoutTheDriverIsNotOneToCome() async throws {
        let season = try await Self.driver("hamilton")
        #expect(season.rounds.map(\.didNotTakePart) == [false, true, false, false])
        #expect(season.rounds.map(\.isToCome) == [false, false, true, true])
        #expect(season.totals == CompetitorTotals(racePoints: 15.5, wins: 0, podiums: 1, bestFinish: 3, starts: 1))
    }

    @Test func driverTotalsCountRacePointsWinsPodiumsAndStarts() async throws {
        let verstappen = try await Self.driver("max_verstappen")
        // The retirement from round 2 is a start without a place.
        #expect(verstappen.totals == CompetitorTotals(racePoints: 25, wins: 1, podiums: 1, bestFinish: 1, starts: 2))

        let norris = try await Self.driver("norris")
        #expect(norris.totals == CompetitorTotals(racePoints: 0, wins: 0, podiums: 0, bestFinish: nil, starts: 0))
    }

    @Test func aConstructorsSeasonHasAllItsCarsInFinishingOrder() async throws {
        let season = try await Self.constructor("ferrari")
        #expect(season.constructor == SampleData.ferrari)
        #expect(season.rounds.map { $0.results.map(\.driver.displayCode) } == [["LEC", "HAM"], ["LEC", "VER"], [], []])
        #expect(season.drivers.map(\.displayCode) == ["LEC", "HAM", "VER"])
        // A one-two-three would be three podiums; here 2nd and 3rd, then a win: one win per race.
        #expect(season.totals == CompetitorTotals(racePoints: 58.5, wins: 1, podiums: 3, bestFinish: 1, starts: 2))
    }

    @Test func aSharedCarCountsOncePerPlace() async throws {
        // The 1950s: two drivers credited with the same winning car, half the points each.
        var shared = SampleData.result(1, C.norris, C.mclaren, points: 4)
        shared.driver = SampleData.leclerc
        let race = RaceResults(race: C.races[0], results: [SampleData.result(1, C.norris, C.mclaren, points: 4), shared])
        let season = try await Self.constructor("mclaren", C.repository(classified: [race]))
        #expect(season.totals == CompetitorTotals(racePoints: 8, wins: 1, podiums: 1, bestFinish: 1, starts: 1))
    }

    @Test func aCalendarMissingAClassifiedRaceKeepsItsResults() async throws {
        let repository = StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 2025...2025), calendars: [2025: [C.races[1]]], classifications: [2025: C.classified])
        let season = try await Self.driver("max_verstappen", repository)
        #expect(season.rounds.map(\.race.round) == [1, 2])
        #expect(season.totals.racePoints == 25)
    }

    @Test func aDriverWithNoResultInTheSeason() async throws {
        await #expect(throws: LookupError.driverNotInSeason(season: 2025, driver: "senna")) {
            try await Self.driver("senna")
        }
    }

    @Test func aConstructorWithNoResultInTheSeason() async throws {
        await #expect(throws: LookupError.constructorNotInSeason(season: 2025, constructor: "brawn")) {
            try await Self.constructor("brawn")
        }
    }

    // Before any race is run nobody is in the results, which says nothing about the driver.
    @Test func aSeasonWithoutResultsYet() async throws {
        await #expect(throws: LookupError.noRaceRun(season: 2025)) {
            try await Self.driver("max_verstappen", C.repository(classified: []))
        }
    }

    @Test func aSeasonTheSourceDoesNotHold() async throws {
        await #expect(throws: LookupError.seasonNotFound(2019, available: 2024...2025)) {
            try await LoadCompetitorSeason(repository: C.repository())(.constructor("ferrari"), season: 2019)
        }
    }

    /// The counted points and place come from the table of the competitor's kind; a source without
    /// a table still gives the season, with no championship line.
    @Test func theChampionshipComesFromTheirOwnTable() async throws {
        let load = LoadCompetitorSeason(repository: C.repository(), standings: Season2025.standings)
        let verstappen = try await load(.driver("max_verstappen"), season: 2025)
        let redBull = try await load(.constructor("red_bull"), season: 2025)
        #expect(verstappen.totals.championship == .init(points: 62, positionText: "1"))
        #expect(redBull.totals.championship == .init(points: 80, positionText: "2"))
        #expect(verstappen.competitor == .driver("max_verstappen"))
        #expect(redBull.competitor == .constructor("red_bull"))
        let withoutTables = LoadCompetitorSeason(repository: C.repository(), standings: StubStandingsRepository())
        #expect(try await withoutTables(.constructor("red_bull"), season: 2025).totals.championship == nil)
    }

    @Test func repositoryFailuresPropagate() async throws {
        let failing = StubRaceRepository(failure: SourceError.unreadable(path: "races/2025", problem: .missing))
        await #expect(throws: SourceError.unreadable(path: "races/2025", problem: .missing)) {
            try await Self.driver("max_verstappen", failing)
        }
    }
}
