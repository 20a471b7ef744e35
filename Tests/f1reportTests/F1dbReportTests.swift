import Foundation
import Testing

/// f1report over the shared f1db copy: golden reports for a few seasons, and its errors.
@Suite(.enabled(if: SharedData.hasF1db, SharedData.noF1db))
struct F1dbReportTests {
    static let data = SharedData.f1dbData

    static let cases: [(String, [String])] = [
        ("f1db-season-1988.txt", ["season", "1988"]),
        ("f1db-standings-drivers-1988.txt", ["standings", "drivers", "1988"]),
        ("f1db-standings-constructors-2023.md", ["standings", "constructors", "2023", "--format", "markdown"]),
        ("f1db-race-2021-12.txt", ["race", "2021", "12"]),
        ("f1db-race-1950-1.json", ["race", "1950", "1", "--format", "json"]),
        ("f1db-champions.csv", ["champions", "--format", "csv"]),
    ]

    @Test(arguments: 0..<cases.count)
    func reportMatchesGolden(_ index: Int) async throws {
        let (name, arguments) = Self.cases[index]
        let outcome = try await ReportRunner.run(arguments + ["--f1db", Self.data.path, "--time-zone", "UTC"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == (try ReportRunner.golden(name, actual: outcome.stdout)))
    }

    @Test func theSourceComesFromTheEnvironmentToo() async throws {
        let outcome = try await ReportRunner.run(["standings", "drivers", "1976"], environment: ["F1DB_PATH": Self.data.path])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("Data: F1DB (CC BY 4.0)"))
        #expect(outcome.stdout.contains("James Hunt"))
    }

    @Test func aWrongPathIsOneSentenceAndExitOne() async throws {
        let outcome = try await ReportRunner.run(["season", "--f1db", "/nonexistent/f1db"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: There is no folder at /nonexistent/f1db: expected a checkout's root, its src/data, or a folder holding seasons/, drivers/ and constructors/.\n")
    }

    @Test func aSeasonBefore1950IsExplained() async throws {
        let outcome = try await ReportRunner.run(["season", "1949", "--f1db", Self.data.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: No season 1949: the championship started in 1950.\n")
    }
}
