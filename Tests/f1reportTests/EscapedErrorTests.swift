import Foundation
import Testing

/// Every sentence f1report writes about what it was given quotes it as visible text: an escape
/// sequence in an argument, a path or a value from the data reaches the terminal as U+FFFD, as it
/// does in the reports (these sentences echoed it raw, so `--under $'\e[2J'` cleared the screen).
@Suite struct EscapedErrorTests {
    let tree = F1dbDamageReportTests()
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}\u{202E}"

    static func expectVisible(_ outcome: ReportRunner.Outcome, quoting fragment: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status != 0, sourceLocation: sourceLocation)
        let steering = outcome.stderr.unicodeScalars.filter {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
        }
        #expect(steering.isEmpty, "stderr: \(outcome.stderr.debugDescription)", sourceLocation: sourceLocation)
        #expect(outcome.stderr.contains(fragment), "stderr: \(outcome.stderr.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func anArgumentOurCommandRefuses() async throws {
        let outcome = try await ReportRunner.run(["champions", "--under", Self.hostile])
        Self.expectVisible(outcome, quoting: "'\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J\u{FFFD}\u{FFFD}'")
    }

    @Test func anArgumentTheParserRefuses() async throws {
        let outcome = try await ReportRunner.run(["season", Self.hostile])
        Self.expectVisible(outcome, quoting: "\u{FFFD}[2J")
        #expect(outcome.status == 64)
    }

    @Test func aRecordingPath() async throws {
        let outcome = try await ReportRunner.run(["live", "--replay", "/nonexistent/" + Self.hostile])
        Self.expectVisible(outcome, quoting: "\u{FFFD}[2J")
    }

    @Test func anF1dbValue() async throws {
        let data = try tree.writeTree()
        try "- position: 1\n  driverNumber: 3\n  driverId: \"\\e]0;pwned\\a\\e[2J\"\n  constructorId: works\n"
            .write(to: data.appending(path: "seasons/2000/races/01-test/race-results.yml"), atomically: false, encoding: .utf8)
        let outcome = try await tree.report(["race", "2000", "1"], data: data)
        Self.expectVisible(outcome, quoting: "\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J")
    }

    @Test func anF1dbRaceFolderName() async throws {
        let data = try tree.writeTree()
        let races = data.appending(path: "seasons/2000/races")
        try FileManager.default.copyItem(at: races.appending(path: "02-second"), to: races.appending(path: "02-\u{1B}[2J"))
        let outcome = try await tree.report(["season", "2000"], data: data)
        Self.expectVisible(outcome, quoting: "02-\u{FFFD}[2J")
    }
}
