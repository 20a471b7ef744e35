import Foundation
import Testing

/// `f1report live --replay` over the recorded Miami 2026 race, with f1db's official result: the
/// boards at the start, in the pit-stop window and at the flag, as a person reads them.
@Suite(.enabled(if: SharedData.hasOpenF1AndF1db, SharedData.noOpenF1))
struct ReplayReportTests {
    static let cases: [(String, [String])] = [
        ("replay-miami-2026-start.txt", ["--from-lap", "1", "--laps", "1", "--interval", "100"]),
        ("replay-miami-2026-pit-window.txt", ["--from-lap", "27", "--laps", "1", "--interval", "60"]),
        ("replay-miami-2026-flag.txt", ["--from-lap", "57", "--interval", "90"]),
        ("replay-miami-2026-flag.json", ["--from-lap", "57", "--interval", "90", "--format", "json"]),
        // The sprint: a penalty the feed applied itself, a disqualification and two cars that did not start.
        ("replay-miami-2026-sprint-flag.txt", ["--from-lap", "19", "--interval", "90", "--recording", "2026-miami-sprint"]),
    ]

    @Test(arguments: 0..<cases.count)
    func boardMatchesGolden(_ index: Int) async throws {
        var (name, extra) = Self.cases[index]
        var recording = SharedData.openF1Race
        if let flag = extra.firstIndex(of: "--recording") {
            recording = recording.deletingLastPathComponent().appending(path: extra[flag + 1])
            extra.removeSubrange(flag...flag + 1)
        }
        let arguments = ["live", "--replay", recording.path, "--speed", "60", "--f1db", SharedData.f1dbData.path] + extra
        let outcome = try await ReportRunner.run(arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == (try ReportRunner.golden(name, actual: outcome.stdout)))
    }

    /// The replay's JSON Lines carry what the board shows beside the gaps: the latest weather
    /// reading of the recording by each line's instant (found here in weather.json itself), each
    /// car's last lap's sectors marked as the sectors report names marks, and its place on the lap.
    @Test func jsonLinesCarryTheWeatherSectorsAndPlaceOnTheLap() async throws {
        let outcome = try await ReportRunner.run([
            "live", "--replay", SharedData.openF1Race.path, "--speed", "60", "--from-lap", "30", "--laps", "1", "--interval", "60", "--format",
            "json",
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let records = try outcome.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(records.count >= 2)
        let readings = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: SharedData.openF1Race.appending(path: "weather.json"))) as? [[String: Any]])
        let dated = try readings.map { reading in
            (date: try #require(Self.instant(reading["date"] as? String)), reading: reading)
        }
        for record in records {
            let at = try #require(Self.instant(record["at"] as? String))
            let latest = try #require(dated.filter { $0.date <= at }.max { $0.date < $1.date })
            let weather = try #require(record["weather"] as? [String: Any])
            #expect(weather["airTemperature"] as? Double == latest.reading["air_temperature"] as? Double)
            #expect(weather["trackTemperature"] as? Double == latest.reading["track_temperature"] as? Double)
            #expect(weather["windSpeed"] as? Double == latest.reading["wind_speed"] as? Double)
            #expect(weather["windDirection"] as? Int == latest.reading["wind_direction"] as? Int)
            #expect(weather["rainfall"] as? Int == latest.reading["rainfall"] as? Int)
            let cars = try #require(record["cars"] as? [[String: Any]])
            let marks = cars.compactMap { $0["lastLapSectors"] as? [Any] }
            // Lap 30 of 57: every car has completed laps (a retired car keeps its last), each with three sectors.
            #expect(marks.count == cars.count)
            #expect(marks.allSatisfy { $0.count == 3 })
            let names = Set(marks.joined().compactMap { $0 as? String })
            #expect(names.isSubset(of: ["overall-best", "personal-best", "slower"]) && names.count > 1, "\(names)")
            // Every running car is on the map; a retired car is not.
            let running = cars.filter { $0["retired"] as? Bool != true }
            let fractions = running.compactMap { $0["lapFraction"] as? Double }
            #expect(running.count > 10 && fractions.count == running.count && fractions.allSatisfy { (0..<1).contains($0) })
            #expect(cars.filter { $0["retired"] as? Bool == true }.allSatisfy { $0["lapFraction"] == nil })
        }
    }

    /// An instant in UTC to the millisecond as text that sorts as time does ("2026-05-03T16:07:48.447"):
    /// OpenF1 writes microseconds and an offset of +00:00, the export milliseconds and "Z".
    static func instant(_ text: String?) -> String? {
        guard let text, text.count >= 23 else { return nil }
        return String(text.prefix(23))
    }

    @Test func aLapTheRecordingLacksIsOneSentence() async throws {
        let outcome = try await ReportRunner.run(["live", "--replay", SharedData.openF1Race.path, "--from-lap", "2"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "f1report: The recording has no start of lap 2; it has the start of laps 1 and 3 to 57.\n")
    }

    @Test(arguments: [["--speed", "0.2"], ["--speed", "61"], ["--from-lap", "0"]])
    func aBadReplayArgumentIsOneSentence(_ extra: [String]) async throws {
        let outcome = try await ReportRunner.run(["live", "--replay", SharedData.openF1Race.path] + extra)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(extra[0]))
    }

    @Test func aFolderThatIsNoRecordingIsOneSentence() async throws {
        let outcome = try await ReportRunner.run(["live", "--replay", SharedData.f1dbData.path])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: \(SharedData.f1dbData.path) holds no session.json, so it is not a recorded OpenF1 session.\n")
    }
}
