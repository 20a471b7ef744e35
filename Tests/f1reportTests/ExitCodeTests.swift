import Foundation
import Testing

/// Bad usage exits 64 and data problems exit 1, each with one sentence on stderr and nothing on stdout.
@Suite struct ExitCodeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let dataProblems: [Case] = [
        Case(arguments: ["season", "1988"], status: 1, message: "f1report: No season 1988 in this source: it holds only the 2025 season.\n"),
        Case(arguments: ["season", "1949"], status: 1, message: "f1report: No season 1949: the championship started in 1950.\n"),
        Case(arguments: ["race", "2025", "9"], status: 1, message: "f1report: The 2025 season has no round 9: it has 8 rounds.\n"),
        Case(
            arguments: ["sprint", "2025", "7"], status: 1,
            message: "f1report: The sprint of the 2025 Austrian Grand Prix (round 7) has not been run yet, so it has no results.\n"),
        Case(
            arguments: ["sprint", "2025", "4"], status: 1,
            message: "f1report: The 2025 Monaco Grand Prix (round 4) was not a sprint weekend, so it has no sprint results.\n"),
        Case(arguments: ["qualifying", "2025", "9"], status: 1, message: "f1report: The 2025 season has no round 9: it has 8 rounds.\n"),
        Case(
            arguments: ["pitstops", "2025", "next"], status: 1,
            message: "f1report: The race of the 2025 Monaco Grand Prix (round 4) has not been run yet, so it has no results.\n"),
        Case(arguments: ["driver", "nobody", "2025"], status: 1, message: "f1report: No driver 'nobody' raced in 2025.\n"),
        Case(arguments: ["team", "nobody"], status: 1, message: "f1report: No constructor 'nobody' raced in 2025.\n"),
        Case(arguments: ["grid", "2024"], status: 1, message: "f1report: No season 2024 in this source: it holds only the 2025 season.\n"),
        Case(
            arguments: ["standings", "drivers", "2024"], status: 1,
            message: "f1report: No season 2024 in this source: it holds only the 2025 season.\n"),
        Case(arguments: ["championship", "2024"], status: 1, message: "f1report: No season 2024 in this source: it holds only the 2025 season.\n"),
        Case(
            arguments: ["championship", "--round", "5"], status: 1, message: "f1report: Round 5 of 2025 has not been run; the last round run is 3.\n"),
        Case(
            arguments: ["title", "2025", "--round", "4"], status: 1, message: "f1report: Round 4 of 2025 has not been run; the last round run is 3.\n"
        ),
        Case(arguments: ["progression", "1949"], status: 1, message: "f1report: No scoring rules are known for 1949.\n"),
        Case(arguments: ["rules", "2031"], status: 1, message: "f1report: No scoring rules are known for 2031.\n"),
        Case(
            arguments: ["championship", "--under", "1492"], status: 1,
            message:
                "f1report: No scoring rules are named '1492': use a season from 1950 to 2026, or a system's id (1950, 1954, 1958, 1959, 1960, 1961, 1962, 1963, 1967, 1979, 1980, 1981, 1991, 2003, 2010, 2019, 2021, 2022, 2025).\n"
        ),
    ]

    @Test(arguments: dataProblems)
    func dataProblemsExitOneWithOneSentence(_ testCase: Case) async throws {
        let outcome = try await ReportRunner.run(testCase.arguments)
        #expect(outcome.status == testCase.status)
        #expect(outcome.stderr == testCase.message)
        #expect(outcome.stdout.isEmpty)
    }

    static let usageProblems: [[String]] = [
        ["standings", "pilots"],
        ["race", "2025", "first"],
        ["race", "2025"],
        ["--format", "pdf"],
        ["--time-zone", "Mars/Olympus_Mons"],
        ["live", "--interval", "0"],
        ["live", "--laps", "0"],
        ["qualifying", "2025", "3", "q4"],
        ["grid", "2025", "first"],
        ["next", "2025"],
        ["championship", "--round", "0"],
        ["title", "--round", "-1"],
        ["rules", "1988", "--list"],
        ["championship", "--under"],
    ]

    @Test(arguments: usageProblems)
    func badUsageExitsSixtyFour(_ arguments: [String]) async throws {
        let outcome = try await ReportRunner.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.hasPrefix("Error: "))
        #expect(outcome.stdout.isEmpty)
    }

    @Test func anUnknownTimeZoneSaysWhatToWrite() async throws {
        let outcome = try await ReportRunner.run(["--time-zone", "Mars/Olympus_Mons"])
        #expect(outcome.stderr.contains("Unknown time zone 'Mars/Olympus_Mons': use an IANA name such as Europe/London, or UTC, or local."))
    }

    @Test func colourOnlyWhenAskedAndNeverWithNoColor() async throws {
        let plain = try await ReportRunner.run(["standings", "drivers"])
        #expect(!plain.stdout.contains("\u{1B}["), "not a terminal: no colour by default")
        let always = try await ReportRunner.run(["standings", "drivers", "--color", "always"])
        #expect(always.stdout.contains("\u{1B}["))
        let noColor = try await ReportRunner.run(["standings", "drivers", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
        #expect(noColor.stdout == plain.stdout)
    }

    @Test func timesFollowTheChosenZone() async throws {
        let utc = try await ReportRunner.run(["season", "--time-zone", "UTC"])
        let tokyo = try await ReportRunner.run(["season", "--time-zone", "Asia/Tokyo"])
        #expect(utc.stdout.contains("Sun 25 May 2025  13:00"))
        #expect(tokyo.stdout.contains("Sun 25 May 2025  22:00"))
        #expect(tokyo.stdout.contains("Times in:    Asia/Tokyo"))
    }

    @Test func completionScriptsAreGenerated() async throws {
        for shell in ["bash", "zsh", "fish"] {
            let outcome = try await ReportRunner.run(["--generate-completion-script", shell])
            #expect(outcome.status == 0)
            #expect(outcome.stdout.contains("standings"))
        }
    }
}
