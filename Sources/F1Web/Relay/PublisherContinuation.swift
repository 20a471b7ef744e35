import Foundation

/// Where a publisher that starts carries on from the channel's newest message, so a restart is
/// invisible to viewers: update ids go on after the last one out, none twice and none missing.
/// (Where the race goes on from is the stamp's to say: `NchanStamp.race(at:pace:)`.)
package struct PublisherContinuation: Sendable, Equatable {
    /// The id the follower's first update goes out under.
    package var firstUpdate: Int
    /// Whether that first update sends its board alone: the channel's newest message was the
    /// summary of `firstUpdate`, whose board never went out.
    package var boardOnly: Bool

    package init(firstUpdate: Int = 1, boardOnly: Bool = false) {
        self.firstUpdate = firstUpdate
        self.boardOnly = boardOnly
    }

    /// After `newest`; nil `newest` (an empty channel, or nothing read): from update 1.
    package init(after newest: NchanStamp?) {
        guard let newest else {
            self.init()
            return
        }
        let boardOnly = newest.part == .summary
        self.init(firstUpdate: boardOnly ? newest.update : newest.update + 1, boardOnly: boardOnly)
    }
}

extension NchanStamp {
    /// Now, in milliseconds since 1970, as stamps say when an update was published.
    package static func wallClock() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }

    /// The demo's pace for `NchanStamp.race(at:pace:)`: a lap an interval, in laps a millisecond.
    package static func demoPace(interval: Duration) -> Double {
        let milliseconds = Double(interval.components.seconds) * 1000 + Double(interval.components.attoseconds) / 1e15
        return milliseconds > 0 ? 1 / milliseconds : 0
    }

    /// Where the race stands at `now` (milliseconds since 1970) had it gone on from this stamp at
    /// `pace`, in the race's own units a millisecond: a replay's moment moves `speed` milliseconds
    /// a millisecond, the demo's lap `demoPace(interval:)`. Never back when clocks disagree; nil
    /// without a race (a session followed live) or when the stamp's numbers would overflow.
    package func race(at now: Int64, pace: Double) -> Int64? {
        guard let race else { return nil }
        // Clamped to some thirty years of milliseconds, so a stamp's odd numbers cannot overflow.
        let longest: Int64 = 1_000_000_000_000
        let since = now.subtractingReportingOverflow(publishedAt)
        let elapsed = Double(since.overflow ? (now > publishedAt ? longest : 0) : max(0, min(since.partialValue, longest)))
        let moved = race.addingReportingOverflow(Int64(min(max(elapsed * pace, 0), 1e15).rounded(.down)))
        return moved.overflow ? nil : moved.partialValue
    }
}
