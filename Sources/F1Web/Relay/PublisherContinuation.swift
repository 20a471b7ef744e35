import Foundation

/// Where a publisher that starts carries on from the channel's newest message, so a restart is
/// invisible to viewers: update ids go on after the last one out, none twice and none missing,
/// and a replay or the demo goes on from where it stood, not from its start.
package struct PublisherContinuation: Sendable, Equatable {
    /// The id the follower's first update goes out under.
    package var firstUpdate: Int
    /// Whether that first update sends its board alone: the channel's newest message was the
    /// summary of `firstUpdate`, whose board never went out.
    package var boardOnly: Bool
    /// Where the race starts (a replay's moment, the demo's lap); nil from its start, or live.
    package var race: Int64?

    package init(firstUpdate: Int = 1, boardOnly: Bool = false, race: Int64? = nil) {
        self.firstUpdate = firstUpdate
        self.boardOnly = boardOnly
        self.race = race
    }

    /// Now, in milliseconds since 1970, as stamps say when an update was published.
    package static func wallClock() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }

    /// The race's pace against the wall clock, in its own units (`NchanStamp.race`) a millisecond:
    /// a replay moves `speed` milliseconds a millisecond, the demo a lap an interval; nil for a
    /// session followed live, whose data is what it is now.
    package static func pace(replaySpeed speed: Double) -> Double { speed }
    package static func pace(demoInterval interval: Duration) -> Double {
        let milliseconds = Double(interval.components.seconds) * 1000 + Double(interval.components.attoseconds) / 1e15
        return milliseconds > 0 ? 1 / milliseconds : 0
    }

    /// After `newest`, read at `now` (milliseconds since 1970): the race where it stood then, moved
    /// on by the time since at `pace` (never back, when clocks disagree). Nil `newest`: from 1.
    package static func after(_ newest: NchanStamp?, now: Int64, pace: Double?) -> PublisherContinuation {
        guard let newest else { return PublisherContinuation() }
        let boardOnly = newest.part == .summary
        var race: Int64?
        if let pace, let instant = newest.race {
            // Clamped to some thirty years of milliseconds, so a stamp's odd numbers cannot overflow.
            let elapsed = Double(max(0, min(now - newest.publishedAt, 1_000_000_000_000)))
            let moved = instant.addingReportingOverflow(Int64(min(max(elapsed * pace, 0), 1e15).rounded(.down)))
            race = moved.overflow ? nil : moved.partialValue
        }
        return PublisherContinuation(firstUpdate: boardOnly ? newest.update : newest.update + 1, boardOnly: boardOnly, race: race)
    }
}
