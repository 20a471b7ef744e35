extension CalendarDate {
    /// Days since 1970-01-01 (negative before), by the proleptic Gregorian calendar.
    public var daysSince1970: Int {
        // Howard Hinnant's days_from_civil: exact for every Gregorian date, no Foundation needed.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01.
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Whole days from this date to `other`: positive when `other` is later.
    public func days(until other: CalendarDate) -> Int {
        other.daysSince1970 - daysSince1970
    }

    /// 1 for Monday through 7 for Sunday (ISO 8601).
    public var weekday: Int {
        // 1970-01-01 was a Thursday.
        ((daysSince1970 % 7 + 7) % 7 + 3) % 7 + 1
    }
}
