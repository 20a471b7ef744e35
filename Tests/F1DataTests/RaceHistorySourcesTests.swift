import F1Domain
import F1TestSupport
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// Each source's race lap by lap against what the source itself says elsewhere: the
/// classification, the pit stops, race control's safety car.
@Suite struct RaceHistorySourcesTests {
    @Test func theDemosLastLapIsItsClassificationAndItsStopsAreItsPitStops() async throws {
        let demo = try DemoRepository()
        let season = demo.dataset.season
        for results in try await demo.results(season: season) {
            let history = try await demo.raceHistory(season: season, round: results.race.round)
            let distance = history.totalLaps
            let finishers = results.results.filter { $0.laps == distance }.map(\.driver.id.rawValue)
            #expect(history.order(afterLap: distance).map(\.key) == finishers, "\(results.race.name)")
            let stops = demo.dataset.pitStops.first { $0.race.round == results.race.round }?.stops ?? []
            for car in history.cars {
                #expect(car.pitLaps == stops.filter { $0.driver.id.rawValue == car.key }.map(\.lap).sorted())
                #expect(car.stints.count == car.pitLaps.filter { $0 < car.lastLap }.count + 1 || car.lastLap == 0)
                let result = try #require(results.results.first { $0.driver.id.rawValue == car.key })
                #expect(car.lastLap == result.laps)
                if let lap = result.fastestLap?.lap, let time = result.fastestLap?.time {
                    #expect(car.lapTimes[lap] == Double(time.milliseconds) / 1000)
                }
            }
        }
    }

    @Test func theDemoIsTheSameOnEveryRun() async throws {
        let demo = try DemoRepository()
        let round = try #require(demo.dataset.results.first?.race.round)
        let first = try await demo.raceHistory(season: demo.dataset.season, round: round)
        #expect(try await demo.raceHistory(season: demo.dataset.season, round: round) == first)
    }

    @Test func aRaceNotRunHasNoHistory() async throws {
        let demo = try DemoRepository()
        let run = Set(demo.dataset.results.map(\.race.round))
        let round = try #require(demo.dataset.races.first { !run.contains($0.round) }?.round)
        await #expect(throws: LookupError.self) { try await demo.raceHistory(season: demo.dataset.season, round: round) }
    }

    /// Three cars, two laps each bar one, and a stop: crossings are the running sums of lap times.
    @Test func theAPIsLapTimesMakeTheLapChartAndItsPitStopsTheMarkers() {
        typealias S = SampleData
        let ver = S.driver("max_verstappen", "Max", "Verstappen", code: "VER")
        let nor = S.driver("norris", "Lando", "Norris", code: "NOR")
        let alo = S.driver("alonso", "Fernando", "Alonso", code: "ALO")
        let team = Constructor(id: "red_bull", name: "Red Bull")
        var results = [S.result(1, nor, team, points: 25), S.result(2, ver, team, points: 18), S.result(3, alo, team, points: 15)]
        for index in results.indices {
            results[index].laps = index == 2 ? 1 : 2
            results[index].grid = [2, 1, 3][index]
        }
        let race = RaceResults(
            race: S.race(round: 9, name: "Austrian Grand Prix", date: CalendarDate(year: 2023, month: 7, day: 2)), results: results)
        let laps = [
            ErgastLap(number: 1, timings: [timing("max_verstappen", 70_000), timing("norris", 70_500), timing("alonso", 71_000)]),
            ErgastLap(number: 2, timings: [timing("norris", 69_000), timing("max_verstappen", 90_000)]),
        ]
        let stop = PitStop(driver: ver, constructor: team, number: 1, stop: 1, lap: 2, duration: nil)
        let history = ApiRepository.history(race: race, laps: laps, stops: [stop])
        #expect(history.cars.map(\.code) == ["NOR", "VER", "ALO"])
        #expect(history.cars.map(\.positions) == [[2, 2, 1], [1, 1, 2], [3, 3, nil]])
        #expect(history.cars[1].gaps[2] == 20.5)
        #expect(history.cars[1].pitLaps == [2])
        #expect(history.cars[0].lapTimes == [nil, 70.5, 69])
        #expect(!history.coverage.stints && !history.coverage.neutralisations)
    }

    private func timing(_ driver: String, _ milliseconds: Int) -> ErgastLapTiming {
        ErgastLapTiming(driverId: driver, position: 1, time: LapTime(milliseconds: milliseconds))
    }
}

/// The recorded 2026 Miami race: values read by hand from its files (session_result, pit, stints,
/// race_control), not from the model's output.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct MiamiRaceHistoryTests {
    static let history: RaceHistory? = try? RaceHistory(
        timing: OpenF1Folder.recording("2026-miami-race").read().timing, season: 2026, round: 4)

    @Test func theLastLapIsTheFeedsClassificationOfTheCarsThatRanIt() throws {
        let history = try #require(Self.history)
        #expect(history.totalLaps == 57)
        #expect(
            history.order(afterLap: 57).map(\.code) == ["ANT", "NOR", "PIA", "RUS", "VER", "LEC", "HAM", "COL", "SAI", "ALB"])
        #expect(history.cars.first?.code == "ANT")
    }

    @Test func theSafetyCarIsOutFromLapSixToLapEleven() throws {
        let history = try #require(Self.history)
        #expect(history.neutralisations == [.init(kind: .safetyCar, firstLap: 6, lastLap: 11)])
    }

    @Test func pitStopsAndStintsAreTheFeeds() throws {
        let antonelli = try #require(Self.history?.cars.first { $0.code == "ANT" })
        #expect(antonelli.pitLaps == [26])
        #expect(antonelli.stints == [.init(firstLap: 1, lastLap: 26, compound: .medium), .init(firstLap: 27, lastLap: 57, compound: .hard)])
        #expect(antonelli.positions.first == 1)
        #expect(antonelli.gaps[57] == 0)
    }
}
