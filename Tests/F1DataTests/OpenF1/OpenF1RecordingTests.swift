import F1Data
import F1Domain
import Foundation
import Testing

/// The recorded OpenF1 sessions in ../shared/data/openf1, one folder each.
enum OpenF1Folder {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data/openf1").standardizedFileURL
    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.appending(path: "2026-miami-race").path) }
    static let sessions = ["2026-miami-race", "2026-miami-sprint", "2026-suzuka-qualifying"]
    static let absent: Comment = "../shared/data/openf1 is absent: the recorded OpenF1 sessions are not available"

    static func recording(_ name: String) -> OpenF1Recording { OpenF1Recording(folder: root.appending(path: name)) }

    /// The recorder's manifest: how many records each endpoint returned.
    static func manifestCounts(_ name: String) throws -> [String: Int] {
        let data = try Data(contentsOf: root.appending(path: name).appending(path: "index.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return (object?["counts"] as? [String: Int]) ?? [:]
    }
}

@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct OpenF1RecordingTests {
    /// Strict: every key of every record is declared, and every value is of its declared form.
    @Test(arguments: OpenF1Folder.sessions)
    func everyRecordedAnswerDecodesStrictly(_ name: String) throws {
        let read = try OpenF1Folder.recording(name).read(strict: true)
        #expect(SessionTimeline(read.timing).leftOut.isEmpty, "a real session has nothing to leave out")
        let timing = read.timing
        let counts = try OpenF1Folder.manifestCounts(name)
        let decoded: [String: Int] = [
            "drivers": timing.drivers.count, "laps": timing.laps.count, "stints": timing.stints.count, "pit": timing.pits.count,
            "position": timing.positions.count, "intervals": timing.intervals.count, "race_control": timing.raceControl.count,
            "session_result": timing.classification.count, "weather": timing.weather.count, "starting_grid": timing.grid.count,
            "meeting": timing.meeting == nil ? 0 : 1,
        ]
        #expect(Set(decoded.keys).isSubset(of: Set(counts.keys)))
        // The race's manifest counts a meeting its folder does not hold (see the recordings' README).
        for (endpoint, count) in decoded
        where FileManager.default.fileExists(atPath: OpenF1Folder.root.appending(path: "\(name)/\(endpoint).json").path) {
            #expect(count == counts[endpoint], "\(name): \(endpoint)")
        }
    }

    @Test func theMiamiRaceIsWhatTheRecordingSays() throws {
        let timing = try OpenF1Folder.recording("2026-miami-race").read(strict: true).timing
        #expect(timing.session.id == TimingSession.ID(rawValue: 11280))
        #expect(timing.session.name == "Race")
        #expect(timing.session.start == Moment(iso8601: "2026-05-03T17:00:00Z"))
        #expect(timing.session.location == "Miami Gardens")
        #expect(timing.meeting == nil)
        let antonelli = try #require(timing.drivers.first { $0.acronym == "ANT" })
        #expect(antonelli.id == TimingDriver.ID(rawValue: 12))
        #expect(timing.lapsRun == 57)
        #expect(!timing.laps.contains { $0.lap == 2 })
        // Some intervals are laps, not seconds.
        #expect(timing.intervals.contains { $0.gapToLeader == .laps(1) })
        #expect(timing.intervals.contains { $0.gapToLeader == .laps(2) })
        #expect(timing.pits.allSatisfy { $0.stopDuration == nil && $0.laneDuration != nil })
        #expect(Set(timing.stints.map(\.tyre)).isSubset(of: [.soft, .medium, .hard]))
        #expect(timing.classification.filter(\.didNotFinish).count == 4)
        #expect(timing.classification.contains { $0.gapsToLeader == [.laps(1)] })
    }

    @Test func qualifyingGivesOneTimePerPart() throws {
        let timing = try OpenF1Folder.recording("2026-suzuka-qualifying").read(strict: true).timing
        #expect(timing.session.kind == "Qualifying")
        #expect(timing.intervals.isEmpty)
        #expect(timing.classification.allSatisfy { $0.durations.count == 3 && $0.points == nil })
        let pole = try #require(timing.classification.first { $0.position == 1 })
        #expect(pole.durations.allSatisfy { $0 != nil })
        #expect(timing.classification.contains { $0.durations.last == .some(nil) })
        #expect(timing.grid.map(\.driver) == timing.classification.sorted { ($0.position ?? 99) < ($1.position ?? 99) }.map(\.driver))
    }
}
