import ErgastEmulator
import F1DataF1db
import F1Domain
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// Pit stops (two requests, paged) and the grid built from the results' grid column.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct ApiPitStopsAndGridTests {
    /// The six stops after the recorded first page of 2023 round 18 (rows 31-36 of 36), as f1db
    /// has them in the same order, under the API's driver ids; f1db has no time of day.
    static let laterStops: [(driver: String, stop: Int, lap: Int, duration: String)] = [
        ("hamilton", 2, 38, "24.648"), ("russell", 2, 39, "23.969"), ("stroll", 2, 40, "23.955"),
        ("alonso", 2, 42, "24.823"), ("ricciardo", 2, 47, "26.513"), ("tsunoda", 3, 54, "23.472"),
    ]

    /// Round 18's results with the API's drivers: f1db's classification, each driver replaced by
    /// the recorded 2023 driver with the same code (f1db's ids differ: "guanyu-zhou" for "zhou").
    static func round18Results() async throws -> RaceResults {
        let drivers = try (ApiHarness.recorded("drivers/2023@drivers.json").driverTable?.drivers ?? []).map { try $0.toDriver() }
        var results = try await F1dbRepository(path: ApiHarness.f1db.path).results(season: 2023, round: 18)
        for index in results.results.indices {
            let code = results.results[index].driver.code
            results.results[index].driver = try #require(drivers.first { $0.code == code })
        }
        return results
    }

    /// A harness serving round 18's 36 stops (the 30 recorded, then `laterStops`) in pages of 30, and its results.
    static func round18() async throws -> (ApiHarness, expected: [PitStop]) {
        let results = try await round18Results()
        let cars = Dictionary(uniqueKeysWithValues: results.results.map { ($0.driver.id.rawValue, $0) })
        func stop(_ row: ErgastPitStop) throws -> PitStop {
            let car = try #require(cars[row.driverId])
            return try row.toPitStop(constructor: car.constructor, number: car.number) { _ in car.driver }
        }
        let recorded = try ApiHarness.recorded("pitstops/2023@18@pitstops.json").raceTable?.races.first?.pitStops ?? []
        let later = Self.laterStops.map { ErgastPitStop(driverId: $0.driver, lap: $0.lap, stop: $0.stop, duration: LapTime($0.duration)) }
        let stops = try (recorded + later).map(stop)

        let harness = try await ApiHarness(synthesized: false)
        let served = try ErgastDatasets.responses(races: [], results: [results], driverStandings: nil, constructorStandings: nil)
            .merging(ErgastDatasets.responses(qualifying: [], sprints: [], pitStops: [PitStops(race: results.race, stops: stops)])) { $1 }
        for path in ["2023/18/results.json", "2023/18/pitstops.json"] {
            harness.emulator.add(json: try #require(served[path]), forPath: path)
        }
        harness.emulator.pageSize = 30
        return (harness, stops)
    }

    @Test func pitStopsSpanningTwoPagesAreMergedWithWholeDrivers() async throws {
        let (harness, expected) = try await Self.round18()
        let client = harness.client()
        let stops = try await harness.repository(client).pitStops(season: 2023, round: 18)

        #expect(
            harness.requests.sorted() == [
                "2023/18/pitstops.json?limit=100&offset=0", "2023/18/pitstops.json?limit=100&offset=30",
                "2023/18/results.json?limit=100&offset=0",
            ])
        #expect(client.counts.network == 3)
        #expect(stops.race.name == "United States Grand Prix")
        #expect(stops.stops.count == 36 && stops.stops == expected)
        let first = try #require(stops.stops.first)
        #expect(first.driver.fullName == "Guanyu Zhou" && first.constructor?.name == "Alfa Romeo" && first.number == 24)
        #expect(first.stop == 1 && first.lap == 9 && first.duration == LapTime("25.636"))
        // The local time of day, not UTC.
        #expect(first.timeOfDay == TimeOfDay("14:19:22") && first.timeOfDay?.isUTC == false)
        let last = try #require(stops.stops.last)
        #expect(last.driver.id == "tsunoda" && last.stop == 3 && last.lap == 54 && last.timeOfDay == nil)
    }

    @Test func aRedFlagDurationIsALapTime() async throws {
        let row = ErgastPitStop(driverId: "x", lap: 12, stop: 1, duration: LapTime("40:55.302"))
        let data = try JSONEncoder().encode(row)
        let decoded = try JSONDecoder().decode(ErgastPitStop.self, from: data)
        #expect(decoded.duration?.milliseconds == (40 * 60 + 55) * 1000 + 302)
    }

    @Test func pitStopsBefore2011AreNotAskedFor() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let message = await friendlyMessage { try await harness.repository(harness.client()).pitStops(season: 2005, round: 5) }
        #expect(message == "This source has no pit stops for the 2005 round 5: it records them from 2011 on.")
        #expect(harness.requests.isEmpty)
    }

    @Test func theGridComesFromTheResultsWithPitLaneStartsLast() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let api = harness.repository(harness.client())
        var results = try await api.results(season: 2023, round: 9)
        // Perez (grid 15) made to start from the pit lane: grid 0 on the wire.
        let perez = try #require(results.results.firstIndex { $0.driver.id == "perez" })
        results.results[perez].grid = 0
        let served = try ErgastDatasets.responses(races: [], results: [results], driverStandings: nil, constructorStandings: nil)
        harness.emulator.add(json: try #require(served["2023/9/results.json"]), forPath: "2023/9/results.json")
        harness.emulator.resetRequests()

        let grid = try await harness.repository(harness.client(mode: .refresh)).startingGrid(season: 2023, round: 9)
        #expect(harness.requests == ["2023/9/results.json?limit=100&offset=0"])
        #expect(grid.race.name == "Austrian Grand Prix" && grid.positions.count == 20)
        #expect(grid.positions.prefix(19).map(\.position) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20])
        #expect(grid.positions.first?.driver.id == "max_verstappen" && grid.positions.first?.positionText == "1")
        let last = try #require(grid.positions.last)
        #expect(last.driver.id == "perez" && last.pitLane && last.position == nil && last.positionText == "PL")
        #expect(grid.positions.allSatisfy { $0.qualifyingPosition == nil })
    }

    @Test func noGridBeforeTheRace() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let abuDhabi = try #require(try await harness.repository(harness.client()).races(season: 2023).last)
        let served = try ErgastDatasets.responses(
            races: [], results: [RaceResults(race: abuDhabi, results: [])], driverStandings: nil, constructorStandings: nil)
        harness.emulator.add(json: try #require(served["2023/22/results.json"]), forPath: "2023/22/results.json")
        harness.emulator.resetRequests()

        let message = await friendlyMessage { try await harness.repository(harness.client()).startingGrid(season: 2023, round: 22) }
        #expect(message?.hasPrefix("The race of the 2023 Abu Dhabi Grand Prix (round 22) has not been run yet") == true)
        // The empty results, then the calendar (from the cache: asked for above).
        #expect(harness.requests == ["2023/22/results.json?limit=100&offset=0"])
    }
}
