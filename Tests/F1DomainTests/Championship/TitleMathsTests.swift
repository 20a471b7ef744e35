import F1Domain
import Testing

/// Who can still win, and what the leader needs to clinch, on small made-up seasons.
@Suite struct TitleMathsTests {
    typealias S = SyntheticSeason

    static let threeRaces = [S.race(1, "ABC"), S.race(2, "ABC"), S.race(3, "ACB")]

    @Test func contendersAreThoseWhoCanStillReachTheLeader() throws {
        // A 30, B 16, C 14 after three races; two races of 10 left: 20 available.
        let championship = S.championship(S.rules(S.system([10, 6, 4])), Self.threeRaces, scheduled: 5)
        let maths = try #require(
            championship.titleMaths(remaining: [RemainingRound(round: 4, hasSprint: false), RemainingRound(round: 5, hasSprint: false)]))
        #expect(maths.leader == S.driver("A"))
        #expect(maths.leaderPoints == 30)
        #expect(maths.racesLeft == 2)
        #expect(maths.pointsAvailable == 20)
        #expect(maths.contenders.map(\.driver) == [S.driver("B"), S.driver("C")])
        #expect(maths.contenders.first?.maximum == 36)
        // After round 4, 10 remain: A must lead each rival by more than 10; A is 14 ahead of B and
        // 16 ahead of C, so may be outscored by B by up to 4 and by C by up to 6.
        let clinch = try #require(maths.clinch)
        #expect(clinch.round == 4)
        #expect(clinch.margins.map(\.moreThan) == [-4, -6])
        #expect(!maths.isDecided)
    }

    @Test func aTitleNobodyCanReachIsDecided() throws {
        let championship = S.championship(S.rules(S.system([10, 6, 4])), Self.threeRaces, scheduled: 4)
        let maths = try #require(championship.titleMaths(remaining: [RemainingRound(round: 4, hasSprint: false)]))
        #expect(maths.isDecided)
        #expect(maths.clinch == nil)
    }

    @Test func aRivalTooCloseMeansNoClinchAtTheNextRound() throws {
        let championship = S.championship(S.rules(S.system([10, 6, 4])), [S.race(1, "ABC")], scheduled: 4)
        let maths = try #require(championship.titleMaths(remaining: (2...4).map { RemainingRound(round: $0, hasSprint: false) }))
        // A leads B by 4 with 30 available; after round 2, 20 remain: A would need to outscore B by more than 16 in one race.
        #expect(maths.clinch == nil)
        #expect(maths.contenders.count == 2)
    }

    @Test func sprintsAndTheFastestLapAddToWhatIsAvailable() throws {
        let system = S.system([25, 18], sprint: [8, 7], fastestLap: FastestLapRule(points: 1))
        let championship = S.championship(S.rules(system), [S.race(1, "AB")], scheduled: 3)
        let maths = try #require(
            championship.titleMaths(remaining: [RemainingRound(round: 2, hasSprint: true), RemainingRound(round: 3, hasSprint: false)]))
        #expect(maths.pointsAvailable == 60)
        #expect(maths.sprintsLeft == 1)
    }

    @Test func underBestResultsAContendersMaximumCountsOnlyTheBest() throws {
        // Best two results count: B has 6 + 6 and can at best replace one 6 with a 10: 16.
        let rules = S.rules(S.system([10, 6, 4], counting: [CountingPeriod(best: 2)]))
        let championship = S.championship(rules, [S.race(1, "ABC"), S.race(2, "ABC")], scheduled: 3)
        let maths = try #require(championship.titleMaths(remaining: [RemainingRound(round: 3, hasSprint: false)]))
        #expect(maths.leaderPoints == 20)
        #expect(maths.isDecided)
    }
}
