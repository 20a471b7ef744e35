import F1Domain
import F1TestSupport
import F1UI
import Testing

/// The live board's sector marks, weather line and map from a timed session (`LiveMapSample`),
/// each worked out once in the domain and shown by the live document.
@Suite struct LiveSectorsWeatherMapTests {
    static let timeline = SessionTimeline(LiveMapSample.timing)
    static let builder = ReportBuilder(source: "Test", timeZoneName: "UTC")

    static func race(at seconds: Double) -> LiveRaceData {
        LiveRaceData(timing: timeline.state(at: LiveMapSample.at(seconds)), drivers: timeline.timing.drivers, raceName: "Oval", isFinished: false)
    }

    static func car(_ race: LiveRaceData, _ code: String) throws -> LivePosition {
        try #require(race.positions.first { $0.code == code })
    }

    @Test func sectorsAreMarkedAgainstTheLapsCompletedByTheInstant() throws {
        // Before any lap is completed there is nothing to mark.
        #expect(try Self.car(Self.race(at: 80), "ANT").lastLapSectors == [])
        let early = Self.race(at: 135)
        #expect(try Self.car(early, "ANT").lastLapSectors == [.overallBest, .personalBest, .overallBest])
        #expect(try Self.car(early, "VER").lastLapSectors == [.personalBest, .overallBest, .personalBest])
        #expect(try Self.car(early, "HAM").lastLapSectors == [.personalBest, .personalBest, .personalBest])
        // HAM's second lap counts once it ends (187 s): quicker in S1 and S3, slower in S2; S3 ties ANT's best of all.
        let later = Self.race(at: 190)
        #expect(try Self.car(later, "HAM").lastLapSectors == [.personalBest, .slower, .overallBest])
        #expect(try Self.car(later, "ANT").lastLapSectors == [.overallBest, .personalBest, .overallBest])
    }

    @Test func aCarHalfwayThroughItsLapByTimeIsHalfwayRoundTheOutline() throws {
        let race = Self.race(at: 135)
        let ant = try #require(try Self.car(race, "ANT").lapFraction)
        #expect(abs(ant - 0.5) < 1e-9)
        #expect(abs((try Self.car(race, "VER").lapFraction ?? -1) - 0.35) < 1e-9)
        // No car has a lap time before the first lap ends: none is placed.
        #expect(Self.race(at: 60).positions.allSatisfy { $0.lapFraction == nil })
        // A car slower than its last lap stays just short of the line.
        #expect(try Self.car(Self.race(at: 300), "VER").lapFraction == 0.999)
        let chart = Self.builder.liveTrackMap(race, layout: LiveMapSample.layout)
        #expect(chart.kind == .trackmap && chart.mark == .track)
        let point = try #require(chart.series.first { $0.label == "ANT" }?.points.first)
        #expect(chart.series.first { $0.label == "ANT" }?.points.count == 1)
        // Halfway round the oval by length, on the outline: (-200, 0).
        #expect(abs(point.x + 200) < 1e-6 && abs(point.y) < 1e-6)
        #expect(chart.series.first?.key == "outline")
        #expect(chart.series.first { $0.label == "ANT" }?.color == F1UI.TeamColor.of(nil, feedColour: "00D7B6"))
        #expect(chart.markers.filter { $0.kind == .corner }.map(\.label) == ["1", "2a"])
    }

    @Test func theWeatherLineIsTheLatestReadingAsOfTheInstant() throws {
        let before = try #require(Self.race(at: 60).weather)
        #expect(before.airTemperature == 24.06)
        #expect(F1UI.Live.weatherText(before) == "Air 24.1 °C · Track 41.3 °C · Dry · Wind 2.1 m/s from the SE")
        let after = try #require(Self.race(at: 135).weather)
        #expect(F1UI.Live.weatherText(after) == "Air 23.5 °C · Track 39.9 °C · Rain · Wind 4.0 m/s from the N")
    }

    @Test func theLiveDocumentShowsSectorsWeatherAndTheMap() throws {
        let race = Self.race(at: 135)
        let board = LiveRaceScreen.makeBoardData(from: race)
        let content = LiveRaceScreen.Content(board: board, race: race, layout: LiveMapSample.layout)
        let document = Self.builder.live(content)
        #expect(document.fact(.weather) == "Air 23.5 °C · Track 39.9 °C · Rain · Wind 4.0 m/s from the N")
        let table = try #require(document.sections.first)
        #expect(table.values(of: "sector1") == ["◆", "●", "●"])
        let index = try #require(table.columns.firstIndex { $0.key == "sector2" })
        #expect(table.rows.first?.cells[index].meaning == .sector(.personalBest, .standard))
        // The builder's palette reaches the board, as it reaches the sectors report.
        var colourBlind = Self.builder
        colourBlind.sectorPalette = .colourBlind
        let marked = try #require(colourBlind.live(content).sections.first)
        #expect(marked.rows.first?.cells[index].meaning == .sector(.personalBest, .colourBlind))
        let map = try #require(document.sections.first { $0.key == "trackMap" }?.chart)
        #expect(map.series.count == 4)
        // Without a layout, or from a source without sectors (the demo's race), neither shows.
        #expect(Self.builder.live(board).sections.count == 1)
        let untimed = F1UI.Live.Board(
            raceName: "Demo", lap: "1/2", leader: "LEC", lines: [.init(position: "1", code: "LEC", team: "Ferrari", gap: "Leader", interval: "")],
            isFinished: false)
        #expect(!Self.builder.live(untimed).sections[0].columns.contains { $0.key.hasPrefix("sector") })
        #expect(Self.builder.live(untimed).fact(.weather) == nil)
    }
}
