import F1Domain
import F1TestSupport
import F1UI
import Foundation
import Testing

@Suite struct FormatTests {
    let utc = F1UI.Format()

    static func format(_ identifier: String) throws -> F1UI.Format {
        F1UI.Format(timeZone: try #require(TimeZone(identifier: identifier)))
    }

    static func date(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        CalendarDate(year: year, month: month, day: day)
    }

    @Test(arguments: [
        (0, "today"), (1, "tomorrow"), (-1, "yesterday"), (2, "in 2 days"), (3, "in 3 days"), (11, "in 11 days"),
        (-2, "2 days ago"), (-5, "5 days ago"), (365, "in 365 days"),
    ])
    func countdown(days: Int, text: String) {
        #expect(utc.countdown(days: days) == text)
    }

    @Test(arguments: [
        (25.0, "25"), (12.5, "12.5"), (0.5, "0.5"), (0.0, "0"), (62.0, "62"), (1.5, "1.5"), (0.25, "0.25"), (413.0, "413"),
    ])
    func points(value: Double, text: String) {
        #expect(utc.points(value) == text)
    }

    @Test(arguments: [(2314, "+2.314"), (5, "+0.005"), (62_345, "+1:02.345"), (60_000, "+1:00.000"), (3_725_001, "+1:02:05.001")])
    func gap(milliseconds: Int, text: String) {
        #expect(utc.gap(LapTime(milliseconds: milliseconds)) == text)
    }

    @Test func lapTime() {
        #expect(utc.lapTime(LapTime(milliseconds: 92_608)) == "1:32.608")
    }

    /// Days of the week checked against a printed calendar.
    @Test(arguments: [
        (date(2025, 5, 25), "Sun 25 May 2025"), (date(2025, 5, 26), "Mon 26 May 2025"), (date(2024, 2, 29), "Thu 29 Feb 2024"),
        (date(2000, 1, 1), "Sat 1 Jan 2000"), (date(1970, 1, 1), "Thu 1 Jan 1970"), (date(1969, 12, 31), "Wed 31 Dec 1969"),
        (date(1950, 5, 13), "Sat 13 May 1950"), (date(2025, 12, 31), "Wed 31 Dec 2025"),
    ])
    func day(date: CalendarDate, text: String) {
        #expect(utc.day(date) == text)
    }

    @Test func sessionInUTCIsAsPublished() {
        let session = utc.session(Self.date(2025, 5, 25), TimeOfDay(hours: 13, minutes: 0))
        #expect(session.day == "Sun 25 May 2025")
        #expect(session.time == "13:00")
    }

    /// (zone, UTC day, UTC hours and minutes, local day, local time), worked out from each zone's offset on that day.
    static let conversions: [(String, CalendarDate, Int, Int, String, String)] = [
        // Forwards over midnight: Tokyo is UTC+9.
        ("Asia/Tokyo", date(2025, 5, 25), 23, 30, "Mon 26 May 2025", "08:30"),
        // Backwards over midnight: Los Angeles is on PDT (UTC-7) from 9 March 2025.
        ("America/Los_Angeles", date(2025, 3, 16), 5, 0, "Sat 15 Mar 2025", "22:00"),
        // Over a year end, both ways: Sydney on AEDT (UTC+11), New York on EST (UTC-5).
        ("Australia/Sydney", date(2024, 12, 31), 20, 0, "Wed 1 Jan 2025", "07:00"),
        ("America/New_York", date(2025, 1, 1), 2, 0, "Tue 31 Dec 2024", "21:00"),
        // Over the end of February in a leap year.
        ("Asia/Tokyo", date(2024, 2, 28), 16, 0, "Thu 29 Feb 2024", "01:00"),
        // A half-hour offset: India is UTC+5:30.
        ("Asia/Kolkata", date(2025, 5, 25), 13, 0, "Sun 25 May 2025", "18:30"),
        // London changes to BST (UTC+1) at 01:00 UTC on 30 March 2025.
        ("Europe/London", date(2025, 3, 29), 23, 30, "Sat 29 Mar 2025", "23:30"),
        ("Europe/London", date(2025, 3, 30), 0, 30, "Sun 30 Mar 2025", "00:30"),
        ("Europe/London", date(2025, 3, 30), 1, 30, "Sun 30 Mar 2025", "02:30"),
        ("Europe/London", date(2025, 3, 30), 17, 0, "Sun 30 Mar 2025", "18:00"),
        // ...and back to GMT at 01:00 UTC on 26 October 2025: two UTC times show the same local time.
        ("Europe/London", date(2025, 10, 26), 0, 30, "Sun 26 Oct 2025", "01:30"),
        ("Europe/London", date(2025, 10, 26), 1, 30, "Sun 26 Oct 2025", "01:30"),
        // A DST change and midnight at once: BST pushes 23:30 UTC into the next day.
        ("Europe/London", date(2025, 3, 30), 23, 30, "Mon 31 Mar 2025", "00:30"),
    ]

    @Test(arguments: conversions)
    func sessionConvertsUTCToTheZone(zone: String, day: CalendarDate, hours: Int, minutes: Int, localDay: String, localTime: String) throws {
        let session = try Self.format(zone).session(day, TimeOfDay(hours: hours, minutes: minutes))
        #expect(session.day == localDay)
        #expect(session.time == localTime)
    }

    @Test func sessionDropsSecondsFromTheClock() {
        let session = utc.session(Self.date(2025, 5, 25), TimeOfDay(hours: 13, minutes: 5, seconds: 59, milliseconds: 999))
        #expect(session.time == "13:05")
    }

    @Test(arguments: ["Asia/Tokyo", "America/Los_Angeles", "UTC"])
    func localTimesAreLeftAsTheyAre(zone: String) throws {
        // A wall-clock time of the place, not UTC: no conversion, in any zone.
        let session = try Self.format(zone).session(Self.date(2025, 5, 25), TimeOfDay(hours: 23, minutes: 30, isUTC: false))
        #expect(session.day == "Sun 25 May 2025")
        #expect(session.time == "23:30")
    }

    @Test func withoutATimeTheDayIsAsPublished() throws {
        let session = try Self.format("Asia/Tokyo").session(Self.date(2025, 5, 25), nil)
        #expect(session.day == "Sun 25 May 2025")
        #expect(session.time == nil)
    }

    @Test func raceTimeOfTheWinnerIsTheTotal() {
        let winner = SampleData.result(1, SampleData.verstappen, SampleData.redBull, points: 25, time: "1:31:44.742")
        #expect(utc.raceTime(winner) == "1:31:44.742")
    }

    @Test(arguments: ["+5.155", "5.155"])
    func raceTimeOfAFinisherIsAGapWithOnePlus(display: String) {
        let second = SampleData.result(2, SampleData.leclerc, SampleData.ferrari, points: 18, time: display)
        #expect(utc.raceTime(second) == "+5.155")
    }

    @Test(arguments: ["Engine", "+1 Lap"])
    func raceTimeWithoutATimeIsTheStatus(status: String) {
        var result = SampleData.result(8, SampleData.leclerc, SampleData.ferrari, points: 0)
        result.status = status
        #expect(utc.raceTime(result) == status)
    }
}
