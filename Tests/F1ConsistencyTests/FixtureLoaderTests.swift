import F1Domain
import F1Fixtures
import Foundation
import Testing
import YAMLKit

/// The loaders return exactly the records of their YAML, from the text embedded at build time.
@Suite struct FixtureLoaderTests {
    /// The fixture file's own records, counted without the generated types.
    static func count(_ key: String, in file: String) throws -> Int {
        let text = try String(contentsOf: Paths.fixtures.appending(path: file), encoding: .utf8)
        return try YAMLParser.parse(text, path: file)[key]?.sequence?.count ?? -1
    }

    @Test func demoHoldsEveryRecordOfItsFile() throws {
        let demo = try Fixtures.demo()
        #expect(demo.drivers.count == (try Self.count("drivers", in: "demo.yaml")))
        #expect(demo.constructors.count == (try Self.count("constructors", in: "demo.yaml")))
        #expect(demo.circuits.count == (try Self.count("circuits", in: "demo.yaml")))
        #expect(demo.races.count == (try Self.count("races", in: "demo.yaml")))
        #expect(demo.results.count == (try Self.count("results", in: "demo.yaml")))
        #expect(demo.drivers.count == 8)
        #expect(demo.constructors.count == 5)
        #expect(demo.driverStandings.driverStandings.count == 8)
        #expect(demo.constructorStandings.constructorStandings.count == 5)
    }

    @Test func demoSpotValues() throws {
        let demo = try Fixtures.demo()
        #expect(demo.asOf == CalendarDate(year: 2025, month: 5, day: 14))
        #expect(demo.description.contains("Not real results"))
        let monaco = try #require(demo.races.first { $0.circuit.id == "monaco" })
        #expect(monaco.name == "Monaco Grand Prix")
        #expect(monaco.date > demo.asOf)
        #expect(
            demo.races.filter { $0.date > demo.asOf }.map(\.name) == [
                "Monaco Grand Prix", "Canadian Grand Prix", "Spanish Grand Prix", "Austrian Grand Prix", "British Grand Prix",
            ])
        #expect(demo.results.map(\.race.name) == ["Bahrain Grand Prix", "Saudi Arabian Grand Prix", "Australian Grand Prix"])
        let bahrainWinner = try #require(demo.results.first?.results.first)
        #expect(bahrainWinner.driver.id == "max_verstappen")
        #expect(bahrainWinner.time?.display == "1:31:44.742")
        #expect(demo.liveRace.currentLap == 42)
        #expect(demo.liveRace.totalLaps == 78)
        #expect(demo.liveRace.positions.count == 8)
        #expect(demo.liveRace.positions.first?.driver == demo.liveRace.leader)
    }

    /// Standings are derived data: they must add up to the results they summarise, race and
    /// sprint points together; wins count races only.
    @Test func demoStandingsAreConsistentWithItsResults() throws {
        let demo = try Fixtures.demo()
        let results = demo.results.flatMap(\.results)
        let sprints = demo.sprints.flatMap(\.results)
        for standing in demo.driverStandings.driverStandings {
            let own = results.filter { $0.driver.id == standing.driver.id }
            let sprintPoints = sprints.filter { $0.driver.id == standing.driver.id }.map(\.points).reduce(0, +)
            #expect(own.map(\.points).reduce(0, +) + sprintPoints == standing.points, "\(standing.driver.id)")
            #expect(own.filter { $0.position == 1 }.count == standing.wins, "\(standing.driver.id)")
        }
        for standing in demo.constructorStandings.constructorStandings {
            let own = results.filter { $0.constructor.id == standing.constructor.id }
            let sprintPoints = sprints.filter { $0.constructor.id == standing.constructor.id }.map(\.points).reduce(0, +)
            #expect(own.map(\.points).reduce(0, +) + sprintPoints == standing.points, "\(standing.constructor.id)")
        }
        let points = demo.driverStandings.driverStandings.map(\.points)
        #expect(points == points.sorted(by: >))
    }

    @Test func seasonsHoldEveryYearSince1950() throws {
        let seasons = try Fixtures.seasons().seasons
        #expect(seasons.count == (try Self.count("seasons", in: "seasons.yaml")))
        #expect(seasons.first?.year == 1950)
        #expect(seasons.map(\.year) == Array(1950...(seasons.last?.year ?? 0)))
        #expect(seasons.allSatisfy { $0.url?.host == "en.wikipedia.org" })
    }
}
