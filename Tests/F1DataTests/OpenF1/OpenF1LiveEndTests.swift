import ErgastEmulator
import F1Domain
import Foundation
import Testing

@testable import F1Data

/// A session followed live ends once it cannot be running any more, chequered flag or not, and a
/// record dated years ahead neither ends it early nor stops what is asked for next.
@Suite struct OpenF1LiveEndTests {
    static let session = TimelineFaultTests.session()
    static func at(_ seconds: Int) -> Moment { TimelineFaultTests.at(seconds) }

    @Test func aRaceWithoutAFlagIsOverOnceItCannotBeRunning() {
        let timing = SessionTiming(session: Self.session, positions: [TimelineFaultTests.place(6000, 1, 1)])
        #expect(!OpenF1LiveFeed.isOver(timing, now: Self.at(3 * 3600 - 1)))
        #expect(OpenF1LiveFeed.isOver(timing, now: Self.at(3 * 3600)))
    }

    @Test func aRecordYearsAheadDoesNotEndTheSessionNorHideWhatComesNext() throws {
        let future = RaceControlMessage(date: try #require(Moment(iso8601: "9999-12-31T00:00:00Z")), category: "Other", message: "FROM THE FUTURE")
        let timing = SessionTiming(
            session: Self.session, positions: [TimelineFaultTests.place(600, 1, 1)], raceControl: [TimelineFaultTests.started, future])
        let poll = OpenF1LivePoll(timing: timing)
        #expect(poll.filters(for: .raceControl).last?.value == OpenF1Client.filterValue(OpenF1LivePoll.overlapStart(Self.at(0))))
        #expect(!OpenF1LiveFeed.isOver(timing.sifted().timing, now: Self.at(700)))
    }
}

/// The recorded Miami race without its chequered flag, followed live from the emulator.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct OpenF1LiveWithoutFlagTests {
    /// A copy of the race whose race control never waves the flag.
    static func raceWithoutFlag() throws -> URL {
        let source = OpenF1Folder.root.appending(path: "2026-miami-race")
        let folder = FileManager.default.temporaryDirectory.appending(path: "openf1-no-flag-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            var data = try Data(contentsOf: source.appending(path: name))
            if name == "race_control.json" {
                let records = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
                data = try JSONSerialization.data(withJSONObject: records.filter { $0["flag"] as? String != "CHEQUERED" })
            }
            try data.write(to: folder.appending(path: name))
        }
        return folder
    }

    /// From a minute before the race can no longer be running (an hour past its scheduled end,
    /// 20:00), "now" the emulator's clock, moved 5 s a frame: the feed ends then, not before.
    @Test func aRaceWithoutAFlagEndsAfterItsScheduledEnd() async throws {
        let folder = try Self.raceWithoutFlag()
        defer { try? FileManager.default.removeItem(at: folder) }
        let latestEnd = try #require(Moment(iso8601: "2026-05-03T20:00:00Z"))
        let harness = try OpenF1LiveHarness(recording: folder, startingAt: latestEnd.adding(seconds: -60), speed: 0)
        #expect(harness.recordedTimeline.chequeredFlag == nil)
        let emulator = harness.emulator
        let source = harness.source(now: { emulator.served(emulator.sessionNow) })
        let frames = try await harness.frames(of: harness.feed(source), step: 5)
        let last = try #require(frames.last)
        #expect(last.isFinished)
        #expect(frames.dropLast().allSatisfy { !$0.isFinished })
        #expect(emulator.sessionNow >= latestEnd, "the feed ended only once the race could not be running")
        #expect(last.positions.count == 22)
    }

    /// The same, with every round failing after the first board (the API down): the feed still
    /// ends, with the last board it had, marked as interrupted.
    @Test func aFeedWhoseRoundsAllFailStillEnds() async throws {
        let folder = try Self.raceWithoutFlag()
        defer { try? FileManager.default.removeItem(at: folder) }
        let latestEnd = try #require(Moment(iso8601: "2026-05-03T20:00:00Z"))
        let harness = try OpenF1LiveHarness(recording: folder, startingAt: latestEnd.adding(seconds: -60), speed: 0)
        let emulator = harness.emulator
        let source = harness.source(now: { emulator.served(emulator.sessionNow) })
        let feed = try await harness.feed(source)
        let frames = try await harness.frames(of: feed, step: 5) { count in
            if count == 1 { emulator.persistentFault = .serverError }
        }
        let last = try #require(frames.last)
        #expect(last.isFinished && last.isStale)
        #expect(emulator.sessionNow >= latestEnd)
    }
}
