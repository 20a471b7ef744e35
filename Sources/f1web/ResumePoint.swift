import F1Web
import Synchronization

/// Where a restarted publisher's race starts (a replay's moment, the demo's lap), from the
/// channel's newest stamp: taken by the follower's first run only, since a race that repeats
/// starts its later runs from the beginning.
final class ResumePoint: Sendable {
    private let race: Mutex<Int64?>

    /// Nil `newest` (a fresh channel, or a plain server): every run from the start. `pace` is in
    /// the race's units a millisecond (`NchanStamp.race(at:pace:)`).
    init(after newest: NchanStamp?, pace: Double) {
        race = Mutex(newest?.race(at: NchanStamp.wallClock(), pace: pace))
    }

    func take() -> Int64? {
        race.withLock { race in
            defer { race = nil }
            return race
        }
    }
}
