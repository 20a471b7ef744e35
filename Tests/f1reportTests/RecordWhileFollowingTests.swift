import ErgastEmulator
import F1Data
import F1Domain
import F1TestSupport
import Foundation
import Testing

/// `f1report live --record DIR`: the recorder is a real process, killed with SIGKILL at random
/// instants; whatever it leaves replays.
@Suite(.enabled(if: SharedData.hasOpenF1AndF1db, SharedData.noOpenF1))
struct RecordWhileFollowingTests {
    /// 100 runs following the race from 20 minutes in, at 30 times real time (a round every 3 s
    /// brings 90 s of records), ten at a time, each killed between 0.2 and 4 s after it started: before it wrote
    /// anything, while the first poll is written, or in its rounds. Every folder it left holds
    /// nothing yet, or reads (strictly) to records that are the race's, none twice, every record
    /// up to its newest there (a prefix of the race), and every lap at most once.
    @Test func killedAtRandomInstantsTheRecordingAlwaysReplays() async throws {
        let original = try OpenF1Recording(folder: SharedData.openF1Race).read().timing
        let firstLap = try #require(original.laps.compactMap(\.start).min())
        let emulator = try OpenF1Emulator(
            recording: SharedData.openF1Race, startingAt: Moment(millisecondsSince1970: firstLap.millisecondsSince1970 + 20 * 60_000), speed: 30)
        try emulator.start()
        let shift = emulator.served(firstLap).millisecondsSince1970 - firstLap.millisecondsSince1970
        let folders = (0..<100).map { _ in TemporaryFolder("f1report-killed-recording") }
        var outcomes: [Outcome] = []
        for batch in stride(from: 0, to: folders.count, by: 10) {
            try await withThrowingTaskGroup(of: Outcome.self) { group in
                for folder in folders[batch..<batch + 10] {
                    group.addTask {
                        let delay = Duration.milliseconds(Int.random(in: 200...4_000))
                        let run = try await ProcessRunner.run(
                            ReportRunner.executable,
                            [
                                "live", "--source", "openf1", "--openf1-url", emulator.baseURL.absoluteString, "--format", "json", "--record",
                                folder.path,
                            ],
                            environment: ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C.UTF-8"], deadline: delay)
                        return Self.check(folder.url, original: original, shift: shift, killed: run.timedOut, stderr: run.stderr)
                    }
                }
                for try await outcome in group { outcomes.append(outcome) }
            }
        }
        #expect(outcomes.count == 100)
        #expect(outcomes.filter(\.killed).count >= 90, "most runs are killed while following")
        // The kills fall at every stage: some before a record was written, most after.
        #expect(outcomes.filter { $0.state == .recorded }.count >= 30)
        #expect(!outcomes.contains { $0.state == .unreadable })
    }

    /// Only OpenF1's feed is recorded; a folder of another session's recording is refused. One
    /// sentence each.
    @Test func recordingWhatCannotBeRecordedIsOneSentence() async throws {
        let demo = try await ReportRunner.run(["live", "--record", "/tmp/never-made"])
        #expect(demo.status == 64)
        #expect(demo.stderr.contains("--record keeps what an OpenF1 session brings") && demo.stderr.contains("add --source openf1."))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-made"))

        let folder = TemporaryFolder("f1report-other-session")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let sprint = SharedData.folder.appending(path: "openf1/2026-miami-sprint/session.json")
        try FileManager.default.copyItem(at: sprint, to: folder.url.appending(path: "session.json"))
        let flag = try #require(Moment(iso8601: "2026-05-03T18:37:21+00:00"))
        let emulator = try OpenF1Emulator(
            recording: SharedData.openF1Race, startingAt: Moment(millisecondsSince1970: flag.millisecondsSince1970 - 600_000), speed: 1)
        try emulator.start()
        let other = try await OpenF1ReportTests.live(emulator, ["--format", "json", "--record", folder.path])
        #expect(other.status == 1)
        #expect(other.stdout.isEmpty)
        let lines = other.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains("holds the recording of another session") == true, "\(other.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["session.json"])
    }

    struct Outcome: Equatable {
        enum State { case nothingYet, recorded, unreadable }
        var killed: Bool
        var state: State
    }

    private static func check(_ folder: URL, original: SessionTiming, shift: Int, killed: Bool, stderr: String) -> Outcome {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
        guard names.contains("session.json") else {
            #expect(names.isEmpty, "a recording without its session: \(names)")
            return Outcome(killed: killed, state: .nothingYet)
        }
        let recorded: SessionTiming
        do {
            recorded = try OpenF1Recording(folder: folder).read(strict: true).timing
        } catch {
            Issue.record("a killed recording does not replay: \(error)")
            return Outcome(killed: killed, state: .unreadable)
        }
        func prefix<Record: Hashable>(_ recorded: [Record], _ original: [Record], _ date: WritableKeyPath<Record, Moment>, _ name: String) {
            #expect(Set(recorded).count == recorded.count, "a \(name) record is kept twice")
            let unshifted = Set(
                recorded.map { record in
                    var moved = record
                    moved[keyPath: date] = Moment(millisecondsSince1970: record[keyPath: date].millisecondsSince1970 - shift)
                    return moved
                })
            #expect(unshifted.isSubset(of: Set(original)), "\(name) holds records the race lacks")
            guard let newest = unshifted.map({ $0[keyPath: date] }).max() else { return }
            let settled = newest.millisecondsSince1970 - 5_000
            let missing = original.filter { $0[keyPath: date].millisecondsSince1970 <= settled && !unshifted.contains($0) }
            #expect(missing.isEmpty, "\(name) lacks \(missing.count) records before its newest")
        }
        prefix(recorded.positions, original.positions, \.date, "position")
        prefix(recorded.intervals, original.intervals, \.date, "intervals")
        prefix(recorded.raceControl, original.raceControl, \.date, "race_control")
        let laps = recorded.laps.map { "\($0.driver) \($0.lap)" }
        #expect(Set(laps).count == laps.count, "a lap is kept twice")
        #expect(killed || stderr.isEmpty, "\(stderr)")
        return Outcome(killed: killed, state: .recorded)
    }
}
