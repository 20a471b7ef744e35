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
        // The whole weekend: a knockout (Spa 2021, wet Q3), a sprint weekend (Miami 2024) in full,
        // one weekend of each older qualifying format, and the edge cases of grids and pit stops.
        ("f1db-qualifying-2021-12.txt", ["qualifying", "2021", "12"]),
        ("f1db-weekend-2024-6.txt", ["weekend", "2024", "6"]),
        ("f1db-race-2024-6.txt", ["race", "2024", "6"]),
        ("f1db-sprint-qualifying-2024-6.txt", ["sprint-qualifying", "2024", "6"]),
        ("f1db-sprint-2024-6.txt", ["sprint", "2024", "6"]),
        ("f1db-qualifying-2024-6.json", ["qualifying", "2024", "6", "--format", "json"]),
        ("f1db-grid-2024-6.txt", ["grid", "2024", "6"]),
        ("f1db-pitstops-2024-6.txt", ["pitstops", "2024", "6"]),
        ("f1db-qualifying-1995-17.txt", ["qualifying", "1995", "17"]),
        ("f1db-qualifying-1996-1.txt", ["qualifying", "1996", "1"]),
        ("f1db-qualifying-2003-1.txt", ["qualifying", "2003", "1"]),
        ("f1db-qualifying-2005-1.txt", ["qualifying", "2005", "1"]),
        ("f1db-qualifying-2016-1.txt", ["qualifying", "2016", "1"]),
        ("f1db-qualifying-1950-3.txt", ["qualifying", "1950", "3"]),
        ("f1db-qualifying-1989-1.md", ["qualifying", "1989", "1", "--format", "markdown"]),
        ("f1db-qualifying-2025-18.txt", ["qualifying", "2025", "18"]),
        ("f1db-weekend-1988-1.txt", ["weekend", "1988", "1"]),
        ("f1db-weekend-2021-10.txt", ["weekend", "2021", "10"]),
        ("f1db-grid-2022-4.csv", ["grid", "2022", "4", "--format", "csv"]),
        ("f1db-pitstops-2016-20.txt", ["pitstops", "2016", "20"]),
        // Championships computed from results: dropped scores (1988), best car and halves (1976),
        // double points (2014), half points and sprints (2021), a what-if, a season in progress.
        ("f1db-championship-1988.txt", ["championship", "1988"]),
        ("f1db-championship-1976.txt", ["championship", "1976"]),
        ("f1db-championship-constructors-1976.txt", ["championship", "1976", "--constructors"]),
        ("f1db-championship-2014.txt", ["championship", "2014"]),
        ("f1db-championship-2021.txt", ["championship", "2021"]),
        ("f1db-championship-2023-under-1991.txt", ["championship", "2023", "--under", "1991"]),
        ("f1db-progression-2023.txt", ["progression", "2023"]),
        ("f1db-progression-2023.csv", ["progression", "2023", "--format", "csv"]),
        ("f1db-title-2026.txt", ["title", "2026"]),
        ("f1db-rules-1988.txt", ["rules", "1988"]),
        // Every season under other rules: best-N and every result (1991), a fastest-lap point (2019).
        ("f1db-champions-under-1991.txt", ["champions", "--under", "1991"]),
        ("f1db-champions-under-2019.csv", ["champions", "--under", "2019", "--format", "csv"]),
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
        #expect(
            outcome.stderr
                == "f1report: There is no folder at /nonexistent/f1db: expected a checkout's root, its src/data, or a folder holding seasons/, drivers/ and constructors/.\n"
        )
    }

    @Test func aSeasonBefore1950IsExplained() async throws {
        let outcome = try await ReportRunner.run(["season", "1949", "--f1db", Self.data.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: No season 1949: the championship started in 1950.\n")
    }

    static let weekendProblems: [([String], String)] = [
        (
            ["qualifying", "1990", "1", "q3"],
            "Qualifying for the 1990 United States Grand Prix (round 1) had no Q3 (two timed sessions, the better time counting)."
        ),
        (["sprint", "2024", "8"], "The 2024 Monaco Grand Prix (round 8) was not a sprint weekend, so it has no sprint results."),
        (["pitstops", "1950", "1"], "This source has no pit stops for the 1950 British Grand Prix: it records them from 1994 on."),
        (
            ["sprint-qualifying", "2021", "10"],
            "This source has no sprint qualifying results for the 2021 British Grand Prix: it records them from 2023 on."
        ),
        (["grid", "2025", "99"], "The 2025 season has no round 99: it has 24 rounds."),
    ]

    @Test(arguments: 0..<weekendProblems.count)
    func aSessionTheWeekendLacksIsOneSentenceAndExitOne(_ index: Int) async throws {
        let (arguments, sentence) = Self.weekendProblems[index]
        let outcome = try await ReportRunner.run(arguments + ["--f1db", Self.data.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "f1report: \(sentence)\n")
    }
}
