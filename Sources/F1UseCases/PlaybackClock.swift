import Synchronization

/// A clock whose sleeps last `1 / speed` of what is asked, so a live race or a replay can be
/// watched faster; the speed can change while a feed sleeps on it and applies from the next sleep.
public final class PlaybackClock<Base: Clock>: Clock, Sendable where Base.Duration == Duration, Base: Sendable {
    public typealias Instant = Base.Instant

    /// The speeds a person steps through, slowest first.
    public static var speeds: [Double] { [1, 2, 5, 10, 30, 60] }

    private let base: Base
    private let rate = Mutex<Double>(1)

    public init(base: Base, speed: Double = 1) {
        self.base = base
        self.speed = speed
    }

    /// How many times real time the feed runs; kept within the stepped speeds' range.
    public var speed: Double {
        get { rate.withLock { $0 } }
        set {
            let speeds = Self.speeds
            // trap-ok: speeds is a non-empty literal list.
            let clamped = newValue.isFinite ? min(max(newValue, speeds.first!), speeds.last!) : 1
            rate.withLock { $0 = clamped }
        }
    }

    public var now: Instant { base.now }
    public var minimumResolution: Duration { base.minimumResolution }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let asked = base.now.duration(to: deadline)
        guard asked > .zero else { return try await base.sleep(until: deadline, tolerance: tolerance) }
        try await base.sleep(for: asked / speed, tolerance: tolerance)
    }
}

/// What a screen needs to change how fast a feed plays, without knowing its clock.
public protocol PlaybackSpeedControl: AnyObject, Sendable {
    var speed: Double { get set }
}

extension PlaybackClock: PlaybackSpeedControl {}

/// What a screen needs to move a replay to another lap, without knowing the replay.
public protocol PlaybackSeekControl: AnyObject, Sendable {
    /// Puts the replay at the start of the leader's lap `lap`; false for a lap it has no start for.
    func jump(toLap lap: Int) -> Bool
    /// The laps a jump can go to; nil when the distance is unknown.
    var laps: ClosedRange<Int>? { get }
}
