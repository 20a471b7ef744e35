import F1Domain
import F1UseCases
import Foundation
import Synchronization

/// A session followed live from OpenF1. Polling and showing run apart: a round of requests goes
/// out when the rate limits allow, and a frame is shown every interval from what the last rounds
/// brought, so a slow or failing API never freezes the board. A round that fails is tried again
/// at the next (the `date>` filters lose nothing), and the frames say the feed is interrupted
/// meanwhile; only a refusal (HTTP 401) ends the feed. It ends by itself once the session is over.
package struct OpenF1LiveFeed: LiveRaceRepository {
    let source: OpenF1Source
    let session: TimingSession
    let sessionBody: Data
    /// The least time between the starts of two rounds: OpenF1 publishes every few seconds.
    let roundGap: Duration
    /// Which instant the frames show (live, held back by a delay, or rewound), over every record
    /// received; shared with whoever controls it.
    package let playback: LiveSessionPlayback
    /// Keeps what each round brought (`--record DIR`), once it has decoded and merged.
    package var recorder: OpenF1SessionRecorder?

    /// Without `playback`, the frames follow live on the source's clock, with no delay.
    package init(
        source: OpenF1Source, session: TimingSession, sessionBody: Data, roundGap: Duration = .seconds(3), playback: LiveSessionPlayback? = nil
    ) {
        self.source = source
        self.session = session
        self.sessionBody = sessionBody
        self.roundGap = roundGap
        self.playback = playback ?? LiveSessionPlayback(playhead: LivePlayhead(now: source.now))
    }

    /// What the poller has made known to the frames (the records themselves are the playback's).
    private struct Shared: Sendable {
        var isStale = false
        var fatal: (any Error)?
        var isOver = false
    }

    private final class SharedBox: Sendable {
        let state = Mutex(Shared())
    }

    package func liveRace(every interval: Duration, clock: any Clock<Duration>) -> AsyncThrowingStream<LiveRaceData, any Error> {
        .liveFeed { continuation in try await follow(every: interval, clock: clock, continuation) }
    }

    private func follow<C: Clock<Duration>>(
        every interval: Duration, clock: C, _ continuation: AsyncThrowingStream<LiveRaceData, any Error>.Continuation
    ) async throws {
        // Everything so far, at once: a failure here leaves nothing to show, so it ends the feed.
        let poll = try await firstPoll()
        let shared = SharedBox()
        hold(poll.timing, isOver: false)
        if let (first, _) = playback.frame() { continuation.yield(first) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [poll] in
                var poll = poll
                try await pollUntilOver(&poll, clock: clock, shared: shared)
            }
            group.addTask {
                while true {
                    try await clock.sleep(for: interval, tolerance: nil)
                    let now = shared.state.withLock { $0 }
                    if let fatal = now.fatal { throw fatal }
                    guard let (board, isLast) = playback.frame() else { continue }
                    var frame = board
                    frame.isStale = now.isStale
                    continuation.yield(frame)
                    // Held back or rewound, the frames play on after the session until they reach its end.
                    if now.isOver, isLast { return }
                }
            }
            // The poller ends first (the session over, or refused); the frames end once they have
            // shown the last board, or thrown the refusal.
            try await group.waitForAll()
        }
    }

    /// Rounds of requests until the session is over.
    private func pollUntilOver<C: Clock<Duration>>(_ poll: inout OpenF1LivePoll, clock: C, shared: SharedBox) async throws {
        while true {
            let started = clock.now
            do {
                let isOver = try await round(&poll)
                hold(poll.timing, isOver: isOver)
                shared.state.withLock { $0 = Shared(isStale: false, fatal: nil, isOver: isOver) }
                if isOver { return }
            } catch let refusal as SourceError {
                if case .signInRequired = refusal {
                    shared.state.withLock { $0.fatal = refusal }
                    return
                }
                shared.state.withLock { $0.isStale = true }
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                // An answer that could not be read: the same request goes again next round.
                shared.state.withLock { $0.isStale = true }
            }
            // Rounds that keep failing (an API down, a record that never reads) must not poll for
            // ever: past the latest the session can run, it ends with what is held.
            if source.now() >= session.latestEnd {
                hold(poll.timing, isOver: true)
                shared.state.withLock { $0 = Shared(isStale: true, fatal: $0.fatal, isOver: true) }
                return
            }
            try await clock.sleep(until: started.advanced(by: roundGap), tolerance: nil)
        }
    }

    /// One round of requests taken into `poll`, and once the session is over its classification;
    /// whether it is over. A round that fails leaves `poll` as it was.
    package func round(_ poll: inout OpenF1LivePoll) async throws -> Bool {
        let requests = poll.nextRound()
        var answers: [OpenF1Endpoint: Data] = [.sessions: sessionBody]
        for (endpoint, filters) in requests { answers[endpoint] = try await source.client.body(endpoint, filters) }
        var next = poll
        var endpoints = requests.map(\.endpoint)
        var decoded = try OpenF1Decoding(strict: false).timing(from: answers).timing
        next.merge(decoded, from: endpoints)
        // Judged on what the board shows: a record dated years ahead must not end the session.
        let isOver = Self.isOver(next.timing.sifted().timing, now: source.now())
        if isOver {
            let result = try await source.client.body(.sessionResult, next.filters(for: .sessionResult))
            let ended = try OpenF1Decoding(strict: false).timing(from: [.sessions: sessionBody, .sessionResult: result]).timing
            next.merge(ended, from: [.sessionResult])
            (answers[.sessionResult], decoded.classification) = (result, ended.classification)
            endpoints.append(.sessionResult)
        }
        // Only a round that succeeded whole is kept: one that failed is asked again.
        recorder?.recordRound(answers, decoded: decoded, endpoints: endpoints, before: poll.timing, after: next.timing, isLast: isOver)
        poll = next
        return isOver
    }

    /// Everything so far, in one request per endpoint, to follow on from.
    package func firstPoll() async throws -> OpenF1LivePoll {
        let answers = try await source.answers(session: session.id.rawValue, knownSession: (session, sessionBody))
        let timing = try OpenF1Decoding(strict: false).timing(from: answers).timing
        recorder?.recordFirst(answers, decoded: timing)
        return OpenF1LivePoll(timing: timing)
    }

    /// A race is over once every car still running has crossed the line after the chequered
    /// flag, or three minutes after the flag (a car that stopped on the last lap never crosses).
    /// Any other session (a qualifying has a flag a part) once its scheduled end has passed and its
    /// last flag is three minutes old. Any session, flag or not, once it cannot be running any
    /// more (`TimingSession.latestEnd`): a feed that never sends the flag is not followed for ever.
    /// "After" is by the newest record or the clock, whichever is later: OpenF1 stops sending
    /// positions once the order is settled.
    static func isOver(_ timing: SessionTiming, now: Moment) -> Bool {
        let newest =
            [timing.positions.map(\.date).max(), timing.raceControl.map(\.date).max(), timing.intervals.map(\.date).max(), now]
            .compactMap { $0 }.max() ?? now
        if newest >= timing.session.latestEnd { return true }
        let flag = timing.raceControl.filter { $0.flag?.uppercased() == "CHEQUERED" }.map(\.date).max()
        let threeMinutes = 3 * 60_000
        guard timing.session.kind == "Race" else {
            guard let flag, newest >= timing.session.end else { return false }
            return newest.millisecondsSince1970 - flag.millisecondsSince1970 >= threeMinutes
        }
        guard let flag else { return false }
        if newest.millisecondsSince1970 - flag.millisecondsSince1970 >= threeMinutes { return true }
        // Cars that ended a lap in the five minutes before the flag were running when it fell.
        let running = Set(
            timing.laps.compactMap { lap in
                lap.end.flatMap { $0.millisecondsSince1970 >= flag.millisecondsSince1970 - 5 * 60_000 ? lap.driver : nil }
            })
        let crossed = Set(timing.laps.compactMap { lap in lap.end.flatMap { $0 >= flag ? lap.driver : nil } })
        return !running.isEmpty && running.isSubset(of: crossed)
    }

    /// Hands every record received to the playback, as a replay the frames draw at its instant.
    package func hold(_ timing: SessionTiming, isOver: Bool) {
        playback.hold(TimedSessionReplay(timeline: SessionTimeline(timing), raceName: timing.title()), isOver: isOver)
    }
}
