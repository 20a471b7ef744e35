import F1Domain
import F1UseCases
import Foundation
import Testing

@testable import F1Export

/// The iCalendar file's own rules (RFC 5545), checked on the text itself: lines of at most 75
/// octets ended by CRLF, folded without cutting a character, values escaped so that unfolding
/// and unescaping give the data back.
@Suite struct ICalendarFileTests {
    /// RFC 5545 §3.1's unfolding, then §3.3.11's unescaping, written here independently.
    static func unfolded(_ file: String) -> [String] {
        file.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").dropLast()
    }

    static func unescaped(_ value: Substring) -> String {
        var text = ""
        var escaping = false
        for character in value {
            if escaping {
                text.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.append(character)
            }
        }
        return text
    }

    @Test(arguments: [
        "plain", "a, b; c\\d", "two\nlines", "crlf\r\nand\rcr", String(repeating: "é", count: 80), String(repeating: "🏎", count: 40),
        "x" + String(repeating: "ab, ", count: 60), "",
    ])
    func aValueIsFoldedAt75OctetsAndComesBackAsItWas(_ value: String) throws {
        var file = ICalendarText()
        file.property("SUMMARY", value)
        let text = file.contents
        #expect(text.hasSuffix("\r\n"))
        for line in text.components(separatedBy: "\r\n").dropLast() {
            #expect(line.utf8.count <= 75, "\(line)")
            // A fold never cuts a character: each line is valid UTF-8 on its own.
            #expect(String(validating: Array(line.utf8), as: UTF8.self) != nil)
        }
        let line = try #require(Self.unfolded(text).first)
        let expected = value.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        #expect(Self.unescaped(line.dropFirst("SUMMARY:".count)) == expected)
    }

    @Test func aControlCharacterIsShownAsTheReplacementNeverWritten() {
        #expect(ICalendarText.escaped("bell\u{07}esc\u{1B}[31m") == "bell\u{FFFD}esc\u{FFFD}[31m")
    }

    /// A session with a UTC time is two instants; one with a local time or none is its day.
    @Test func aSessionWithoutAUTCTimeIsADaysEvent() {
        let circuit = Circuit(
            id: "ring", name: "Ring", location: Location(locality: "Town", country: "Land", latitude: nil, longitude: nil), url: nil)
        let race = Race(
            season: 1958, round: 3, name: "Test Grand Prix", circuit: circuit, date: CalendarDate(year: 1958, month: 12, day: 31),
            startTime: TimeOfDay(hours: 14, minutes: 0, isUTC: false), url: nil, qualifyingFormat: nil, firstPractice: nil, secondPractice: nil,
            thirdPractice: nil, qualifying: nil, sprintQualifying: nil, sprint: nil, sprintLaps: nil)
        let schedule = SeasonSchedule(
            season: 1958, today: CalendarDate(year: 1958, month: 1, day: 1), upcoming: [.init(race: race, daysUntil: 364)], past: [])
        let calendar = SeasonCalendar(schedule: schedule, source: ExportSource(id: "test", name: "Test"))
        let event = calendar.events[0]
        #expect(event.uid == "1958-03-race@calendar.f1kit.invalid")
        #expect(event.when == .day(CalendarDate(year: 1958, month: 12, day: 31)))
        #expect(event.when.published == PublishedTimes(start: "19581231", end: "19590101"))
        let file = calendar.ics(publications: [:], fallback: Moment(millisecondsSince1970: 0))
        #expect(file.contains("\r\nDTSTART;VALUE=DATE:19581231\r\nDTEND;VALUE=DATE:19590101\r\n"))
        #expect(file.contains("\r\nDTSTAMP:19700101T000000Z\r\n"))
    }

    /// SEQUENCE and LAST-MODIFIED are the publication's; DTSTAMP goes with LAST-MODIFIED.
    @Test func theRevisionIsThePublications() {
        let schedule = CalendarExportTests.schedule
        let calendar = SeasonCalendar(schedule: schedule, source: ExportSource(id: "test", name: "Test"))
        let uid = calendar.events[0].uid
        let moved = Publication(times: calendar.events[0].when.published, sequence: 4, lastModified: Moment(millisecondsSince1970: 1_750_000_000_000))
        let file = calendar.ics(publications: [uid: moved], fallback: Moment(millisecondsSince1970: 0))
        #expect(file.contains("UID:\(uid)\r\nDTSTAMP:20250615T150640Z\r\nLAST-MODIFIED:20250615T150640Z\r\nSEQUENCE:4\r\n"))
    }
}
