import F1Domain
import F1UseCases

/// A tiny made-up season for the championship screens: three drivers, two teams (Blue with two
/// engines), five races of which three were run, the second at half points; scored by 10-6-4
/// with or without only the best two results counting, and a 3-2-1 system for what-ifs.
public enum ChampionshipSamples {
    public static let alpha = SampleData.driver("alpha", "Ann", "Alpha", code: "ALP")
    public static let bravo = SampleData.driver("bravo", "Ben", "Bravo", code: "BRA")
    public static let charlie = SampleData.driver("charlie", "Cid", "Charlie", code: "CHA")
    public static let delta = SampleData.driver("delta", "Dee", "Delta", code: "DEL")
    public static let red = Constructor(id: "red", name: "Red")
    public static let blue = Constructor(id: "blue", name: "Blue")

    public static let bestTwo = ScoringSystem(
        id: "best-two", name: "10-6-4, best 2", racePoints: [10, 6, 4], constructors: .everyCar, driverCounting: [CountingPeriod(best: 2)])
    public static let every = ScoringSystem(id: "every", name: "10-6-4, every result", racePoints: [10, 6, 4], constructors: .everyCar)
    public static let threeTwoOne = ScoringSystem(id: "three-two-one", name: "3-2-1", racePoints: [3, 2, 1], constructors: .everyCar)

    public static let halfPoints = RaceRuling(round: 2, reason: "Stopped early in the rain; half points.", pointsScale: 0.5)

    public static func rulebook(season: Int = 2000, system: ScoringSystem.ID = "best-two") -> ScoringRulebook {
        ScoringRulebook(
            systems: [bestTwo, every, threeTwoOne],
            seasons: [SeasonScoring(season: season, system: system, races: [halfPoints])])
    }

    public static let calendar = ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].enumerated().map { index, name in
        SampleData.race(round: index + 1, name: "\(name) Grand Prix", date: CalendarDate(year: 2000, month: 3 + index, day: 12), season: 2000)
    }

    /// Places per round (driver, team, engine); Alpha's first win is recorded as 9 points, one
    /// fewer than the rules give, so the report has a disagreement to show.
    public static let results: [RaceResults] = [
        RaceResults(
            race: calendar[0],
            results: [
                result(1, alpha, red, points: 9), result(2, bravo, red, points: 6), result(3, charlie, blue, engine: "climax", points: 4),
            ]),
        RaceResults(
            race: calendar[1],
            results: [
                result(1, charlie, blue, engine: "brm", points: 5), result(2, bravo, red, points: 3), result(3, alpha, red, points: 2),
            ]),
        RaceResults(
            race: calendar[2],
            results: [
                result(1, bravo, red, points: 10), result(2, charlie, blue, engine: "brm", points: 6), result(3, alpha, red, points: 4),
            ]),
    ]

    static func result(_ position: Int, _ driver: Driver, _ team: Constructor, engine: String? = nil, points: Double) -> RaceResult {
        RaceResult(
            position: position, positionText: String(position), driver: driver, constructor: team, engine: engine, status: "Finished", points: points)
    }

    /// The season's report after `round`, scored by `system`, with `under` beside it; with a
    /// newcomer, Dee Delta first races in round 3, fourth and scoreless.
    public static func report(
        system: ScoringSystem.ID = "best-two", round: Int? = nil, under: LoadChampionship.Rules? = nil, calendar: [Race] = calendar,
        newcomer: Bool = false
    ) async throws -> ChampionshipReport {
        var results = results
        if newcomer { results[2].results.append(result(4, delta, blue, engine: "brm", points: 0)) }
        let load = LoadChampionship(
            races: StubRaceRepository(calendars: [2000: calendar], classifications: [2000: results]), weekends: StubWeekendRepository(),
            rulebook: rulebook(system: system))
        return try await load.report(season: 2000, round: round, under: under)
    }
}
