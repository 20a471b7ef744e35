import F1Domain

/// Small made-up seasons for the championship rules: drivers A to F in two teams, races given
/// as finishing orders, scored under a system written for the test.
enum SyntheticSeason {
    static let drivers = ["Alan Ace", "Bea Best", "Cal Cole", "Dee Dash", "Eli East", "Fay Fox"].map { name in
        let parts = name.split(separator: " ").map(String.init)
        return Driver(id: Driver.ID(parts[1].lowercased()), givenName: parts[0], familyName: parts[1], code: String(parts[1].prefix(3)).uppercased())
    }
    static let red = Constructor(id: "red", name: "Red")
    static let blue = Constructor(id: "blue", name: "Blue")
    static let circuit = Circuit(id: "test", name: "Test Circuit", location: Location(locality: "Testville", country: "Testland"))

    static func driver(_ letter: Character) -> Driver {
        drivers[Int(letter.asciiValue! - Character("A").asciiValue!)]
    }

    /// A's, C's and E's cars are red; B's, D's and F's blue.
    static func team(_ driver: Driver) -> Constructor {
        drivers.firstIndex(of: driver)!.isMultiple(of: 2) ? red : blue
    }

    static func system(
        _ points: [Double] = [10, 6, 4, 3, 2, 1], sprint: [Double] = [], fastestLap: FastestLapRule? = nil,
        shared: SharedDrives = .none, constructors: ConstructorScoring = .everyCar,
        counting: [CountingPeriod] = [], shortened: [PartialPoints] = []
    ) -> ScoringSystem {
        ScoringSystem(
            id: "test", name: "Test rules", racePoints: points, sprintPoints: sprint, fastestLap: fastestLap,
            sharedDrives: shared, constructors: constructors, driverCounting: counting, constructorCounting: counting,
            shortenedRace: shortened)
    }

    static func rules(
        _ system: ScoringSystem, races: [RaceRuling] = [], adjustments: [ChampionshipAdjustment] = [], countback: Countback = .everyPlace
    ) -> ChampionshipRules {
        ChampionshipRules(
            system: system, season: SeasonScoring(season: 2001, system: system.id, countback: countback, races: races, adjustments: adjustments))
    }

    /// A race whose finishing order is `order` ("BAC": B won); `retired` drivers follow, unclassified.
    static func race(_ round: Int, _ order: String, retired: String = "", fastest: Character? = nil, sprint: String = "") -> ChampionshipRace {
        let race = Race(
            season: 2001, round: round, name: "Round \(round) Grand Prix", circuit: circuit,
            date: CalendarDate(year: 2001, month: 3, day: round), startTime: TimeOfDay(hours: 13, minutes: 0))
        var results = order.enumerated().map { index, letter in result(index + 1, letter, fastest: fastest) }
        results += retired.enumerated().map { index, letter in
            RaceResult(
                position: order.count + index + 1, positionText: "R", classification: .retired, driver: driver(letter),
                constructor: team(driver(letter)), status: "Engine")
        }
        let sprints = sprint.enumerated().map { index, letter in
            SprintResult(
                position: index + 1, positionText: String(index + 1), driver: driver(letter), constructor: team(driver(letter)), status: "Finished")
        }
        return ChampionshipRace(race: race, results: results, sprint: sprints)
    }

    static func result(_ position: Int, _ letter: Character, fastest: Character? = nil, sharedCar: Bool = false) -> RaceResult {
        RaceResult(
            position: position, positionText: String(position), driver: driver(letter), constructor: team(driver(letter)),
            sharedCar: sharedCar, status: "Finished", fastestLap: letter == fastest ? FastestLap(rank: 1) : nil)
    }

    static func championship(_ rules: ChampionshipRules, _ races: [ChampionshipRace], scheduled: Int? = nil) -> Championship {
        Championship(season: 2001, rules: rules, races: races, scheduledRounds: scheduled ?? races.count)
    }
}

extension ChampionshipTable {
    func driver(_ letter: Character) -> ChampionshipStanding<Driver>? {
        drivers.first { $0.entrant == SyntheticSeason.driver(letter) }
    }

    func team(_ constructor: Constructor) -> ChampionshipStanding<ChampionshipTeam>? {
        constructors.first { $0.entrant.constructor == constructor }
    }

    /// Drivers' letters in table order.
    var order: String {
        String(drivers.map { $0.entrant.familyName.first! })
    }
}
