import F1DataF1db
import F1History
import F1Sources
import F1TestSupport
import Foundation
import Testing

/// `f1report query`'s runner on an index of a small tree: reads answer, and every way out of
/// reading (writes, ATTACH, PRAGMA writes, load_extension, deep expressions, a query that never
/// ends) is refused or stopped within the limit, in one sentence.
@Suite struct HistoryQueryTests {
    static let folder = FileManager.default.temporaryDirectory.appending(path: "f1history-query-\(UUID().uuidString)")

    static let index = Task<String, any Error> {
        let data = try SmallHistoryTree.write(in: folder)
        let f1db = try F1dbRepository(path: data.path)
        return try await HistoryStore(cacheFolder: folder.appending(path: "cache"), dataFolder: f1db.dataFolder).build(from: F1dbHistoryFeed(f1db))
            .path
    }

    func run(_ sql: String, limits: HistoryQueryLimits = HistoryQueryLimits(time: .seconds(2), rows: 100)) async throws -> HistoryQueryAnswer {
        try HistoryQueryRunner.run(sql, on: try await Self.index.value, limits: limits)
    }

    func refusal(_ sql: String) async throws -> HistoryQueryError? {
        do {
            _ = try await run(sql)
            return nil
        } catch let error as HistoryQueryError {
            return error
        }
    }

    @Test func aSelectAnswersWithTypedValues() async throws {
        let answer = try await run("SELECT driver_id, count(*) AS wins, sum(points) / 2.0 AS half, NULL AS missing FROM race_results GROUP BY 1")
        #expect(answer.columns == ["driver_id", "wins", "half", "missing"])
        #expect(answer.rows == [[.text("ace"), .integer(2), .real(10), .null]])
        #expect(!answer.truncated)
    }

    @Test(arguments: [
        "INSERT INTO drivers (id, given_name, family_name) VALUES ('x', 'X', 'Y')", "UPDATE drivers SET code = 'XXX'", "DELETE FROM race_results",
        "DROP TABLE races", "CREATE TABLE mine (a)", "CREATE TEMP TABLE mine (a)", "ALTER TABLE races ADD COLUMN x", "REINDEX", "ANALYZE",
        "VACUUM", "WITH gone AS (SELECT 1) DELETE FROM races",
    ])
    func aStatementThatWritesIsRefused(_ sql: String) async throws {
        let error = try #require(try await refusal(sql))
        guard case .refused(let sentence) = error else {
            Issue.record("\(sql) gave \(error)")
            return
        }
        #expect(sentence.hasSuffix(".") && !sentence.dropLast().contains("\n"))
    }

    @Test func theWriteRefusalSaysTheIndexIsReadOnly() async throws {
        #expect(try await refusal("DELETE FROM race_results") == .refused(QueryGuard.writeRefusalText))
    }

    @Test(arguments: ["ATTACH DATABASE '/tmp/other.sqlite' AS other", "ATTACH ':memory:' AS scratch", "DETACH main"])
    func attachingIsRefused(_ sql: String) async throws {
        let error = try #require(try await refusal(sql))
        if case .refused = error {} else { Issue.record("\(sql) gave \(error)") }
    }

    @Test(arguments: ["PRAGMA user_version = 7", "PRAGMA journal_mode = DELETE", "PRAGMA writable_schema = ON", "PRAGMA query_only = 0"])
    func pragmaWritesAreRefused(_ sql: String) async throws {
        let error = try #require(try await refusal(sql))
        guard case .refused(let sentence) = error else {
            Issue.record("\(sql) gave \(error)")
            return
        }
        #expect(sentence.hasPrefix("PRAGMA "))
    }

    @Test func aPragmaThatDescribesATableReads() async throws {
        let answer = try await run("PRAGMA table_info(races)")
        #expect(answer.rows.contains { $0.contains(.text("circuit_id")) })
    }

    @Test func loadExtensionIsRefused() async throws {
        #expect(
            try await refusal("SELECT load_extension('/tmp/evil.so')")
                == .refused("load_extension is refused: query cannot load code into the reader of the history index."))
    }

    @Test func moreThanOneStatementIsRefused() async throws {
        #expect(
            try await refusal("SELECT 1; DROP TABLE races") == .refused("Give one statement at a time: the text goes on after the first."))
        #expect(try await run("SELECT 1; -- and a comment\n").rows == [[.integer(1)]])
    }

    /// An expression nested past the depth limit fails in one sentence, as does one nested past
    /// the parser's own stack; neither recurses deep or crashes.
    @Test(arguments: [
        ("SELECT 1" + String(repeating: " + 1", count: 300), "maximum depth 100"),
        ("SELECT " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000), "stack overflow"),
    ])
    func aDeepExpressionFails(_ sql: String, _ why: String) async throws {
        let error = try #require(try await refusal(sql))
        guard case .failed(let sentence) = error else {
            Issue.record("gave \(error)")
            return
        }
        #expect(sentence.contains(why))
        #expect(error.description.hasPrefix("The query failed: ") && error.description.hasSuffix("."))
    }

    /// A recursive query with no end is stopped at the time limit, well before the test's own deadline.
    @Test(arguments: [
        "WITH RECURSIVE forever(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM forever) SELECT count(*) FROM forever",
        "WITH RECURSIVE deep(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM deep) SELECT max(n) FROM deep ORDER BY 1",
        "SELECT count(*) FROM race_results a, race_results b, race_results c, race_results d, race_results e, race_results f, (WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n FROM r)",
    ])
    func aQueryRunningForeverIsStoppedWithinTheLimit(_ sql: String) async throws {
        let index = try await Self.index.value
        let started = ContinuousClock.now
        do {
            _ = try HistoryQueryRunner.run(sql, on: index, limits: HistoryQueryLimits(time: .milliseconds(300), rows: 100))
            Issue.record("the query ended by itself")
        } catch {
            #expect(error == .timedOut(.milliseconds(300)))
            #expect(error.description == "The query was stopped after 0.30 s: it ran past the time limit (--timeout).")
        }
        #expect(ContinuousClock.now - started < .seconds(20), "stopped near its 0.3 s limit, not left to run")
    }

    @Test func aValuePastTheLengthLimitFails() async throws {
        let error = try #require(try await refusal("SELECT length(zeroblob(2000000000))"))
        if case .failed = error {} else if case .refused = error {} else { Issue.record("gave \(error)") }
    }

    @Test func rowsPastTheLimitAreLeftOutAndSaid() async throws {
        let answer = try await run(
            "WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c LIMIT 50) SELECT n FROM c",
            limits: HistoryQueryLimits(time: .seconds(2), rows: 10))
        #expect(answer.rows.count == 10 && answer.truncated)
        #expect(answer.rows.first == [.integer(1)])
    }
}
