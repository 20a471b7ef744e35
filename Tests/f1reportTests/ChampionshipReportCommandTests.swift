import ErgastEmulator
import F1DataF1db
import F1TestSupport
import Foundation
import Testing

/// `championship` computed from results against the published tables: f1db's own season tables,
/// and through the API the recorded official 2023 standings.
enum ChampionshipJSON {
    /// Driver id → (position, points) of a `championship --format json` or `standings drivers --format json` run.
    static func table(_ stdout: String) throws -> [String: (position: Int?, points: Double)] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let rows = try #require(object["standings"] as? [[String: Any]])
        var table: [String: (Int?, Double)] = [:]
        for row in rows {
            let entrant = try #require((row["entrant"] ?? row["driver"]) as? [String: Any])
            let id = try #require(entrant["id"] as? String)
            table[id] = (row["position"] as? Int, try #require((row["points"] as? NSNumber)?.doubleValue))
        }
        return table
    }

    /// Every entrant of the published `official` table has the same place and points in
    /// `computed`; the computed table may list more, each with no points (f1db's older tables
    /// leave out drivers who scored nothing).
    static func same(_ computed: [String: (position: Int?, points: Double)], _ official: [String: (position: Int?, points: Double)]) -> Bool {
        official.allSatisfy { id, row in computed[id].map { $0.position == row.position && $0.points == row.points } ?? false }
            && computed.allSatisfy { id, row in official[id] != nil || row.points == 0 }
    }
}

@Suite(.enabled(if: SharedData.hasF1db, SharedData.noF1db))
struct F1dbChampionshipTests {
    /// The seasons of the golden reports: the computed table is f1db's official one, place for place.
    @Test(arguments: ["1976", "1988", "2014", "2021", "2023"])
    func theComputedTableIsTheOfficialOne(season: String) async throws {
        let f1db = ["--f1db", SharedData.f1dbData.path, "--format", "json"]
        let computed = try await ReportRunner.run(["championship", season] + f1db)
        let official = try await ReportRunner.run(["standings", "drivers", season] + f1db)
        #expect(computed.status == 0, "\(computed.stderr)")
        #expect(ChampionshipJSON.same(try ChampionshipJSON.table(computed.stdout), try ChampionshipJSON.table(official.stdout)))
    }

    @Test func sennaWinsOnCountedPointsIn1988() async throws {
        let outcome = try await ReportRunner.run(["championship", "1988", "--f1db", SharedData.f1dbData.path])
        #expect(outcome.stdout.contains("Leader:      Ayrton Senna, 90 points (94 scored)\n"))
        #expect(outcome.stdout.contains("  1        Ayrton Senna            94 (90 counted)     8\n"))
        #expect(outcome.stdout.contains("  2        Alain Prost            105 (87 counted)     7\n"))
    }

    @Test func aRoundPastTheLastRunIsOneSentence() async throws {
        let outcome = try await ReportRunner.run(["title", "2026", "--round", "12", "--f1db", SharedData.f1dbData.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: Round 12 of 2026 has not been run; the last round run is 11.\n")
    }

    @Test func everyChampionUnderOtherRulesNamesTheFamousTurnarounds() async throws {
        let outcome = try await ReportRunner.run(["champions", "--under", "1991", "--f1db", SharedData.f1dbData.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n")
        // Best 11 in 1988: Senna; every result counting, Prost's 112.
        #expect(
            lines.contains {
                $0.hasPrefix("1988  Ayrton Senna") && $0.contains("Alain Prost            112") && $0.hasSuffix("drivers' title changes")
            })
        #expect(lines.contains { $0.hasPrefix("2008  Lewis Hamilton") && $0.contains("Felipe Massa") })
        #expect(lines.contains { $0.hasPrefix("1991  Ayrton Senna") && !$0.contains("changes") }, "1991 is scored by its own system")
    }

    @Test func anUnknownSystemForEveryChampionIsOneSentence() async throws {
        let outcome = try await ReportRunner.run(["champions", "--under", "1066", "--f1db", SharedData.f1dbData.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("f1report: No scoring rules are named '1066': use a season from 1950 to 2026, or a system's id ("))
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }

    @Test func aRoundPastTheCalendarIsOneSentence() async throws {
        let outcome = try await ReportRunner.run(["championship", "1988", "--round", "17", "--f1db", SharedData.f1dbData.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: The 1988 season has no round 17: it has 16 rounds.\n")
    }
}

@Suite(.enabled(if: SharedData.hasRecordingsAndF1db, SharedData.noData))
struct ApiChampionshipTests {
    let cache = TemporaryFolder("f1report-api-championship")

    /// 2023 computed from the API's results and sprints equals the API's championship table. The
    /// recordings hold one page of the season's results, three sprints and the official table with
    /// Ergast's ids, so the emulator serves the season as the API would, made from f1db (its
    /// results, sprints and official table), over the recordings.
    @Test func theChampionshipFromTheAPIsResultsIsTheOfficialTable() async throws {
        let emulator = try ErgastEmulator(responses: SharedData.responses)
        let f1db = try F1dbRepository(path: SharedData.f1db.path)
        // The recorded calendar stays: it has the sprint weekends' schedules, which f1db has only from 2024.
        for (path, json) in try await ErgastDatasets.responses(season: 2023, from: f1db) where path != "2023.json" {
            emulator.add(json: json, forPath: path)
        }
        for (path, json) in try await ErgastDatasets.weekendResponses(season: 2023, from: f1db) where path.hasSuffix("/sprint.json") {
            emulator.add(json: json, forPath: path)
        }
        try emulator.start()
        let computed = try await ApiReportServer.run(["championship", "2023", "--format", "json"], against: emulator, cache: cache)
        #expect(computed.status == 0, "\(computed.stderr)")
        let official = try await ApiReportServer.run(["standings", "drivers", "2023", "--format", "json"], against: emulator, cache: cache)
        #expect(official.status == 0, "\(official.stderr)")
        let table = try ChampionshipJSON.table(computed.stdout)
        #expect(table["max-verstappen"]?.points == 575)
        #expect(table.count == 22)
        #expect(ChampionshipJSON.same(table, try ChampionshipJSON.table(official.stdout)))
    }
}
