import F1Data
import F1Domain
import F1UseCases

extension DataSource {
    /// OpenF1's session `key` (nil: the latest) replayed from its answers, fetched through the cache.
    /// With `recording`, its answers are kept in that folder too (`--record DIR`).
    package func fetchedReplay(
        session key: Int?, recording: OpenF1SessionRecorder.Options? = nil, notice: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> TimedSessionReplay {
        guard case .openF1(let openF1, _) = self else { throw LookupError.noLiveRace }
        let timing = try await openF1.timing(session: key, recording: recording, notice: notice)
        return TimedSessionReplay(timeline: SessionTimeline(timing), raceName: timing.title())
    }

    /// The session running now on OpenF1, followed live, drawn at `playback`'s instant.
    package func followedSession(playback: LiveSessionPlayback? = nil) async throws -> OpenF1LiveFeed {
        guard case .openF1(let openF1, _) = self else { throw LookupError.noLiveRace }
        return try await openF1.followCurrentSession(playback: playback)
    }

    /// A playhead for the session followed from OpenF1, `delay` behind live; nil for other sources.
    package func livePlayback(delay: Duration) -> LiveSessionPlayback? {
        guard case .openF1(let openF1, _) = self else { return nil }
        return openF1.playback(delay: delay)
    }
}
