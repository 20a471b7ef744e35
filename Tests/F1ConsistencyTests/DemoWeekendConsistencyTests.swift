import F1Domain
import F1Fixtures
import Testing

/// The demo weekend against the rules of the sport, recomputed here: qualifying decides the
/// grid, the grid is what the race results say, pit stops fit the race, standings add up.
@Suite struct DemoWeekendConsistencyTests {
    /// The knockout scaled to eight cars, as the fixture's comment says: Q2 takes the six
    /// fastest of Q1, Q3 the four fastest of Q2.
    static let intoQ2 = 6
    static let intoQ3 = 4

    let demo: DemoDataset

    init() throws {
        demo = try Fixtures.demo()
    }

    var runRounds: [Int] { demo.results.map(\.race.round) }

    @Test func everyRunRaceHasQualifyingAGridAndPitStops() {
        #expect(demo.qualifying.map(\.race.round) == runRounds)
        #expect(demo.grids.map(\.race.round) == runRounds)
        #expect(demo.pitStops.map(\.race.round) == runRounds)
        #expect(demo.qualifying.allSatisfy { $0.session == .qualifying && $0.format == .knockout })
        #expect(demo.races.allSatisfy { $0.qualifyingFormat == .knockout })
    }

    @Test func everySprintWeekendRunHasSprintQualifyingAndASprint() {
        let run = demo.results.map(\.race).filter(\.hasSprint).map(\.round)
        #expect(run == [2])
        #expect(demo.sprintQualifying.map(\.race.round) == run)
        #expect(demo.sprintQualifying.allSatisfy { $0.session == .sprintQualifying })
        #expect(demo.sprints.map(\.race.round) == run)
        #expect(demo.races.filter(\.hasSprint).map(\.round) == [2, 7])
    }

    @Test func knockoutTimesAndOrder() {
        for session in demo.qualifying + demo.sprintQualifying {
            let label = "\(session.session) round \(session.race.round)"
            let results = session.results
            #expect(results.map(\.position) == Array(1...results.count), "\(label)")
            // Who went through is decided by the previous segment's times.
            let byQ1 = results.sorted { $0.q1! < $1.q1! }
            #expect(results.allSatisfy { $0.q1 != nil }, "\(label)")
            #expect(byQ1.map { $0.q2 != nil } == results.indices.map { $0 < Self.intoQ2 }, "\(label)")
            let byQ2 = results.filter { $0.q2 != nil }.sorted { $0.q2! < $1.q2! }
            #expect(byQ2.map { $0.q3 != nil } == byQ2.indices.map { $0 < Self.intoQ3 }, "\(label)")
            // Q3 cars by Q3 time, then those out in Q2 by Q2 time, then those out in Q1 by Q1 time.
            let q3 = results.filter { $0.q3 != nil }.sorted { $0.q3! < $1.q3! }
            let outInQ2 = results.filter { $0.q2 != nil && $0.q3 == nil }.sorted { $0.q2! < $1.q2! }
            let outInQ1 = results.filter { $0.q2 == nil }.sorted { $0.q1! < $1.q1! }
            #expect((q3 + outInQ2 + outInQ1).map(\.driver.id) == results.map(\.driver.id), "\(label)")
        }
    }

    /// Grid order is qualifying order with pit-lane starters taken out (listed last, no slot)
    /// and each penalised car placed exactly `penaltyPlaces` behind its place among the cars
    /// that start from the grid (at most last), the cars it drops behind closing up.
    static func expectedGrid(qualifying: [Driver.ID], penalties: [Driver.ID: Int], pitLane: Set<Driver.ID>) -> [Driver.ID?] {
        let runners = qualifying.filter { !pitLane.contains($0) }
        var slots = [Driver.ID?](repeating: nil, count: runners.count)
        for (index, driver) in runners.enumerated() {
            guard let places = penalties[driver] else { continue }
            slots[min(index + places, runners.count - 1)] = driver
        }
        var others = runners.filter { penalties[$0] == nil }.makeIterator()
        return slots.map { $0 ?? others.next() }
    }

    @Test func gridFollowsQualifyingPenaltiesAndPitLaneStarts() throws {
        #expect(demo.grids.flatMap(\.positions).contains { $0.penaltyPlaces ?? 0 > 0 })
        #expect(demo.grids.flatMap(\.positions).contains { $0.pitLane })
        for grid in demo.grids {
            let label = "round \(grid.race.round)"
            let qualifying = try #require(demo.qualifying.first { $0.race.round == grid.race.round })
            let order = qualifying.results.map(\.driver.id)
            let penalties = Dictionary(uniqueKeysWithValues: grid.positions.compactMap { slot in slot.penaltyPlaces.map { (slot.driver.id, $0) } })
            let pitLane = Set(grid.positions.filter(\.pitLane).map(\.driver.id))
            let starters = grid.positions.filter { !$0.pitLane }
            #expect(starters.map(\.driver.id) == Self.expectedGrid(qualifying: order, penalties: penalties, pitLane: pitLane), "\(label)")
            #expect(starters.map(\.position) == Array(1...starters.count), "\(label)")
            #expect(starters.allSatisfy { $0.positionText == "\($0.position!)" }, "\(label)")
            // Pit-lane starters come last, without a slot.
            #expect(grid.positions.drop { !$0.pitLane }.allSatisfy { $0.pitLane && $0.position == nil && $0.positionText == "PL" }, "\(label)")
            for slot in grid.positions {
                #expect(slot.qualifyingPosition == (order.firstIndex(of: slot.driver.id)).map { $0 + 1 }, "\(label) \(slot.driver.id)")
            }
            #expect(Set(grid.positions.map(\.driver.id)) == Set(order), "\(label)")
        }
    }

    @Test func raceResultsStartWhereTheGridSays() throws {
        for race in demo.results {
            let grid = try #require(demo.grids.first { $0.race.round == race.race.round })
            for result in race.results {
                let slot = try #require(grid.positions.first { $0.driver.id == result.driver.id })
                #expect(result.grid == (slot.pitLane ? 0 : slot.position), "round \(race.race.round) \(result.driver.id)")
            }
        }
    }

    @Test func sprintStartsWhereSprintQualifyingSays() throws {
        for sprint in demo.sprints {
            let qualifying = try #require(demo.sprintQualifying.first { $0.race.round == sprint.race.round })
            for result in sprint.results {
                let qualified = qualifying.results.firstIndex { $0.driver.id == result.driver.id }.map { $0 + 1 }
                #expect(result.grid == qualified, "\(result.driver.id)")
            }
            // 2025 sprint points: 8 down to 1 for the first eight classified.
            for result in sprint.results {
                let points = result.classification == .classified && result.position <= 8 ? 9 - result.position : 0
                #expect(result.points == Double(points), "\(result.driver.id)")
            }
        }
    }

    @Test func pitStopsFitTheRace() throws {
        for stops in demo.pitStops {
            let label = "round \(stops.race.round)"
            let results = try #require(demo.results.first { $0.race.round == stops.race.round })
            #expect(zip(stops.stops, stops.stops.dropFirst()).allSatisfy { $0.lap <= $1.lap }, "\(label): in the order they happened")
            for (driver, own) in Dictionary(grouping: stops.stops, by: \.driver.id) {
                let laps = try #require(results.results.first { $0.driver.id == driver }?.laps)
                #expect(own.map(\.stop) == Array(1...own.count), "\(label) \(driver)")
                #expect(own.allSatisfy { (1...laps).contains($0.lap) }, "\(label) \(driver): \(laps) laps")
                #expect((1...2).contains(own.count), "\(label) \(driver)")
            }
            #expect(Set(stops.stops.map(\.driver.id)) == Set(results.results.map(\.driver.id)), "\(label)")
        }
    }

    @Test func standingsAreRaceAndSprintPointsTogether() {
        let scored =
            demo.results.flatMap { $0.results.map { ($0.driver.id, $0.constructor.id, $0.points) } }
            + demo.sprints.flatMap { $0.results.map { ($0.driver.id, $0.constructor.id, $0.points) } }
        let drivers = Dictionary(scored.map { ($0.0, $0.2) }, uniquingKeysWith: +)
        let constructors = Dictionary(scored.map { ($0.1, $0.2) }, uniquingKeysWith: +)
        let driverTable = demo.driverStandings.driverStandings
        #expect(Dictionary(uniqueKeysWithValues: driverTable.map { ($0.driver.id, $0.points) }) == drivers)
        #expect(driverTable.map(\.position) == Array(1...driverTable.count))
        #expect(driverTable.map(\.points) == driverTable.map(\.points).sorted(by: >))
        let constructorTable = demo.constructorStandings.constructorStandings
        #expect(Dictionary(uniqueKeysWithValues: constructorTable.map { ($0.constructor.id, $0.points) }) == constructors)
        #expect(constructorTable.map(\.position) == Array(1...constructorTable.count))
        #expect(constructorTable.map(\.points) == constructorTable.map(\.points).sorted(by: >))
    }
}
