import ErgastEmulator
import F1DataLive
import F1Domain
import F1UseCases
import Foundation
import Synchronization
import Testing

@testable import F1Data

/// The Miami race followed live from the emulator, held back and rewound on the session's own
/// clock: the emulator stands still between frames and the test moves it, so nothing waits on
/// the wall clock, and every board is checked against the recording's replay at its instant.
/// Two minutes of delay (a minute of frames) leave the poller room on a loaded machine to have
/// received everything up to the instant shown.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct OpenF1LiveDelayTests {
    static let folder = OpenF1Folder.root.appending(path: "2026-miami-race")
    /// Enough for a round every 50 ms, so the follower never lags the delay.
    static let generous = RateLimits(burst: 200, burstWindow: .seconds(1), sustained: 2000, sustainedWindow: .seconds(1), patience: .seconds(5))

    /// What a board shows, less how it is held (`playback`), the feed's health, and the race's
    /// distance, which a feed learns only as the laps are run (a recording knows it from the start).
    static func shown(_ board: LiveRaceData) -> LiveRaceData {
        var board = board
        board.totalLaps = 0
        board.playback = nil
        board.isStale = false
        board.leftOut = []
        board.raceName = ""
        return board
    }

    @Test func theBoardHeldBackAndRewoundIsTheReplaysBoardAtItsInstantAndASeekOnEndsAtLive() async throws {
        var recorded = try OpenF1Recording(folder: Self.folder).read(strict: true).timing
        // OpenF1 publishes the classification once the race is over: before that, neither a
        // follower nor a replay at the same instant can know who retired from it.
        let classification = recorded.classification
        recorded.classification = []
        let original = TimedSessionReplay(timeline: SessionTimeline(recorded), raceName: "")
        let flag = try #require(original.timeline.chequeredFlag)
        // The emulator serves the recorded dates, so the follower's boards and the replay's share instants.
        let emulator = try OpenF1Emulator(
            recording: Self.folder, startingAt: Moment(millisecondsSince1970: flag.millisecondsSince1970 - 300_000), speed: 0)
        try emulator.start(keepingRecordedDates: true)
        defer { emulator.stop() }
        let client = OpenF1Client(
            baseURL: emulator.baseURL, cacheMode: .normal, accessToken: nil, http: URLSessionHTTPClient(),
            gate: RateLimiter(limits: Self.generous, clock: ContinuousClock()), retry: OpenF1LiveHarness.quickRetry, cache: nil)
        let source = OpenF1Source(client: client, now: { emulator.sessionNow })
        let playback = LiveSessionPlayback(playhead: LivePlayhead(delay: .seconds(120), now: { emulator.sessionNow }))
        let (session, body) = try await source.currentSession()
        let feed = OpenF1LiveFeed(source: source, session: session, sessionBody: body, roundGap: .milliseconds(50), playback: playback)

        struct Seen: Sendable {
            var boards: [LiveRaceData] = []
        }
        final class Boards: Sendable {
            let seen = Mutex(Seen())
            let frames = Mutex(0)
        }
        let held = Boards()
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                for try await board in feed.liveRace(every: .milliseconds(100), clock: ContinuousClock()) {
                    let count = held.frames.withLock { frames in
                        frames += 1
                        return frames
                    }
                    held.seen.withLock { $0.boards.append(board) }
                    // A minute in, go two minutes back; a minute later, on past live.
                    if count == 30 { playback.seek(by: .seconds(-120)) }
                    if count == 60 { playback.seek(by: .seconds(600)) }
                    emulator.advance(bySeconds: 2)
                }
                return true
            }
            group.addTask {
                try await Task.sleep(for: .seconds(360))
                return false
            }
            let ended = try await group.next() ?? false
            group.cancelAll()
            #expect(ended, "the feed ends within six minutes")
        }
        let boards = held.seen.withLock { $0.boards }
        #expect(boards.count > 100)
        var withClassification = recorded
        withClassification.classification = classification
        let finished = TimedSessionReplay(timeline: SessionTimeline(withClassification), raceName: "")
        var classified = false
        var rewound = 0
        var delayed = 0
        for (index, board) in boards.enumerated() where !board.isFinished {
            let playbackState = try #require(board.playback, "board \(index) says how it is held")
            let at = try #require(board.at)
            let expected = original.snapshot(at: at)
            // Once OpenF1 publishes the classification (the race over, the board still 45 s behind),
            // the boards are the replay's with it, to the end.
            if !classified, Self.shown(board) != Self.shown(expected) { classified = true }
            let reference = classified ? finished.snapshot(at: at) : expected
            #expect(Self.shown(board) == Self.shown(reference), "board \(index) at \(at)")
            if playbackState.followsLive {
                delayed += 1
                #expect(playbackState.behindLiveMilliseconds == 120_000, "board \(index) is two minutes behind live")
            } else {
                rewound += 1
                #expect(playbackState.behindLiveMilliseconds == 240_000, "board \(index), rewound two minutes more")
            }
        }
        #expect(delayed > 60)
        #expect(!boards.prefix(200).contains { $0.isFinished }, "the flag shows two minutes after it fell")
        #expect(rewound >= 25, "the boards after the seek back are two minutes further back")
        // The seek on ended at live less the delay, not ahead of it.
        let afterSeekOn = boards.dropFirst(61).prefix(10)
        #expect(afterSeekOn.allSatisfy { $0.playback?.followsLive == true && $0.playback?.behindLiveMilliseconds == 120_000 })
        let last = try #require(boards.last)
        #expect(last.isFinished)
        #expect(last.positions.map(\.driver) == finished.snapshot(at: finished.cursor.finish).positions.map(\.driver))
    }
}
