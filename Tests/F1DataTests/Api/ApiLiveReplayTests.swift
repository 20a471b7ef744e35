import F1Domain
import F1TestSupport
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// `live --source api`: a race replayed from the laps endpoint, paged like the real API.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct ApiLiveReplayTests {
    /// Five laps of the 2023 Austrian Grand Prix as lap times: the finishing order holds all race,
    /// each car 0.1 s a lap slower than the one ahead, and the cars that did not finish stop after lap 2.
    static func laps(for race: ErgastRace) -> [ErgastLap] {
        let results = race.results ?? []
        return (1...5).map { number in
            ErgastLap(
                number: number,
                timings: results.enumerated().compactMap { index, result in
                    let retired = !(result.positionText.allSatisfy(\.isNumber))
                    if retired && number > 2 { return nil }
                    return ErgastLapTiming(driverId: result.driver.driverId, position: index + 1, time: LapTime(milliseconds: 80_000 + index * 100))
                })
        }
    }

    @Test func aRaceIsReplayedLapByLapFromPagedLapTimes() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let recorded = try JSONDecoder().decode(
            ErgastResponse.self, from: Data(contentsOf: ApiHarness.responses.appending(path: "results/2023@9@results.json")))
        var race = try #require(recorded.data.raceTable?.races.first)
        let laps = Self.laps(for: race)
        race.results = nil
        race.laps = laps
        var response = recorded
        response.data.raceTable?.races = [race]
        response.data.total = laps.reduce(0) { $0 + $1.timings.count }
        harness.emulator.add(json: try JSONEncoder().encode(response), forPath: "2023/9/laps.json")
        harness.emulator.pageSize = 30

        let clock = ImmediateClock()
        let live = ApiLiveReplay(repository: harness.repository(harness.client()), season: 2023, round: 9)
        var snapshots: [LiveRaceData] = []
        for try await snapshot in live.liveRace(every: .seconds(2), clock: clock) { snapshots.append(snapshot) }

        let rows = laps.reduce(0) { $0 + $1.timings.count }
        #expect(harness.requests.count == 1 + (rows + 29) / 30)
        #expect(harness.requests.first == "2023/9/results.json?limit=100&offset=0")
        #expect(snapshots.map(\.currentLap) == [1, 2, 3, 4, 5])
        #expect(clock.sleeps == Array(repeating: .seconds(2), count: 4))
        let last = try #require(snapshots.last)
        #expect(last.isFinished && last.raceName == "Austrian Grand Prix")
        #expect(last.leader == "max_verstappen")
        #expect(last.positions.count == laps[4].timings.count)
        #expect(last.positions[1].gapToLeader == LapTime(milliseconds: 500))
        #expect(last.positions[2].interval == LapTime(milliseconds: 500))
        #expect(snapshots[1].positions.count == 20)
    }

    @Test func aRaceWithoutLapTimesSaysSo() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let recorded = try JSONDecoder().decode(
            ErgastResponse.self, from: Data(contentsOf: ApiHarness.responses.appending(path: "results/2023@9@results.json")))
        var empty = recorded
        empty.data.raceTable?.races = []
        empty.data.total = 0
        harness.emulator.add(json: try JSONEncoder().encode(empty), forPath: "2023/9/laps.json")

        let live = ApiLiveReplay(repository: harness.repository(harness.client()), season: 2023, round: 9)
        await #expect(throws: LookupError.noLapTimes(season: 2023, name: "Austrian Grand Prix", firstSeason: 1996)) {
            for try await _ in live.liveRace(every: .seconds(1), clock: ImmediateClock()) {}
        }
    }

    /// Lap times, but none for lap 1: no car has a start to add its times to, so there is nothing
    /// to replay, and the replay says so instead of counting laps 1 through 0.
    @Test func lapTimesWithoutALapOneSaySoToo() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let recorded = try JSONDecoder().decode(
            ErgastResponse.self, from: Data(contentsOf: ApiHarness.responses.appending(path: "results/2023@9@results.json")))
        var race = try #require(recorded.data.raceTable?.races.first)
        race.laps = [ErgastLap(number: 2, timings: [ErgastLapTiming(driverId: "max_verstappen", position: 1, time: LapTime(milliseconds: 70_000))])]
        race.results = nil
        var response = recorded
        response.data.raceTable?.races = [race]
        response.data.total = 1
        harness.emulator.add(json: try JSONEncoder().encode(response), forPath: "2023/9/laps.json")

        let live = ApiLiveReplay(repository: harness.repository(harness.client()), season: 2023, round: 9)
        await #expect(throws: LookupError.noLapTimes(season: 2023, name: "Austrian Grand Prix", firstSeason: 1996)) {
            for try await _ in live.liveRace(every: .seconds(1), clock: ImmediateClock()) {}
        }
    }
}
