import F1Domain
import F1Export
import Foundation
import Testing

/// A race's classification as typed JSON: positions with their codes, times in ms, ids, nulls.
@Suite struct RaceResultsExportTests {
    typealias E = ExportSamples

    func rows() throws -> [[String: Any]] {
        let object = try E.object(RaceResultsExport(results: E.results, source: E.source))
        return try #require(object["results"] as? [[String: Any]])
    }

    @Test func theHeaderNamesTheShapeAndTheSource() throws {
        let object = try E.object(RaceResultsExport(results: E.results, source: E.source))
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["report"] as? String == "race")
        #expect(object["source"] as? [String: String] == ["id": "demo", "name": "Test data"])
        let race = try #require(object["race"] as? [String: Any])
        #expect(race["date"] as? String == "2025-05-25")
        #expect(race["startsAt"] as? String == "2025-05-25T13:00:00Z")
        #expect((race["circuit"] as? [String: Any])?["id"] as? String == "monaco")
    }

    @Test func aLocalStartTimeHasNoZoneAndAnUnknownOneIsNull() throws {
        var local = E.results
        local.race = E.race(startTime: TimeOfDay(hours: 15, minutes: 0, isUTC: false))
        let localRace = try E.object(RaceResultsExport(results: local, source: E.source))["race"] as? [String: Any]
        #expect(localRace?["startsAt"] as? String == "2025-05-25T15:00:00")
        local.race = E.race(startTime: nil)
        let unknown = try #require(try E.object(RaceResultsExport(results: local, source: E.source))["race"] as? [String: Any])
        #expect(unknown["startsAt"] is NSNull)
    }

    @Test func positionsAreIntegersWithTheirClassificationBeside() throws {
        let rows = try rows()
        #expect(rows.map { $0["position"] as? Int } == [1, 2, 3, nil])
        #expect(rows[3]["position"] is NSNull)
        #expect(rows.map { $0["positionText"] as? String } == ["1", "2", "3", "R"])
        #expect(rows.map { $0["classification"] as? String } == ["classified", "classified", "classified", "retired"])
    }

    @Test func timesAndGapsAreMilliseconds() throws {
        let rows = try rows()
        #expect(rows[0]["timeMilliseconds"] as? Int == 6_093_607)
        #expect(rows[0]["gapMilliseconds"] is NSNull, "the winner has no gap")
        #expect(rows[1]["gapMilliseconds"] as? Int == 5155)
        #expect(rows[1]["timeText"] as? String == "+5.155")
        #expect(rows[2]["timeMilliseconds"] is NSNull && rows[2]["gapMilliseconds"] is NSNull && rows[2]["timeText"] is NSNull)
        #expect(rows[2]["status"] as? String == "+1 Lap")
        let fastest = try #require(rows[1]["fastestLap"] as? [String: Any])
        #expect(fastest["timeMilliseconds"] as? Int == 72_608)
        #expect(fastest["rank"] as? Int == 1)
        #expect(fastest["averageSpeedKph"] is NSNull)
        #expect(rows[2]["fastestLap"] is NSNull)
    }

    @Test func pointsAreNumbersEvenWhenFractional() throws {
        let rows = try rows()
        #expect(rows.map { E.number($0["points"]) } == [25, 18, 12.5, 0])
        #expect(try ExportWriter.json(RaceResultsExport(results: E.results, source: E.source)).contains("\"points\" : 12.5"))
    }

    @Test func driversAndTeamsCarryTheirIdsAndNullsForWhatIsUnknown() throws {
        let rows = try rows()
        let winner = try #require(rows[0]["driver"] as? [String: Any])
        #expect(winner["id"] as? String == "max_verstappen")
        #expect(winner["code"] as? String == "VER")
        #expect(winner["name"] as? String == "Max Verstappen")
        #expect(winner["nationality"] is NSNull)
        #expect((rows[2]["driver"] as? [String: Any])?["code"] is NSNull, "a driver before codes has none, not a made-up one")
        #expect((rows[0]["constructor"] as? [String: Any])?["id"] as? String == "red_bull")
        #expect(rows[1]["grid"] as? Int == 0, "a pit-lane start")
        #expect(rows[2]["grid"] is NSNull && rows[2]["number"] is NSNull)
    }

    @Test func theSameDocumentGivesTheSameBytes() throws {
        let document = RaceResultsExport(results: E.results, source: E.source)
        #expect(try ExportWriter.json(document) == ExportWriter.json(document))
    }
}
