import ErgastEmulator
import F1Domain
import Foundation
import Testing

/// `f1report live --source openf1` following a race whose feed never waves the chequered flag.
@Suite(.enabled(if: SharedData.hasOpenF1AndF1db, SharedData.noOpenF1))
struct OpenF1LiveEndReportTests {
    /// Joined twenty seconds before the race can no longer be running (20:00, an hour past its
    /// scheduled end): f1report's clock is the wall clock, so the run ends some seconds later
    /// (twenty, not five: on a loaded machine f1report's start and first answers took over five),
    /// with the last board marked finished, instead of polling for ever.
    @Test func aRaceWithoutAFlagEndsAfterItsScheduledEnd() async throws {
        let recording = try DamagedRecording()
        try recording.editRecords("race_control.json") { $0.removeAll { $0["flag"] as? String == "CHEQUERED" } }
        let start: Moment = try #require(Moment(iso8601: "2026-05-03T19:59:40Z"))
        let emulator = try OpenF1Emulator(recording: recording.folder.url, startingAt: start, speed: 1)
        try emulator.start()
        let outcome = try await OpenF1ReportTests.live(emulator, ["--interval", "0.5", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let updates = outcome.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(updates.count >= 2)
        #expect(updates.last??["isFinished"] as? Bool == true)
        #expect(updates.dropLast().allSatisfy { $0?["isFinished"] as? Bool == false })
        #expect((updates.last??["cars"] as? [Any])?.count == 22)
    }
}
