import F1Domain
import F1UseCases

/// The demo's live race, simulated lap by lap from the dataset's snapshot.
public struct DemoLiveRace: LiveRaceRepository {
    let start: LiveRaceData
    let seed: UInt64

    /// `seed` makes a run repeatable: the same seed, the same race.
    public init(start: LiveRaceData, seed: UInt64 = 2025) {
        self.start = start
        self.seed = seed
    }

    public func liveRace(every interval: Duration, clock: any Clock<Duration>) -> AsyncThrowingStream<LiveRaceData, any Error> {
        let start = self.start
        let seed = self.seed
        return .liveFeed { continuation in
            var simulation = LiveRaceSimulation(start: start, seed: seed)
            continuation.yield(simulation.snapshot)
            while !simulation.snapshot.isFinished {
                try await clock.sleep(for: interval, tolerance: nil)
                continuation.yield(simulation.advance())
            }
        }
    }
}
