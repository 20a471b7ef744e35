import Foundation
import Testing

/// Python's `icalendar` reading a calendar file back, as a calendar program's library would:
/// every event's times as instants (or days), its texts unescaped and unfolded, and whatever the
/// parser found wrong. `.ci/run` installs it; a machine without it skips the tests that need it.
package enum ICalendarParser {
    /// Whether python3 can import icalendar here.
    package static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import icalendar"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? ProcessRunner.start(process)) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Runs the tests that need it when it is here, and under CI (set by .ci/run, which installs
    /// it) whether or not, so a CI machine without it fails rather than skips.
    package static var enabled: Bool { isAvailable || ProcessInfo.processInfo.environment["CI"] != nil }
    package static let missing: Comment = "python3 with icalendar is missing (python3 -m pip install icalendar): the calendar files are not read back"

    /// When an event starts or ends: an instant (milliseconds since 1970, UTC) or a day ("2025-03-16").
    package struct Time: Hashable, Sendable, Decodable {
        package var instant: Int?
        package var day: String?

        package init(instant: Int? = nil, day: String? = nil) {
            self.instant = instant
            self.day = day
        }
    }

    package struct Event: Hashable, Sendable, Decodable {
        package var uid: String
        package var start: Time
        package var end: Time
        package var summary: String
        package var location: String
        package var description: String
        package var sequence: Int
        /// Milliseconds since 1970.
        package var lastModified: Int
        package var stamp: Int
    }

    package struct Calendar: Sendable, Decodable {
        package var name: String
        package var events: [Event]
        /// What icalendar found wrong in any component; empty for a sound file.
        package var errors: [String]
    }

    static let script = """
        import sys, json, datetime, icalendar
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        def time(prop):
            value = prop.dt
            if isinstance(value, datetime.datetime):
                if value.tzinfo is None:
                    raise SystemExit('a floating time: ' + str(value))
                return {'instant': round(value.timestamp() * 1000)}
            return {'day': value.isoformat()}
        def instant(prop):
            return round(prop.dt.timestamp() * 1000)
        errors = [str(e) for c in calendar.walk() for e in getattr(c, 'errors', [])]
        events = [{
            'uid': str(e['UID']), 'start': time(e['DTSTART']), 'end': time(e['DTEND']),
            'summary': str(e['SUMMARY']), 'location': str(e['LOCATION']), 'description': str(e.get('DESCRIPTION', '')),
            'sequence': int(e['SEQUENCE']), 'lastModified': instant(e['LAST-MODIFIED']), 'stamp': instant(e['DTSTAMP']),
        } for e in calendar.walk('VEVENT')]
        print(json.dumps({'name': str(calendar.get('X-WR-CALNAME')), 'events': events, 'errors': errors}))
        """

    /// The calendar file `ics` as icalendar reads it.
    package static func parse(_ ics: String) async throws -> Calendar {
        let file = FileManager.default.temporaryDirectory.appending(path: "f1kit-\(UUID().uuidString).ics")
        try Data(ics.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try await ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path], environment: ProcessInfo.processInfo.environment,
            deadline: .seconds(60))
        guard outcome.status == 0 else { throw ParseFailure(message: outcome.stderr) }
        return try JSONDecoder().decode(Calendar.self, from: Data(outcome.stdout.utf8))
    }

    package struct ParseFailure: Error, CustomStringConvertible {
        package var message: String
        package var description: String { "icalendar could not read the file: \(message)" }
    }
}
