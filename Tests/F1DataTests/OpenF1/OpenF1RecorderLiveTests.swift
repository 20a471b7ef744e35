import ErgastEmulator
import F1DataLive
import F1Domain
import F1UseCases
import Foundation
import Synchronization
import Testing

@testable import F1Data

/// `--record DIR` while following: the Miami race played live by the emulator (its recorded
/// dates kept, its clock moved by the test), followed over real sockets with a recorder.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct OpenF1RecorderLiveTests {
    static let miami = OpenF1Folder.root.appending(path: "2026-miami-race")

    /// The emulator playing `folder` from `startingAt` at speed 0, and a source whose now is its clock.
    static func following(_ folder: URL = miami, startingAt: Moment? = nil) throws -> (OpenF1Emulator, OpenF1Source) {
        let emulator = try OpenF1Emulator(recording: folder, startingAt: startingAt, speed: 0)
        try emulator.start(keepingRecordedDates: true)
        let client = OpenF1Client(
            baseURL: emulator.baseURL, http: URLSessionHTTPClient(),
            gate: RateLimiter(
                limits: RateLimits(burst: 100, burstWindow: .seconds(1), sustained: 10_000, sustainedWindow: .seconds(60)), clock: ContinuousClock()),
            retry: OpenF1LiveHarness.quickRetry, cache: nil)
        return (emulator, OpenF1Source(client: client, now: { emulator.sessionNow }))
    }

    /// Follows until the feed says the session is over, `step` seconds of session a round.
    static func follow(
        _ emulator: OpenF1Emulator, _ source: OpenF1Source, into options: OpenF1SessionRecorder.Options, step: Double,
        notices: RecordedNotices = RecordedNotices()
    ) async throws -> OpenF1LivePoll {
        let (session, body) = try await source.currentSession()
        var feed = OpenF1LiveFeed(source: source, session: session, sessionBody: body, roundGap: .milliseconds(1))
        try feed.record(options, notice: notices.add)
        var poll = try await feed.firstPoll()
        var isOver = false
        let deadline = ContinuousClock.now + .seconds(240)
        while !isOver, ContinuousClock.now < deadline {
            emulator.advance(bySeconds: step)
            isOver = try await feed.round(&poll)
        }
        #expect(isOver, "the session was not over within 240 s")
        return poll
    }

    /// The whole race, joined before the first lap: the recording made while following holds
    /// every record the original does up to its newest (none twice, every lap once with its
    /// times), and its replay shows the original's board at 300 instants across the session.
    @Test func aRecordingMadeWhileFollowingReplaysToTheSameBoards() async throws {
        let folder = RecorderTestFolder()
        let (emulator, source) = try Self.following()
        let notices = RecordedNotices()
        let poll = try await Self.follow(emulator, source, into: .init(folder: folder.url), step: 30, notices: notices)
        #expect(notices.all.isEmpty)
        #expect(poll.rounds > 100)

        let original = try OpenF1Recording(folder: Self.miami).read().timing
        let recorded = try OpenF1Recording(folder: folder.url).read(strict: true).timing
        RecordedRecords.expectPrefix(recorded, of: original, upToEnd: true)
        #expect(recorded.classification == original.classification)
        #expect(recorded.drivers == original.drivers)
        #expect(recorded.stints == original.stints)

        let replayed = TimedSessionReplay(timeline: SessionTimeline(recorded), raceName: "Miami")
        let reference = TimedSessionReplay(timeline: SessionTimeline(original), raceName: "Miami")
        #expect(replayed.cursor.start == reference.cursor.start)
        #expect(replayed.cursor.finish == reference.cursor.finish)
        let (start, finish) = (reference.cursor.start.millisecondsSince1970, reference.cursor.finish.millisecondsSince1970)
        var differing: [Moment] = []
        for index in 0...300 {
            let instant = Moment(millisecondsSince1970: start + (finish - start) * index / 300)
            if replayed.snapshot(at: instant) != reference.snapshot(at: instant) { differing.append(instant) }
        }
        #expect(differing.isEmpty, "the boards differ at \(differing.prefix(5).map(\.iso8601))")
        // Finished: each lap once, its last version; while following, the laps journal held
        // a lap again only when its record changed.
        let finishedLaps = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appending(path: "laps.json"))) as? [[String: Any]])
        let lapKeys = finishedLaps.map { "\($0["driver_number"] ?? "")/\($0["lap_number"] ?? "")" }
        #expect(Set(lapKeys).count == lapKeys.count)
        #expect(lapKeys.count == original.laps.count)
        // A round's new positions end its answer, after the overlap asked for again: they were
        // written as one line, not one line each.
        let positionLines = try String(decoding: Data(contentsOf: folder.url.appending(path: "position.json")), as: UTF8.self)
            .split(separator: "\n").count
        let positions = recorded.positions.count
        #expect(positionLines > 100 && positionLines < positions / 2, "\(positionLines) lines for \(positions) positions")
        // Finished: every file is the API's JSON list again.
        for name in ["position.json", "intervals.json", "race_control.json", "laps.json", "session.json"] {
            let data = try Data(contentsOf: folder.url.appending(path: name))
            #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(name) is not JSON once the recording is finished")
        }
    }

    /// A follower restarted into the same folder adds what it did not have, and nothing twice.
    @Test func aRestartedFollowerAddsToItsRecordingWithoutRepeating() async throws {
        try await Self.restartedFollower(syncs: true) { _ in }
    }

    /// A power cut takes what was appended since the last sync (up to `roundsPerSync` rounds):
    /// the journals are cut back to half their lines, as the disk may hold them after one. A
    /// follower restarted into the folder asks the feed for what the recording lacks, the lost
    /// rounds with it, so the recording ends whole, nothing twice.
    @Test func aFollowerRestartedAfterAPowerCutRecordsTheLostRoundsAgain() async throws {
        try await Self.restartedFollower(syncs: false) { folder in
            var cut = 0
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                let file = folder.appending(path: name)
                let bytes = try Data(contentsOf: file)
                guard bytes.starts(with: Data("[\n".utf8)) else { continue }
                let lineEnds = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
                guard lineEnds.count > 2 else { continue }
                try bytes.prefix(through: lineEnds[lineEnds.count / 2]).write(to: file)
                cut += 1
            }
            #expect(cut >= 3, "the journals of the dated endpoints and the laps were cut")
        }
    }

    /// A first follower's first poll and ten rounds, gone without closing anything; `between`
    /// does to its folder what befell it; then a follower restarted into the folder to the end,
    /// whose recording must hold every record of the original, nothing twice.
    static func restartedFollower(syncs: Bool, between: (URL) throws -> Void) async throws {
        let folder = RecorderTestFolder()
        let flag = try #require(SessionTimeline(try OpenF1Recording(folder: Self.miami).read().timing).chequeredFlag)
        let (emulator, source) = try Self.following(startingAt: Moment(millisecondsSince1970: flag.millisecondsSince1970 - 900_000))
        let (session, body) = try await source.currentSession()
        var feed = OpenF1LiveFeed(source: source, session: session, sessionBody: body, roundGap: .milliseconds(1))
        try feed.record(.init(folder: folder.url, syncs: syncs), notice: { _ in })
        var poll = try await feed.firstPoll()
        for _ in 0..<10 {
            emulator.advance(bySeconds: 20)
            _ = try await feed.round(&poll)
        }
        try between(folder.url)
        emulator.advance(bySeconds: 60)
        _ = try await Self.follow(emulator, source, into: .init(folder: folder.url), step: 20)
        let original = try OpenF1Recording(folder: Self.miami).read().timing
        RecordedRecords.expectPrefix(try OpenF1Recording(folder: folder.url).read(strict: true).timing, of: original, upToEnd: true)
    }

    /// With a limit a little over the first poll's answers, recording stops at it with one notice,
    /// the folder replays, stays within the limit, and following goes on to the end.
    @Test func atItsLimitRecordingStopsAndFollowingGoesOn() async throws {
        let folder = RecorderTestFolder()
        let flag = try #require(SessionTimeline(try OpenF1Recording(folder: Self.miami).read().timing).chequeredFlag)
        let (emulator, source) = try Self.following(startingAt: Moment(millisecondsSince1970: flag.millisecondsSince1970 - 300_000))
        let notices = RecordedNotices()
        let limit = 300_000
        let poll = try await Self.follow(emulator, source, into: .init(folder: folder.url, limit: limit), step: 20, notices: notices)
        #expect(notices.all.count == 1)
        #expect(notices.all.first?.contains("limit of 300 kB") == true)
        #expect(poll.timing.classification.count == 22, "following stopped with the recording")
        let size = try FileManager.default.contentsOfDirectory(atPath: folder.path).reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder.path + "/" + name)[.size] as? Int) ?? 0)
        }
        #expect(size <= limit)
        #expect(size > 0)
        let recorded = try OpenF1Recording(folder: folder.url).read(strict: true).timing
        RecordedRecords.expectPrefix(recorded, of: try OpenF1Recording(folder: Self.miami).read().timing, upToEnd: false)
    }

    /// A folder holding another session's recording is refused in one sentence; so is one of
    /// other files. Nothing in either is touched.
    @Test func aFolderOfAnotherSessionIsRefused() async throws {
        let folder = RecorderTestFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        for name in ["session.json", "laps.json"] {
            try FileManager.default.copyItem(
                at: OpenF1Folder.root.appending(path: "2026-suzuka-qualifying/\(name)"), to: folder.url.appending(path: name))
        }
        let (_, source) = try Self.following()
        let (session, body) = try await source.currentSession()
        var feed = OpenF1LiveFeed(source: source, session: session, sessionBody: body)
        #expect {
            try feed.record(.init(folder: folder.url), notice: { _ in })
        } throws: { error in
            let sentence = "\(error)"
            return sentence.contains("another session") && sentence.contains("11280") && sentence.filter { $0 == "." }.count == 1
        }
        #expect(feed.recorder == nil)
        let laps = try Data(contentsOf: folder.url.appending(path: "laps.json"))
        #expect(laps == (try Data(contentsOf: OpenF1Folder.root.appending(path: "2026-suzuka-qualifying/laps.json"))))

        let other = RecorderTestFolder()
        try FileManager.default.createDirectory(at: other.url, withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: other.url.appending(path: "notes.txt"))
        #expect(throws: OpenF1RecorderRefusal.self) { try feed.record(.init(folder: other.url), notice: { _ in }) }
    }
}

/// Notices a recorder gave, in order.
final class RecordedNotices: Sendable {
    private let notices = Mutex<[String]>([])
    var all: [String] { notices.withLock { $0 } }
    func add(_ notice: String) { notices.withLock { $0.append(notice) } }
}

/// A folder under the temporary directory, removed with the last reference to it.
final class RecorderTestFolder: Sendable {
    let url: URL
    var path: String { url.path }

    init() {
        url = FileManager.default.temporaryDirectory.appending(path: "f1kit-recording-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
