import ErgastEmulator
import F1DataLive
import F1Domain
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// The recorded Miami race played live by an emulator on 127.0.0.1, and an OpenF1 source that
/// follows it over real sockets.
struct OpenF1LiveHarness {
    let emulator: OpenF1Emulator
    let recorded: SessionTiming
    let recordedTimeline: SessionTimeline

    /// Limits small enough to be met within a test, of the shape OpenF1's have.
    static let testLimits = RateLimits(burst: 5, burstWindow: .seconds(1), sustained: 20, sustainedWindow: .seconds(5), patience: .seconds(5))
    static let quickRetry = RetryPolicy(
        maxAttempts: 2, baseDelay: .milliseconds(20), maxDelay: .milliseconds(50), maxRetryAfter: .seconds(2), deadline: ApiHarness.testDeadline,
        random: { 0.5 })

    /// The race played from `secondsBeforeFlag` before its chequered flag, at `speed` times real time.
    init(secondsBeforeFlag: Int, speed: Double) throws {
        let folder = OpenF1Folder.root.appending(path: "2026-miami-race")
        let flag = try #require(SessionTimeline(try OpenF1Recording(folder: folder).read().timing).chequeredFlag)
        try self.init(
            recording: folder, startingAt: Moment(millisecondsSince1970: flag.millisecondsSince1970 - secondsBeforeFlag * 1000), speed: speed)
    }

    /// A recording in `folder` (a damaged copy) played from `startingAt`, at `speed` times real time.
    init(recording folder: URL, startingAt: Moment, speed: Double) throws {
        recorded = try OpenF1Recording(folder: folder).read(strict: true).timing
        recordedTimeline = SessionTimeline(recorded)
        emulator = try OpenF1Emulator(recording: folder, startingAt: startingAt, speed: speed)
        try emulator.start()
    }

    /// Over the real client, as f1report's is, with the wall clock for "now".
    func source(
        token: String? = nil, cache: ApiCache? = nil, cacheMode: CacheMode = .normal, limits: RateLimits = testLimits,
        onGrant: @escaping @Sendable (ContinuousClock.Instant) -> Void = { _ in },
        now: @escaping @Sendable () -> Moment = { Moment(millisecondsSince1970: Int(Date().timeIntervalSince1970 * 1000)) }
    ) -> OpenF1Source {
        let client = OpenF1Client(
            baseURL: emulator.baseURL, cacheMode: cacheMode, accessToken: token, http: URLSessionHTTPClient(),
            gate: RateLimiter(limits: limits, clock: ContinuousClock(), onGrant: onGrant), retry: Self.quickRetry, cache: cache)
        return OpenF1Source(client: client, now: now)
    }

    func feed(_ source: OpenF1Source) async throws -> OpenF1LiveFeed {
        let (session, body) = try await source.currentSession()
        return OpenF1LiveFeed(source: source, session: session, sessionBody: body, roundGap: .milliseconds(100))
    }

    /// The recording's records as the emulator serves them: dates moved to the wall clock.
    func served<Record>(_ records: [Record], _ date: WritableKeyPath<Record, Moment>) -> [Record] {
        records.map { record in
            var moved = record
            moved[keyPath: date] = emulator.served(record[keyPath: date])
            return moved
        }
    }

    /// Frames until the feed ends, or `limit` passes (every wait in a test has a deadline). After
    /// each frame the session's clock moves `step` seconds on (the emulator stands still between):
    /// the session keeps pace with the follower however loaded the machine is.
    func frames(
        of feed: some LiveRaceRepository, step: Double, every interval: Duration = .milliseconds(100), limit: Duration = .seconds(300),
        onFrame: @escaping @Sendable (Int) -> Void = { _ in }
    ) async throws -> [LiveRaceData] {
        let emulator = self.emulator
        return try await withThrowingTaskGroup(of: [LiveRaceData]?.self) { group in
            group.addTask {
                var frames: [LiveRaceData] = []
                for try await frame in feed.liveRace(every: interval, clock: ContinuousClock()) {
                    frames.append(frame)
                    onFrame(frames.count)
                    emulator.advance(bySeconds: step)
                }
                return frames
            }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let frames = try await group.next() ?? nil else {
                Issue.record("the feed did not end within \(limit)")
                return []
            }
            return frames
        }
    }
}
