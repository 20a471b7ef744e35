import F1Data
import F1Domain
import F1TerminalUI
import F1TestSupport
import F1UI
import F1UseCases
import Foundation
import Synchronization
import TerminalKit
import Testing

/// The app on the demo data, as f1tracker composes it, with a live feed the test controls.
@MainActor
struct TrackerFixture {
    let controller: TrackerController
    var model: AppModel { controller.model }

    /// `live` is the feed the Live tab follows; by default the demo's race, two laps then held open.
    init(
        races: (any RaceRepository)? = nil, live: (@Sendable (Int) -> AsyncThrowingStream<LiveRaceData, any Error>)? = nil,
        playback: (any PlaybackSpeedControl)? = nil, season: Int = 2025,
        source: (any RaceRepository & StandingsRepository & WeekendRepository)? = nil,
        today: CalendarDate? = nil, layout: TrackLayout? = nil
    ) throws {
        let demo = try DemoRepository()
        let start = demo.dataset.liveRace
        let reports = StubReportSource(
            races: races ?? source ?? demo, standings: source ?? demo, weekend: source ?? demo, history: source == nil ? demo : nil,
            today: today ?? demo.today, now: demo.now, rulebook: try ScoringRulebook.builtIn())
        let feed = AppModel.LiveFeed(playback: playback, layout: layout, follow: live ?? { _ in Self.heldOpen(start: start, laps: 2) })
        controller = TrackerController(
            model: AppModel(season: season, format: F1UI.Format(), source: reports, live: feed), sourceName: (source ?? demo).info.name,
            now: { demo.now })
    }

    /// The demo race's first `laps` snapshots, then a feed that stays open (a race still running) until cancelled.
    nonisolated static func heldOpen(start: LiveRaceData, laps: Int) -> AsyncThrowingStream<LiveRaceData, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                var count = 0
                for try await snapshot in DemoLiveRace(start: start).liveRace(every: .seconds(1), clock: ImmediateClock()) {
                    continuation.yield(snapshot)
                    count += 1
                    if count == laps { break }
                }
                try? await Task.sleep(for: .seconds(3600))
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Presses keys one after the other, each after the actions of the one before have finished.
    func press(_ keys: TerminalKitKey...) async {
        for key in keys {
            _ = controller.handle(key)
            await controller.settle()
        }
    }
}

typealias TerminalKitKey = Key

/// Waits until `condition` holds, checking every few milliseconds; fails the test after `deadline`.
/// Three minutes, not one: in the full suite on two cores, a local run and a clean-clone CI run had a demo
/// load here wait more than 60 s behind the other suites' work (the whole run takes under three).
@MainActor
func waitUntil(
    _ what: String, deadline: Duration = .seconds(180), sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: deadline)
    while !condition() {
        guard clock.now < end else {
            Issue.record("Still waiting after \(deadline): \(what)", sourceLocation: sourceLocation)
            return
        }
        try? await Task.sleep(for: .milliseconds(5))
    }
}
