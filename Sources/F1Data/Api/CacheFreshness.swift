import F1Domain
import Foundation

/// Whether a cached response may be served without asking the API again.
///
/// A season's data stops changing once the season is over, so a response fetched after the end
/// of its season's year is kept for good. Anything else (the current season, and lists that
/// grow, like every season's champions) is fresh for `timeToLive` only.
public struct CacheFreshness: Hashable, Sendable {
    public var timeToLive: Duration

    public static let standard = CacheFreshness(timeToLive: .seconds(10 * 60))

    public init(timeToLive: Duration) {
        self.timeToLive = timeToLive
    }

    /// How far in the future a fetch time may lie and still count: clocks of machines sharing a
    /// cache folder disagree a little. Anything later was not fetched when it says, so it is expired.
    package static let clockSkewAllowance: TimeInterval = 5 * 60

    package func isFresh(fetchedAt: Date, path: String, now: Date) -> Bool {
        let age = now.timeIntervalSince(fetchedAt)
        guard age >= -Self.clockSkewAllowance else { return false }
        if let season = Self.season(of: path), Self.year(of: fetchedAt) > season { return true }
        return age < timeToLive.seconds
    }

    /// The season a request path is about: its first component when that is a year.
    static func season(of path: String) -> Int? {
        guard let first = path.split(separator: "/").first else { return nil }
        let year = first.hasSuffix(".json") ? first.dropLast(5) : first
        return Int(year).flatMap { (1950...9999).contains($0) ? $0 : nil }
    }

    /// The UTC year, by arithmetic: a `Calendar` would load ICU, milliseconds a warm run need not spend.
    static func year(of date: Date) -> Int {
        let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
        guard days.isFinite else { return 0 }
        // Clamped to a few million years either way, so no Date converts out of Int's range.
        return CalendarDate(daysSince1970: Int(min(max(days, -1e9), 1e9))).year  // trap-ok: finite and clamped
    }
}
