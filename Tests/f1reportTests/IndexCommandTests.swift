import F1History
import F1TestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `f1report index` and `f1report query` as a user runs them: the index built once and found
/// again, damage said in one sentence with no index left, a build killed at random points never
/// leaving an index that reads half-written, and the query's faces.
@Suite struct IndexCommandTests {
    let folder = TemporaryFolder("f1report-index")
    var cache: String { folder.path + "/cache" }

    func smallTree(changing changes: [String: String] = [:]) throws -> URL {
        let standings = [
            "seasons/2000/constructor-standings.yml": "- position: 1\n  constructorId: works\n  engineManufacturerId: works\n  points: 20\n"
        ]
        return try SmallF1db.write(in: folder.url, changing: standings.merging(changes) { $1 })
    }

    func report(_ arguments: [String], data: URL) async throws -> ReportRunner.Outcome {
        try await ReportRunner.run(arguments + ["--f1db", data.path, "--cache-dir", cache])
    }

    func indexFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/history")) ?? []).filter {
            $0.hasPrefix("history-") && $0.hasSuffix(".sqlite")
        }.sorted()
    }

    @Test func theIndexIsBuiltOnceThenFound() async throws {
        let data = try smallTree()
        let first = try await report(["index"], data: data)
        #expect(first.status == 0 && first.stderr.isEmpty, "no progress line when standard error is not a terminal")
        #expect(first.stdout.hasPrefix("Built \(cache)/history/history-") && first.stdout.hasSuffix(" s.\n"))
        let second = try await report(["index"], data: data)
        #expect(second.status == 0 && second.stdout.hasPrefix("Up to date: \(cache)/history/history-"))
        #expect(indexFiles().count == 1)
    }

    @Test func anIndexNoStateNamesAnyMoreIsRemovedWhenTheNextIsBuilt() async throws {
        let data = try smallTree()
        _ = try await report(["index"], data: data)
        let before = indexFiles()
        let pulled = try smallTree(changing: ["seasons/2000/driver-standings.yml": "- position: 1\n  driverId: ace\n  points: 21\n"])
        #expect(pulled == data, "the same checkout, changed in place")
        let after = try await report(["index"], data: data)
        #expect(after.status == 0 && after.stdout.hasPrefix("Built "), "\(after.stdout) \(after.stderr)")
        #expect(before.count == 1 && indexFiles().count == 1 && indexFiles() != before, "\(before) then \(indexFiles())")
    }

    @Test func aDamagedFileIsOneSentenceWithItsPlaceAndNoIndex() async throws {
        let results = "seasons/2000/races/01-test/race-results.yml"
        let data = try smallTree(changing: [results: "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: many\n"])
        let outcome = try await report(["index"], data: data)
        #expect(outcome.status == 1 && outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("f1report: ") && outcome.stderr.filter { $0 == "\n" }.count == 1)
        #expect(outcome.stderr.contains("\(results):5:9: expected an integer, found 'many'"))
        #expect(indexFiles().isEmpty)
    }

    @Test func queryAnswersInEveryFaceAndRefusesWrites() async throws {
        let data = try smallTree()
        let sql = "SELECT driver_id, count(*) AS wins FROM race_results WHERE position = 1 GROUP BY driver_id"
        let csv = try await report(["query", sql, "--format", "csv"], data: data)
        #expect(csv.status == 0 && csv.stdout == "driver_id,wins\r\nace,2\r\n")
        let json = try await report(["query", sql, "--format", "json"], data: data)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["columns"] as? [String] == ["driver_id", "wins"])
        #expect((object["rows"] as? [[Any]])?.first?.last as? Int == 2)
        let text = try await report(["query", sql], data: data)
        #expect(text.status == 0 && text.stdout.contains("ace") && text.stdout.contains("wins"))
        let write = try await report(["query", "UPDATE drivers SET code = 'X'"], data: data)
        #expect(write.status == 1 && write.stdout.isEmpty)
        #expect(
            write.stderr
                == "f1report: The history index is read-only: query runs statements that read (SELECT, or WITH ... SELECT), and this one would change it.\n"
        )
        let forever = try await report(
            ["query", "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n", "--timeout", "0.2"], data: data)
        #expect(forever.status == 1 && forever.stderr == "f1report: The query was stopped after 0.20 s: it ran past the time limit (--timeout).\n")
    }

    /// Text from the data reaches the terminal made visible: a driver's name with an escape
    /// sequence in it is drawn with U+FFFD, in the query's text face as in every report.
    @Test func queryTextShowsHiddenCharactersVisibly() async throws {
        let data = try smallTree()
        let outcome = try await report(["query", "SELECT 'a' || char(27) || '[31mred' AS sneaky"], data: data)
        #expect(outcome.status == 0 && !outcome.stdout.contains("\u{1B}") && outcome.stdout.contains("\u{FFFD}"))
        let csv = try await report(["query", "SELECT '=cmd()' AS formula", "--format", "csv"], data: data)
        #expect(csv.stdout == "formula\r\n'=cmd()\r\n")
    }

    /// SIGKILL at random points of twenty builds of the whole history: every index file that is
    /// there afterwards is complete (it opens, passes SQLite's integrity check and holds every
    /// season), and the next run finds or builds one.
    @Test(.enabled(if: SharedData.hasF1db, SharedData.noF1db))
    func aBuildKilledAtAnyPointNeverLeavesAHalfWrittenIndex() async throws {
        let data = SharedData.f1dbData
        let seasons = try FileManager.default.contentsOfDirectory(atPath: data.appending(path: "seasons").path).count
        var generator = SystemRandomNumberGenerator()
        for attempt in 1...20 {
            let program = try SpawnedProgram(
                ReportRunner.executable, ["index", "--rebuild", "--f1db", data.path, "--cache-dir", cache],
                environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"])
            try await Task.sleep(for: .milliseconds(Int.random(in: 0...4000, using: &generator)))
            kill(program.pid, SIGKILL)
            _ = await program.wait(deadline: .seconds(60))
            for file in indexFiles() {
                let index = try HistoryIndex(path: cache + "/history/" + file)
                #expect(try index.years().count == seasons, "attempt \(attempt): \(file) holds every season")
                #expect(try index.integrityCheck() == "ok", "attempt \(attempt): \(file)")
            }
        }
        let final = try await report(["index"], data: data)
        #expect(final.status == 0)
        #expect(indexFiles().count == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache + "/history").filter { $0.hasPrefix(".building-") }
        #expect(leftovers.isEmpty, "a finished build removes what killed ones left")
        let withIndex = try await report(["champions", "--format", "json"], data: data)
        let without = try await ReportRunner.run(["champions", "--format", "json", "--f1db", data.path, "--cache-dir", folder.path + "/none"])
        #expect(withIndex.status == 0 && withIndex.stdout == without.stdout)
    }
}
