import Synchronization

/// A clock that runs `speed` times faster than its base, so a live race or a replay can be
/// watched faster: its `now` moves `speed` seconds a real second, and a sleep lasts `1 / speed` of
/// what is asked. The speed can change while a feed sleeps on it and applies from the next sleep;
/// `now` runs on from where it stood, so a feed that sleeps until deadlines keeps its schedule.
public final class PlaybackClock<Base: Clock>: Clock, Sendable where Base.Duration == Duration, Base: Sendable {
    public typealias Instant = Base.Instant

    /// The speeds a person steps through, slowest first.
    public static var speeds: [Double] { [0.25, 0.5, 1, 2, 4, 10, 30, 60] }

    /// Where the scaled time stood when the speed last changed, on the base clock and on its own.
    private struct Anchor {
        var base: Base.Instant
        var scaled: Base.Instant
        var speed: Double
    }

    private let base: Base
    private let anchor: Mutex<Anchor>

    public init(base: Base, speed: Double = 1) {
        self.base = base
        let now = base.now
        anchor = Mutex(Anchor(base: now, scaled: now, speed: Self.clamped(speed)))
    }

    /// How many times real time the feed runs; kept within the stepped speeds' range.
    public var speed: Double {
        get { anchor.withLock { $0.speed } }
        set {
            let now = base.now
            anchor.withLock { anchor in
                anchor.scaled = Self.scaled(anchor, at: now)
                anchor.base = now
                anchor.speed = Self.clamped(newValue)
            }
        }
    }

    public var now: Instant {
        let now = base.now
        return anchor.withLock { Self.scaled($0, at: now) }
    }

    public var minimumResolution: Duration { base.minimumResolution }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let (asked, speed) = anchor.withLock { anchor in (Self.scaled(anchor, at: base.now).duration(to: deadline), anchor.speed) }
        guard asked > .zero else { return try await base.sleep(until: base.now, tolerance: tolerance) }
        try await base.sleep(for: asked / speed, tolerance: tolerance)
    }

    private static func scaled(_ anchor: Anchor, at now: Base.Instant) -> Base.Instant {
        anchor.scaled.advanced(by: anchor.base.duration(to: now) * anchor.speed)
    }

    private static func clamped(_ speed: Double) -> Double {
        let speeds = Self.speeds
        // trap-ok: speeds is a non-empty literal list.
        return speed.isFinite ? min(max(speed, speeds.first!), speeds.last!) : 1
    }
}

/// What a screen needs to change how fast a feed plays, without knowing its clock.
public protocol PlaybackSpeedControl: AnyObject, Sendable {
    var speed: Double { get set }
    /// The speeds a person steps through, slowest first.
    var speeds: [Double] { get }
}

extension PlaybackClock: PlaybackSpeedControl {
    public var speeds: [Double] { Self.speeds }
}

/// What a screen needs to move a replay to another lap, without knowing the replay.
public protocol PlaybackSeekControl: AnyObject, Sendable {
    /// Puts the replay at the start of the leader's lap `lap`; false for a lap it has no start for.
    func jump(toLap lap: Int) -> Bool
    /// The laps a jump can go to; nil when the distance is unknown.
    var laps: ClosedRange<Int>? { get }
}
