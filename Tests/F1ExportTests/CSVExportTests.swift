import F1Domain
import F1UseCases
import Foundation
import Testing

@testable import F1Export

/// One header row of stable names, one record per row with a field per column, typed cells, RFC 4180 quoting.
@Suite struct CSVExportTests {
    typealias E = ExportSamples

    static func documents() -> [(String, String, Int)] {
        [
            ("race", ExportWriter.csv(RaceResultsExport(results: E.results, source: E.source)), RaceResultsExport.csvColumns.count),
            ("season", ExportWriter.csv(SeasonExport(schedule: CalendarExportTests.schedule, source: E.source)), SeasonExport.csvColumns.count),
            (
                "standings.drivers", ExportWriter.csv(DriverStandingsExport(table: StandingsAndLiveExportTests.drivers, source: E.source)),
                DriverStandingsExport.csvColumns.count
            ),
            ("live", ExportWriter.csv(LiveRaceExport(race: StandingsAndLiveExportTests.live, source: E.source)), LiveRaceExport.csvColumns.count),
        ]
    }

    @Test func everyRecordHasAFieldPerColumnAndTheHeaderIsSnakeCase() {
        for (kind, csv, columns) in Self.documents() {
            let records = E.records(csv)
            #expect(records.count > 1, "\(kind)")
            #expect(records.allSatisfy { $0.count == columns }, "\(kind)")
            #expect(records[0].allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "_" } }, "\(kind): \(records[0])")
            #expect(csv.hasSuffix("\r\n"))
        }
    }

    @Test func cellsAreTypedAndUnformatted() throws {
        let records = E.records(ExportWriter.csv(RaceResultsExport(results: E.results, source: E.source)))
        let header = records[0]
        func column(_ name: String) throws -> [String] {
            let index = try #require(header.firstIndex(of: name))
            return records.dropFirst().map { $0[index] }
        }
        #expect(try column("points") == ["25", "18", "12.5", "0"])
        #expect(try column("position") == ["1", "2", "3", ""])
        #expect(try column("position_text") == ["1", "2", "3", "R"])
        #expect(try column("gap_ms") == ["", "5155", "", ""])
        #expect(try column("driver_code") == ["VER", "LEC", "", "NOR"])
        #expect(try column("time_ms") == ["6093607", "", "", ""])
        #expect(try column("fastest_lap_ms") == ["72909", "72608", "", ""])
    }

    @Test func datesAreISOAndFlagsAreBooleans() throws {
        let records = E.records(ExportWriter.csv(SeasonExport(schedule: CalendarExportTests.schedule, source: E.source)))
        let header = records[0]
        let date = try #require(header.firstIndex(of: "date"))
        let startsAt = try #require(header.firstIndex(of: "starts_at"))
        let next = try #require(header.firstIndex(of: "is_next"))
        let days = try #require(header.firstIndex(of: "days_until"))
        #expect(records.dropFirst().map { $0[date] } == ["2025-05-04", "2025-05-11", "2025-05-25", "2025-06-01"])
        #expect(records[3][startsAt] == "2025-05-25T13:00:00Z")
        #expect(records.dropFirst().map { $0[next] } == ["false", "false", "true", "false"])
        #expect(records.dropFirst().map { $0[days] } == ["", "", "11", "18"])
    }

    @Test func aStreamWritesItsHeaderOnce() {
        let update = LiveRaceExport(race: StandingsAndLiveExportTests.live, source: E.source)
        let later = ExportWriter.csv(update, header: false)
        #expect(!later.contains("driver_id"))
        #expect(E.records(later).count == 2)
        #expect(E.records(later).allSatisfy { $0.first == "42" })
    }

    @Test func quotesWhatNeedsQuoting() {
        var results = E.results
        results.results[0].driver.familyName = "\"Il Predestinato\", Jr"
        let csv = ExportWriter.csv(RaceResultsExport(results: results, source: E.source))
        #expect(csv.contains(",\"Max \"\"Il Predestinato\"\", Jr\","))
        #expect(E.records(csv)[1].contains("Max \"Il Predestinato\", Jr"))
    }

    /// Text that starts like a formula is written as text a spreadsheet will not run; numbers stay
    /// numbers, whether typed or written as text.
    @Test(arguments: [
        ("=HYPERLINK(\"http://x\";\"y\")", "\"'=HYPERLINK(\"\"http://x\"\";\"\"y\"\")\""),
        ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1:A9)", "'@SUM(A1:A9)"),
        ("=1,2", "\"'=1,2\""),
        ("+5.155", "+5.155"),
        ("-3", "-3"),
        ("Verstappen", "Verstappen"),
        ("a=b", "a=b"),
    ])
    func textThatWouldRunAsAFormulaIsInert(_ text: String, written: String) {
        #expect(CSVField.text(text).encoded == written)
    }

    @Test func typedNumbersAreNeverPrefixed() {
        #expect(CSVField.integer(-5).encoded == "-5")
        #expect(CSVField.number(-12.5).encoded == "-12.5")
    }

    @Test func aNameThatIsAFormulaReachesTheFileInert() {
        var results = E.results
        results.results[0].status = "=cmd|' /C calc'!A0"
        let csv = ExportWriter.csv(RaceResultsExport(results: results, source: E.source))
        #expect(!csv.contains(",=cmd"))
        #expect(E.records(csv)[1].contains { $0.hasPrefix("'") && $0.contains("=cmd|") })
    }

    @Test func theOverviewHasNoTable() {
        let overview: any ExportDocument = OverviewExport(
            overview: SeasonOverview(
                season: 2025, nextRace: nil, lastRace: nil, driverStandings: nil, constructorStandings: nil, racesRun: 0, racesTotal: 0),
            source: E.source)
        #expect(!(overview is any CSVExportable))
    }
}
