import F1TestSupport
import Foundation
import Testing

/// `f1report live --on-event CMD` over a copy of the recorded Miami race whose race control
/// messages are hostile: the command gets each event as JSON on its standard input, the text
/// stays data (nothing in it is run), and a command that fails is one line while the feed goes on.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: SharedData.openF1Race.path),
        "../shared/data/openf1 is absent: these tests need the recorded Miami race"))
struct OnEventReportTests {
    /// Shell syntax that would run `touch pwned` in the command's folder if the text reached a
    /// shell as code, a line feed, and a terminal title sequence (ESC ] 0 ; ... BEL).
    static let hostile = "CHEQUERED FLAG ;rm -rf $HOME `touch pwned` $(touch pwned)\nnext line \u{1B}]0;evil\u{07}'\"; touch pwned #"

    /// A copy of the race whose chequered flag (a flag race control gives by its `flag`, whatever
    /// the words) and drivers' names carry the hostile text.
    static func hostileRecording() throws -> DamagedRecording {
        let recording = try DamagedRecording()
        try recording.editRecords("race_control.json") { records in
            for index in records.indices where records[index]["flag"] as? String == "CHEQUERED" { records[index]["message"] = hostile }
        }
        try recording.editRecords("drivers.json") { records in
            for index in records.indices { records[index]["full_name"] = hostile }
        }
        return recording
    }

    static func replay(_ recording: DamagedRecording, onEvent command: String) -> [String] {
        ["live", "--replay", recording.path, "--from-lap", "56", "--speed", "60", "--interval", "30", "--format", "json", "--on-event", command]
    }

    @Test func theCommandGetsTheEventAsJSONAndTheHostileTextStaysData() async throws {
        let recording = try Self.hostileRecording()
        let folder = TemporaryFolder("on-event")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let outcome = try await ReportRunner.run(
            Self.replay(recording, onEvent: #"cat >> events.jsonl; printf '%s\n' "$F1_EVENT" >> kinds.txt"#), in: folder.url)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!files.contains("pwned"), "the event's text was run by a shell")
        #expect(Set(files) == ["events.jsonl", "kinds.txt"])
        // From lap 56: the flag alone (the start and the safety car came before the first board).
        let lines = try String(contentsOf: folder.url.appending(path: "events.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1)
        let event = try #require(try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
        #expect(event["kind"] as? String == "chequered-flag")
        #expect(event["message"] as? String == Self.hostile)
        #expect(event["lap"] as? Int == 57)
        #expect(event["at"] as? String == "2026-05-03T18:37:21Z")
        #expect(event["report"] as? String == "live.event")
        #expect(try String(contentsOf: folder.url.appending(path: "kinds.txt"), encoding: .utf8) == "chequered-flag\n")
        // The board went on as without the command.
        #expect(outcome.stdout.split(separator: "\n").count > 3)
    }

    @Test(arguments: [
        ("exit 3", "The --on-event command exited with status 3 for the chequered-flag event."),
        ("f1kit-no-such-command-here", "The --on-event command was not found by the shell (exit status 127) for the chequered-flag event."),
    ])
    func aCommandThatFailsIsOneLineAndTheFeedGoesOn(_ command: String, _ sentence: String) async throws {
        let recording = try DamagedRecording()
        let outcome = try await ReportRunner.run(Self.replay(recording, onEvent: command))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("f1report: " + sentence), "\(outcome.stderr)")
        let records = outcome.stdout.split(separator: "\n")
        #expect(records.last?.contains(#""isFinished":true"#) == true, "the feed ran to the end")
    }

    /// A command that hangs without reading its input, given an event longer than a pipe holds:
    /// stopped at the deadline with one line, and f1report ends with the feed.
    @Test func aCommandThatHangsIsStoppedAtTheDeadline() async throws {
        let recording = try DamagedRecording()
        try recording.editRecords("race_control.json") { records in
            for index in records.indices where records[index]["flag"] as? String == "CHEQUERED" {
                records[index]["message"] = "CHEQUERED FLAG " + String(repeating: "x", count: 200_000)
            }
        }
        let outcome = try await ReportRunner.run(Self.replay(recording, onEvent: "sleep 600"), deadline: .seconds(240))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr == "f1report: The --on-event command ran for more than 30 seconds and was stopped for the chequered-flag event.\n")
        #expect(outcome.stdout.split(separator: "\n").last?.contains(#""isFinished":true"#) == true)
    }

    @Test func anEmptyCommandIsRefused() async throws {
        let outcome = try await ReportRunner.run(["live", "--on-event", " "])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--on-event needs a command to run"), "\(outcome.stderr)")
    }
}
