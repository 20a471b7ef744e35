import F1Domain
import F1UseCases

/// `f1report live --source api YEAR ROUND`: a real race replayed from the API's lap times, on the
/// same board as a race in progress.
public struct ApiLiveReplay: LiveRaceRepository {
    let repository: ApiRepository
    let season: Int
    let round: Int

    public init(repository: ApiRepository, season: Int, round: Int) {
        self.repository = repository
        self.season = season
        self.round = round
    }

    /// The race's results (names, teams, classification) and every page of its lap times.
    package func replay() async throws -> LapReplay {
        let race = try await repository.results(season: season, round: round)
        let laps = try await repository.client.all("\(season)/\(round)/laps.json").raceTable?.races.first?.laps ?? []
        let replay = LapReplay(race: race, laps: laps)
        // No laps at all, or none with a lap-1 time to start from: nothing to replay either way.
        guard replay.lapsWithTimes > 0 else {
            throw LookupError.noLapTimes(season: season, name: race.race.name, firstSeason: 1996)
        }
        return replay
    }

    public func liveRace(every interval: Duration, clock: any Clock<Duration>) -> AsyncThrowingStream<LiveRaceData, any Error> {
        .liveFeed { continuation in
            let replay = try await replay()
            for lap in 1...replay.lapsWithTimes {
                if lap > 1 { try await clock.sleep(for: interval, tolerance: nil) }
                continuation.yield(replay.snapshot(afterLap: lap))
            }
        }
    }
}
