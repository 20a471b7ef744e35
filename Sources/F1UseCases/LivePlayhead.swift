import F1Domain
import Synchronization

/// Which instant of a session followed live is shown: the live edge held back by a delay (a TV
/// picture runs 30–60 s behind timing), or an instant the viewer went back to, played on at a
/// speed until it meets the delayed edge again, where it follows live once more. Paused, it
/// stands still while the edge runs on. Time is the session's own clock (`now`), so a test's
/// clock drives it without waiting, and everything received is kept, so the delay can be as long
/// as the session.
public final class LivePlayhead: Sendable {
    /// The speeds a person steps through when behind live, slowest first.
    public static let speeds: [Double] = [0.25, 0.5, 1, 1.5, 2, 4]
    /// The longest delay: the longest a session can run (`TimingSession.latestEnd` is six hours after its start).
    public static let longestDelay: Duration = .seconds(6 * 3600)

    /// Where the playhead stands against the live edge, for the board to say.
    public struct Standing: Sendable, Equatable {
        /// How far behind the live edge the shown instant is (the delay, or more when rewound or paused).
        public var behindLive: Duration
        public var delay: Duration
        /// Whether it follows the delayed edge (false: rewound, or paused).
        public var followsLive: Bool
        public var isPaused: Bool
        /// The speed it plays at while behind the delayed edge.
        public var speed: Double

        public init(behindLive: Duration, delay: Duration, followsLive: Bool, isPaused: Bool, speed: Double) {
            self.behindLive = behindLive
            self.delay = delay
            self.followsLive = followsLive
            self.isPaused = isPaused
            self.speed = speed
        }
    }

    private struct State {
        var delay: Int
        /// Nil while following the delayed edge.
        var behind: Behind?
        var speed: Double = 1
    }

    /// A position off the edge: `moment` was shown at the session's `since`; paused, it stays.
    private struct Behind {
        var moment: Int
        var since: Int
        var isPaused: Bool
    }

    private let state: Mutex<State>
    private let now: @Sendable () -> Moment

    /// `now` is the live edge: the session's time now (the wall clock when following OpenF1).
    public init(delay: Duration = .zero, now: @escaping @Sendable () -> Moment) {
        self.now = now
        state = Mutex(State(delay: Self.milliseconds(Self.clampedDelay(delay))))
    }

    /// The instant to show now. A playhead that has caught up with the delayed edge follows it
    /// from then on.
    public func shownMoment() -> Moment {
        let now = now().millisecondsSince1970
        return Moment(millisecondsSince1970: state.withLock { Self.position(&$0, now: now) })
    }

    /// How long the shown instant is held back while following live; a longer delay moves the
    /// board back at once, a shorter one forward (never past the live edge).
    public var delay: Duration {
        get { .milliseconds(state.withLock { $0.delay }) }
        set {
            let now = now().millisecondsSince1970
            state.withLock { state in
                // Rewound, the position stays where it stands; only the edge it catches up with moves.
                Self.anchor(&state, now: now)
                state.delay = Self.milliseconds(Self.clampedDelay(newValue))
            }
        }
    }

    /// The speed while behind the delayed edge; kept within `speeds`.
    public var speed: Double {
        get { state.withLock { $0.speed } }
        set {
            let now = now().millisecondsSince1970
            state.withLock { state in
                Self.anchor(&state, now: now)
                state.speed = Self.clampedSpeed(newValue)
            }
        }
    }

    /// Shows `moment` and plays on from it; not later than the delayed edge, where it follows live.
    public func seek(to moment: Moment) {
        let now = now().millisecondsSince1970
        state.withLock { state in
            let edge = now - state.delay
            let isPaused = state.behind?.isPaused ?? false
            guard moment.millisecondsSince1970 < edge || isPaused else {
                state.behind = nil
                return
            }
            state.behind = Behind(moment: min(moment.millisecondsSince1970, edge), since: now, isPaused: isPaused)
        }
    }

    /// Back to the delayed live edge, playing.
    public func catchUp() {
        state.withLock { $0.behind = nil }
    }

    /// Holds the shown instant while the edge runs on; `resume` plays on from it.
    public func pause() {
        let now = now().millisecondsSince1970
        state.withLock { state in
            let moment = Self.position(&state, now: now)
            state.behind = Behind(moment: moment, since: now, isPaused: true)
        }
    }

    public func resume() {
        let now = now().millisecondsSince1970
        state.withLock { state in
            guard var behind = state.behind, behind.isPaused else { return }
            behind.isPaused = false
            behind.since = now
            state.behind = behind
        }
    }

    public var isPaused: Bool { state.withLock { $0.behind?.isPaused ?? false } }

    /// Where it stands now, for the board.
    public var standing: Standing { position().standing }

    /// The instant to show now and where it stands, read at one instant of the clock.
    public func position() -> (shown: Moment, standing: Standing) {
        let now = now().millisecondsSince1970
        return state.withLock { state in
            let shown = Self.position(&state, now: now)
            let standing = Standing(
                behindLive: .milliseconds(max(0, now - shown)), delay: .milliseconds(state.delay), followsLive: state.behind == nil,
                isPaused: state.behind?.isPaused ?? false, speed: state.speed)
            return (Moment(millisecondsSince1970: shown), standing)
        }
    }

    /// A rewound position made to stand where it is now, so a change of delay or speed applies
    /// from here on and not to the time already played.
    private static func anchor(_ state: inout State, now: Int) {
        guard state.behind != nil else { return }
        let moment = position(&state, now: now)
        state.behind?.moment = moment
        state.behind?.since = now
    }

    /// The shown instant at `now`, leaving a position that has reached the delayed edge.
    private static func position(_ state: inout State, now: Int) -> Int {
        let edge = now - state.delay
        guard let behind = state.behind else { return edge }
        if behind.isPaused { return behind.moment }
        let played = Double(max(0, now - behind.since)) * state.speed
        let position = behind.moment + Int(played.rounded())  // trap-ok: a session's milliseconds times at most 4
        guard position < edge else {
            state.behind = nil
            return edge
        }
        return position
    }

    private static func clampedDelay(_ delay: Duration) -> Duration {
        min(max(delay, .zero), longestDelay)
    }

    private static func clampedSpeed(_ speed: Double) -> Double {
        // trap-ok: speeds is a non-empty literal list.
        speed.isFinite ? min(max(speed, speeds.first!), speeds.last!) : 1
    }

    /// Whole milliseconds of a duration, within a day either way.
    public static func milliseconds(_ duration: Duration) -> Int {
        let day: Duration = .seconds(86_400)
        let (seconds, attoseconds) = min(max(duration, .zero - day), day).components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)  // trap-ok: clamped to a day
    }
}
