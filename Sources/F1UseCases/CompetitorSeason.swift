import F1Domain

/// A driver's or a constructor's season. The two share their rounds and totals and differ in who
/// the other side is (the teams a driver drove for, the drivers who raced a team's cars), which
/// the exports write under different keys.
public enum CompetitorSeason: Hashable, Sendable {
    case driver(DriverSeason)
    case constructor(ConstructorSeason)

    /// Whose season it is.
    public var competitor: Competitor {
        switch self {
        case .driver(let season): .driver(season.driver.id)
        case .constructor(let season): .constructor(season.constructor.id)
        }
    }

    public var season: Int {
        switch self {
        case .driver(let season): season.season
        case .constructor(let season): season.season
        }
    }

    /// Every race of the season in round order, the ones missed and the ones to come included.
    public var rounds: [CompetitorRound] {
        switch self {
        case .driver(let season): season.rounds
        case .constructor(let season): season.rounds
        }
    }

    public var totals: CompetitorTotals {
        switch self {
        case .driver(let season): season.totals
        case .constructor(let season): season.totals
        }
    }
}

/// One race of a driver's or a constructor's season: the race and the results of their cars in it.
public struct CompetitorRound: Hashable, Sendable {
    public var race: Race
    /// Their results in classification order: empty when they did not take part or the race is
    /// still to come; more than one for a constructor's cars, or for a driver who shared cars in
    /// the 1950s.
    public var results: [RaceResult]
    /// The source has no classification of the race yet; false for a race run without them.
    public var isToCome: Bool

    public init(race: Race, results: [RaceResult], isToCome: Bool) {
        self.race = race
        self.results = results
        self.isToCome = isToCome
    }

    /// The best-placed result, nil when there is none.
    public var result: RaceResult? { results.first }

    /// The race was run and they were not in its results.
    public var didNotTakePart: Bool { !isToCome && results.isEmpty }
}

/// What a season adds up to, counted from the race results alone.
public struct CompetitorTotals: Hashable, Sendable {
    /// Race points: the sum of the points the race results give. Sprint points are not included,
    /// nor are a season's dropped scores taken off, so this can differ from the championship table.
    public var racePoints: Double
    /// Races won.
    public var wins: Int
    /// Podium places: a constructor's one-two counts two; a car shared by two drivers counts once.
    public var podiums: Int
    /// The best classified finishing position, nil without a classified finish.
    public var bestFinish: Int?
    /// Races in which at least one of their cars took the start.
    public var starts: Int
    /// The championship's word on the season, where the source has standings: the points that
    /// count (after dropped scores, with sprints) and the place. Nil without standings.
    public var championship: ChampionshipStanding?

    /// Points and place in a championship table.
    public struct ChampionshipStanding: Hashable, Sendable {
        public var points: Double
        /// "2", or "-" for an excluded entrant.
        public var positionText: String

        public init(points: Double, positionText: String) {
            self.points = points
            self.positionText = positionText
        }
    }

    public init(racePoints: Double, wins: Int, podiums: Int, bestFinish: Int?, starts: Int) {
        self.racePoints = racePoints
        self.wins = wins
        self.podiums = podiums
        self.bestFinish = bestFinish
        self.starts = starts
    }

    init(rounds: [CompetitorRound]) {
        var totals = CompetitorTotals(racePoints: 0, wins: 0, podiums: 0, bestFinish: nil, starts: 0)
        for round in rounds {
            let classified = round.results.filter { $0.classification == .classified }
            totals.racePoints += round.results.reduce(0) { $0 + $1.points }
            if classified.contains(where: { $0.position == 1 }) { totals.wins += 1 }
            // By distinct place: a shared car is listed once per driver at the same position.
            totals.podiums += Set(classified.filter(\.isPodium).map(\.position)).count
            if let best = classified.map(\.position).min() { totals.bestFinish = min(best, totals.bestFinish ?? best) }
            if round.results.contains(where: \.tookTheStart) { totals.starts += 1 }
        }
        self = totals
    }
}

/// A driver's season, race by race.
public struct DriverSeason: Hashable, Sendable {
    public var driver: Driver
    public var season: Int
    /// The teams they drove for, in the order they first did.
    public var teams: [Constructor]
    /// Every race of the season in round order, the ones they missed and the ones to come included.
    public var rounds: [CompetitorRound]
    public var totals: CompetitorTotals

    public init(driver: Driver, season: Int, teams: [Constructor], rounds: [CompetitorRound], totals: CompetitorTotals) {
        self.driver = driver
        self.season = season
        self.teams = teams
        self.rounds = rounds
        self.totals = totals
    }
}

/// A constructor's season, race by race, with all its cars.
public struct ConstructorSeason: Hashable, Sendable {
    public var constructor: Constructor
    public var season: Int
    /// The drivers who raced its cars, in the order they first did.
    public var drivers: [Driver]
    /// Every race of the season in round order, the ones it missed and the ones to come included.
    public var rounds: [CompetitorRound]
    public var totals: CompetitorTotals

    public init(constructor: Constructor, season: Int, drivers: [Driver], rounds: [CompetitorRound], totals: CompetitorTotals) {
        self.constructor = constructor
        self.season = season
        self.drivers = drivers
        self.rounds = rounds
        self.totals = totals
    }
}

extension RaceResult {
    /// Took the start: not withdrawn, not failed to qualify, and not listed as a non-starter.
    var tookTheStart: Bool {
        switch classification {
        case .withdrawn, .failedToQualify: false
        case .classified, .retired, .disqualified, .excluded, .notClassified:
            !["Did not start", "Did not qualify", "Did not pre-qualify", "Did not practise"].contains(status)
        }
    }
}
