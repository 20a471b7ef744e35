import F1Domain
import F1Export
import F1UseCases
import Foundation
import Testing

/// The weekend's timetable and what is next, as typed JSON: states, countdowns, UTC starts, nulls.
@Suite struct WeekendExportTests {
    typealias E = ExportSamples
    typealias W = WeekendSamples

    @Test func theTimetableHasEverySessionWithItsStateAndCountdown() throws {
        let object = try E.object(WeekendExport(weekend: W.weekend, source: E.source))
        #expect(object["schemaVersion"] as? Int == 1 && object["report"] as? String == "weekend")
        #expect(object["now"] as? String == "2025-05-03T20:10:00Z")
        #expect((object["race"] as? [String: Any])?["startsAt"] as? String == "2025-05-04T20:00:00Z")
        let sessions = try #require(object["sessions"] as? [[String: Any]])
        #expect(sessions.map { $0["kind"] as? String } == ["firstPractice", "sprintQualifying", "sprint", "qualifying", "race"])
        #expect(sessions.map { $0["state"] as? String } == ["done", "done", "done", "underWay", "toCome"])
        #expect(sessions.map { $0["date"] as? String } == ["2025-05-02", "2025-05-02", "2025-05-03", "2025-05-03", "2025-05-04"])
        #expect(sessions[0]["startsAt"] is NSNull, "a session known only by its day")
        #expect(sessions[1]["startsAt"] as? String == "2025-05-02T20:30:00Z")
        #expect(sessions.map { $0["minutesUntilStart"] as? Int } == [nil, nil, nil, nil, 1430])
        #expect(sessions[3]["minutesUntilStart"] is NSNull)
    }

    @Test func poleSprintAndWinnerAreNamedOnceKnown() throws {
        let object = try E.object(WeekendExport(weekend: W.weekend, source: E.source))
        let pole = try #require(object["poleSitter"] as? [String: Any])
        #expect((pole["driver"] as? [String: Any])?["id"] as? String == "max_verstappen")
        #expect((pole["constructor"] as? [String: Any])?["id"] as? String == "red_bull")
        #expect(pole["timeMilliseconds"] as? Int == 86_204, "the Q3 time that set pole")
        #expect(((object["sprintWinner"] as? [String: Any])?["driver"] as? [String: Any])?["id"] as? String == "norris")
        #expect(object["winner"] is NSNull, "the race is still to come")
    }

    @Test func aWeekendAheadHasNullResults() throws {
        var ahead = W.weekend
        (ahead.qualifying, ahead.sprint, ahead.results) = (nil, nil, nil)
        let object = try E.object(WeekendExport(weekend: ahead, source: E.source))
        #expect(object["poleSitter"] is NSNull && object["sprintWinner"] is NSNull && object["winner"] is NSNull)
        ahead.results = RaceResults(race: W.race, results: E.results.results)
        let winner = try E.object(WeekendExport(weekend: ahead, source: E.source))["winner"] as? [String: Any]
        #expect((winner?["driver"] as? [String: Any])?["id"] as? String == "max_verstappen")
    }

    @Test func nextNamesTheSessionItsRaceAndTheTimetable() throws {
        let object = try E.object(NextExport(next: W.next, source: E.source))
        #expect(object["report"] as? String == "next" && object["now"] as? String == "2025-05-03T20:10:00Z")
        let session = try #require(object["session"] as? [String: Any])
        #expect(session["kind"] as? String == "qualifying" && session["state"] as? String == "underWay")
        #expect(session["startsAt"] as? String == "2025-05-03T20:00:00Z")
        #expect(session["minutesUntilStart"] is NSNull)
        #expect((object["race"] as? [String: Any])?["round"] as? Int == 6)
        #expect((object["sessions"] as? [[String: Any]])?.count == 5)
    }

    @Test func nextIsOneCSVRecord() throws {
        let records = E.records(ExportWriter.csv(NextExport(next: W.next, source: E.source)))
        #expect(records.count == 2)
        let row = Dictionary(uniqueKeysWithValues: zip(records[0], records[1]))
        #expect(row["session"] == "qualifying" && row["state"] == "underWay" && row["minutes_until_start"] == "")
        #expect(row["session_starts_at"] == "2025-05-03T20:00:00Z" && row["starts_at"] == "2025-05-04T20:00:00Z")
        #expect(row["season"] == "2025" && row["round"] == "6")
    }

    @Test func theWeekendIsOneCSVRecordPerSession() {
        let records = E.records(ExportWriter.csv(WeekendExport(weekend: W.weekend, source: E.source)))
        #expect(records.count == 6)
        #expect(
            records.last == ["2025", "6", "Miami Grand Prix", "2025-05-03T20:10:00Z", "race", "2025-05-04", "2025-05-04T20:00:00Z", "toCome", "1430"])
    }
}
