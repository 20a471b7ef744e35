import F1Domain
import F1TestSupport
import F1UseCases
import Testing

/// Head-to-heads on a made-up season of three races whose answers are counted by hand below.
@Suite struct LoadHeadToHeadTests {
    typealias S = SampleData
    static let norris = S.driver("norris", "Lando", "Norris", code: "NOR")
    static let piastri = S.driver("piastri", "Oscar", "Piastri", code: "PIA")
    static let hamilton = S.driver("hamilton", "Lewis", "Hamilton", code: "HAM")
    static let mclaren = Constructor(id: "mclaren", name: "McLaren", nationality: "British")
    static let dates = [3, 10, 17].map { CalendarDate(year: 2025, month: 3, day: $0) }
    static let races = (1...3).map { S.race(round: $0, name: "Race \($0)", date: dates[$0 - 1]) }

    /// Race 1: VER 1, LEC 2, NOR 3, PIA 4, HAM (Ferrari) 5.
    /// Race 2: PIA 1, LEC 2, NOR retired, VER 3 (classified after LEC), HAM 4.
    /// Race 3: NOR 1, PIA 2, HAM 3, VER 4; Leclerc did not start (Hamilton alone for Ferrari).
    static let classified: [RaceResults] = [
        RaceResults(
            race: races[0],
            results: [
                S.result(1, S.verstappen, S.redBull, points: 25), S.result(2, S.leclerc, S.ferrari, points: 18),
                S.result(3, norris, mclaren, points: 15), S.result(4, piastri, mclaren, points: 12), S.result(5, hamilton, S.ferrari, points: 10),
            ]),
        RaceResults(
            race: races[1],
            results: [
                S.result(1, piastri, mclaren, points: 25), S.result(2, S.leclerc, S.ferrari, points: 18),
                S.result(3, S.verstappen, S.redBull, points: 15), S.result(4, hamilton, S.ferrari, points: 12),
                RaceResult(
                    position: 5, positionText: "R", classification: .retired, driver: norris, constructor: mclaren, laps: 20, status: "Engine"),
            ]),
        RaceResults(
            race: races[2],
            results: [
                S.result(1, norris, mclaren, points: 25), S.result(2, piastri, mclaren, points: 18), S.result(3, hamilton, S.ferrari, points: 15),
                S.result(4, S.verstappen, S.redBull, points: 12),
            ]),
    ]

    /// Qualifying of rounds 1 and 2 only (round 3's the source lacks): NOR ahead of PIA in 1,
    /// PIA ahead of NOR in 2; LEC ahead of HAM in 1 and 2.
    static let qualifying: [Int: QualifyingResults] = [
        1: QualifyingResults(
            race: races[0],
            results: [norris, S.leclerc, piastri, hamilton, S.verstappen].enumerated().map {
                QualifyingResult(
                    position: $0.offset + 1, driver: $0.element, constructor: team(of: $0.element))
            }),
        2: QualifyingResults(
            race: races[1],
            results: [piastri, S.leclerc, S.verstappen, norris, hamilton].enumerated().map {
                QualifyingResult(
                    position: $0.offset + 1, driver: $0.element, constructor: team(of: $0.element))
            }),
    ]

    static func team(of driver: Driver) -> Constructor {
        [norris.id, piastri.id].contains(driver.id) ? mclaren : driver.id == S.verstappen.id ? S.redBull : S.ferrari
    }

    static func load() -> LoadHeadToHead {
        let races = StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: 2025...2025), calendars: [2025: races], classifications: [2025: classified])
        let weekend = StubWeekendRepository(qualifying: qualifying) { round, _ in
            .notInSource(season: 2025, round: round, name: "Race \(round)", record: .qualifying, firstSeason: nil)
        }
        return LoadHeadToHead(races: races, weekend: weekend)
    }

    @Test func teammatesArePairedByTeamInTheRacesBothStarted() async throws {
        let season = try await Self.load().teammates(season: 2025)
        #expect(season.racesRun == 3 && season.qualifyingRounds == 2)
        // McLaren's pair scored 95 in its races together, Ferrari's 58: McLaren first. Red Bull ran one car.
        #expect(season.pairs.map { $0.constructor?.id } == ["mclaren", "ferrari"])

        let mclaren = try #require(season.pairs.first)
        // Piastri 55 points to Norris's 40 in the three races: Piastri first.
        #expect(mclaren.first.id == "piastri" && mclaren.second.id == "norris")
        #expect(mclaren.races == 3)
        #expect(mclaren.firstPoints == 55 && mclaren.secondPoints == 40)
        // Race 1 Norris ahead, race 2 Norris retired (not compared), race 3 Norris ahead.
        #expect(mclaren.race == HeadToHead.Tally(first: 0, second: 2))
        // Qualifying: round 1 Norris, round 2 Piastri; round 3 unknown.
        #expect(mclaren.qualifying == HeadToHead.Tally(first: 1, second: 1))

        let ferrari = try #require(season.pairs.last)
        // Leclerc missed race 3, so only two races count: 36 points to Hamilton's 22.
        #expect(ferrari.first.id == "leclerc" && ferrari.races == 2)
        #expect(ferrari.firstPoints == 36 && ferrari.secondPoints == 22)
        #expect(ferrari.race == HeadToHead.Tally(first: 2, second: 0) && ferrari.qualifying == HeadToHead.Tally(first: 2, second: 0))
    }

    @Test func twoDriversOfDifferentTeamsCompareInEveryRaceBothStarted() async throws {
        let season = try await Self.load().drivers("max_verstappen", "hamilton", season: 2025)
        let pair = try #require(season.pairs.first)
        #expect(season.pairs.count == 1 && pair.constructor == nil)
        // Verstappen 52 points to Hamilton's 37; ahead in all three races; in qualifying rounds 1 and 2
        // Verstappen was 5th then 3rd, Hamilton 4th then 5th.
        #expect(pair.first.id == "max_verstappen" && pair.races == 3)
        #expect(pair.firstPoints == 52 && pair.secondPoints == 37)
        #expect(pair.race == HeadToHead.Tally(first: 2, second: 1))
        #expect(pair.qualifying == HeadToHead.Tally(first: 1, second: 1))
    }

    @Test func aDriverInNoResultIsNamed() async {
        await #expect(throws: LookupError.driverNotInSeason(season: 2025, driver: "senna")) {
            try await Self.load().drivers("norris", "senna", season: 2025)
        }
    }

    @Test func qualifyingTheSourceLacksIsLeftOutAndAFailingSourceFailsTheReport() async {
        struct Outage: Error {}
        let weekend = StubWeekendRepository { _, _ in .noLiveRace }
        let races = StubRaceRepository(calendars: [2025: Self.races], classifications: [2025: Self.classified])
        let season = try? await LoadHeadToHead(races: races, weekend: weekend).teammates(season: 2025)
        #expect(season?.qualifyingRounds == 0)
        let failing = StubRaceRepository(calendars: [2025: Self.races], classifications: [2025: Self.classified], failure: Outage())
        await #expect(throws: Outage.self) { try await LoadHeadToHead(races: failing, weekend: weekend).teammates(season: 2025) }
    }
}
