import F1Domain
import F1Export
import F1UseCases
import Foundation
import Testing

/// The sprint, the starting grid, pit stops and the race's pole sitter and sprint winner.
@Suite struct SessionResultsExportTests {
    typealias E = ExportSamples
    typealias W = WeekendSamples

    @Test func theSprintIsShapedLikeTheRace() throws {
        let object = try E.object(SprintExport(results: W.sprint, source: E.source))
        #expect(object["report"] as? String == "sprint")
        let rows = try #require(object["results"] as? [[String: Any]])
        #expect(rows.map { $0["position"] as? Int } == [1, 2, nil])
        #expect(rows[2]["position"] is NSNull && rows[2]["classification"] as? String == "retired")
        #expect(rows[0]["timeMilliseconds"] as? Int == 2_205_337 && rows[0]["gapMilliseconds"] is NSNull)
        #expect(rows[1]["gapMilliseconds"] as? Int == 1400 && rows[1]["timeText"] as? String == "+1.400")
        #expect(rows.map { E.number($0["points"]) } == [8, 7, 0])
        #expect(rows[2]["grid"] is NSNull && rows[2]["fastestLap"] is NSNull)
        let raceKeys = try #require(try E.object(RaceResultsExport(results: E.results, source: E.source))["results"] as? [[String: Any]])
        #expect(Set(rows[0].keys) == Set(raceKeys[0].keys))
        #expect(SprintExport.csvColumns == RaceResultsExport.csvColumns)
    }

    @Test func aPitLaneStartHasNoSlot() throws {
        let object = try E.object(StartingGridExport(grid: W.grid, source: E.source))
        #expect(object["report"] as? String == "grid")
        let rows = try #require(object["grid"] as? [[String: Any]])
        #expect(rows.map { $0["position"] as? Int } == [1, 2, nil])
        #expect(rows[2]["position"] is NSNull)
        #expect(rows.map { $0["positionText"] as? String } == ["1", "2", "PL"])
        #expect(rows.map { $0["pitLane"] as? Bool } == [false, false, true])
        #expect(rows.map { $0["startsFromBack"] as? Bool } == [false, false, true])
        #expect(rows.map { $0["penaltyPlaces"] as? Int } == [nil, 0, 5])
        #expect(rows[0]["penaltyPlaces"] is NSNull)
        #expect(rows.map { $0["qualifyingPosition"] as? Int } == [1, 3, 2])
        #expect(rows[0]["timeMilliseconds"] as? Int == 86_204 && rows[2]["timeMilliseconds"] is NSNull)
        let csv = E.records(ExportWriter.csv(StartingGridExport(grid: W.grid, source: E.source)))
        let pitLane = try #require(csv[0].firstIndex(of: "pit_lane"))
        let position = try #require(csv[0].firstIndex(of: "position"))
        #expect(csv.dropFirst().map { $0[pitLane] } == ["false", "false", "true"])
        #expect(csv.dropFirst().map { $0[position] } == ["1", "2", ""])
    }

    @Test func aRedFlagStopIsTensOfMinutesInMilliseconds() throws {
        let object = try E.object(PitStopsExport(stops: W.pitStops, source: E.source))
        #expect(object["report"] as? String == "pitstops")
        let stops = try #require(object["stops"] as? [[String: Any]])
        #expect(stops.map { ($0["driver"] as? [String: Any])?["id"] as? String } == ["max_verstappen", "leclerc", "max_verstappen", "norris"])
        #expect(stops[2]["durationMilliseconds"] as? Int == 2_455_302)
        #expect(stops[2]["durationText"] as? String == "40:55.302")
        #expect(stops[2]["timeOfDay"] as? String == "14:19:22", "a local time, no Z")
        #expect(stops.map { $0["stop"] as? Int } == [1, 1, 2, 1] && stops.map { $0["lap"] as? Int } == [20, 21, 34, 35])
        #expect(stops[1]["timeOfDay"] is NSNull)
        #expect(stops[3]["durationMilliseconds"] is NSNull && stops[3]["durationText"] is NSNull)
        #expect(stops[3]["constructor"] is NSNull && stops[3]["number"] is NSNull)
    }

    @Test func eachDriverIsSummedUpInTheOrderOfFirstStops() throws {
        let object = try E.object(PitStopsExport(stops: W.pitStops, source: E.source))
        let drivers = try #require(object["drivers"] as? [[String: Any]])
        #expect(drivers.map { ($0["driver"] as? [String: Any])?["id"] as? String } == ["max_verstappen", "leclerc", "norris"])
        #expect(drivers.map { $0["stops"] as? Int } == [2, 1, 1])
        #expect(drivers[0]["laps"] as? [Int] == [20, 34])
        #expect(drivers[0]["totalDurationMilliseconds"] as? Int == 22_345 + 2_455_302)
        #expect(drivers[0]["fastestMilliseconds"] as? Int == 22_345)
        #expect((drivers[0]["constructor"] as? [String: Any])?["id"] as? String == "red_bull")
        #expect(drivers[2]["totalDurationMilliseconds"] is NSNull && drivers[2]["fastestMilliseconds"] is NSNull)
        #expect(drivers[2]["constructor"] is NSNull)
        let csv = E.records(ExportWriter.csv(PitStopsExport(stops: W.pitStops, source: E.source)))
        #expect(csv.count == 5, "one record per stop")
        let duration = try #require(csv[0].firstIndex(of: "duration_ms"))
        #expect(csv.dropFirst().map { $0[duration] } == ["22345", "23100", "2455302", ""])
    }

    @Test func theRaceNamesPoleAndTheSprintWinnerWhenGivenItsWeekend() throws {
        let plain = try E.object(RaceResultsExport(results: E.results, source: E.source))
        #expect(plain["poleSitter"] is NSNull && plain["sprintWinner"] is NSNull)
        let object = try E.object(RaceResultsExport(results: E.results, weekend: W.weekend, source: E.source))
        #expect((object["poleSitter"] as? [String: Any])?["id"] as? String == "max_verstappen")
        #expect((object["sprintWinner"] as? [String: Any])?["code"] as? String == "NOR")
        #expect(object["schemaVersion"] as? Int == 1)
        var noSprint = W.weekend
        noSprint.sprint = nil
        #expect(try E.object(RaceResultsExport(results: E.results, weekend: noSprint, source: E.source))["sprintWinner"] is NSNull)
    }
}
