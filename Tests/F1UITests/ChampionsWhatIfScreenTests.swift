import F1Domain
import F1TestSupport
import F1UseCases
import Testing

@testable import F1UI

/// The what-if champions' view data from the tiny made-up season of ChampionshipSamples, with
/// what-if tables from other results so that titles change hands.
@Suite struct ChampionsWhatIfScreenTests {
    typealias Samples = ChampionshipSamples
    let format = F1UI.Format()

    static func table(_ system: ScoringSystem, results: [RaceResults] = Samples.results, sprints: [Int: [SprintResult]] = [:]) -> ChampionshipTable {
        let races = results.map { ChampionshipRace(race: $0.race, results: $0.results, sprint: sprints[$0.race.round] ?? []) }
        return Championship(
            season: 2000, rules: ChampionshipRules(system: system, season: SeasonScoring(season: 2000, system: system.id)), races: races,
            scheduledRounds: 3
        )
        .table()
    }

    /// The samples with Alpha first in every round and Bravo, then Charlie, behind.
    static let alphaWinsAll: [RaceResults] = Samples.results.map { race in
        var race = race
        race.results = [
            RaceResult(position: 1, positionText: "1", driver: Samples.alpha, constructor: Samples.red, status: "Finished"),
            RaceResult(position: 2, positionText: "2", driver: Samples.bravo, constructor: Samples.red, status: "Finished"),
            RaceResult(position: 3, positionText: "3", driver: Samples.charlie, constructor: Samples.blue, engine: "brm", status: "Finished"),
        ]
        return race
    }

    @Test func aTitleThatChangesHandsIsNamedAndCounted() throws {
        let season = ComputedChampions(
            season: 2000, table: Self.table(Samples.bestTwo), whatIf: Self.table(Samples.threeTwoOne, results: Self.alphaWinsAll), scheduledRounds: 3)
        let content = ChampionsWhatIfScreen.makeContent(from: [season], format: format)
        let row = try #require(content.rows.first)
        #expect(row.driver == "Ben Bravo" && row.driverPoints == "16")
        #expect(row.whatIfDriver == "Ann Alpha" && row.whatIfDriverPoints == "9")
        #expect(row.constructor == "Red" && row.whatIfConstructor == "Red")
        #expect(row.driverTitleChanges == true && row.constructorTitleChanges == false)
        #expect(row.note == "drivers' title changes")
        #expect(content.whatIfSystemName == "3-2-1")
        #expect((content.driverTitlesChanged, content.driverTitlesCompared) == (1, 1))
        #expect((content.constructorTitlesChanged, content.constructorTitlesCompared) == (0, 1))
    }

    @Test func aSeasonStillRunningHasLeadersAndCountsForNothing() {
        let season = ComputedChampions(
            season: 2000, table: Self.table(Samples.bestTwo), whatIf: Self.table(Samples.threeTwoOne, results: Self.alphaWinsAll), scheduledRounds: 5)
        let content = ChampionsWhatIfScreen.makeContent(from: [season], format: format)
        #expect(content.rows.first?.note == "leaders after round 3; drivers' title changes")
        #expect((content.driverTitlesChanged, content.driverTitlesCompared) == (0, 0))
    }

    @Test func withoutAConstructorsChampionshipNoTeamTitleIsCompared() {
        let driversOnly = ScoringSystem(id: "drivers-only", name: "10-6-4, drivers only", racePoints: [10, 6, 4], constructors: .none)
        let season = ComputedChampions(season: 2000, table: Self.table(driversOnly), whatIf: Self.table(Samples.threeTwoOne), scheduledRounds: 3)
        let content = ChampionsWhatIfScreen.makeContent(from: [season], format: format)
        #expect(content.rows.first?.constructor == "")
        #expect(content.rows.first?.whatIfConstructor == "Red")
        #expect(content.rows.first?.constructorTitleChanges == false)
        #expect(content.constructorTitlesCompared == 0)
        let reverse = ChampionsWhatIfScreen.makeContent(
            from: [ComputedChampions(season: 2000, table: Self.table(Samples.threeTwoOne), whatIf: Self.table(driversOnly), scheduledRounds: 3)],
            format: format)
        #expect(reverse.notes == ["10-6-4, drivers only has no constructors' championship: the what-if names no constructors' champion."])
    }

    @Test func sprintsTheOtherSystemDoesNotScoreAreSaid() {
        let withSprints = ScoringSystem(
            id: "sprints", name: "10-6-4, sprint 3-2-1", racePoints: [10, 6, 4], sprintPoints: [3, 2, 1], constructors: .everyCar)
        let sprint = [
            2: [SprintResult(position: 1, positionText: "1", driver: Samples.charlie, constructor: Samples.blue, status: "Finished", points: 3)]
        ]
        let season = ComputedChampions(
            season: 2000, table: Self.table(withSprints, sprints: sprint), whatIf: Self.table(Samples.threeTwoOne, sprints: sprint),
            scheduledRounds: 3)
        let content = ChampionsWhatIfScreen.makeContent(from: [season], format: format)
        #expect(content.notes == ["Sprints score nothing under 3-2-1: the sprints of 2000 add no points there."])
        let same = ChampionsWhatIfScreen.makeContent(
            from: [
                ComputedChampions(
                    season: 2000, table: Self.table(withSprints, sprints: sprint), whatIf: Self.table(withSprints, sprints: sprint),
                    scheduledRounds: 3)
            ],
            format: format)
        #expect(same.notes.isEmpty)
    }
}
