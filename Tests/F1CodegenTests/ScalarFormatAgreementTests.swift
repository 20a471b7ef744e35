import F1Domain
import F1Schema
import Testing

/// The build-time checks (F1Schema) and the run-time parsers (F1Domain) accept the same texts,
/// so a fixture the build accepts always loads.
@Suite struct ScalarFormatAgreementTests {
    static let dates = [
        "2024-05-26", "2024-02-29", "2023-02-29", "2024-13-01", "2024-5-26", "26/05/2024", "", "2024-05-26T10:00",
        "2024-05-261", "2024-05-2a", "1900-02-29", "2000-02-29", "2024-00-10", "2024-04-31", "2024_05_26", "20240-5-26", "2024-05-26 ", "-2024-05-2",
    ]
    static let times = ["15:00", "13:00:00Z", "09:30:15", "23:59:59.999Z", "24:00", "15:60", "1:00", "15:00:60", "15", "15:00:00ZZ"]
    static let lapTimes = [
        "999999999.999", "1000000000", "999999999:00.000", "99999999999999999:00.000", "1:12.909", "1:25:33.607", "5.155", "+5.155", "72", "1:60.000",
        "1:5.000", "", "+", "1:02:03:04", "1.2.3", "abc",
        "1:02:03.5", "+1:12.909", "5.", ".5", "1:2:03.000", "1:02:60", "12.34567", "1::03", "1:-2.000",
    ]

    static let instants = [
        "2026-05-03T17:04:02.493000+00:00", "2026-05-03T17:04:03+00:00", "2026-05-03T17:04:03Z", "2026-05-03T13:04:03-04:00",
        "2026-05-03T17:04:03.1Z", "2026-05-03 17:04:03Z", "2026-05-03T17:04:03", "2026-05-03T17:04Z", "2026-02-29T10:00:00Z",
        "2024-02-29T23:59:59.999999999+09:30", "2026-05-03T17:04:03.Z", "2026-05-03T17:04:03+0000", "2026-05-03T17:04:03+24:00",
        "2026-05-03T17:04:03.1234567890Z", "1969-12-31T23:59:59.999Z", "2026-05-03T17:04:03ZZ", "", "2026-05-03",
    ]
    static let gaps = [
        "0", "1.234", "82.33500000000001", "+1 LAP", "+2 LAPS", "3 laps", "+1 LEAP", "-1", "LAP", "+5.155", "1:02.345", "", "+ LAP", "1e300",
        "999999999.5", "1000000000",
    ]

    @Test(arguments: instants)
    func instantsAgree(_ text: String) {
        #expect(ScalarFormats.instantMilliseconds(text) == Moment(iso8601: text)?.millisecondsSince1970)
    }

    @Test(arguments: gaps)
    func gapsAgree(_ text: String) {
        let parsed = Double(text).flatMap { TimingGap(seconds: $0) } ?? TimingGap(text)
        #expect(ScalarFormats.accepts(text, as: .gap) == (parsed != nil))
    }

    @Test(arguments: dates)
    func datesAgree(_ text: String) {
        #expect(ScalarFormats.accepts(text, as: .date) == (CalendarDate(text) != nil))
    }

    @Test(arguments: times)
    func timesOfDayAgree(_ text: String) {
        #expect(ScalarFormats.accepts(text, as: .timeOfDay) == (TimeOfDay(text) != nil))
    }

    @Test(arguments: lapTimes)
    func lapTimesAgree(_ text: String) {
        #expect(ScalarFormats.accepts(text, as: .lapTime) == (LapTime(text) != nil))
    }

    @Test func parsedValuesPrintBackCanonically() {
        #expect(LapTime("1:25:33.607")?.milliseconds == 5_133_607)
        #expect(LapTime("+5.155")?.description == "5.155")
        #expect(LapTime("1:07.012")?.description == "1:07.012")
        #expect(LapTime("1:02:03.5")?.milliseconds == 3_723_500)
        #expect(LapTime("12.34567")?.milliseconds == 12_345)
        #expect(LapTime("72")?.milliseconds == 72_000)
        #expect(TimeOfDay("15:00")?.description == "15:00:00")
        #expect(TimeOfDay("13:00:00Z")?.description == "13:00:00Z")
        #expect(CalendarDate("2024-02-29")?.description == "2024-02-29")
        #expect(CalendarDate("1988-04-03") == CalendarDate(year: 1988, month: 4, day: 3))
        #expect(CalendarDate("1988-04-03"[...]) == CalendarDate(year: 1988, month: 4, day: 3), "a substring too")
    }
}
