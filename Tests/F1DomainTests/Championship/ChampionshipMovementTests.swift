import F1Domain
import Testing

/// A row's movement since the round before, which every face reads from this one definition.
@Suite struct ChampionshipMovementTests {
    typealias S = SyntheticSeason

    /// Every row against the two tables themselves: the place after round 1 less the place after
    /// round 2, nil where either is missing or the same.
    @Test func placesGainedAreThePreviousPlaceLessTheNewOne() throws {
        let championship = S.championship(S.rules(S.system()), [S.race(1, "ABCDE", retired: "F"), S.race(2, "CFBDAE")])
        let before = championship.table(afterRound: 1).drivers
        let after = championship.table(afterRound: 2).drivers
        let movement = ChampionshipMovement(since: before)
        #expect(movement.hasPrevious)
        for standing in after {
            let was = before.first { $0.entrant == standing.entrant }?.position
            #expect(movement.previousPosition(of: standing.entrant) == was)
            let expected = was.flatMap { was in standing.position.flatMap { $0 == was ? nil : was - $0 } }
            #expect(movement.placesGained(by: standing) == expected)
        }
        // Some moved up and some down, so both signs are exercised.
        #expect(after.contains { (movement.placesGained(by: $0) ?? 0) > 0 })
        #expect(after.contains { (movement.placesGained(by: $0) ?? 0) < 0 })
    }

    @Test func aFirstTimeScorerWasNotThereAndHasNoPreviousPlace() throws {
        let championship = S.championship(S.rules(S.system([10, 6, 4])), [S.race(1, "AB"), S.race(2, "CAB")])
        let movement = ChampionshipMovement(since: championship.table(afterRound: 1).drivers)
        let newcomer = try #require(championship.table(afterRound: 2).driver("C"))
        #expect(movement.wasThere(newcomer.entrant) == false)
        #expect(movement.previousPosition(of: newcomer.entrant) == nil)
        #expect(movement.placesGained(by: newcomer) == nil)
        let leader = try #require(championship.table(afterRound: 2).driver("A"))
        #expect(movement.wasThere(leader.entrant))
    }

    @Test func theFirstRoundHasNoPreviousTable() throws {
        let championship = S.championship(S.rules(S.system()), [S.race(1, "ABC")])
        let movement = ChampionshipMovement<Driver>(since: nil)
        let first = try #require(championship.table(afterRound: 1).drivers.first)
        #expect(!movement.hasPrevious)
        #expect(!movement.wasThere(first.entrant))
        #expect(movement.placesGained(by: first) == nil)
    }
}
