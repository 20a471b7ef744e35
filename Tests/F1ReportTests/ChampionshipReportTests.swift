import F1Domain
import F1TestSupport
import F1UI
import Testing

@testable import F1Report

/// The championship reports' text from the tiny made-up season (ChampionshipSamples).
@Suite struct ChampionshipReportTests {
    let builder = ReportBuilder(source: "Stub", timeZoneName: "UTC")

    @Test func theTableShowsMovementsCountedPointsAndTheNotesBelow() async throws {
        let content = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(), kind: .drivers, format: F1UI.Format())
        let text = builder.championship(content).rendered(as: .text)
        #expect(
            text == """
                2000 drivers' championship from results
                Data: Stub

                After round: 3, Charlie Grand Prix
                Leader:      Ben Bravo, 16 points (19 scored)
                Scoring:     10-6-4, best 2

                Drivers
                Pos  Move  Driver                Points  Wins
                  1  ▲2    Ben Bravo    19 (16 counted)     1
                  2  ▼1    Ann Alpha    16 (14 counted)     1
                  3  ▼1    Cid Charlie  15 (11 counted)     1

                Rulings
                Round 2 Bravo Grand Prix: Stopped early in the rain; half points.

                Points the source gives otherwise
                Round 1 Alpha Grand Prix: the source gives Ann Alpha 9 points, the rules 10.

                """)
    }

    @Test func aWhatIfAddsItsColumnsAndNamesBothSystems() async throws {
        let report = try await ChampionshipSamples.report(under: .named("three-two-one"))
        let text = builder.championship(ChampionshipScreen.makeContent(from: report, kind: .drivers, format: F1UI.Format())).rendered(as: .text)
        #expect(text.contains("Scoring:     10-6-4, best 2\nWhat-if:     the same results under 3-2-1\n"))
        #expect(text.contains("Pos  Move  Driver                Points  Wins  If Pos  If Points  Change\n"))
        #expect(text.contains("  2  ▼1    Ann Alpha    16 (14 counted)     1       3          5  ▼1\n"))
    }

    @Test func theMarkdownListsTheNotes() async throws {
        let content = ChampionshipScreen.makeContent(from: try await ChampionshipSamples.report(), kind: .drivers, format: F1UI.Format())
        let markdown = builder.championship(content).rendered(as: .markdown)
        #expect(markdown.contains("## Rulings\n\n- Round 2 Bravo Grand Prix: Stopped early in the rain; half points.\n"))
    }

    @Test func progressionShowsTheLastRoundsThatFit() async throws {
        let content = ProgressionScreen.makeContent(from: try await ChampionshipSamples.report(), kind: .drivers, format: F1UI.Format())
        let wide = builder.progression(content).rendered(as: .text, style: ReportStyle(width: 80))
        #expect(
            wide.contains(
                """
                Pos  Driver        1 ALP   2 BRA   3 CHA
                  1  Ben Bravo     6 (2)   9 (3)  16 (1)
                  2  Ann Alpha    10 (1)  12 (1)  14 (2)
                  3  Cid Charlie   4 (3)   9 (2)  11 (3)
                """))
        // Too narrow for three rounds: the earliest go first, and the latest stays.
        let narrow = builder.progression(content).rendered(as: .text, style: ReportStyle(width: 30))
        #expect(narrow.contains("Pos  Driver        3 CHA\n"))
        #expect(narrow.contains("  1  Ben Bravo    16 (1)\n"))
        #expect(narrow.contains("A narrow screen shows the latest rounds that fit; --format csv or json gives every round.\n"))
        // Room for two rounds: the two latest, not the first and the last.
        let two = builder.progression(content).rendered(as: .text, style: ReportStyle(width: 34))
        #expect(two.contains("2 BRA") && two.contains("3 CHA") && !two.contains("1 ALP"), "\(two)")
        // Markdown has no width: every round.
        #expect(builder.progression(content).rendered(as: .markdown).contains("| 1 ALP | 2 BRA | 3 CHA |"))
    }

    @Test func titleMathsEndsWithWhatClinchesIt() async throws {
        let content = try #require(TitleScreen.makeContent(from: try await ChampionshipSamples.report(system: "every"), format: F1UI.Format()))
        let text = builder.title(content).rendered(as: .text)
        #expect(text.contains("Left:             2 races\nPoints available: 20 for one driver\n"))
        #expect(
            text.contains(
                "To be champion at the next round\nBravo is champion at the Delta Grand Prix if he outscores Alpha by more than 7 points.\n"))
    }
}
