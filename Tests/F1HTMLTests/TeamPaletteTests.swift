import F1Domain
import F1UI
import F1UseCases
import Testing

@testable import F1HTML

/// Team colours reach the page as classes, and the stylesheet has a rule for every colour of
/// F1UI's one table; the page's table and its chart draw a team in the colour its id declares.
@Suite struct TeamPaletteTests {
    @Test func everyColourOfTheTableHasARule() {
        #expect(F1UI.TeamColor.all.count >= 10)
        for color in F1UI.TeamColor.all {
            let hex = TeamPalette.hex(color)
            #expect(WebAssets.stylesheet.contains(".t-\(hex){--team:#\(hex)}"), "no rule for #\(hex)")
        }
    }

    @Test func aCellsClassNamesItsColour() {
        #expect(TeamPalette.color(of: .team("ferrari")).map(TeamPalette.className) == "t-e8002d")
        #expect(TeamPalette.color(of: .team("rb")).map(TeamPalette.className) == "t-6692ff")
        #expect(TeamPalette.color(of: .team("racing-bulls")).map(TeamPalette.className) == "t-6692ff")
        #expect(TeamPalette.className(F1UI.TeamColor(red: 1, green: 0xAB, blue: 0xFF)) == "t-01abff")
        #expect(TeamPalette.color(of: .team("minardi")) == nil)
        #expect(TeamPalette.color(of: .strong) == nil)
    }

    /// A lap chart's document on a page: each team's row and its line in the SVG carry the colour
    /// its id declares, whatever the source calls the team.
    @Test(arguments: [("ferrari", "Scuderia Ferrari HP"), ("red-bull", "Oracle Red Bull Racing"), ("kick-sauber", "Stake F1 Team")])
    func thePagesTableAndChartUseTheDeclaredColour(id: String, name: String) throws {
        let team = Constructor.ID(rawValue: id)
        let color = try #require(F1UI.TeamColor.forConstructor(team))
        let history = RaceHistory(
            season: 2025, round: 1, raceName: "Sample", totalLaps: 2,
            cars: [RaceHistory.Car(key: "aaa", code: "AAA", name: "Driver A", team: team, teamName: name, positions: [1, 1, 1])],
            coverage: .init(gaps: false, lapTimes: false, pitStops: false, stints: false, neutralisations: true))
        let document = ReportBuilder(source: "Test", timeZoneName: "UTC").raceChart(.positions, history: history)
        let html = HTMLDocumentRenderer().render(document).html
        #expect(html.contains("<td class=\"team t-\(TeamPalette.hex(color))\">Driver A</td>"))
        #expect(html.contains("#" + TeamPalette.hex(color).uppercased()), "the SVG's line is not in the team's colour")
    }
}
