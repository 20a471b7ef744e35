import F1Domain
import Foundation

/// What the Telemetry benchmarks need of `package` API (docs/performance.md, "Two laps
/// compared"): one lap's file read as a checkout reads it, without the session around it, so
/// F1Kit's pass reads the same files as the pandas script it is compared with.
@_spi(Benchmarks) public enum TracingInsightsLapFile {
    /// The lap in `file` (a TracingInsights `N_tel.json`), through the columns fast path as a
    /// checkout reads it.
    public static func telemetry(_ file: URL, driver: String, lap: Int, lapTime: Double?) throws -> LapTelemetry {
        let folder = file.deletingLastPathComponent()
        let lapFile = try TracingInsightsSession.decode(TracingInsightsLap.self, checkout: folder, file.lastPathComponent)
        return try lapFile.telemetry(driver: driver, lap: lap, lapTime: lapTime)
    }
}
