import F1Domain
import F1UseCases
import Testing

@testable import F1UI

/// A team's colour comes from one table keyed by constructor id, or from a timing feed's own
/// colour; never from the team's name.
@Suite struct TeamColorTests {
    @Test(arguments: [("red_bull", "red-bull"), ("aston_martin", "aston-martin"), ("rb", "racing-bulls"), ("sauber", "kick-sauber")])
    func theAPIsAndF1dbsSpellingsOfATeamShareItsColour(api: String, f1db: String) {
        let colour = F1UI.TeamColor.forConstructor(Constructor.ID(rawValue: api))
        #expect(colour != nil)
        #expect(colour == F1UI.TeamColor.forConstructor(Constructor.ID(rawValue: f1db)))
    }

    @Test func eachIdIsInOneLiveryAndEachLiveryHasItsOwnColour() {
        let ids = F1UI.TeamColor.liveries.flatMap(\.ids)
        #expect(Set(ids).count == ids.count)
        #expect(Set(F1UI.TeamColor.all).count == F1UI.TeamColor.liveries.count)
    }

    @Test func theEarlierNamesOfATeamKeepItsColourAndOtherTeamsHaveNone() {
        #expect(F1UI.TeamColor.forConstructor("toro_rosso") == F1UI.TeamColor.forConstructor("rb"))
        #expect(F1UI.TeamColor.forConstructor("rb") != F1UI.TeamColor.forConstructor("red_bull"))
        #expect(F1UI.TeamColor.forConstructor("racing-point") == F1UI.TeamColor.forConstructor("aston_martin"))
        #expect(F1UI.TeamColor.forConstructor("brabham") == nil)
    }

    @Test func theIdComesBeforeTheFeedsColour() {
        let feed = F1UI.TeamColor(red: 0x00, green: 0xD7, blue: 0xB6)
        #expect(F1UI.TeamColor.of("ferrari", feedColour: "00D7B6") == F1UI.TeamColor.forConstructor("ferrari"))
        #expect(F1UI.TeamColor.of(nil, feedColour: "00D7B6") == feed)
        #expect(F1UI.TeamColor.of("minardi", feedColour: "#00d7b6") == feed)
        #expect(F1UI.TeamColor.of(nil, feedColour: "green") == nil)
        #expect(F1UI.TeamColor.of("minardi") == nil)
    }

    /// A team renamed under the same id (Sauber, Alfa Romeo, Kick Sauber in f1db) keeps its
    /// colour in a chart; a team of an earlier era gets one fallback colour for both its cars.
    @Test func aChartColoursByIdWhateverTheTeamIsCalled() throws {
        func car(_ code: String, team: Constructor.ID, name: String) -> RaceHistory.Car {
            RaceHistory.Car(key: code, code: code, name: code, team: team, teamName: name, positions: [1, 1, 1])
        }
        let history = RaceHistory(
            season: 1985, round: 1, raceName: "Sample", totalLaps: 2,
            cars: [
                car("AAA", team: "alfa-romeo", name: "Alfa Romeo"), car("BBB", team: "alfa-romeo", name: "Kick Sauber"),
                car("CCC", team: "minardi", name: "Minardi"), car("DDD", team: "minardi", name: "Minardi Team"),
            ], coverage: .init(gaps: false, lapTimes: false, pitStops: false, stints: false, neutralisations: true))
        let chart = try #require(ReportBuilder(source: "Test", timeZoneName: "UTC").raceChart(.positions, history: history).sections.first?.chart)
        let colours = chart.series.map(\.color)
        #expect(colours[0] == F1UI.TeamColor.forConstructor("sauber"))
        #expect(colours[1] == colours[0])
        #expect(colours[2] == Chart.fallback[0])
        #expect(colours[3] == colours[2])
        #expect(chart.series.map(\.isSecondCar) == [false, true, false, true])
    }
}
