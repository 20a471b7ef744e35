import F1Data
import F1Domain
import F1UseCases
import Foundation

extension DataSource {
    /// A recorded OpenF1 session (a folder of its answers) as a replay, with this source's
    /// official result for after the flag; `hasOfficialResult` says whether it found one.
    package func recordedReplay(folder: String) async throws -> (replay: TimedSessionReplay, hasOfficialResult: Bool) {
        await replay(of: try OpenF1Recording(folder: URL(fileURLWithPath: folder)).read().timing)
    }

    /// A session's timing (recorded, or fetched from OpenF1) as a replay, with this source's
    /// official result for after the flag and its drivers' ids for every board;
    /// `hasOfficialResult` says whether it found a result.
    package func replay(of timing: SessionTiming) async -> (replay: TimedSessionReplay, hasOfficialResult: Bool) {
        let official = await LoadOfficialPlaces(races: races, weekends: weekend)(for: timing.session)
        let replay = TimedSessionReplay(
            timeline: SessionTimeline(timing), raceName: timing.title(raceName: official?.race.name),
            officialPlaces: official?.places ?? [:], officialUnplaced: official?.unplaced ?? [:], resultsDrivers: official?.drivers ?? [:])
        return (replay, official.map { !$0.places.isEmpty || !$0.unplaced.isEmpty } ?? false)
    }

    /// The circuit `session` ran on, from `telemetry` (this source's own by default), for the live
    /// board's map; nil when it has no layout for it.
    package func layout(of session: TimingSession, telemetry: (any TelemetryRepository)? = nil) async -> TrackLayout? {
        await LoadSessionLayout(telemetry: telemetry ?? telemetryRepository, races: races, weekends: weekend)(for: session)
    }

    /// The circuit of a race run live (the demo's names its weekend's race), from this source's
    /// telemetry, for the board's map; nil when the race names no session or the source has no layout.
    package func layout(of race: any LiveRaceRepository) async -> TrackLayout? {
        guard let session = race.session else { return nil }
        return await LoadSessionLayout(telemetry: telemetryRepository, races: races, weekends: weekend)(for: session)
    }
}
