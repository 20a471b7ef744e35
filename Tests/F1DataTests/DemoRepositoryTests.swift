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

    @Test func nowIsTheAsOfDateAtTheAsOfTime() {
        #expect(demo.now == Moment(date: CalendarDate(year: 2025, month: 5, day: 14), time: TimeOfDay(hours: 12, minutes: 0)))
        #expect(demo.now.description == "2025-05-14T12:00:00Z")
        #expect(demo.now.date == demo.today)
    }

    @Test func holdsOneSeasonWithItsPage() async throws {
        let seasons = try await demo.seasons()
        #expect(seasons == [Season(year: 2025, url: URL(string: "https://en.wikipedia.org/wiki/2025_Formula_One_World_Championship"))])
    }

    @Test func racesComeInRoundOrder() async throws {
        let races = try await demo.races(season: 2025)
        #expect(races.map(\.round) == Array(1...8))
        #expect(
            races.map(\.name) == [
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

    /// Every sprint run, through the repository, for the points it adds to the standings.
    func sprintResults() async throws -> [SprintResult] {
        var sprints: [SprintResult] = []
        for race in try await demo.results(season: 2025) where race.race.hasSprint {
            sprints += try await demo.sprint(season: 2025, round: race.race.round).results
        }
        return sprints
    }

    @Test func driverStandingsAddUpTheResults() async throws {
        // Points (race and sprint) and wins (races only) recomputed from the classifications
        // must match the published table.
        var points: [Driver.ID: Double] = [:]
        var wins: [Driver.ID: Int] = [:]
        for race in try await demo.results(season: 2025) {
            for result in race.results { points[result.driver.id, default: 0] += result.points }
            if let winner = race.winner { wins[winner.driver.id, default: 0] += 1 }
        }
        for result in try await sprintResults() { points[result.driver.id, default: 0] += result.points }
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
        for result in try await sprintResults() { points[result.constructor.id, default: 0] += result.points }
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

/// The demo's WeekendRepository: the recorded sessions, and why a session has nothing.
@Suite struct DemoWeekendTests {
    let demo: DemoRepository

    init() throws {
        demo = try DemoRepository()
    }

    @Test func qualifyingInKnockoutOrder() async throws {
        let bahrain = try await demo.qualifying(season: 2025, round: 1)
        #expect(bahrain.race.name == "Bahrain Grand Prix")
        #expect(bahrain.session == .qualifying)
        #expect(bahrain.format == .knockout)
        #expect(bahrain.results.map(\.driver.code) == ["VER", "LEC", "HAM", "NOR", "TSU", "RUS", "ALO", "ANT"])
        #expect(bahrain.results.filter { $0.q3 != nil }.count == 4)
        #expect(bahrain.results.filter { $0.q2 != nil }.count == 6)
    }

    @Test func theSprintWeekend() async throws {
        let qualifying = try await demo.sprintQualifying(season: 2025, round: 2)
        #expect(qualifying.session == .sprintQualifying)
        #expect(qualifying.results.first?.driver.id == "max_verstappen")
        let sprint = try await demo.sprint(season: 2025, round: 2)
        #expect(sprint.race.name == "Saudi Arabian Grand Prix")
        #expect(sprint.results.map(\.points) == [8, 7, 6, 5, 4, 3, 2, 0])
        let retired = try #require(sprint.results.last)
        #expect(retired.driver.id == "antonelli")
        #expect(retired.classification == .retired)
    }

    @Test func gridsWithAPenaltyAndAPitLaneStart() async throws {
        let australia = try await demo.startingGrid(season: 2025, round: 3)
        let hamilton = try #require(australia.positions.first { $0.driver.id == "hamilton" })
        #expect(hamilton.qualifyingPosition == 2)
        #expect(hamilton.penaltyPlaces == 3)
        #expect(hamilton.position == 5)
        let bahrain = try await demo.startingGrid(season: 2025, round: 1)
        let alonso = try #require(bahrain.positions.last)
        #expect(alonso.driver.id == "alonso")
        #expect(alonso.pitLane)
        #expect(alonso.position == nil)
        #expect(alonso.positionText == "PL")
    }

    @Test func pitStopsInTheOrderTheyHappened() async throws {
        let australia = try await demo.pitStops(season: 2025, round: 3)
        #expect(australia.race.round == 3)
        #expect(australia.stops.map(\.lap) == australia.stops.map(\.lap).sorted())
        let slow = try #require(australia.stops.max { ($0.duration ?? LapTime(milliseconds: 0)) < ($1.duration ?? LapTime(milliseconds: 0)) })
        #expect(slow.driver.id == "tsunoda")
        #expect(slow.duration == LapTime("1:02.410"))
    }

    /// Every method, for the checks they share.
    static let methods: [@Sendable (DemoRepository, Int, Int) async throws -> Void] = [
        { _ = try await $0.qualifying(season: $1, round: $2) },
        { _ = try await $0.sprintQualifying(season: $1, round: $2) },
        { _ = try await $0.sprint(season: $1, round: $2) },
        { _ = try await $0.startingGrid(season: $1, round: $2) },
        { _ = try await $0.pitStops(season: $1, round: $2) },
    ]

    @Test(arguments: [0, 9])
    func aRoundTheSeasonDoesNotHave(round: Int) async throws {
        for method in Self.methods {
            await #expect(throws: LookupError.roundNotFound(season: 2025, round: round, rounds: 8)) { try await method(demo, 2025, round) }
        }
    }

    @Test func anUnknownSeason() async throws {
        for method in Self.methods {
            await #expect(throws: LookupError.seasonNotFound(2024, available: 2025...2025)) { try await method(demo, 2024, 1) }
        }
    }

    @Test func noSprintAtAWeekendWithout() async throws {
        await #expect(throws: LookupError.sessionNotHeld(season: 2025, round: 1, name: "Bahrain Grand Prix", session: .sprint)) {
            try await demo.sprint(season: 2025, round: 1)
        }
        await #expect(throws: LookupError.sessionNotHeld(season: 2025, round: 3, name: "Australian Grand Prix", session: .sprintQualifying)) {
            try await demo.sprintQualifying(season: 2025, round: 3)
        }
        // Not held outranks not run: Monaco will never have a sprint.
        await #expect(throws: LookupError.sessionNotHeld(season: 2025, round: 4, name: "Monaco Grand Prix", session: .sprint)) {
            try await demo.sprint(season: 2025, round: 4)
        }
    }

    @Test func sessionsStillToCome() async throws {
        func notRun(_ round: Int, _ name: String, _ session: SessionKind) -> LookupError {
            .sessionNotRun(season: 2025, round: round, name: name, session: session)
        }
        await #expect(throws: notRun(4, "Monaco Grand Prix", .qualifying)) { try await demo.qualifying(season: 2025, round: 4) }
        await #expect(throws: notRun(4, "Monaco Grand Prix", .qualifying)) { try await demo.startingGrid(season: 2025, round: 4) }
        await #expect(throws: notRun(4, "Monaco Grand Prix", .race)) { try await demo.pitStops(season: 2025, round: 4) }
        await #expect(throws: notRun(7, "Austrian Grand Prix", .sprintQualifying)) { try await demo.sprintQualifying(season: 2025, round: 7) }
        await #expect(throws: notRun(7, "Austrian Grand Prix", .sprint)) { try await demo.sprint(season: 2025, round: 7) }
    }

    /// "Now" decides: Monaco's qualifying starts at 14:00Z on the 24th and runs an hour.
    @Test(arguments: [(13, 59), (14, 30)])
    func aSessionUnderWayIsNotRun(hours: Int, minutes: Int) async throws {
        var dataset = demo.dataset
        dataset.asOf = CalendarDate(year: 2025, month: 5, day: 24)
        dataset.asOfTime = TimeOfDay(hours: hours, minutes: minutes)
        await #expect(throws: LookupError.sessionNotRun(season: 2025, round: 4, name: "Monaco Grand Prix", session: .qualifying)) {
            try await DemoRepository(dataset: dataset).qualifying(season: 2025, round: 4)
        }
    }

    @Test func aSessionRunButNotRecordedIsNotInTheSource() async throws {
        var dataset = demo.dataset
        dataset.asOf = CalendarDate(year: 2025, month: 5, day: 24)
        dataset.asOfTime = TimeOfDay(hours: 15, minutes: 0)
        await #expect(throws: LookupError.notInSource(season: 2025, round: 4, name: "Monaco Grand Prix", record: .qualifying, firstSeason: nil)) {
            try await DemoRepository(dataset: dataset).qualifying(season: 2025, round: 4)
        }
        dataset = demo.dataset
        dataset.pitStops.removeAll { $0.race.round == 1 }
        await #expect(throws: LookupError.notInSource(season: 2025, round: 1, name: "Bahrain Grand Prix", record: .pitStops, firstSeason: nil)) {
            try await DemoRepository(dataset: dataset).pitStops(season: 2025, round: 1)
        }
    }
}
