import F1Data
import F1DataF1db
import F1Domain
import F1TestSupport
import Foundation
import Testing

/// `f1report calendar YEAR --format ics`, the built binary's file read back by Python's
/// icalendar: every session of the timetable at the instants the domain gives, on the demo data,
/// f1db and the API (docs/calendar.md).
@Suite(.enabled(if: ICalendarParser.enabled, ICalendarParser.missing))
struct CalendarReportTests {
    let cache = TemporaryFolder("f1report-calendar")

    /// What the file should hold of `races`, worked out here from the domain's sessions: the UID
    /// from season, round and session, the start and the usual length's end, or the day.
    static func expected(_ races: [Race]) -> [String: (ICalendarParser.Time, ICalendarParser.Time)] {
        var events: [String: (ICalendarParser.Time, ICalendarParser.Time)] = [:]
        for race in races {
            for session in race.sessions {
                let uid = session.kind.uid(season: race.season, round: race.round)
                if let start = session.startsAt {
                    let end = start.millisecondsSince1970 + session.kind.usualMinutes(season: race.season) * 60_000
                    events[uid] = (.init(instant: start.millisecondsSince1970), .init(instant: end))
                } else {
                    let next = CalendarDate(daysSince1970: session.date.daysSince1970 + 1)
                    events[uid] = (.init(day: session.date.description), .init(day: next.description))
                }
            }
        }
        return events
    }

    /// The file's events against `expected`, each once, and the calendar's name.
    static func check(_ ics: String, season: Int, against expected: [String: (ICalendarParser.Time, ICalendarParser.Time)]) async throws {
        let calendar = try await ICalendarParser.parse(ics)
        #expect(calendar.errors.isEmpty, "\(calendar.errors)")
        #expect(calendar.name == "Formula 1 \(season)")
        #expect(calendar.events.count == expected.count)
        #expect(Set(calendar.events.map(\.uid)).count == calendar.events.count, "a UID given twice")
        for event in calendar.events {
            let times = try #require(expected[event.uid], "\(event.uid) is not a session of the timetable")
            #expect(event.start == times.0, "\(event.uid)")
            #expect(event.end == times.1, "\(event.uid)")
            #expect(event.sequence == 0)
            #expect(event.stamp == event.lastModified)
        }
        // RFC 5545's lines: CRLF, none over 75 octets.
        let lines = ics.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.last == UInt8(ascii: "\r") && $0.count - 1 <= 75 })
    }

    func run(_ arguments: [String]) async throws -> String {
        let outcome = try await ReportRunner.run(arguments + ["--format", "ics", "--cache-dir", cache.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        return outcome.stdout
    }

    @Test func theDemoSeasonIsEverySessionAtTheTimetablesInstants() async throws {
        let ics = try await run(["calendar", "2025"])
        let races = try await DemoRepository().races(season: 2025)
        try await Self.check(ics, season: 2025, against: Self.expected(races))
        let calendar = try await ICalendarParser.parse(ics)
        let australia = try #require(races.first { $0.name == "Australian Grand Prix" })
        let qualifying = try #require(calendar.events.first { $0.uid == SessionKind.qualifying.uid(season: 2025, round: australia.round) })
        #expect(qualifying.summary == "Australian Grand Prix — Qualifying")
        let place = australia.circuit.location
        #expect(qualifying.location == "\(australia.circuit.name), \(place.locality), \(place.country)")
        // `season` is the same report by its first name.
        #expect(try await run(["season", "2025"]) == ics)
    }

    @Test(.enabled(if: SharedData.hasF1db, SharedData.noF1db), arguments: [2024, 2021, 1958])
    func anF1dbSeasonIsEverySessionAtTheTimetablesInstants(_ season: Int) async throws {
        let ics = try await run(["calendar", String(season), "--f1db", SharedData.f1dbData.path])
        let races = try await F1dbRepository(path: SharedData.f1db.path).races(season: season)
        #expect(races.count > 10)
        try await Self.check(ics, season: season, against: Self.expected(races))
    }

    /// The API's calendar, its expected instants read here from the recorded JSON itself.
    @Test(.enabled(if: SharedData.hasRecordingsAndF1db, SharedData.noData))
    func theAPIsSeasonIsEverySessionAtTheRecordedInstants() async throws {
        // The season report asks for the winners too, which the recordings lack: f1db's stand in.
        let emulator = try await ApiReportServer.withF1db()
        defer { emulator.stop() }
        let outcome = try await ApiReportServer.run(["calendar", "2023", "--format", "ics"], against: emulator, cache: cache)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let recorded = try Data(contentsOf: SharedData.responses.appending(path: "races/2023.json"))
        try await Self.check(outcome.stdout, season: 2023, against: try Self.expected(ergast: recorded, season: 2023))
    }

    /// The Ergast calendar's sessions, by their JSON keys.
    static func expected(ergast json: Data, season: Int) throws -> [String: (ICalendarParser.Time, ICalendarParser.Time)] {
        let keys: [(String, SessionKind)] = [
            ("FirstPractice", .firstPractice), ("SecondPractice", .secondPractice), ("ThirdPractice", .thirdPractice),
            ("SprintQualifying", .sprintQualifying), ("SprintShootout", .sprintQualifying), ("Sprint", .sprint), ("Qualifying", .qualifying),
        ]
        struct Unexpected: Error {}
        let root = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        guard let table = (root?["MRData"] as? [String: Any])?["RaceTable"] as? [String: Any], let races = table["Races"] as? [[String: Any]]
        else { throw Unexpected() }
        var events: [String: (ICalendarParser.Time, ICalendarParser.Time)] = [:]
        for race in races {
            guard let round = (race["round"] as? String).flatMap({ Int($0) }) else { throw Unexpected() }
            var sessions = keys.compactMap { key, kind in (race[key] as? [String: Any]).map { (kind, $0) } }
            sessions.append((.race, race))
            for (kind, session) in sessions {
                guard let date = session["date"] as? String, let time = session["time"] as? String, let start = Moment(iso8601: "\(date)T\(time)")
                else { throw Unexpected() }
                let instant = start.millisecondsSince1970
                let uid = kind.uid(season: season, round: round)
                events[uid] = (.init(instant: instant), .init(instant: instant + kind.usualMinutes(season: season) * 60_000))
            }
        }
        return events
    }

    @Test func anotherReportRefusesTheCalendarFormatInOneSentence() async throws {
        let outcome = try await ReportRunner.run(["race", "2025", "1", "--format", "ics", "--cache-dir", cache.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "f1report: Only a season's calendar has an ICS form: f1report calendar YEAR --format ics.\n")
    }
}

extension SessionKind {
    /// "2025-03-q@calendar.f1kit.invalid", as docs/calendar.md writes a UID.
    func uid(season: Int, round: Int) -> String {
        "\(season)-\(round < 10 ? "0" : "")\(round)-\(codeForUID)@calendar.f1kit.invalid"
    }

    /// The UID's session word, as docs/calendar.md lists them.
    var codeForUID: String {
        switch self {
        case .firstPractice: "fp1"
        case .secondPractice: "fp2"
        case .thirdPractice: "fp3"
        case .sprintQualifying: "sq"
        case .sprint: "sprint"
        case .qualifying: "q"
        case .race: "race"
        }
    }
}
