import F1Domain
import F1UseCases

/// For sources with no race in progress: the feed ends at once with `LookupError.noLiveRace`.
public struct NoLiveRace: LiveRaceRepository {
    public init() {}

    public func liveRace(every interval: Duration, clock: any Clock<Duration>) -> AsyncThrowingStream<LiveRaceData, any Error> {
        AsyncThrowingStream { $0.finish(throwing: LookupError.noLiveRace) }
    }
}
