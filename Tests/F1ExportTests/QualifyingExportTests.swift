import F1Domain
import F1Export
import Foundation
import Testing

/// Qualifying as typed JSON: segment times in ms, where each car went out, its gap to pole.
@Suite struct QualifyingExportTests {
    typealias E = ExportSamples
    typealias W = WeekendSamples

    func rows(_ results: QualifyingResults) throws -> [[String: Any]] {
        let object = try E.object(QualifyingExport(results: results, source: E.source))
        return try #require(object["results"] as? [[String: Any]])
    }

    @Test func theHeaderNamesTheSessionAndFormat() throws {
        let object = try E.object(QualifyingExport(results: W.qualifying, source: E.source))
        #expect(object["report"] as? String == "qualifying")
        #expect(object["session"] as? String == "qualifying")
        #expect(object["format"] as? String == "KNOCKOUT")
        var sprint = W.qualifying
        (sprint.session, sprint.format) = (.sprintQualifying, nil)
        let shootout = try E.object(QualifyingExport(results: sprint, source: E.source))
        #expect(shootout["session"] as? String == "sprintQualifying")
        #expect(shootout["format"] is NSNull)
    }

    @Test func aKnockoutSaysWhereEachCarWentOutAndHowFarFromPole() throws {
        let rows = try rows(W.qualifying)
        #expect(rows.map { $0["position"] as? Int } == [1, 2, 3])
        #expect(rows.map { $0["positionText"] as? String } == ["1", "2", "3"])
        #expect(rows.map { $0["q1Milliseconds"] as? Int } == [87_500, 87_800, 88_100])
        #expect(rows.map { $0["q3Milliseconds"] as? Int } == [86_204, nil, nil])
        #expect(rows[2]["q2Milliseconds"] is NSNull && rows[1]["q3Milliseconds"] is NSNull)
        #expect(rows.map { $0["eliminatedIn"] as? String } == [nil, "q2", "q1"])
        #expect(rows[0]["eliminatedIn"] is NSNull)
        // Segment against segment: Leclerc's Q2 against pole's Q2 (1:27.000), Norris's Q1 against pole's Q1 (1:27.500).
        #expect(rows.map { $0["gapToPoleMilliseconds"] as? Int } == [0, 300, 600])
        #expect(rows[0]["laps"] as? Int == 18 && rows[1]["laps"] is NSNull)
        #expect(rows[0]["timeMilliseconds"] is NSNull)
    }

    @Test func aCarNotClassifiedHasNoPositionNoGapAndWentOutNowhere() throws {
        var results = W.qualifying
        results.results.append(
            QualifyingResult(
                position: 4, positionText: "DSQ", driver: S.driver("sainz", "Carlos", "Sainz", code: "SAI"),
                constructor: S.ferrari))
        let rows = try rows(results)
        #expect(rows[3]["position"] is NSNull)
        #expect(rows[3]["positionText"] as? String == "DSQ")
        #expect(rows[3]["gapToPoleMilliseconds"] is NSNull && rows[3]["eliminatedIn"] is NSNull && rows[3]["number"] is NSNull)
    }

    @Test func withoutAFormatThreeSegmentsStillMeanAKnockout() throws {
        var results = W.qualifying
        results.format = nil
        #expect(try rows(results).map { $0["eliminatedIn"] as? String } == [nil, "q2", "q1"])
    }

    @Test func aOneTimeFormatHasNoEliminationsAndGapsByTime() throws {
        let results = QualifyingResults(
            race: W.race, format: .oneLap,
            results: [
                QualifyingResult(position: 1, driver: S.verstappen, constructor: S.redBull, time: W.lap("1:14.000")),
                QualifyingResult(position: 2, driver: S.leclerc, constructor: S.ferrari, time: W.lap("1:14.250")),
                QualifyingResult(position: 3, driver: W.norris, constructor: W.mclaren),
            ])
        let rows = try rows(results)
        #expect(rows.map { $0["timeMilliseconds"] as? Int } == [74_000, 74_250, nil])
        #expect(rows.allSatisfy { $0["eliminatedIn"] is NSNull })
        #expect(rows.map { $0["gapToPoleMilliseconds"] as? Int } == [0, 250, nil])
    }

    @Test func csvHasOneRecordPerCar() throws {
        let records = E.records(ExportWriter.csv(QualifyingExport(results: W.qualifying, source: E.source)))
        let header = records[0]
        func column(_ name: String) throws -> [String] {
            let index = try #require(header.firstIndex(of: name))
            return records.dropFirst().map { $0[index] }
        }
        #expect(try column("eliminated_in") == ["", "q2", "q1"])
        #expect(try column("gap_to_pole_ms") == ["0", "300", "600"])
        #expect(try column("q2_ms") == ["87000", "87300", ""])
        #expect(try column("format") == ["KNOCKOUT", "KNOCKOUT", "KNOCKOUT"])
    }
}
