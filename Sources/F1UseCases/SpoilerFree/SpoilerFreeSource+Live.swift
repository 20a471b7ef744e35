import F1Domain

/// A session refused because it is past the spoiler-free line: a live one, or a recording's
/// that the source cannot date.
public enum SpoilerFreeRefusal: Error, Hashable, Sendable {
    case sessionHidden
}

extension SpoilerFreeSource {
    /// `race` as it enters a face, withheld when its session is past the line: the board, its
    /// summary, its map and its events all come from this one stream.
    public func live(_ race: any LiveRaceRepository) -> any LiveRaceRepository {
        SpoilerFreeLiveRace(base: race, source: self)
    }

    /// Whether a live session is past the line: the weekend's session it names, else (a feed
    /// that names none) whether the line has been reached by the clock, since a live session is now.
    public func hidesLive(_ session: SessionAddress?) async throws -> Bool {
        if let session, case .round(let round) = session.round, let race = try await calendars.race(session.season, round) {
            return cutoff.hides(race, session.session)
        }
        return hidesUndated
    }

    /// Whether a session the source cannot date (a feed's, a recording's) is hidden: whenever the
    /// line has been reached by the clock, since the session may be as recent as now.
    public var hidesUndated: Bool { cutoff.moment <= base.clock.now() }
}

/// A live race that yields nothing when its session is past the line.
struct SpoilerFreeLiveRace: LiveRaceRepository {
    let base: any LiveRaceRepository
    let source: SpoilerFreeSource

    var session: SessionAddress? { base.session }

    func liveRace(every interval: Duration, clock: any Clock<Duration>) -> AsyncThrowingStream<LiveRaceData, any Error> {
        let updates = base.liveRace(every: interval, clock: clock)
        let source = source
        let session = base.session
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    if try await source.hidesLive(session) { throw SpoilerFreeRefusal.sessionHidden }
                    for try await update in updates { continuation.yield(update) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
