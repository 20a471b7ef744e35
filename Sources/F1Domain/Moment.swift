/// An instant in UTC to the millisecond: "now", or when a session starts. Plain arithmetic on
/// milliseconds since 1970, so the domain needs no Foundation and tests can name any instant.
public struct Moment: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var millisecondsSince1970: Int

    public init(millisecondsSince1970: Int) {
        self.millisecondsSince1970 = millisecondsSince1970
    }

    /// `time` on `date`, read as UTC whether or not it is marked so.
    public init(date: CalendarDate, time: TimeOfDay) {
        millisecondsSince1970 = date.daysSince1970 * 86_400_000 + time.millisecondsSinceMidnight
    }

    /// The UTC day the moment falls on.
    public var date: CalendarDate {
        CalendarDate(daysSince1970: Int((Double(millisecondsSince1970) / 86_400_000).rounded(.down)))
    }

    /// The UTC time of day of the moment.
    public var timeOfDay: TimeOfDay {
        let milliseconds = millisecondsSince1970 - date.daysSince1970 * 86_400_000
        return TimeOfDay(hours: 0, minutes: 0, milliseconds: milliseconds, isUTC: true)
    }

    public func adding(minutes: Int) -> Moment {
        Moment(millisecondsSince1970: millisecondsSince1970 + minutes * 60_000)
    }

    /// Whole minutes from this moment to `other`: positive when `other` is later.
    public func minutes(until other: Moment) -> Int {
        let difference = other.millisecondsSince1970 - millisecondsSince1970
        return Int((Double(difference) / 60_000).rounded(.down))
    }

    /// `2025-05-25T13:00:00Z`.
    public var description: String {
        let time = timeOfDay
        return "\(date)T" + CalendarDate.pad(time.hours, 2) + ":" + CalendarDate.pad(time.minutes, 2) + ":"
            + CalendarDate.pad(time.seconds, 2) + "Z"
    }

    public static func < (lhs: Moment, rhs: Moment) -> Bool {
        lhs.millisecondsSince1970 < rhs.millisecondsSince1970
    }
}
