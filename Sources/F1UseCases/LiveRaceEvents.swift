import F1Domain
import Synchronization

/// Turns the successive frames of any live feed (the demo's simulated race, a replayed recording,
/// a session followed live) into its events, each announced once, oldest first.
///
/// A timed frame carries every change of the track so far (`LiveRaceData.trackChanges`, each with
/// race control's record), so no change is missed between two frames however fast a replay runs,
/// and each event is known by its record: a replay jumped back and played again shows the same
/// records and announces nothing twice. A frame the source does not time (the demo) gives the
/// chequered flag alone, when the race finishes.
///
/// The first frame of a session is where the feed starts from: what happened before it (joining
/// a race under a red flag, a replay started at lap 30) is not announced. A jump forward
/// announces what it jumped over, in order.
public struct LiveRaceEvents: Sendable {
    private var announced: Set<LiveRaceEvent.Identity> = []
    /// Sessions whose first frame has been seen.
    private var started: Set<String> = []

    public init() {}

    /// The events `frame` shows that no earlier frame did, oldest first.
    public mutating func events(in frame: LiveRaceData) -> [LiveRaceEvent] {
        let fresh = Self.events(shownBy: frame).filter { announced.insert($0.identity).inserted }
        return started.insert(frame.raceName).inserted ? [] : fresh
    }

    /// Every event a frame shows: those of its track's changes, and a finish it has no flag for.
    static func events(shownBy frame: LiveRaceData) -> [LiveRaceEvent] {
        var events: [LiveRaceEvent] = []
        var previous = TrackFlag.notStarted
        for change in frame.trackChanges {
            defer { previous = change.flag }
            guard let kind = LiveRaceEvent.Kind(changeTo: change.flag, from: previous) else { continue }
            events.append(LiveRaceEvent(kind: kind, session: frame.raceName, at: change.at, lap: change.lap, message: change.message))
        }
        if frame.isFinished, !events.contains(where: { $0.kind == .chequeredFlag }) {
            events.append(LiveRaceEvent(kind: .chequeredFlag, session: frame.raceName, at: nil, lap: frame.currentLap, message: nil))
        }
        return events
    }
}

/// `LiveRaceEvents` shared by every stream a feed starts (a feed stopped and started again, a
/// replay restarted), so an event announced by one is not announced by the next.
public final class LiveRaceEventLog: Sendable {
    private let events = Mutex(LiveRaceEvents())

    public init() {}

    /// The events `frame` shows that no earlier frame did, oldest first.
    public func events(in frame: LiveRaceData) -> [LiveRaceEvent] {
        events.withLock { $0.events(in: frame) }
    }
}

extension AsyncThrowingStream where Element == LiveRaceData, Failure == any Error {
    /// The same frames, handing `announce` each frame's new events (from `events`, shared by every
    /// stream a feed restarts with) before the frame goes on.
    public func announcingEvents(
        to events: LiveRaceEventLog, _ announce: @escaping @Sendable ([LiveRaceEvent]) -> Void
    ) -> AsyncThrowingStream<LiveRaceData, any Error> {
        let frames = self
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await frame in frames {
                        let fresh = events.events(in: frame)
                        if !fresh.isEmpty { announce(fresh) }
                        continuation.yield(frame)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
