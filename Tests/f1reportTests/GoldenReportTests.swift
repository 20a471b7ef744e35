import Foundation
import Testing

/// Every command in every format on the demo data, byte for byte against committed files.
/// Re-record with `F1KIT_RECORD_GOLDEN=1 swift test --filter GoldenReportTests` and review the diff.
@Suite struct GoldenReportTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var testDescription: String { name }
    }

    static let commands: [(String, [String])] = [
        ("overview", []),
        ("seasons", ["seasons"]),
        ("season", ["season"]),
        ("season-2025", ["season", "2025"]),
        ("race-2025-1", ["race", "2025", "1"]),
        ("race-2025-last", ["race", "2025", "last"]),
        ("standings-drivers", ["standings", "drivers"]),
        ("standings-constructors", ["standings", "constructors", "2025"]),
        ("driver-max_verstappen-2025", ["driver", "max_verstappen", "2025"]),
        ("team-red_bull", ["team", "red_bull"]),
        ("next", ["next"]),
        ("weekend", ["weekend"]),
        ("weekend-2025-2", ["weekend", "2025", "2"]),
        ("race-2025-5", ["race", "2025", "5"]),
        ("qualifying-2025-3", ["qualifying", "2025", "3"]),
        ("sprint-qualifying-2025-2", ["sprint-qualifying", "2025", "2"]),
        ("sprint-2025-2", ["sprint", "2025", "2"]),
        ("grid-2025-3", ["grid", "2025", "3"]),
        ("pitstops-2025-3", ["pitstops", "2025", "3"]),
        ("championship", ["championship"]),
        ("championship-constructors-2025-2", ["championship", "2025", "--round", "2", "--constructors"]),
        ("progression", ["progression"]),
        ("title", ["title"]),
        ("rules-2025", ["rules", "2025"]),
        ("rules-list", ["rules", "--list"]),
        ("champions-under-2019", ["champions", "--under", "2019"]),
        ("teammates", ["teammates"]),
        ("head-to-head-max_verstappen-leclerc", ["head-to-head", "max_verstappen", "leclerc", "2025"]),
        ("sectors-2025-1-q", ["sectors", "2025", "1", "q"]),
        ("sectors-2025-2-sprint-colour-blind", ["sectors", "2025", "2", "sprint", "--palette", "colour-blind"]),
    ]

    static let formats = ["text", "markdown", "json", "csv"]
    static let extensions = ["text": "txt", "markdown": "md", "json": "json", "csv": "csv"]

    /// The overview has no CSV form (OutputFormatTests checks it says so).
    static let cases: [Case] = commands.flatMap { name, arguments in
        formats.filter { name != "overview" || $0 != "csv" }.map { format in
            Case(name: "\(name).\(extensions[format] ?? format)", arguments: arguments + ["--format", format, "--time-zone", "UTC"])
        }
    }

    @Test(arguments: cases)
    func reportMatchesGolden(_ testCase: Case) async throws {
        let outcome = try await ReportRunner.run(testCase.arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.stdout == (try ReportRunner.golden(testCase.name, actual: outcome.stdout)))
    }

    @Test func liveReplaysTheSameRaceForThreeLaps() async throws {
        let outcome = try await ReportRunner.run(["live", "--laps", "3", "--interval", "0.01", "--time-zone", "UTC"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == (try ReportRunner.golden("live-3-laps.txt", actual: outcome.stdout)))
        let laps = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("Lap:") }
        #expect(laps.map { $0.split(separator: " ").last.map(String.init) } == ["42/78", "43/78", "44/78", "45/78"])
    }

    @Test func helpListsTheCommandsWithExamples() async throws {
        let outcome = try await ReportRunner.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == (try ReportRunner.golden("help.txt", actual: outcome.stdout)))
        #expect(outcome.stdout.contains("f1report race 2025 1"))
    }
}
