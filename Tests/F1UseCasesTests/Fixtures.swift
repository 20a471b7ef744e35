import F1Domain
import F1TestSupport
import F1UseCases

/// Small calendars and classifications for the use-case tests.
enum Season2025 {
    static let norris = SampleData.driver("norris", "Lando", "Norris", code: "NOR")
    static let mclaren = Constructor(id: "mclaren", name: "McLaren")

    static func date(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        CalendarDate(year: year, month: month, day: day)
    }

    static let bahrain = SampleData.race(round: 1, name: "Bahrain Grand Prix", date: date(2025, 3, 16))
    static let saudi = SampleData.race(round: 2, name: "Saudi Arabian Grand Prix", date: date(2025, 3, 30))
    static let australia = SampleData.race(round: 3, name: "Australian Grand Prix", date: date(2025, 4, 13))
    static let monaco = SampleData.race(round: 4, name: "Monaco Grand Prix", date: date(2025, 5, 25))
    static let canada = SampleData.race(round: 5, name: "Canadian Grand Prix", date: date(2025, 6, 8))

    static let calendar = [bahrain, saudi, australia, monaco, canada]

    /// A two-car classification won by `winner`.
    static func results(of race: Race, winner: Driver, team: Constructor, runnerUp: Driver = SampleData.leclerc) -> RaceResults {
        RaceResults(
            race: race,
            results: [
                SampleData.result(1, winner, team, points: 25, time: "1:31:44.742"),
                SampleData.result(2, runnerUp, SampleData.ferrari, points: 18, time: "+5.155"),
            ])
    }

    static let classified = [
        results(of: bahrain, winner: SampleData.verstappen, team: SampleData.redBull),
        results(of: saudi, winner: SampleData.leclerc, team: SampleData.ferrari, runnerUp: SampleData.verstappen),
        results(of: australia, winner: norris, team: mclaren),
    ]

    static func repository(
        calendar: [Race] = calendar, classified: [RaceResults] = classified, seasons: ClosedRange<Int> = 2024...2025
    ) -> StubRaceRepository {
        StubRaceRepository(
            info: DataSourceInfo(name: "Stub", seasons: seasons),
            seasons: seasons.map { Season(year: $0) }, calendars: [2025: calendar], classifications: [2025: classified])
    }

    static let driverTable = DriverStandingsTable(
        season: 2025, round: 3,
        driverStandings: [
            DriverStanding(position: 1, positionText: "1", points: 62, wins: 1, driver: SampleData.verstappen, constructors: [SampleData.redBull]),
            DriverStanding(position: 2, positionText: "2", points: 59, wins: 1, driver: SampleData.leclerc, constructors: [SampleData.ferrari]),
        ])

    static let constructorTable = ConstructorStandingsTable(
        season: 2025, round: 3,
        constructorStandings: [
            ConstructorStanding(position: 1, positionText: "1", points: 93, wins: 1, constructor: SampleData.ferrari),
            ConstructorStanding(position: 2, positionText: "2", points: 80, wins: 1, constructor: SampleData.redBull),
        ])

    static let standings = StubStandingsRepository(drivers: [2025: driverTable], constructors: [2025: constructorTable])
}
