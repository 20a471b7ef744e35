import F1Domain
import F1TestSupport
import F1UseCases
import Testing

@testable import F1UI

/// The charts' series against the tables beside them and the facts they come from.
@Suite struct ChartDocumentTests {
    let builder = ReportBuilder(source: "Test", timeZoneName: "UTC")

    static func car(_ code: String, team: String, positions: [Int?], pits: [Int] = [], stints: [RaceHistory.Stint] = []) -> RaceHistory.Car {
        RaceHistory.Car(
            key: code.lowercased(), code: code, name: "Driver \(code)", team: Constructor.ID(rawValue: team), teamName: team, positions: positions,
            gaps: positions.map { $0.map { Double($0 - 1) * 1.5 } }, lapTimes: positions.indices.map { $0 == 0 ? nil : 90 + Double($0) },
            pitLaps: pits, stints: stints)
    }

    static let history = RaceHistory(
        season: 2026, round: 4, raceName: "Sample Grand Prix", totalLaps: 3,
        cars: [
            car(
                "AAA", team: "mclaren", positions: [2, 1, 1, 1], pits: [2],
                stints: [.init(firstLap: 1, lastLap: 2, compound: .medium), .init(firstLap: 3, lastLap: 3, compound: .hard)]),
            car("BBB", team: "mclaren", positions: [1, 2, 2, 2], stints: [.init(firstLap: 1, lastLap: 3, compound: .hard)]),
            car("CCC", team: "ferrari", positions: [3, 3, 3, nil]),
        ],
        neutralisations: [.init(kind: .safetyCar, firstLap: 2, lastLap: 3)],
        coverage: .init(gaps: true, lapTimes: true, pitStops: true, stints: true, neutralisations: true))

    @Test func theLapChartsLastPlacesAreTheTablesPositions() throws {
        let section = try #require(builder.raceChart(.positions, history: Self.history).sections.first)
        let chart = try #require(section.chart)
        #expect(chart.series.map { $0.points.last?.y } == [1, 2, 3])
        // Each car's place at the last lap it completed: the third car stopped in third.
        #expect(section.values(of: "position") == ["1", "2", "3"])
        #expect(section.values(of: "3") == ["1", "2", ""])
        #expect(chart.series.map(\.points.count) == [4, 4, 3])
        #expect(chart.y.isReversed)
    }

    @Test func pitStopsAndTheSafetyCarAreMarkedWhereTheSourceSays() throws {
        let chart = try #require(builder.raceChart(.positions, history: Self.history).sections.first?.chart)
        #expect(chart.markers.filter { $0.kind == .pitStop }.map { [$0.series ?? "", String($0.x)] } == [["aaa", "2.0"]])
        #expect(chart.markers.contains { $0.kind == .chequeredFlag && $0.x == 3 })
        // Laps 2 and 3 behind the safety car: from the end of lap 1 to the end of lap 3.
        #expect(chart.periods == [.init(kind: .safetyCar, start: 1, end: 3)])
    }

    @Test func aTeamMateInTheSameColourIsTheSecondCar() throws {
        let chart = try #require(builder.raceChart(.gaps, history: Self.history).sections.first?.chart)
        #expect(chart.series.map(\.isSecondCar) == [false, true, false])
        #expect(chart.series[0].color == chart.series[1].color)
        #expect(chart.series[0].color == F1UI.TeamColor.forConstructor("mclaren"))
    }

    @Test func tyresAreStintsInTheirCompoundsColours() throws {
        let section = try #require(builder.raceChart(.tyres, history: Self.history).sections.first)
        let chart = try #require(section.chart)
        #expect(chart.mark == .rows)
        #expect(
            chart.series[0].segments == [
                .init(start: 0, end: 2, category: "medium", label: "2"), .init(start: 2, end: 3, category: "hard", label: "1"),
            ])
        #expect(Set(chart.categories.map(\.key)) == ["medium", "hard"])
        #expect(section.values(of: "stints").first == "M 1–2, H 3–3")
        #expect(section.values(of: "stops") == ["1", "0", "0"])
    }

    @Test func lapTimesKeepSlowLapsButNotTheirScale() throws {
        var history = Self.history
        history.cars[0].lapTimes[2] = 130
        let chart = try #require(builder.raceChart(.laptimes, history: history).sections.first?.chart)
        #expect(chart.series[0].points.contains { $0.y == 130 })
        #expect(chart.y.upper < 130)
        #expect(chart.summary.contains("drawn at the top edge"))
    }

    @Test func theProgressionsLastPointsAreTheFinalTablesCountedPoints() async throws {
        let content = ProgressionScreen.makeContent(from: try await ChampionshipSamples.report(), kind: .drivers, format: F1UI.Format())
        let chart = builder.progressionChart(content)
        let final = try #require(content.tables.last)
        #expect(chart.series.map { $0.points.last?.y } == final.drivers.map(\.points))
        #expect(chart.series.map(\.key) == final.drivers.map(\.entrant.id.rawValue))
        #expect(chart.series.first?.points.map(\.y) == [6, 9, 16])
        #expect(try builder.progression(content, showing: ["alpha"]).sections.first?.chart?.series.map(\.label) == ["ALP"])
        #expect(throws: LookupError.notInChart(wanted: "zed", among: "the 2000 championship", choices: ["BRA", "ALP", "CHA"])) {
            try builder.progression(content, showing: ["zed"])
        }
        #expect(builder.progression(content).sections.first?.chart == chart)
    }

    @Test func qualifyingIsEachCarsGapToPoleByTheSegmentItReached() throws {
        typealias S = SampleData
        let team = Constructor(id: "ferrari", name: "Ferrari")
        var pole = QualifyingResult(position: 1, driver: S.driver("a", "Ann", "Alpha", code: "ALP"), constructor: team)
        pole.q1 = LapTime("1:30.000")
        pole.q2 = LapTime("1:29.500")
        pole.q3 = LapTime("1:29.000")
        var second = QualifyingResult(position: 2, driver: S.driver("b", "Ben", "Bravo", code: "BRA"), constructor: team)
        second.q1 = LapTime("1:30.100")
        second.q2 = LapTime("1:29.600")
        second.q3 = LapTime("1:29.250")
        var out = QualifyingResult(position: 3, driver: S.driver("c", "Cid", "Charlie", code: "CHA"), constructor: team)
        out.q1 = LapTime("1:30.900")
        let results = QualifyingResults(
            race: S.race(round: 1, name: "Sample Grand Prix", date: CalendarDate(year: 2025, month: 3, day: 1)), format: .knockout,
            results: [pole, second, out])
        let section = try #require(try builder.qualifyingChart(results).sections.first)
        let chart = try #require(section.chart)
        #expect(chart.series.map { $0.segments.first?.end } == [0, 0.25, 0.9])
        #expect(chart.series.map(\.group) == ["Q3", "Q3", "Q1"])
        #expect(section.values(of: "gap") == ["", "+0.250", "+0.900"])
        // Chosen by code: only those cars, in the table too.
        let chosen = try #require(try builder.qualifyingChart(results, showing: ["cha", "ALP"]).sections.first)
        #expect(chosen.chart?.series.map(\.label) == ["ALP", "CHA"])
        #expect(chosen.values(of: "driver") == ["Ann Alpha", "Cid Charlie"])
    }

    @Test func theLiveGapChartFollowsTheLapsShownAndForgetsThoseAfterAJumpBack() throws {
        var trail = F1UI.Live.GapTrail()
        trail.record(SampleData.live(lap: 10, gap: 1000))
        #expect(builder.liveGapChart(trail) == nil)
        for lap in 11...14 { trail.record(SampleData.live(lap: lap, gap: 1000 * (lap - 9))) }
        let chart = try #require(builder.liveGapChart(trail))
        #expect(chart.series.map(\.label) == ["LEC", "VER"])
        #expect(chart.series[1].points.map(\.y) == [1, 2, 3, 4, 5])
        #expect(chart.series[0].points.allSatisfy { $0.y == 0 })
        trail.record(SampleData.live(lap: 12, gap: 9000))
        #expect(try #require(builder.liveGapChart(trail)).series[1].points.map(\.x) == [10, 11, 12])
        #expect(try #require(builder.liveGapChart(trail)).series[1].points.last?.y == 9)
    }
}
