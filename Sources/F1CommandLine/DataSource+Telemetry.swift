import F1Data
import F1Sources
import F1UseCases
import Foundation

extension DataSource {
    /// The source the reports read: this one, its telemetry replaced by `telemetry` when a command
    /// was given a recording, else by the TracingInsights checkout `--telemetry DIR` names.
    package func reportSource(telemetry: (any TelemetryRepository)?, options: SourceOptions) throws -> any ReportSource {
        if let telemetry { return TelemetryOverlay(base: self, telemetry: telemetry) }
        guard let path = options.resolvedTelemetryPath else { return self }
        return TelemetryOverlay(base: self, telemetry: try Self.tracingInsights(path: path, races: races))
    }

    /// A TracingInsights checkout, its Grand Prix folders named by the results source's races.
    static func tracingInsights(path: String, races: any RaceRepository) throws -> any TelemetryRepository {
        // Filled in when the checkout's reader lands (issue 43).
        NoTelemetry(sourceName: "the TracingInsights checkout at \(path)")
    }
}
