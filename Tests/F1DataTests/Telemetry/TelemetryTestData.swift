import ErgastEmulator
import F1Data
import F1Domain
import Foundation
import Testing

/// The TracingInsights laps the telemetry tests compare with, and recordings made from them.
enum TelemetryTestData {
    static var isPresent: Bool { TracingInsightsFolder.isPresent && OpenF1Folder.isPresent }
    static let absent: Comment = "../shared/data is absent: the TracingInsights laps or the OpenF1 recordings are not available"

    /// A TracingInsights lap as the domain has it, and its time.
    static func tracingInsightsLap(_ code: String, _ number: Int) throws -> LapTelemetry {
        let file = try TracingInsightsFolder.decode(TracingInsightsLap.self, "\(code)/\(number)_tel.json")
        let table = try TracingInsightsFolder.decode(TracingInsightsLapTable.self, "\(code)/laptimes.json")
        return try file.telemetry(driver: code, lap: number, lapTime: table.time(ofLap: number))
    }

    /// A copy of a recorded session's folder in a new temporary folder, with `car_data.json` and
    /// `location.json` made from Russell's Austrian pole lap (derived test data, not recorded from
    /// OpenF1) dated from the start of `lap` of car `driver`, unless `telemetry` is false; `edit`
    /// may change the files before the test reads them.
    static func recording(
        _ name: String = "2026-miami-race", driver: Int = 1, lap number: Int = 35, telemetry: Bool = true, positions: Bool = true
    ) throws -> (folder: URL, lap: TimedLap) {
        let source = OpenF1Folder.root.appending(path: name)
        let folder = FileManager.default.temporaryDirectory.appending(path: "f1kit-telemetry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path) where file.hasSuffix(".json") {
            try FileManager.default.copyItem(at: source.appending(path: file), to: folder.appending(path: file))
        }
        let timing = try OpenF1Recording(folder: source).read().timing
        let lap = try #require(timing.laps.first { $0.driver.rawValue == driver && $0.lap == number })
        if telemetry {
            let files = OpenF1Emulator.derivedTelemetryFiles(
                of: try tracingInsightsLap("RUS", 19), start: try #require(lap.start), number: driver, session: timing.session.id.rawValue,
                meeting: timing.session.meetingKey)
            try files.carData.write(to: folder.appending(path: "car_data.json"))
            if positions { try files.location.write(to: folder.appending(path: "location.json")) }
        }
        return (folder, lap)
    }
}
