import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Testing

/// The documents every face draws: what a cell means, where a row leads, which columns give way.
@Suite struct ReportDocumentTests {
    typealias U = UISamples
    let builder = ReportBuilder(source: "Samples", timeZoneName: "UTC")

    @Test func aStandingsRowCarriesItsTeamByIdAndOpensTheDriversSeason() throws {
        let document = builder.standings(StandingsScreen.makeContent(from: U.driverTable, format: U.utc))
        let section = try #require(document.sections.first)
        let tsunoda = try #require(section.rows.last)
        // A mid-season move names both teams; the colour is the last team's, by id, not by name.
        let team = try #require(section.columns.firstIndex { $0.key == "team" })
        #expect(tsunoda.cells[team] == ReportDocument.Cell("Racing Bulls / Red Bull", .team("red_bull")))
        #expect(tsunoda.route == .driverSeason(season: 2025, driver: "tsunoda"))
        #expect(section.rows.first?.emphasis == .leader)
        #expect(section.values(of: "behind") == ["", "-3", "-6", "-49.5"])
    }

    @Test func theColumnsSayWhichGiveWayOnANarrowScreen() throws {
        let section = try #require(builder.standings(StandingsScreen.makeContent(from: U.driverTable, format: U.utc)).sections.first)
        let priority = Dictionary(uniqueKeysWithValues: section.columns.map { ($0.key, $0.dropPriority) })
        // The place, the name and the points are never dropped; the nationality before the team.
        #expect(priority["position"] == 0 && priority["driver"] == 0 && priority["points"] == 0)
        #expect((priority["nationality"] ?? 0) > (priority["team"] ?? 0) && (priority["team"] ?? 0) > 0)
    }

    @Test func aRaceResultRowOpensTheDriverAndMarksThePoints() throws {
        let content = RaceResultsScreen.makeContent(from: U.monacoResults, format: U.utc)
        let section = try #require(builder.race(content).sections.first)
        #expect(section.rows.map(\.route) == U.monacoResults.results.map { .driverSeason(season: 2025, driver: $0.driver.id) })
        let points = try #require(section.columns.firstIndex { $0.key == "points" })
        #expect(section.rows.allSatisfy { $0.cells[points].meaning == .strong })
    }

    @Test func aSeasonsRowStandsForItsSeason() throws {
        let rows = [2024, 2025].map { F1UI.Season.Row(year: $0, title: "\($0) season", url: nil) }
        let section = try #require(builder.seasons(rows).sections.first)
        #expect(section.rows.map(\.season) == [2024, 2025])
        #expect(section.rows.allSatisfy { $0.route == nil })
    }

    @Test func aCalendarRowOpensItsRaceWeekend() throws {
        let schedule = SeasonSchedule(
            season: 2025, today: CalendarDate(year: 2025, month: 5, day: 1),
            upcoming: [.init(race: U.monaco, daysUntil: 24)], past: [])
        let document = builder.season(RacesScreen.makeContent(from: schedule, format: U.utc))
        #expect(document.sections.flatMap(\.rows).map(\.route) == [.race(season: 2025, round: .round(4))])
        #expect(document.fact(.races) == "0 of 1 run")
    }

    /// With the clock's time (a terminal's, redrawn each minute), the next race counts down to
    /// the minute; without it, in days, as the schedule was split.
    @Test func theNextRaceCountsDownToTheMinuteWhereTheClockIsGiven() throws {
        let schedule = SeasonSchedule(
            season: 2025, today: CalendarDate(year: 2025, month: 5, day: 1),
            upcoming: [.init(race: U.monaco, daysUntil: 24)], past: [])
        let content = RacesScreen.makeContent(from: schedule, format: U.utc)
        let now = Moment(date: CalendarDate(year: 2025, month: 5, day: 1), time: TimeOfDay(hours: 10, minutes: 30))
        var clocked = builder
        clocked.now = now
        #expect(builder.season(content).sections.first?.values(of: "countdown") == ["in 24 days"])
        #expect(clocked.season(content).sections.first?.values(of: "countdown") == ["in 24 days 2 h"])
        clocked.now = Moment(date: CalendarDate(year: 2025, month: 5, day: 25), time: TimeOfDay(hours: 12, minutes: 15))
        #expect(clocked.season(content).sections.first?.values(of: "countdown") == ["in 45 min"])
        #expect(clocked.season(content).fact(.nextRace)?.hasSuffix("(in 45 min)") == true)
    }

    /// A fact is found by its declared key whatever its label says: a face that rewords the label
    /// (or a translation) moves nothing a page's `data-key`, JSON or a test addresses.
    @Test func aFactIsFoundByItsDeclaredKeyWhateverItsLabel() {
        var fact = ReportDocument.Fact(.afterRound, "3")
        #expect(fact.label == "After round")
        #expect(fact.key.name == "afterRound")
        fact.label = "Nach Runde"
        let document = ReportDocument(title: "T", source: "S", facts: [fact])
        #expect(document.fact(.afterRound) == "3")
        #expect(document.fact(.leader) == nil)
    }
}
