import ErgastEmulator
import F1TestSupport
import Foundation
import Testing

/// The API source's history index, filled from the seasons its cache holds: the demo season
/// served as the API answers it, fetched by the reports a person runs, then asked for records
/// that must equal the ones the demo answers read directly.
@Suite struct ApiHistoryIndexTests {
    let cache = TemporaryFolder("f1report-api-history")

    func api(_ arguments: [String], _ emulator: ErgastEmulator) async throws -> ReportRunner.Outcome {
        try await ReportRunner.run(arguments + ["--source", "api", "--api-url", emulator.baseURL.absoluteString, "--cache-dir", cache.path])
    }

    /// The report's rows, as Foundation reads them (compared with `isEqual`, nulls included).
    func rows(_ outcome: ReportRunner.Outcome) throws -> NSArray {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        return try #require(object["rows"] as? NSArray)
    }

    var indexFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.path + "/history")) ?? []).filter { $0.hasPrefix("history-") }
    }

    /// The reports that fetch all a season's index holds: its calendar, its results (and
    /// sprints) and both final tables.
    func fetchSeason(_ year: String, _ emulator: ErgastEmulator) async throws {
        for arguments in [["calendar", year], ["progression", year], ["standings", "drivers", year], ["standings", "constructors", year]] {
            let outcome = try await api(arguments, emulator)
            #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        }
    }

    @Test func theRecordsOfTheSeasonsFetchedEqualTheDemosReadDirectly() async throws {
        let emulator = try await ErgastEmulator.demo()
        try emulator.start()
        defer { emulator.stop() }

        let nothingFetched = try await api(["records", "wins", "--format", "json"], emulator)
        #expect(nothingFetched.status != 0 && nothingFetched.stderr.filter { $0 == "\n" }.count == 1, "\(nothingFetched.stderr)")
        #expect(nothingFetched.stderr.contains("The API's cache holds no whole season yet"), "\(nothingFetched.stderr)")
        #expect(indexFiles.isEmpty)

        try await fetchSeason("2025", emulator)
        for question in [["records", "wins"], ["records", "points"], ["records", "podiums"], ["streaks", "points"], ["youngest", "winners"]] {
            let fromTheCache = try await api(question + ["--format", "json"], emulator)
            let fromTheDemo = try await ReportRunner.run(question + ["--format", "json"])
            #expect(fromTheCache.status == 0 && fromTheDemo.status == 0, "\(question): \(fromTheCache.stderr) \(fromTheDemo.stderr)")
            let cached = try rows(fromTheCache)
            #expect(cached.count > 0, "\(question)")
            #expect(cached.isEqual(try rows(fromTheDemo)), "\(question)")
        }
        #expect(indexFiles.count == 1, "an index no state names any more is removed: \(indexFiles)")
    }

    @Test func indexAndQueryReadTheCachedSeasons() async throws {
        let emulator = try await ErgastEmulator.demo()
        try emulator.start()
        defer { emulator.stop() }
        try await fetchSeason("2025", emulator)

        let built = try await api(["index"], emulator)
        #expect(built.status == 0 && built.stdout.hasPrefix("Built \(cache.path)/history/history-"), "\(built.stdout) \(built.stderr)")
        let again = try await api(["index"], emulator)
        #expect(again.status == 0 && again.stdout.hasPrefix("Up to date: "), "\(again.stdout) \(again.stderr)")

        let sql = "SELECT season, count(*) AS races FROM races WHERE has_results = 1 GROUP BY season"
        let query = try await api(["query", sql, "--format", "json"], emulator)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(query.stdout.utf8)) as? [String: Any], "\(query.stderr)")
        #expect((object["source"] as? [String: Any])?["id"] as? String == "api")
        let answer = try #require(object["rows"] as? [[Any]])
        let calendar = try await ReportRunner.run(["calendar", "2025", "--format", "json"])
        let races = try #require(try JSONSerialization.jsonObject(with: Data(calendar.stdout.utf8)) as? [String: Any])
        let run = (races["races"] as? [[String: Any]])?.count { $0["winner"] is [String: Any] }
        #expect(answer.count == 1 && answer.first?.first as? Int == 2025 && answer.first?.last as? Int == run, "\(answer) against \(run ?? -1)")
    }
}
