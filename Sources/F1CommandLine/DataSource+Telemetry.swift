import F1Data
import F1Domain
import F1Sources
import F1UseCases
import Foundation
import Synchronization

extension DataSource {
    /// The source the reports read: this one, its telemetry replaced by `telemetry` when a command
    /// was given a recording, else by what `--telemetry` names: OpenF1's API (`openf1`) or a
    /// TracingInsights checkout.
    package func reportSource(telemetry: (any TelemetryRepository)?, options: SourceOptions) throws -> any ReportSource {
        if let telemetry { return TelemetryOverlay(base: self, telemetry: telemetry) }
        guard let path = options.resolvedTelemetryPath else { return self }
        if path == SourceOptions.openF1Telemetry {
            return TelemetryOverlay(base: self, telemetry: OpenF1Weekends(source: try DataSource.makeOpenF1(options), races: races))
        }
        return TelemetryOverlay(base: self, telemetry: CheckoutSeasons(folder: URL(fileURLWithPath: path), races: races))
    }
}

/// A telemetry source that is one repository for each session asked about (a season's checkout,
/// an OpenF1 session), found from the results source's calendar, which says what a round is.
protocol TelemetryByWeekend: TelemetryRepository {
    var races: any RaceRepository { get }
    /// The repository that answers for `round`'s session of `kind`.
    func repository(for race: Race, _ kind: SessionKind) async throws -> any TelemetryRepository
}

extension TelemetryByWeekend {
    func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps {
        try await repository(season, round, session).sessionLaps(season: season, round: round, session: session)
    }

    func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        try await repository(season, round, session).lapTelemetry(season: season, round: round, session: session, lap: lap, driver: driver)
    }

    func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout {
        try await repository(season, round, session).trackLayout(season: season, round: round, session: session)
    }

    private func repository(_ season: Int, _ round: Int, _ kind: SessionKind) async throws -> any TelemetryRepository {
        try await repository(for: Self.race(season, round, in: races), kind)
    }

    /// The calendar's race of `round`, or the lookup's sentence naming the rounds there are.
    static func race(_ season: Int, _ round: Int, in races: any RaceRepository) async throws -> Race {
        let calendar = try await races.races(season: season)
        guard let race = calendar.first(where: { $0.round == round }) else {
            throw LookupError.roundNotFound(season: season, round: round, rounds: calendar.count)
        }
        return race
    }
}

/// A TracingInsights checkout read for whichever season is asked (its repositories hold one season
/// each, and a checkout's folder need not be named by its year), its Grand Prix folders named by
/// the results source's calendar: `--f1db` for a season the demo does not hold.
final class CheckoutSeasons: TelemetryByWeekend {
    let folder: URL
    let races: any RaceRepository
    /// One checkout a season, so each keeps the sessions it has read; the three latest asked for
    /// (each keeps up to `TracingInsightsSessions.budget` and `LapSamples.budget`).
    private let checkouts = BoundedMemo<Int, TracingInsightsCheckout>(budget: 3) { _ in 1 }

    init(folder: URL, races: any RaceRepository) {
        self.folder = folder
        self.races = races
    }

    var coverage: String { "the sessions in the TracingInsights checkout at \(folder.path)" }

    func repository(for race: Race, _ kind: SessionKind) -> any TelemetryRepository {
        if let checkout = checkouts.value(race.season) { return checkout }
        let races = races
        let checkout = TracingInsightsCheckout(folder: folder, season: race.season) { season, round in
            try await Self.race(season, round, in: races).name
        }
        checkouts.keep(checkout, for: race.season)
        return checkout
    }
}

/// OpenF1's API for whichever session is asked: the round's race day from the results source's
/// calendar, then OpenF1's session of that kind that weekend, each lap asked for on its own
/// (`OpenF1Telemetry`).
final class OpenF1Weekends: TelemetryByWeekend {
    let source: OpenF1Source
    let races: any RaceRepository
    /// One repository a session, so each keeps the session's laps once settled; the eight latest.
    private let sessions = BoundedMemo<Int, OpenF1Telemetry>(budget: 8) { _ in 1 }

    init(source: OpenF1Source, races: any RaceRepository) {
        self.source = source
        self.races = races
    }

    var coverage: String { OpenF1Source.telemetryCoverage }

    func repository(for race: Race, _ kind: SessionKind) async throws -> any TelemetryRepository {
        let key = try await source.sessionKey(season: race.season, round: race.round, raceDay: race.date, kind: kind)
        if let repository = sessions.value(key) { return repository }
        let repository = OpenF1Telemetry(source: source, sessionKey: key)
        sessions.keep(repository, for: key)
        return repository
    }
}
