import F1Domain
import Foundation

extension F1UI {
    /// Formats dates, times, gaps and points the way race fans read them, in a chosen time zone.
    public struct Format: Sendable {
        public var timeZone: TimeZone

        public init(timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
            self.timeZone = timeZone
        }

        /// "Sun 25 May 2025": the race day as published, without moving it across time zones.
        public func day(_ date: CalendarDate) -> String {
            let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
            return "\(weekdays[date.weekday - 1]) \(date.day) \(Self.months[date.month - 1]) \(date.year)"
        }

        /// The day and time of a session in this format's time zone: ("Sun 25 May 2025", "15:00").
        public func session(_ date: CalendarDate, _ time: TimeOfDay?) -> (day: String, time: String?) {
            guard let time, time.isUTC else { return (day(date), time.map(Self.clock)) }
            // trap-ok: a CalendarDate has a four-digit year, so its seconds since 1970 fit Int64 many times over.
            let utcSeconds = Int64(date.daysSince1970) * 86_400 + Int64(time.millisecondsSinceMidnight / 1000)
            let offset = Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(utcSeconds))))
            let local = utcSeconds + offset
            let localDay = CalendarDate(daysSince1970: Int((local - (((local % 86_400) + 86_400) % 86_400)) / 86_400))
            let seconds = Int(((local % 86_400) + 86_400) % 86_400)
            return (day(localDay), Self.clock(TimeOfDay(hours: seconds / 3600, minutes: seconds / 60 % 60)))
        }

        /// "in 3 days", "tomorrow", "today", "yesterday", "5 days ago".
        public func countdown(days: Int) -> String {
            switch days {
            case 0: "today"
            case 1: "tomorrow"
            case -1: "yesterday"
            case let later where later > 1: "in \(later) days"
            default: "\(-days) days ago"
            }
        }

        /// "in 2 days 4 h", "in 3 h 20 min", "in 12 min", "now": the time to a session's start.
        public func countdown(minutes: Int) -> String {
            guard minutes > 0 else { return "now" }
            let days = minutes / 1440
            let hours = minutes / 60 % 24
            let rest = minutes % 60
            if days > 0 { return "in \(days) day\(days == 1 ? "" : "s")" + (hours > 0 ? " \(hours) h" : "") }
            if hours > 0 { return "in \(hours) h" + (rest > 0 ? " \(rest) min" : "") }
            return "in \(rest) min"
        }

        /// "25", "12.5", "0.5": points without a needless fraction.
        public func points(_ value: Double) -> String {
            // Int(exactly:) is nil for fractions, NaN, infinities and whole numbers beyond Int: no trap.
            if let whole = Int(exactly: value) { return String(whole) }
            return String(format: "%g", value)
        }

        /// "1:12.909" as published.
        public func lapTime(_ time: LapTime) -> String { time.description }

        /// "+2.314", or "+1:02.345" for a minute or more.
        public func gap(_ time: LapTime) -> String { "+" + time.description }

        /// The winner's total time, a gap, or the status for cars without a time ("+1 Lap", "Engine").
        public func raceTime(_ result: RaceResult) -> String {
            guard let time = result.time else { return result.status }
            if time.display.hasPrefix("+") || result.position == 1 { return time.display }
            return "+" + time.display
        }

        static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

        static func clock(_ time: TimeOfDay) -> String {
            twoDigits(time.hours) + ":" + twoDigits(time.minutes)
        }

        static func twoDigits(_ value: Int) -> String {
            value < 10 ? "0\(value)" : String(value)
        }
    }
}
