import F1Domain
import F1UseCases

/// The demo's live race, simulated lap by lap from the dataset's snapshot.
public struct DemoLiveRace: LiveRaceRepository {
    let start: LiveRaceData
    let seed: UInt64
    /// The lap time the cars are placed by; nil places none.
    package let pace: LapTime?
    public let session: SessionAddress?
    /// The lap the race is first shown at, its laps before run at once; nil from its start.
    package var fromLap: Int?

    /// `seed` makes a run repeatable: the same seed, the same race. `pace` (a lap's time) places
    /// the cars on the lap, and `session` names the weekend's race for the map's circuit.
    public init(start: LiveRaceData, seed: UInt64 = 2025, pace: LapTime? = nil, session: SessionAddress? = nil) {
        self.start = start
        self.seed = seed
        self.pace = pace
        self.session = session
    }

    public func liveRace(every interval: Duration, clock: any Clock<Duration>) -> AsyncThrowingStream<LiveRaceData, any Error> {
        let start = self.start
        let seed = self.seed
        let pace = self.pace
        let fromLap = self.fromLap
        return .liveFeed { continuation in
            var simulation = LiveRaceSimulation(start: start, seed: seed, pace: pace)
            // The same seed runs the same laps, so a race taken up again is the one left.
            while let fromLap, simulation.snapshot.currentLap < fromLap, !simulation.snapshot.isFinished { _ = simulation.advance() }
            continuation.yield(simulation.snapshot)
            while !simulation.snapshot.isFinished {
                try await clock.sleep(for: interval, tolerance: nil)
                continuation.yield(simulation.advance())
            }
        }
    }
}
