import F1Domain
import Testing

/// Each scoring rule on a small made-up season.
@Suite struct ChampionshipRulesTests {
    typealias S = SyntheticSeason

    @Test func placesScoreTheSystemsPointsAndTheTableIsOrderedByThem() {
        let championship = S.championship(S.rules(S.system()), [S.race(1, "ABCDEF"), S.race(2, "BACDEF")])
        let table = championship.table()
        #expect(table.order == "ABCDEF")
        #expect(table.driver("A")?.points == 16)
        #expect(table.driver("B")?.points == 16)
        #expect(table.driver("A")?.wins == 1)
        // Red: A, C, E; blue: B, D, F, every car scoring: 10 + 4 + 2 + 6 + 4 + 2.
        #expect(table.team(S.red)?.points == 28)
    }

    /// A what-if rescores the entries the season indexed: the same tables, disagreements and
    /// rounds as a championship built afresh under the other rules, in both directions.
    @Test func rescoringUnderOtherRulesIsScoringAfresh() {
        let races = [S.race(1, "ABCDEF", fastest: "C", sprint: "BA"), S.race(2, "BACDE", retired: "F"), S.race(3, "CABDEF", fastest: "A")]
        let own = S.rules(
            S.system([9, 6, 4, 3, 2, 1], counting: [CountingPeriod(best: 2)]), races: [RaceRuling(round: 2, reason: "Half points.", pointsScale: 0.5)]
        )
        let other = S.rules(S.system([25, 18, 15, 12, 10, 8, 6, 4, 2, 1], sprint: [8, 7], fastestLap: FastestLapRule(points: 1, withinTop: 10)))
        for (from, to) in [(own, other), (other, own)] {
            let rescored = S.championship(from, races, scheduled: 5).rescored(under: to)
            let afresh = S.championship(to, races, scheduled: 5)
            #expect(rescored.table() == afresh.table())
            #expect(rescored.progression() == afresh.progression())
            #expect(rescored.disagreements == afresh.disagreements)
            #expect(rescored.rules == to && rescored.rounds == [1, 2, 3] && rescored.scheduledRounds == 5)
        }
        #expect(S.championship(own, races).table() != S.championship(other, races).table(), "the rules differ in what they give")
    }

    @Test func bestResultsCountAndTheRestAreDropped() {
        let rules = S.rules(S.system(counting: [CountingPeriod(best: 2)]))
        let championship = S.championship(rules, [S.race(1, "ABC"), S.race(2, "ABC"), S.race(3, "BAC")])
        let a = championship.table().driver("A")
        #expect(a?.grossPoints == 26)
        #expect(a?.points == 20)
        #expect(a?.droppedPoints == 6)
        #expect(a?.rounds.map(\.counted) == [true, true, false])
        // B: 6 + 6 + 10, the best two 16.
        #expect(championship.table().driver("B")?.points == 16)
    }

    @Test func splitHalvesWithAnOddNumberOfRacesGiveTheFirstHalfTheExtraRace() {
        // Five races: the first half is rounds 1–3, the second 4–5, each dropping its worst.
        let rules = S.rules(S.system(counting: [CountingPeriod(part: .firstHalf, dropWorst: 1), CountingPeriod(part: .secondHalf, dropWorst: 1)]))
        let championship = S.championship(rules, [S.race(1, "ABC"), S.race(2, "ABC"), S.race(3, "CBA"), S.race(4, "ABC"), S.race(5, "CBA")])
        let a = championship.table().driver("A")
        // First half 10, 10, 4: 20 counted; second half 10, 4: 10 counted.
        #expect(a?.points == 30)
        #expect(a?.rounds.filter { !$0.counted }.map(\.round) == [3, 5])
    }

    @Test func aSeasonStillRunningCountsItsHalvesByTheCalendar() {
        let rules = S.rules(S.system(counting: [CountingPeriod(part: .firstHalf, dropWorst: 1), CountingPeriod(part: .secondHalf, dropWorst: 1)]))
        // Six races planned, two run: both lie in the first half of three, whose best two count.
        let championship = S.championship(rules, [S.race(1, "ABC"), S.race(2, "CBA")], scheduled: 6)
        #expect(championship.table().driver("A")?.points == 14)
    }

    @Test func aSharedCarsPointsAreSplitWhereTheRulesSplitThem() {
        var race = S.race(1, "ABC")
        race = ChampionshipRace(race: race.race, results: [S.result(1, "A"), S.result(1, "D", sharedCar: true)] + race.results.dropFirst())
        let split = S.championship(S.rules(S.system(shared: .split)), [race]).table()
        #expect(split.driver("A")?.points == 5)
        #expect(split.driver("D")?.points == 5)
        let none = S.championship(S.rules(S.system(shared: .none)), [race]).table()
        #expect(none.driver("A")?.points == 0)
        #expect(none.driver("D")?.points == 0)
        #expect(none.driver("B")?.points == 6)
    }

    @Test func aRaceStoppedEarlyScoresHalfPointsByTheShareRun() {
        let system = S.system(shortened: [PartialPoints(below: 0.75, scale: 0.5)])
        let stopped = RaceRuling(round: 1, reason: "Stopped early.", distanceRun: 0.4)
        let table = S.championship(S.rules(system, races: [stopped]), [S.race(1, "ABC"), S.race(2, "ABC")]).table()
        #expect(table.driver("A")?.points == 15)
        #expect(table.driver("C")?.points == 6)
        let nearlyFull = RaceRuling(round: 1, reason: "Stopped late.", distanceRun: 0.8)
        #expect(S.championship(S.rules(system, races: [nearlyFull]), [S.race(1, "ABC")]).table().driver("A")?.points == 10)
    }

    @Test func graduatedPointsUseTheirOwnTable() {
        let system = S.system(shortened: [PartialPoints(below: 0.25, points: [6, 4]), PartialPoints(below: 0.5, points: [13, 10])])
        let stopped = RaceRuling(round: 1, reason: "Stopped.", distanceRun: 0.3)
        let table = S.championship(S.rules(system, races: [stopped]), [S.race(1, "ABC")]).table()
        #expect(table.driver("A")?.points == 13)
        #expect(table.driver("B")?.points == 10)
        #expect(table.driver("C")?.points == 0)
    }

    @Test func aDoublePointsRoundDoublesEveryPlace() {
        let finale = RaceRuling(round: 2, reason: "Double points.", pointsScale: 2)
        let table = S.championship(S.rules(S.system(), races: [finale]), [S.race(1, "ABC"), S.race(2, "BAC")]).table()
        #expect(table.driver("B")?.points == 26)
        #expect(table.driver("A")?.points == 22)
        #expect(table.order.hasPrefix("BA"))
    }

    @Test func theFastestLapScoresOnlyWithinTheTopPlacesAndForTheTeamWhereTheRulesSaySo() {
        let rule = FastestLapRule(points: 1, withinTop: 2, constructors: true)
        let table = S.championship(S.rules(S.system(fastestLap: rule)), [S.race(1, "ABC", fastest: "B"), S.race(2, "ABC", fastest: "C")]).table()
        #expect(table.driver("B")?.points == 13)
        #expect(table.driver("C")?.points == 8)
        #expect(table.team(S.blue)?.points == 13)
    }

    @Test func sprintsScoreTheirOwnTable() {
        let table = S.championship(S.rules(S.system(sprint: [3, 2, 1])), [S.race(1, "ABC", sprint: "CBA")]).table()
        // Third in the race (4) and the sprint's winner (3).
        #expect(table.driver("C")?.points == 7)
        #expect(table.driver("A")?.rounds.first?.sprintPoints == 1)
    }

    @Test func tiesAreBrokenByCountbackAndOtherwiseShared() {
        // A and B both 16 points; A has a win and a second, B a win and a second too: level.
        let level = S.championship(S.rules(S.system()), [S.race(1, "ABC"), S.race(2, "BAC")]).table()
        #expect(level.driver("A")?.position == 1)
        #expect(level.driver("B")?.position == 1)
        #expect(level.driver("C")?.position == 3)
        // C: 4 + 4 + 4 + 4 = 16 with no win; D: 10 + 6 = 16 with a win: D ahead.
        let countback = S.championship(S.rules(S.system()), [S.race(1, "DAC"), S.race(2, "ADC"), S.race(3, "ABC"), S.race(4, "ABC")]).table()
        #expect(countback.driver("C")?.points == countback.driver("D")?.points)
        #expect(countback.driver("D")!.position! < countback.driver("C")!.position!)
    }

    @Test func countbackOnScoringPlacesIgnoresPlacesOutsideThePoints() {
        // A (a win and a 4th) and B (a win and a 5th) are level on 10 points; 4th and 5th score nothing.
        let system = S.system([10, 6, 4])
        let races = [S.race(1, "ACDEB"), S.race(2, "BCDAE")]
        let every = S.championship(S.rules(system, countback: .everyPlace), races).table()
        #expect(every.driver("A")!.position! < every.driver("B")!.position!)
        let scoring = S.championship(S.rules(system, countback: .scoringPlaces), races).table()
        #expect(scoring.driver("A")?.position == scoring.driver("B")?.position)
    }

    @Test func ineligibleCarsScoreNothingAndTheirPlacesPassDownWhereTheRulingSays() {
        let keep = RaceRuling(round: 1, reason: "Formula 2 car.", ineligible: ["Bea Best"])
        let kept = S.championship(S.rules(S.system(), races: [keep]), [S.race(1, "ABCD")]).table()
        #expect(kept.driver("B")?.points == 0)
        #expect(kept.driver("C")?.points == 4)
        let passed = RaceRuling(round: 1, reason: "Formula 2 car.", ineligible: ["Bea Best"], passDown: true)
        let down = S.championship(S.rules(S.system(), races: [passed]), [S.race(1, "ABCD")]).table()
        #expect(down.driver("C")?.points == 6)
        #expect(down.driver("D")?.points == 4)
    }

    @Test func withheldPointsAndAnExclusionTakeEffectFromTheirRound() {
        let penalty = RaceRuling(round: 1, reason: "Push start.", withheld: [ResultReference(driver: "Alan Ace", place: 1)])
        let excluded = ChampionshipAdjustment(driver: "Bea Best", kind: .excluded, fromRound: 2, reason: "Excluded.")
        let championship = S.championship(S.rules(S.system(), races: [penalty], adjustments: [excluded]), [S.race(1, "ABC"), S.race(2, "BAC")])
        #expect(championship.table().driver("A")?.points == 6)
        let afterOne = championship.table(afterRound: 1)
        #expect(afterOne.driver("B")?.position == 1)
        let afterTwo = championship.table()
        #expect(afterTwo.driver("B")?.position == nil)
        #expect(afterTwo.driver("B")?.positionText == "EX")
        #expect(afterTwo.driver("B")?.points == 16)
        #expect(afterTwo.drivers.last?.entrant == S.driver("B"))
    }

    @Test func aDeductionAndAForfeitChangeTheConstructorsTotals() {
        let deduction = ChampionshipAdjustment(constructor: "Blue", kind: .deduction, points: 5, fromRound: 1, reason: "Deducted.")
        let forfeit = ChampionshipAdjustment(constructor: "Red", kind: .forfeited, throughRound: 1, fromRound: 2, reason: "New entry.")
        let championship = S.championship(S.rules(S.system(), adjustments: [deduction, forfeit]), [S.race(1, "AB"), S.race(2, "AB")])
        // Two second places, 12, less 5.
        #expect(championship.table().team(S.blue)?.points == 7)
        #expect(championship.table(afterRound: 1).team(S.red)?.points == 10)
        #expect(championship.table().team(S.red)?.points == 10)
    }

    @Test func bestCarOnlyScoresTheConstructorsBestPlacedCar() {
        let table = S.championship(S.rules(S.system(constructors: .bestCar)), [S.race(1, "ACB")]).table()
        #expect(table.team(S.red)?.points == 10)
        #expect(table.team(S.blue)?.points == 4)
    }

    @Test func aWhatIfKeepsTheRacesAndChangesThePoints() {
        let real = S.rules(S.system([10, 6, 4]), races: [RaceRuling(round: 1, reason: "Double.", pointsScale: 2)])
        let whatIf = real.scored(under: S.system([25, 18, 15]))
        let table = S.championship(whatIf, [S.race(1, "ABC")]).table()
        #expect(table.driver("A")?.points == 25)
        #expect(table.system.racePoints == [25, 18, 15])
    }

    @Test func pointsTheSourceGivesDifferentlyAreReportedWithRaceAndDriver() {
        var race = S.race(1, "AB")
        var results = race.results
        results[0].points = 10
        results[1].points = 7
        race = ChampionshipRace(race: race.race, results: results)
        let disagreements = S.championship(S.rules(S.system()), [race]).disagreements
        #expect(disagreements.count == 1)
        #expect(disagreements.first?.driver == S.driver("B"))
        #expect(disagreements.first?.recorded == 7)
        #expect(disagreements.first?.computed == 6)
        #expect(disagreements.first?.raceName == "Round 1 Grand Prix")
    }
}
