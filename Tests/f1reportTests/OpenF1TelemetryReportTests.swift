import ErgastEmulator
import Foundation
import Testing

/// `--telemetry openf1` as a person runs it, against the OpenF1 emulator serving the 2026 Austrian
/// qualifying made from TracingInsights' laps (derived test data): f1db's calendar says which day
/// round 8 is, OpenF1's sessions of 2026 which session that is, and each lap is asked for alone.
@Suite(.enabled(if: SharedData.hasTelemetryAndF1db, SharedData.noTelemetry))
struct OpenF1TelemetryReportTests {
    static func emulator() throws -> OpenF1Emulator {
        let emulator = try OpenF1Emulator(
            tracingInsights: SharedData.austria, numbers: ["RUS": 63, "LEC": 16], circuit: "Spielberg", country: "Austria")
        try emulator.start(keepingRecordedDates: true)
        return emulator
    }

    static func arguments(_ emulator: OpenF1Emulator, _ command: [String]) -> [String] {
        command + ["--telemetry", "openf1", "--openf1-url", emulator.baseURL.absoluteString, "--f1db", SharedData.f1dbData.path]
    }

    @Test func theAustrianLapsComeFromTheApiLapByLap() async throws {
        let emulator = try Self.emulator()
        defer { emulator.stop() }
        let home = FileManager.default.temporaryDirectory.appending(path: "f1kit-openf1-telemetry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let outcome = try await ReportRunner.run(
            Self.arguments(emulator, ["telemetry", "2026", "8", "q", "--drivers", "RUS,LEC", "--format", "json"]),
            environment: ["HOME": home.path, "XDG_CACHE_HOME": home.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let laps = try #require(json["laps"] as? [[String: Any]])
        #expect(laps.compactMap { ($0["car"] as? [String: Any])?["code"] as? String } == ["RUS", "LEC"])
        let (pole, second) = (try TelemetryReportTests.lapTime("RUS", lap: 19), try TelemetryReportTests.lapTime("LEC", lap: 14))
        #expect(laps.compactMap { $0["lapTime"] as? Double } == [pole, second])
        let margin = try #require((json["comparison"] as? [String: Any])?["margin"] as? Double)
        #expect(abs(margin - (second - pole)) < 0.001)

        // The season's sessions once, then only the two laps' car data and positions, each filtered
        // by car and by the lap's dates.
        let targets = emulator.receivedRequests.map(\.target)
        #expect(targets.filter { $0.hasPrefix("/v1/sessions?year=") } == ["/v1/sessions?year=2026"], "\(targets)")
        let samples = targets.filter { $0.contains("/car_data?") || $0.contains("/location?") }
        #expect(samples.count == 4, "\(samples)")
        for target in samples {
            #expect(target.contains("driver_number=") && target.contains("date%3E%3D=") && target.contains("date%3C="), "\(target)")
        }
    }

    @Test func aSessionOpenF1DoesNotHaveIsOneSentence() async throws {
        let emulator = try Self.emulator()
        defer { emulator.stop() }
        let home = FileManager.default.temporaryDirectory.appending(path: "f1kit-openf1-telemetry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        // Round 9 of 2026 is a week later: the emulator has no session that weekend.
        let outcome = try await ReportRunner.run(
            Self.arguments(emulator, ["sectors", "2026", "9", "q"]), environment: ["HOME": home.path, "XDG_CACHE_HOME": home.path])
        #expect(outcome.status != 0)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.split(separator: "\n").count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("OpenF1"), "\(outcome.stderr)")
    }
}
