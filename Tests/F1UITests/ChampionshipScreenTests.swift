import F1Domain
import F1TestSupport
import F1UseCases
import Testing

@testable import F1UI

/// The championship screens' view data from a tiny made-up season (ChampionshipSamples): three
/// drivers, three rounds run, the second at half points, best two results counting.
@Suite struct ChampionshipScreenTests {
    let format = F1UI.Format()

    @Test func droppedResultsShowScoredAndCountedPoints() async throws {
        let content = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(), kind: .drivers, format: format)
        #expect(content.rows.map(\.name) == ["Ben Bravo", "Ann Alpha", "Cid Charlie"])
        #expect(content.rows.map(\.points) == ["19 (16 counted)", "16 (14 counted)", "15 (11 counted)"])
        #expect(content.leader == "Ben Bravo, 16 points (19 scored)")
        #expect(content.rows.map(\.wins) == ["1", "1", "1"])
        #expect(content.rows.map(\.isLeader) == [true, false, false])
    }

    @Test func movementsAreSinceTheRoundBefore() async throws {
        // After round 2: Alpha 12, Charlie 9 (a win), Bravo 9; after round 3 Bravo leads.
        let content = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(), kind: .drivers, format: format)
        #expect(content.rows.map(\.movement) == ["▲2", "▼1", "▼1"])
        let second = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(round: 2), kind: .drivers, format: format)
        #expect(second.rows.map(\.name) == ["Ann Alpha", "Cid Charlie", "Ben Bravo"])
        #expect(second.rows.map(\.movement) == ["", "▲1", "▼1"])
        let first = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(round: 1), kind: .drivers, format: format)
        #expect(first.rows.map(\.movement) == ["", "", ""], "no round before the first: nothing to compare")
        let newcomer = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(newcomer: true), kind: .drivers, format: format)
        var delta = F1UI.Standings.ChampionshipRow(
            position: "4", movement: "new", name: "Dee Delta", points: "0", wins: "0", isLeader: false)
        delta.route = .driverSeason(season: 2000, driver: "delta")
        #expect(newcomer.rows.last == delta)
        // Places gained are a number as well as the arrow, for faces that colour them.
        #expect(content.rows.map(\.placesGained) == [2, -1, -1])
        let before = ChampionshipScreen.makeContent(
            from: try await ChampionshipSamples.report(round: 2, newcomer: true), kind: .drivers, format: format)
        #expect(before.rows.count == 3, "not in the table before the first race")
    }

    @Test(
        arguments: [
            (nil, 1, false, "new"), (3, 1, true, "▲2"), (1, 4, true, "▼3"), (2, 2, true, ""), (nil, nil, true, ""),
        ] as [(Int?, Int?, Bool, String)])
    func movementWords(before: Int?, now: Int?, wasThere: Bool, expected: String) {
        #expect(F1UI.ChampionshipWording.movement(from: before, to: now, wasThere: wasThere) == expected)
    }

    @Test func rulingsAndDisagreementsAreSentences() async throws {
        let content = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(), kind: .drivers, format: format)
        #expect(content.rulings == ["Round 2 Bravo Grand Prix: Stopped early in the rain; half points."])
        #expect(content.disagreements == ["Round 1 Alpha Grand Prix: the source gives Ann Alpha 9 points, the rules 10."])
        #expect(content.systemName == "10-6-4, best 2")
        let first = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(round: 1), kind: .drivers, format: format)
        #expect(first.rulings.isEmpty, "the ruling of round 2 does not apply after round 1")
    }

    @Test func whatIfColumnsCompareThePlaces() async throws {
        let report = try await ChampionshipSamples.report(under: .named("three-two-one"))
        let content = ChampionshipScreen.makeContent(from: report, kind: .drivers, format: format)
        // Under 3-2-1, every result: Bravo 7, Charlie 6, Alpha 5 (no half points: they went with the system).
        #expect(content.whatIfSystemName == "3-2-1")
        #expect(
            content.rows.map(\.whatIf) == [
                .init(position: "1", points: "7", change: ""), .init(position: "3", points: "5", change: "▼1"),
                .init(position: "2", points: "6", change: "▲1"),
            ])
        #expect(content.whatIfNotes.isEmpty, "no sprints in the season")
    }

    @Test func anUnknownSystemNamesTheOnesThatExist() async throws {
        await #expect(throws: ChampionshipError.unknownSystem("1991", known: ["best-two", "every", "three-two-one"], seasons: 2000...2000)) {
            try await ChampionshipSamples.report(under: .named("1991"))
        }
        #expect(
            F1UI.FriendlyError.message(for: ChampionshipError.unknownSystem("x", known: ["a", "b"], seasons: 1950...2026))
                == "No scoring rules are named 'x': use a season from 1950 to 2026, or a system's id (a, b).")
    }

    @Test func aSeasonWithNoRaceRunIsAnError() async throws {
        let load = LoadChampionship(
            races: StubRaceRepository(calendars: [2000: ChampionshipSamples.calendar]), weekends: StubWeekendRepository(),
            rulebook: ChampionshipSamples.rulebook())
        await #expect(throws: LookupError.noRaceRun(season: 2000)) { try await load.report(season: 2000) }
        #expect(F1UI.FriendlyError.message(for: LookupError.noRaceRun(season: 2000)) == "No race of the 2000 season has been run yet.")
    }

    @Test func aRoundNotRunIsAnError() async throws {
        await #expect(throws: ChampionshipError.roundNotRun(season: 2000, round: 4, lastRun: 3)) {
            try await ChampionshipSamples.report(round: 4)
        }
    }

    @Test func teamsNameTheirEngineOnlyWhenTheyRanTwo() async throws {
        let content = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(), kind: .constructors, format: format)
        #expect(Set(content.rows.map(\.name)) == ["Red", "Blue-BRM", "Blue-Climax"])
        #expect(F1UI.ChampionshipWording.engineName("alfa-romeo") == "Alfa Romeo")
        #expect(F1UI.ChampionshipWording.engineName("brm") == "BRM")
    }

    @Test func progressionHasACellPerRound() async throws {
        let content = ProgressionScreen.makeContent(from: try await ChampionshipSamples.report(), kind: .drivers, format: format)
        #expect(content.roundLabels == ["1 ALP", "2 BRA", "3 CHA"])
        var bravo = F1UI.Standings.ProgressionRow(position: "1", name: "Ben Bravo", cells: ["6 (2)", "9 (3)", "16 (1)"])
        bravo.route = .driverSeason(season: 2000, driver: "bravo")
        #expect(content.rows.first == bravo)
        #expect(content.rows.map(\.name) == ["Ben Bravo", "Ann Alpha", "Cid Charlie"])
    }

    @Test func titleMathsSaysWhatTheLeaderNeeds() async throws {
        // Every result counts: Bravo 19, Alpha 16, Charlie 15; two races (20 points) left.
        let content = try #require(TitleScreen.makeContent(from: try await ChampionshipSamples.report(system: "every"), format: format))
        #expect(content.left == "2 races")
        #expect(content.pointsAvailable == "20")
        #expect(content.status == "Open: 2 drivers can still catch Ben Bravo.")
        #expect(content.rows.map(\.behind) == ["", "-3", "-4"])
        #expect(content.rows.map(\.maximum) == ["39", "36", "35"])
        #expect(
            content.clinch == [
                "Bravo is champion at the Delta Grand Prix if he outscores Alpha by more than 7 points.",
                "Bravo is champion at the Delta Grand Prix if he outscores Charlie by more than 6 points.",
            ])
    }

    @Test func aNegativeMarginIsWhatTheLeaderMayLose() async throws {
        let calendar = Array(ChampionshipSamples.calendar.prefix(4))
        let content = try #require(
            TitleScreen.makeContent(from: try await ChampionshipSamples.report(system: "every", calendar: calendar), format: format))
        #expect(content.left == "1 race")
        #expect(
            content.clinch == [
                "Bravo is champion at the Delta Grand Prix unless Alpha outscores him by 3 points or more.",
                "Bravo is champion at the Delta Grand Prix unless Charlie outscores him by 4 points or more.",
            ])
    }

    @Test func bestResultsCountingLeavesTheClinchUnworked() async throws {
        let content = try #require(TitleScreen.makeContent(from: try await ChampionshipSamples.report(), format: format))
        #expect(
            content.clinch == [
                "Only the best results count this season, so what clinches the title depends on which are dropped; it is not worked out here."
            ])
    }

    @Test func aDecidedTitleSaysSo() async throws {
        let calendar = Array(ChampionshipSamples.calendar.prefix(3))
        let content = try #require(
            TitleScreen.makeContent(from: try await ChampionshipSamples.report(system: "every", calendar: calendar), format: format))
        #expect(content.status == "Decided: Ben Bravo is champion.")
        #expect(content.rows.count == 1)
        #expect(content.clinch.isEmpty)
    }

    @Test func rulesDescribeTheSystem() throws {
        let rulebook = ChampionshipSamples.rulebook()
        let content = RulesScreen.makeContent(from: try #require(rulebook.rules(season: 2000)), rulebook: rulebook, format: format)
        #expect(content.points.map(\.race) == ["10", "6", "4"])
        #expect(content.facts.first { $0.key == .driversCount }?.value == "best 2 of all races")
        #expect(content.rulings == ["Round 2: Stopped early in the rain; half points."])
        let list = RulesScreen.makeList(from: rulebook)
        #expect(list.systems.map(\.seasons) == ["2000", "", ""])
        #expect(F1UI.ChampionshipWording.seasons([1991, 1992, 1993, 1950, 2003]) == "1950, 1991–1993, 2003")
    }
}
