import Foundation
import Testing

/// `f1report live --replay` over the recorded Miami 2026 race, with f1db's official result: the
/// boards at the start, in the pit-stop window and at the flag, as a person reads them.
@Suite(.enabled(if: SharedData.hasOpenF1AndF1db, SharedData.noOpenF1))
struct ReplayReportTests {
    static let cases: [(String, [String])] = [
        ("replay-miami-2026-start.txt", ["--from-lap", "1", "--laps", "1", "--interval", "100"]),
        ("replay-miami-2026-pit-window.txt", ["--from-lap", "27", "--laps", "1", "--interval", "60"]),
        ("replay-miami-2026-flag.txt", ["--from-lap", "57", "--interval", "90"]),
        ("replay-miami-2026-flag.json", ["--from-lap", "57", "--interval", "90", "--format", "json"]),
        // The sprint: a penalty the feed applied itself, a disqualification and two cars that did not start.
        ("replay-miami-2026-sprint-flag.txt", ["--from-lap", "19", "--interval", "90", "--recording", "2026-miami-sprint"]),
    ]

    @Test(arguments: 0..<cases.count)
    func boardMatchesGolden(_ index: Int) async throws {
        var (name, extra) = Self.cases[index]
        var recording = SharedData.openF1Race
        if let flag = extra.firstIndex(of: "--recording") {
            recording = recording.deletingLastPathComponent().appending(path: extra[flag + 1])
            extra.removeSubrange(flag...flag + 1)
        }
        let arguments = ["live", "--replay", recording.path, "--speed", "60", "--f1db", SharedData.f1dbData.path] + extra
        let outcome = try await ReportRunner.run(arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == (try ReportRunner.golden(name, actual: outcome.stdout)))
    }

    @Test func aLapTheRecordingLacksIsOneSentence() async throws {
        let outcome = try await ReportRunner.run(["live", "--replay", SharedData.openF1Race.path, "--from-lap", "2"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "f1report: The recording has no start of lap 2; it has the start of laps 1 and 3 to 57.\n")
    }

    @Test(arguments: [["--speed", "0.5"], ["--speed", "61"], ["--from-lap", "0"]])
    func aBadReplayArgumentIsOneSentence(_ extra: [String]) async throws {
        let outcome = try await ReportRunner.run(["live", "--replay", SharedData.openF1Race.path] + extra)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(extra[0]))
    }

    @Test func aFolderThatIsNoRecordingIsOneSentence() async throws {
        let outcome = try await ReportRunner.run(["live", "--replay", SharedData.f1dbData.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: \(SharedData.f1dbData.path) holds no session.json, so it is not a recorded OpenF1 session.\n")
    }
}
