import F1Data
import F1Domain
import F1UseCases
import Foundation
import Testing

/// The demo repository over the fixtures built into the binary.
@Suite struct DemoRepositoryTests {
    let demo: DemoRepository

    init() throws {
        demo = try DemoRepository()
    }

    @Test func describesItselfAsMadeUpDemoData() {
        #expect(demo.info.name == "Demo data (made up, not a real season)")
        #expect(demo.info.seasons == 2025...2025)
    }

    @Test func todayIsTheDatasetsAsOfDate() {
        #expect(demo.today == CalendarDate(year: 2025, month: 5, day: 14))
        #expect(demo.today == demo.dataset.asOf)
    }

    @Test func holdsOneSeasonWithItsPage() async throws {
        let seasons = try await demo.seasons()
        #expect(seasons == [Season(year: 2025, url: URL(string: "https://en.wikipedia.org/wiki/2025_Formula_One_World_Championship"))])
    }

    @Test func racesComeInRoundOrder() async throws {
        let races = try await demo.races(season: 2025)
        #expect(races.map(\.round) == Array(1...8))
        #expect(races.map(\.name) == [
            "Bahrain Grand Prix", "Saudi Arabian Grand Prix", "Australian Grand Prix", "Monaco Grand Prix",
            "Canadian Grand Prix", "Spanish Grand Prix", "Austrian Grand Prix", "British Grand Prix",
        ])
        #expect(races.allSatisfy { $0.season == 2025 })
        // Sundays, one after another.
        #expect(races.allSatisfy { $0.date.weekday == 7 })
        #expect(zip(races, races.dropFirst()).allSatisfy { $0.date < $1.date })
    }

    @Test func sortsRacesAndResultsWhateverTheDatasetsOrder() async throws {
        var dataset = demo.dataset
        dataset.races.reverse()
        dataset.results.reverse()
        let shuffled = DemoRepository(dataset: dataset)
        #expect(try await shuffled.races(season: 2025).map(\.round) == Array(1...8))
        #expect(try await shuffled.results(season: 2025).map(\.race.round) == [1, 2, 3])
    }

    @Test func theNextRaceIsMonaco() async throws {
        let monaco = try #require(try await demo.races(season: 2025).first { $0.round == 4 })
        #expect(monaco.name == "Monaco Grand Prix")
        #expect(monaco.circuit.id == "monaco")
        #expect(monaco.date == CalendarDate(year: 2025, month: 5, day: 25))
        #expect(monaco.startTime == TimeOfDay(hours: 13, minutes: 0))
        #expect(monaco.date > demo.today)
    }

    @Test func resultsOfTheFirstThreeRounds() async throws {
        let results = try await demo.results(season: 2025)
        #expect(results.map(\.race.round) == [1, 2, 3])
        #expect(results.map(\.winner?.driver.id) == ["max_verstappen", "leclerc", "norris"])
        #expect(results.allSatisfy { $0.race.date < demo.today })
        #expect(results.allSatisfy { $0.results.count == 8 })
    }

    @Test func resultsOfOneRound() async throws {
        let saudi = try await demo.results(season: 2025, round: 2)
        #expect(saudi.race.name == "Saudi Arabian Grand Prix")
        #expect(saudi.winner?.driver.fullName == "Charles Leclerc")
        #expect(saudi.fastestLap?.driver.id == "max_verstappen")
        #expect(saudi.results.map(\.position) == Array(1...8))

        let bahrain = try await demo.results(season: 2025, round: 1)
        let retired = try #require(bahrain.results.last)
        #expect(retired.classification == .retired)
        #expect(retired.positionText == "R")
        #expect(retired.status == "Engine")
    }

    @Test func aRoundNotYetRun() async throws {
        await #expect(throws: LookupError.raceNotRun(season: 2025, round: 4, name: "Monaco Grand Prix")) {
            try await demo.results(season: 2025, round: 4)
        }
    }

    @Test(arguments: [0, 9, 23])
    func aRoundTheSeasonDoesNotHave(round: Int) async throws {
        await #expect(throws: LookupError.roundNotFound(season: 2025, round: round, rounds: 8)) {
            try await demo.results(season: 2025, round: round)
        }
    }

    @Test(arguments: [2024, 2026, 1950])
    func anUnknownSeasonEverywhere(season: Int) async throws {
        let expected = LookupError.seasonNotFound(season, available: 2025...2025)
        await #expect(throws: expected) { try await demo.races(season: season) }
        await #expect(throws: expected) { try await demo.results(season: season) }
        await #expect(throws: expected) { try await demo.results(season: season, round: 1) }
        await #expect(throws: expected) { try await demo.driverStandings(season: season) }
        await #expect(throws: expected) { try await demo.constructorStandings(season: season) }
    }

    @Test func standingsAfterRoundThree() async throws {
        let drivers = try await demo.driverStandings(season: 2025)
        #expect(drivers.season == 2025)
        #expect(drivers.round == 3)
        #expect(drivers.driverStandings.count == 8)
        #expect(drivers.driverStandings.first?.driver.id == "max_verstappen")
        #expect(drivers.driverStandings.map(\.position) == Array(1...8))

        let constructors = try await demo.constructorStandings(season: 2025)
        #expect(constructors.round == 3)
        #expect(constructors.constructorStandings.map(\.constructor.id) == ["ferrari", "red_bull", "mclaren", "mercedes", "aston_martin"])
    }

    @Test func driverStandingsAddUpTheResults() async throws {
        // Points and wins recomputed from the three classifications must match the published table.
        var points: [Driver.ID: Double] = [:], wins: [Driver.ID: Int] = [:]
        for race in try await demo.results(season: 2025) {
            for result in race.results { points[result.driver.id, default: 0] += result.points }
            if let winner = race.winner { wins[winner.driver.id, default: 0] += 1 }
        }
        let table = try await demo.driverStandings(season: 2025)
        for standing in table.driverStandings {
            #expect(standing.points == points[standing.driver.id], "\(standing.driver.id)")
            #expect(standing.wins == wins[standing.driver.id, default: 0], "\(standing.driver.id)")
        }
        #expect(Set(table.driverStandings.map(\.driver.id)) == Set(points.keys))
        #expect(zip(table.driverStandings, table.driverStandings.dropFirst()).allSatisfy { $0.points >= $1.points })
    }

    @Test func constructorStandingsAddUpTheResults() async throws {
        var points: [Constructor.ID: Double] = [:]
        for race in try await demo.results(season: 2025) {
            for result in race.results { points[result.constructor.id, default: 0] += result.points }
        }
        let table = try await demo.constructorStandings(season: 2025)
        for standing in table.constructorStandings {
            #expect(standing.points == points[standing.constructor.id], "\(standing.constructor.id)")
        }
        #expect(Set(table.constructorStandings.map(\.constructor.id)) == Set(points.keys))
    }
}

/// The use cases over the demo repository: the calendar as the app shows it on the demo's "today".
@Suite struct DemoUseCaseTests {
    let demo: DemoRepository

    init() throws {
        demo = try DemoRepository()
    }

    @Test func scheduleSplitsAfterRoundThree() async throws {
        let today = demo.today
        let schedule = try await LoadSeasonSchedule(repository: demo, today: { today })(season: 2025)
        #expect(schedule.past.map(\.race.round) == [1, 2, 3])
        #expect(schedule.past.map(\.winner?.driver.id) == ["max_verstappen", "leclerc", "norris"])
        #expect(schedule.upcoming.map(\.race.round) == [4, 5, 6, 7, 8])
        // 14 May to 25 May; to 8 June (17 + 8); to 22 June; to 29 June; to 6 July (17 + 30 + 6).
        #expect(schedule.upcoming.map(\.daysUntil) == [11, 25, 39, 46, 53])
    }

    @Test func overviewOfTheDemoSeason() async throws {
        let today = demo.today
        let overview = try await LoadSeasonOverview(races: demo, standings: demo, today: { today })()
        #expect(overview.season == 2025)
        #expect(overview.racesRun == 3)
        #expect(overview.racesTotal == 8)
        #expect(overview.nextRace?.race.name == "Monaco Grand Prix")
        #expect(overview.lastRace?.race.name == "Australian Grand Prix")
        #expect(overview.driverStandings?.round == 3)
    }

    @Test func lastResultsAreAustralia() async throws {
        let last = try await LoadRaceResults(repository: demo)(season: 2025, round: .last)
        #expect(last.race.round == 3)
        #expect(last.winner?.driver.fullName == "Lando Norris")
    }
}
