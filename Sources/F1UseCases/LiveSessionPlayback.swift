import F1Domain
import Synchronization

/// What a screen needs to hold a session followed live back, rewind it and catch up, without
/// knowing the feed.
public protocol LiveTimeShiftControl: PlaybackSeekControl, PlaybackSpeedControl {
    /// How long everything shown is held back behind the live edge.
    var delay: Duration { get set }
    /// Moves the shown instant by `offset` (back when negative), not past the delayed edge.
    func seek(by offset: Duration)
    /// Back to the live edge less the delay, playing.
    func catchUp()
    /// Holds the shown instant, or plays on from it.
    func togglePause()
    var isPaused: Bool { get }
    /// Where the shown instant stands against live.
    var standing: LivePlayhead.Standing { get }
}

/// A session followed live as the viewer sees it: the timing received so far (renewed every
/// round of the feed), drawn at the playhead's instant. Going back and playing on are moves of
/// the playhead over what is held, so nothing is fetched again and the board at any instant is
/// the one a replay of the same records shows.
public final class LiveSessionPlayback: LiveTimeShiftControl {
    public let playhead: LivePlayhead

    private struct Held {
        var replay: TimedSessionReplay?
        var isOver = false
        /// A lap to start at once the first records arrive (`start(atLap:)`).
        var startLap: Int?
    }

    private let held = Mutex(Held())

    public init(playhead: LivePlayhead) {
        self.playhead = playhead
    }

    /// What the feed holds now: every record received, and whether the session is over.
    public func hold(_ replay: TimedSessionReplay, isOver: Bool) {
        let startLap = held.withLock { held in
            defer { held = Held(replay: replay, isOver: isOver) }
            return held.startLap
        }
        if let startLap, let moment = replay.timeline.moment(leaderStartsLap: startLap) { playhead.seek(to: moment) }
    }

    /// Starts the board at the leader's lap `lap` once the first records arrive, to play on and
    /// catch up with live; a lap not run yet starts live.
    public func start(atLap lap: Int) {
        held.withLock { $0.startLap = lap }
    }

    /// The board at the playhead's instant, and whether it is the last (the session over and the
    /// playhead at its end); nil before anything is held. Following live without a delay, it is
    /// the newest instant received, as a feed without a playhead shows.
    public func frame() -> (board: LiveRaceData, isLast: Bool)? {
        guard let (replay, isOver) = held.withLock({ held in held.replay.map { ($0, held.isOver) } }) else { return nil }
        let timeline = replay.timeline
        let (position, standing) = playhead.position()
        // Live without a delay is the newest instant received, whatever the clocks say.
        let isLive = standing.followsLive && standing.delay == .zero
        let shown = isLive ? max(timeline.end, replay.cursor.finish) : position
        var board: LiveRaceData
        var isLast = false
        if isOver {
            // At the newest instant, not the last crossing, so the board's clock never runs back.
            let finish = max(replay.cursor.finish, timeline.end)
            isLast = shown >= finish
            board = replay.snapshot(at: isLast ? finish : shown)
            isLast = isLast || board.isFinished
        } else {
            board = LiveRaceData(
                timing: timeline.state(at: isLive ? timeline.end : min(shown, timeline.end)), drivers: timeline.timing.drivers,
                raceName: replay.raceName,
                isFinished: false)
            board.leftOut = timeline.leftOut
        }
        board.playback = Self.playback(standing)
        return (board, isLast)
    }

    /// The board's account of the playhead; nil while it follows live without a delay.
    static func playback(_ standing: LivePlayhead.Standing) -> LivePlayback? {
        guard !standing.followsLive || standing.delay > .zero else { return nil }
        return LivePlayback(
            behindLiveMilliseconds: LivePlayhead.milliseconds(min(standing.behindLive, LivePlayhead.longestDelay)),
            delayMilliseconds: LivePlayhead.milliseconds(standing.delay), followsLive: standing.followsLive, isPaused: standing.isPaused,
            speed: standing.speed)
    }

    public var delay: Duration {
        get { playhead.delay }
        set { playhead.delay = newValue }
    }

    public var speed: Double {
        get { playhead.speed }
        set { playhead.speed = newValue }
    }

    public var speeds: [Double] { LivePlayhead.speeds }

    public var isPaused: Bool { playhead.isPaused }

    public var standing: LivePlayhead.Standing { playhead.standing }

    public func catchUp() { playhead.catchUp() }

    public func togglePause() {
        playhead.isPaused ? playhead.resume() : playhead.pause()
    }

    public func seek(by offset: Duration) {
        let shown = playhead.shownMoment()
        let start = held.withLock { $0.replay?.cursor.start }
        let target = shown.millisecondsSince1970 + LivePlayhead.milliseconds(offset)
        playhead.seek(to: Moment(millisecondsSince1970: max(target, start?.millisecondsSince1970 ?? target)))
    }

    /// Goes to the start of the leader's lap `lap`, playing on from there (or, for a lap not yet
    /// run, back to live); false for a lap the session has no start for.
    public func jump(toLap lap: Int) -> Bool {
        guard let replay = held.withLock({ $0.replay }), let moment = replay.timeline.moment(leaderStartsLap: lap) else { return false }
        playhead.seek(to: moment)
        return true
    }

    /// The laps run so far, or the session's distance once known: a jump past the newest lap
    /// started catches up to live.
    public var laps: ClosedRange<Int>? {
        held.withLock { $0.replay?.cursor.laps }
    }
}
