import F1Data
import F1Domain
import F1TestSupport
import Foundation
import Testing

/// A real calendar program imports the file: calcurse (Debian's `calcurse`, which `.ci/run`
/// installs), headless with `-i`, into a data folder of its own; its appointments are then the
/// timetable's sessions at the domain's instants.
@Suite(.enabled(if: Calcurse.enabled, Calcurse.missing))
struct CalendarImportTests {

    let folder = TemporaryFolder("f1report-calendar-import")

    @Test func calcurseImportsEverySessionOfTheDemoSeasonAtItsInstants() async throws {
        let outcome = try await ReportRunner.run(["calendar", "2025", "--format", "ics", "--cache-dir", folder.path + "/cache"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "2025.ics")
        try Data(outcome.stdout.utf8).write(to: file)
        let data = folder.url.appending(path: "calcurse")
        // TZ=UTC: calcurse keeps appointments in local time.
        let imported = try await ReportRunner.run(["-D", data.path, "-i", file.path], program: Calcurse.program, deadline: .seconds(60))
        #expect(imported.status == 0, "\(imported.stderr)")
        let races = try await DemoRepository().races(season: 2025)
        let sessions = races.flatMap { race in race.sessions.map { (race, $0) } }
        #expect(imported.stdout.contains("\(sessions.count) apps / 0 events / 0 todos / 0 skipped"), "\(imported.stdout)")

        // "03/16/2025 @ 04:00 -> 03/16/2025 @ 06:00>note |Australian Grand Prix — Race"
        let text = try String(contentsOf: data.appending(path: "apts"), encoding: .utf8)
        var appointments: [String] = []
        for line in text.split(separator: "\n") {
            let match = try #require(line.firstMatch(of: /^(\S+) @ (\S+) -> (\S+) @ (\S+?)(?:>[0-9a-f]+)? \|(.*)$/), "\(line)")
            appointments.append("\(match.1) \(match.2) \(match.3) \(match.4) \(match.5)")
        }
        func written(_ moment: Moment) -> String {
            let date = moment.date
            let time = moment.timeOfDay
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return "\(two(date.month))/\(two(date.day))/\(date.year) \(two(time.hours)):\(two(time.minutes))"
        }
        let expected = try sessions.map { race, session in
            let start = try #require(session.startsAt)
            let end = start.adding(minutes: session.kind.usualMinutes(season: 2025))
            let name = ["Practice 1", "Practice 2", "Practice 3", "Sprint Qualifying", "Sprint", "Qualifying", "Race"][
                SessionKind.allCases.firstIndex(of: session.kind) ?? 0]
            return "\(written(start)) \(written(end)) \(race.name) — \(name)"
        }
        #expect(appointments.sorted() == expected.sorted())
    }
}

/// Debian's calcurse, where apt puts it; under CI (which installs it) its tests run whether or not.
enum Calcurse {
    static let program = URL(fileURLWithPath: "/usr/bin/calcurse")
    static var enabled: Bool {
        FileManager.default.isExecutableFile(atPath: program.path) || ProcessInfo.processInfo.environment["CI"] != nil
    }
    static let missing: Comment = "calcurse is not installed (apt-get install calcurse): the calendar file is not imported into a calendar program"
}
