import F1Data
import F1Domain
import F1Sources
import F1UseCases
import Foundation
import Synchronization

extension DataSource {
    /// The source the reports read: this one, its telemetry replaced by `telemetry` when a command
    /// was given a recording, else by the TracingInsights checkout `--telemetry DIR` names.
    package func reportSource(telemetry: (any TelemetryRepository)?, options: SourceOptions) throws -> any ReportSource {
        if let telemetry { return TelemetryOverlay(base: self, telemetry: telemetry) }
        guard let path = options.resolvedTelemetryPath else { return self }
        return TelemetryOverlay(base: self, telemetry: CheckoutSeasons(folder: URL(fileURLWithPath: path), races: races))
    }
}

/// A TracingInsights checkout read for whichever season is asked (its repositories hold one season
/// each, and a checkout's folder need not be named by its year), its Grand Prix folders named by
/// the results source's calendar: `--f1db` for a season the demo does not hold.
final class CheckoutSeasons: TelemetryRepository {
    let folder: URL
    let races: any RaceRepository
    /// One checkout a season, so each keeps the sessions it has read.
    private let checkouts = Mutex<[Int: TracingInsightsCheckout]>([:])

    init(folder: URL, races: any RaceRepository) {
        self.folder = folder
        self.races = races
    }

    var coverage: String { "the sessions in the TracingInsights checkout at \(folder.path)" }

    func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps {
        try await checkout(season).sessionLaps(season: season, round: round, session: session)
    }

    func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        try await checkout(season).lapTelemetry(season: season, round: round, session: session, lap: lap, driver: driver)
    }

    func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout {
        try await checkout(season).trackLayout(season: season, round: round, session: session)
    }

    private func checkout(_ season: Int) -> TracingInsightsCheckout {
        checkouts.withLock { made in
            if let checkout = made[season] { return checkout }
            let races = races
            let checkout = TracingInsightsCheckout(folder: folder, season: season) { season, round in
                let calendar = try await races.races(season: season)
                guard let race = calendar.first(where: { $0.round == round }) else {
                    throw LookupError.roundNotFound(season: season, round: round, rounds: calendar.count)
                }
                return race.name
            }
            made[season] = checkout
            return checkout
        }
    }
}
