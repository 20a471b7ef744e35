import Foundation
import Testing

/// The telemetry reports of real sessions as a person runs them: the Austrian pole and P2 laps of
/// 2026 from a TracingInsights checkout (with f1db's calendar naming the Grand Prix), and the
/// recorded Miami race's sectors. Expected values are read from the files here, not from F1Kit.
@Suite struct TelemetryReportTests {
    /// A checkout laid out as TracingInsights' season repositories are: <Grand Prix>/<Session>/.
    static func checkout() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "f1kit-checkout-\(UUID().uuidString)")
        let grandPrix = root.appending(path: "Austrian Grand Prix")
        try FileManager.default.createDirectory(at: grandPrix, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: grandPrix.appending(path: "Qualifying"), withDestinationURL: SharedData.austria)
        return root
    }

    static func lapTime(_ driver: String, lap: Int) throws -> Double {
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: SharedData.austria.appending(path: "\(driver)/laptimes.json")))
        let columns = try #require(table as? [String: Any])
        let laps = try #require(columns["lap"] as? [Any])
        let times = try #require(columns["time"] as? [Any])
        let row = try #require(laps.firstIndex { ($0 as? NSNumber)?.intValue == lap })
        return try #require((times[row] as? NSNumber)?.doubleValue)
    }

    @Test(.enabled(if: SharedData.hasTelemetryAndF1db, SharedData.noTelemetry))
    func theAustrianPoleAndP2LapsCompareAsTheirFilesSay() async throws {
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await ReportRunner.run([
            "telemetry", "2026", "8", "q", "--drivers", "RUS,LEC", "--telemetry", root.path, "--f1db", SharedData.f1dbData.path, "--format", "json",
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let laps = try #require(json["laps"] as? [[String: Any]])
        let (pole, second) = (try Self.lapTime("RUS", lap: 19), try Self.lapTime("LEC", lap: 14))
        #expect(laps.compactMap { ($0["car"] as? [String: Any])?["code"] as? String } == ["RUS", "LEC"])
        #expect(laps.compactMap { $0["lapTime"] as? Double } == [pole, second])
        let comparison = try #require(json["comparison"] as? [String: Any])
        #expect(abs(try #require(comparison["margin"] as? Double) - (second - pole)) < 0.001)
        let delta = try #require(laps.last?["delta"] as? [[String: Any]])
        #expect(abs(try #require(delta.last?["delta"] as? Double) - (second - pole)) < 0.001)

        let text = try await ReportRunner.run([
            "telemetry", "2026", "8", "q", "--drivers", "RUS,LEC", "--telemetry", root.path, "--f1db", SharedData.f1dbData.path,
        ])
        #expect(text.stdout.contains("George Russell is 0.236 s quicker than Charles Leclerc at the line, gaining most"))
    }

    @Test(.enabled(if: SharedData.hasTelemetryAndF1db, SharedData.noTelemetry))
    func aSeasonTheResultsSourceLacksIsOneSentence() async throws {
        let root = try Self.checkout()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try await ReportRunner.run(["sectors", "2026", "8", "q", "--telemetry", root.path])
        #expect(outcome.status != 0)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("2026"))
    }

    @Test(.enabled(if: SharedData.hasOpenF1AndF1db, SharedData.noOpenF1))
    func theRecordedMiamiRacesBestLapsAreItsLapTables() async throws {
        let outcome = try await ReportRunner.run(["sectors", "--replay", SharedData.openF1Race.path, "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let drivers = try #require(json["drivers"] as? [[String: Any]])
        // Each car's quickest lap_duration in the recording's laps.json.
        let laps = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: SharedData.openF1Race.appending(path: "laps.json"))) as? [[String: Any]])
        var quickest: [Int: Double] = [:]
        for lap in laps {
            guard let number = lap["driver_number"] as? Int, let duration = lap["lap_duration"] as? Double, duration > 0 else { continue }
            quickest[number] = min(quickest[number] ?? .infinity, duration)
        }
        #expect(drivers.count == quickest.count)
        for driver in drivers {
            let number = try #require(driver["number"] as? Int)
            let best = try #require((driver["bestLap"] as? [String: Any])?["time"] as? Double)
            #expect(best == quickest[number], "car \(number)")
        }
    }
}
