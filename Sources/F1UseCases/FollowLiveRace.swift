import F1Domain

/// Follows a race in progress, one snapshot per tick, optionally stopping after some laps.
public struct FollowLiveRace: Sendable {
    let repository: any LiveRaceRepository
    let clock: any Clock<Duration>

    public init(repository: any LiveRaceRepository, clock: any Clock<Duration>) {
        self.repository = repository
        self.clock = clock
    }

    /// Snapshots every `interval`; with `laps`, the stream ends once that many laps have been shown after the first.
    public func callAsFunction(every interval: Duration, laps: Int? = nil) -> AsyncThrowingStream<LiveRaceData, any Error> {
        let source = repository.liveRace(every: interval, clock: clock)
        guard let laps else { return source }
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    var firstLap: Int?
                    for try await snapshot in source {
                        continuation.yield(snapshot)
                        let start = firstLap ?? snapshot.currentLap
                        firstLap = start
                        if snapshot.currentLap - start >= laps { break }
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
