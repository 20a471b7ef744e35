/// An instant in UTC to the millisecond: "now", or when a session starts. Plain arithmetic on
/// milliseconds since 1970, so the domain needs no Foundation and tests can name any instant.
public struct Moment: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var millisecondsSince1970: Int

    public init(millisecondsSince1970: Int) {
        self.millisecondsSince1970 = millisecondsSince1970
    }

    /// `time` on `date`, read as UTC whether or not it is marked so.
    public init(date: CalendarDate, time: TimeOfDay) {
        // trap-ok: a CalendarDate has a four-digit year, so its milliseconds fit Int many times over.
        millisecondsSince1970 = date.daysSince1970 * Self.millisecondsPerDay + time.millisecondsSinceMidnight
    }

    /// The UTC day the moment falls on.
    public var date: CalendarDate {
        CalendarDate(daysSince1970: Self.floorDivide(millisecondsSince1970, by: Self.millisecondsPerDay).quotient)
    }

    /// The UTC time of day of the moment.
    public var timeOfDay: TimeOfDay {
        TimeOfDay(hours: 0, minutes: 0, milliseconds: Self.floorDivide(millisecondsSince1970, by: Self.millisecondsPerDay).remainder, isUTC: true)
    }

    public func adding(minutes: Int) -> Moment {
        // trap-ok: callers add a session's length, at most hours, to a moment of a four-digit year.
        Moment(millisecondsSince1970: millisecondsSince1970 + minutes * 60_000)
    }

    public func adding(seconds: Int) -> Moment {
        // trap-ok: as above, seconds of a session added to a moment of a four-digit year.
        Moment(millisecondsSince1970: millisecondsSince1970 + seconds * 1000)
    }

    /// Whole minutes from this moment to `other`: positive when `other` is later.
    public func minutes(until other: Moment) -> Int {
        // trap-ok: moments are dates of four-digit years and the clock, hundreds of years apart at most.
        Self.floorDivide(other.millisecondsSince1970 - millisecondsSince1970, by: 60_000).quotient
    }

    static let millisecondsPerDay = 86_400_000

    /// Division rounding toward minus infinity, with a remainder that is never negative: days and
    /// times before 1970 count back from the day's start. Integer arithmetic, so it cannot trap.
    static func floorDivide(_ value: Int, by divisor: Int) -> (quotient: Int, remainder: Int) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
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
