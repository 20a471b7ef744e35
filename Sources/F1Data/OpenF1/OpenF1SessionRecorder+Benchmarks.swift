import F1Domain
import Foundation
import Synchronization

/// A recorded race followed round by round without a network, for the Benchmarks package
/// (docs/performance.md, "Recording while following"): the answers each round would get are found
/// once, by serving the recording as its clock runs `step` a round; each run then follows the same
/// rounds through the real client, the poll's merge and the board's frame, with or without a
/// recorder, so the two differ by the recording alone.
@_spi(Benchmarks) public struct RecordedRoundsBenchmark: Sendable {
    private let session: TimingSession
    private let sessionBody: Data
    private let bodies: [Data]
    private let start: Int
    private let step: Int

    /// How many rounds each run follows.
    public let rounds: Int

    public init(folder: URL, stepSeconds: Int) async throws {
        let answers = try OpenF1Recording(folder: folder).answers()
        let timing = try OpenF1Decoding(strict: false).timing(from: answers).timing
        guard let sessionBody = answers[.sessions] else { throw OpenF1DecodingError.noSession }
        session = timing.session
        self.sessionBody = Data("[".utf8) + sessionBody + Data("]".utf8)
        start = SessionTimeline(timing).start.millisecondsSince1970
        step = stepSeconds * 1000
        let clock = SessionClock(start)
        let served = try ServedRecording(answers: answers, timing: timing, clock: clock)
        let feed = Self.feed(session: session, sessionBody: self.sessionBody, http: served, clock: clock)
        var poll = try await feed.firstPoll()
        var rounds = 0
        while try await !feed.round(&poll), rounds < 100_000 {
            clock.advance(step)
            rounds += 1
        }
        self.rounds = rounds
        bodies = served.sent.withLock { $0 }
    }

    /// Follows every round, drawing each round's board; with `recordingTo`, recording too.
    public func follow(recordingTo folder: URL?, syncs: Bool = true) async throws -> Int {
        let replayed = ReplayedAnswers(bodies: bodies)
        // The clock runs as it did when the answers were found, so every round asks the same.
        let clock = SessionClock(start)
        var feed = Self.feed(session: session, sessionBody: sessionBody, http: replayed, clock: clock)
        if let folder {
            try? FileManager.default.removeItem(at: folder)
            feed.recorder = try OpenF1SessionRecorder(
                .init(folder: folder, syncs: syncs), session: session, sessionBody: sessionBody, notice: { _ in })
        }
        var poll = try await feed.firstPoll()
        var frames = 0
        var isOver = false
        while !isOver {
            isOver = try await feed.round(&poll)
            clock.advance(step)
            feed.hold(poll.timing, isOver: isOver)
            frames += feed.playback.frame()?.board.positions.count ?? 0
        }
        feed.recorder?.finish()
        return frames
    }

    /// Two followers of the same rounds side by side, one recording: each round is run by both,
    /// in turn (which goes first alternates), and the process's CPU time of each is added up, the
    /// recorder's syncs waited for inside its round. The machine's swings, which move a whole run
    /// of a few seconds by several percent, fall on both alike; the totals differ by the
    /// recording. Returns the CPU seconds of following alone and of following and recording.
    public func followSideBySide(
        recordingTo folder: URL, syncs: Bool = true, cpuTime: () -> Double
    ) async throws -> (following: Double, recording: Double) {
        let plainClock = SessionClock(start)
        let recordingClock = SessionClock(start)
        let plain = Self.feed(session: session, sessionBody: sessionBody, http: ReplayedAnswers(bodies: bodies), clock: plainClock)
        var recording = Self.feed(session: session, sessionBody: sessionBody, http: ReplayedAnswers(bodies: bodies), clock: recordingClock)
        try? FileManager.default.removeItem(at: folder)
        let recorder = try OpenF1SessionRecorder(.init(folder: folder, syncs: syncs), session: session, sessionBody: sessionBody, notice: { _ in })
        recording.recorder = recorder
        var spent = (following: 0.0, recording: 0.0)
        func timed(_ body: () async throws -> Void) async rethrows -> Double {
            let start = cpuTime()
            try await body()
            return cpuTime() - start
        }
        var plainPoll = try await plain.firstPoll()
        var recordingPoll = try await recording.firstPoll()
        var round = 0
        var isOver = (plain: false, recording: false)
        while !isOver.plain || !isOver.recording {
            let plainFirst = round.isMultiple(of: 2)
            for isRecording in plainFirst ? [false, true] : [true, false] {
                if isRecording, !isOver.recording {
                    spent.recording += try await timed {
                        isOver.recording = try await recording.round(&recordingPoll)
                        recordingClock.advance(step)
                        recording.hold(recordingPoll.timing, isOver: isOver.recording)
                        _ = recording.playback.frame()
                        if isOver.recording { recorder.finish() }
                        recorder.settle()
                    }
                } else if !isRecording, !isOver.plain {
                    spent.following += try await timed {
                        isOver.plain = try await plain.round(&plainPoll)
                        plainClock.advance(step)
                        plain.hold(plainPoll.timing, isOver: isOver.plain)
                        _ = plain.playback.frame()
                    }
                }
            }
            round += 1
        }
        return spent
    }

    private static func feed(session: TimingSession, sessionBody: Data, http: any HTTPClient, clock: SessionClock) -> OpenF1LiveFeed {
        let client = OpenF1Client(http: http, gate: OpenGate(), retry: .standard, cache: nil)
        return OpenF1LiveFeed(source: OpenF1Source(client: client, now: { clock.moment }), session: session, sessionBody: sessionBody)
    }

    /// The session's time, moved on by the benchmark a round at a time.
    private final class SessionClock: Sendable {
        private let now: Mutex<Int>
        init(_ start: Int) { now = Mutex(start) }
        var milliseconds: Int { now.withLock { $0 } }
        var moment: Moment { Moment(millisecondsSince1970: milliseconds) }
        func advance(_ milliseconds: Int) { now.withLock { $0 += milliseconds } }
    }

    private struct OpenGate: RequestGate {
        func acquire() async throws {}
    }

    /// Answers as OpenF1 would at the clock's `now`: dated records up to it, after `date>`;
    /// laps begun by it, from `date_start>=`. Keeps every body it sends, in order.
    private final class ServedRecording: HTTPClient {
        let clock: SessionClock
        let sent = Mutex<[Data]>([])
        let records: [String: [(date: Int?, start: Int?, body: Data)]]

        init(answers: [OpenF1Endpoint: Data], timing: SessionTiming, clock: SessionClock) throws {
            self.clock = clock
            var records: [String: [(date: Int?, start: Int?, body: Data)]] = [:]
            for (endpoint, body) in answers where endpoint != .sessions {
                let slices = OpenF1RecordSlices.records(of: body) ?? []
                let dates: [Int?] =
                    switch endpoint {
                    case .position: timing.positions.map { $0.date.millisecondsSince1970 }
                    case .intervals: timing.intervals.map { $0.date.millisecondsSince1970 }
                    case .pit: timing.pits.map { $0.date.millisecondsSince1970 }
                    case .raceControl: timing.raceControl.map { $0.date.millisecondsSince1970 }
                    case .weather: timing.weather.map { $0.date.millisecondsSince1970 }
                    default: Array(repeating: nil, count: slices.count)
                    }
                let starts: [Int?] =
                    endpoint == .laps ? timing.laps.map { $0.start?.millisecondsSince1970 } : Array(repeating: nil, count: slices.count)
                guard dates.count == slices.count, starts.count == slices.count else { throw OpenF1DecodingError.noSession }
                records[endpoint.path] = slices.indices.map { (dates[$0], starts[$0], slices[$0]) }
            }
            self.records = records
        }

        func get(_ url: URL) async throws -> HTTPResponse { try await get(url, headers: [:]) }

        func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
            let now = clock.milliseconds
            let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let after = query.first { $0.name == "date>" }?.value.flatMap { Moment(iso8601: $0 + "Z")?.millisecondsSince1970 }
            let from = query.first { $0.name == "date_start>=" }?.value.flatMap { Moment(iso8601: $0 + "Z")?.millisecondsSince1970 }
            let kept = (records[url.lastPathComponent] ?? []).filter { record in
                if let date = record.date, date > now || after.map({ date <= $0 }) == true { return false }
                if let start = record.start, start > now || from.map({ start < $0 }) == true { return false }
                return !(record.start == nil && url.lastPathComponent == "laps")
            }
            let body = OpenF1SessionRecorder.list(kept.map(\.body))
            sent.withLock { $0.append(body) }
            return HTTPResponse(status: 200, body: body)
        }
    }

    /// The bodies a `ServedRecording` sent, again in order.
    private final class ReplayedAnswers: HTTPClient {
        let bodies: [Data]
        let next = Mutex(0)

        init(bodies: [Data]) { self.bodies = bodies }

        func get(_ url: URL) async throws -> HTTPResponse { try await get(url, headers: [:]) }

        func get(_ url: URL, headers: [String: String]) async throws -> HTTPResponse {
            let index = next.withLock { index in
                defer { index += 1 }
                return index
            }
            return HTTPResponse(status: 200, body: index < bodies.count ? bodies[index] : Data("[]".utf8))
        }
    }
}
