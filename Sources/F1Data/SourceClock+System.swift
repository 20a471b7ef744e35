import F1Domain
import F1UseCases
import Foundation

extension SourceClock {
    /// The machine's clock in UTC, for the real sources.
    public static let system = SourceClock(today: { systemToday() }, now: { systemNow() }, moves: true)

    /// Today's date in UTC.
    public static func systemToday() -> CalendarDate {
        CalendarDate(daysSince1970: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down)))  // trap-ok: today's date
    }

    /// This moment in UTC.
    public static func systemNow() -> Moment {
        Moment(millisecondsSince1970: Int((Date().timeIntervalSince1970 * 1000).rounded(.down)))  // trap-ok: today's time
    }
}
