import F1Charts
import F1Domain
import F1UI
import F1UseCases
import TerminalKit
import Testing

@testable import F1TerminalUI

/// The terminal's table cells and its braille chart draw a team in the colour its constructor id
/// declares in F1UI, whatever the source calls the team.
@MainActor
@Suite struct TeamColourFaceTests {
    @Test(arguments: ["ferrari", "mclaren", "aston-martin"])
    func aTeamCellAndItsChartLineAreInTheDeclaredColour(id: String) throws {
        let team = Constructor.ID(rawValue: id)
        let color = try #require(F1UI.TeamColor.forConstructor(team))
        #expect(DocumentView.style(.team(team))?.foreground == .rgb(color.red, color.green, color.blue))

        let history = RaceHistory(
            season: 2025, round: 1, raceName: "Sample", totalLaps: 2,
            cars: [RaceHistory.Car(key: "aaa", code: "AAA", name: "Driver A", team: team, teamName: "Renamed \(id)", positions: [1, 1, 1])],
            coverage: .init(gaps: false, lapTimes: false, pitStops: false, stints: false, neutralisations: true))
        let chart = try #require(ReportBuilder(source: "Test", timeZoneName: "UTC").raceChart(.positions, history: history).sections.first?.chart)
        let drawn = chart.terminalLines(width: 60, height: 16, usesColor: true).joined(separator: "\n")
        #expect(drawn.contains("38;2;\(color.red);\(color.green);\(color.blue)"), "the braille line is not in the team's colour")
    }

    @Test func aTeamWithoutAColourKeepsTheTerminalsOwn() {
        #expect(DocumentView.style(.team("minardi")) == nil)
    }
}
