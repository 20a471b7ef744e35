import F1CommandLine
import F1Data
import F1Domain
import F1UI
import F1UseCases

/// The Live tab's race from the chosen source: the demo's race in progress, or with the API the
/// season's last race replayed from its lap times; the playback clock lets the person change speed.
enum TrackerServices {
    /// `following` gives the Live tab's race when it is not the source's own (an OpenF1 session
    /// followed live); its failures show on the tab. `shown` is the race as it may reach the tab
    /// (spoiler-free mode withholds one past its moment).
    static func liveFeed(
        _ sources: DataSource, interval: Duration, replay: TimedSessionReplay? = nil, speed: Double = 1,
        following: (@Sendable () async throws -> any LiveRaceRepository)? = nil,
        shown: @escaping @Sendable (any LiveRaceRepository) -> any LiveRaceRepository = { $0 }
    ) -> AppModel.LiveFeed {
        let playback = PlaybackClock(base: ContinuousClock(), speed: speed)
        if let replay {
            // A recorded session on the Live tab, whatever the season shown: Space pauses and resumes it where it stood.
            return AppModel.LiveFeed(playback: playback, seek: replay.cursor) { _ in
                FollowLiveRace(repository: shown(replay), clock: playback)(every: interval)
            }
        }
        return AppModel.LiveFeed(playback: playback) { season in
            AsyncThrowingStream { continuation in
                let task = Task {
                    do {
                        let found =
                            if let following {
                                try await following()
                            } else {
                                try await sources.seasonLiveRace(season: season)
                            }
                        let repository = shown(found)
                        // A session followed live runs on the wall clock: its speed is the session's own.
                        let clock: any Clock<Duration> = following == nil ? playback : ContinuousClock()
                        for try await snapshot in FollowLiveRace(repository: repository, clock: clock)(every: interval) {
                            continuation.yield(snapshot)
                        }
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: error)
                    }
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
    }
}
