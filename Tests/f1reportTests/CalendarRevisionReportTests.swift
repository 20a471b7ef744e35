import F1DataF1db
import F1Domain
import F1TestSupport
import Foundation
import Testing

/// A session moved in the data between two runs on one cache folder keeps its UID, and its
/// SEQUENCE and LAST-MODIFIED change; the others' stay. And text from data that calendars
/// escape (`,;\`, line breaks, long and non-ASCII names) comes back as it was. On a small f1db
/// tree written here, whose one file is edited between the runs.
@Suite(.enabled(if: ICalendarParser.enabled, ICalendarParser.missing))
struct CalendarRevisionReportTests {
    let folder = TemporaryFolder("f1report-calendar-moves")
    var cache: String { folder.path + "/cache" }

    static func race(qualifying: String, race: String) -> String {
        "round: 1\ndate: 2000-03-12\ntime: \(race)\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\n"
            + "qualifyingDate: 2000-03-11\nqualifyingTime: \(qualifying)\n"
    }

    func calendar(_ tree: URL) async throws -> ICalendarParser.Calendar {
        let outcome = try await ReportRunner.run(["calendar", "2000", "--format", "ics", "--f1db", tree.path, "--cache-dir", cache])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let calendar = try await ICalendarParser.parse(outcome.stdout)
        #expect(calendar.errors.isEmpty, "\(calendar.errors)")
        return calendar
    }

    @Test func aMovedSessionKeepsItsUIDAndItsSequenceGoesUp() async throws {
        let racePath = "seasons/2000/races/01-test/race.yml"
        let tree = try SmallF1db.write(in: folder.url.appending(path: "f1db"), changing: [racePath: Self.race(qualifying: "13:00", race: "14:00")])
        let first = try await calendar(tree)
        #expect(first.events.count == 3)
        #expect(first.events.allSatisfy { $0.sequence == 0 })
        // LAST-MODIFIED is in whole seconds: the move is published in a later one.
        try await Task.sleep(for: .milliseconds(1100))
        let unchanged = try await calendar(tree)
        #expect(unchanged.events == first.events, "a second run with nothing moved is the same file")

        // The race moves two hours later; qualifying stays.
        _ = try SmallF1db.write(in: folder.url.appending(path: "f1db"), changing: [racePath: Self.race(qualifying: "13:00", race: "16:00")])
        let moved = try await calendar(tree)
        let raceBefore = try #require(first.events.first { $0.uid == SessionKind.race.uid(season: 2000, round: 1) })
        let raceAfter = try #require(moved.events.first { $0.uid == raceBefore.uid })
        let twoHours = 2 * 3_600_000
        #expect(raceAfter.start.instant == raceBefore.start.instant.map { $0 + twoHours })
        #expect(raceAfter.end.instant == raceBefore.end.instant.map { $0 + twoHours })
        #expect(raceAfter.sequence == 1)
        #expect(raceAfter.lastModified > raceBefore.lastModified)
        #expect(raceAfter.stamp == raceAfter.lastModified)
        let qualifyingUID = SessionKind.qualifying.uid(season: 2000, round: 1)
        #expect(moved.events.first { $0.uid == qualifyingUID } == first.events.first { $0.uid == qualifyingUID })

        // Moved back, it is a move again: the next revision, never the first one's number.
        try await Task.sleep(for: .milliseconds(1100))
        _ = try SmallF1db.write(in: folder.url.appending(path: "f1db"), changing: [racePath: Self.race(qualifying: "13:00", race: "14:00")])
        let back = try #require(try await calendar(tree).events.first { $0.uid == raceBefore.uid })
        #expect(back.start == raceBefore.start)
        #expect(back.sequence == 2)
        #expect(back.lastModified > raceAfter.lastModified)
    }

    @Test func textCalendarsEscapeComesBackAsItWas() async throws {
        let circuit = "Autódromo \"Ring\", the; old\\new\nsecond line " + String(repeating: "Ünïcödé 🏎 ", count: 12)
        let grandPrix = "Grand Prix; of, \\Test\\ " + String(repeating: "très long nom ", count: 10)
        func quoted(_ text: String) -> String {
            "\""
                + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(
                    of: "\n", with: "\\n") + "\""
        }
        let tree = try SmallF1db.write(
            in: folder.url.appending(path: "f1db"),
            changing: [
                "seasons/2000/races/01-test/race.yml": Self.race(qualifying: "13:00", race: "14:00"),
                "circuits/ring.yml":
                    "id: ring\nname: Ring\nfullName: \(quoted(circuit))\nplaceName: Zürich, Stadt\ncountryId: testland\nlatitude: 1.5\nlongitude: 2.5\n",
                "grands-prix/testing.yml": "id: testing\nname: Testing\nfullName: \(quoted(grandPrix))\ncountryId: testland\n",
            ])
        // What the domain holds, read here through the repository: the file must say the same.
        let race = try #require(try await F1dbRepository(path: tree.deletingLastPathComponent().path).races(season: 2000).first)
        #expect(race.circuit.name == circuit)
        let events = try await calendar(tree).events
        #expect(events.count == 3)
        for event in events {
            #expect(event.location == "\(circuit), Zürich, Stadt, Testland")
            #expect(event.summary.hasPrefix(grandPrix + " — "))
        }
    }
}
