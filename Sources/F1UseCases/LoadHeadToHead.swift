import F1Domain

/// Two drivers of one season compared in the races they both started: who qualified ahead, who
/// finished ahead when both were classified, and the points each scored in those races.
public struct HeadToHead: Equatable, Sendable {
    /// How often each came out ahead.
    public struct Tally: Equatable, Sendable {
        public var first: Int
        public var second: Int
        /// The times they were compared.
        public var compared: Int { first + second }

        public init(first: Int = 0, second: Int = 0) {
            self.first = first
            self.second = second
        }
    }

    /// The team they shared in every race compared; nil for two drivers of different teams.
    public var constructor: Constructor?
    /// The teams they drove for together in the races compared, in the order first shared: the
    /// one `constructor`, or those of a season in which they were teammates only for a while.
    public var sharedTeams: [Constructor]
    /// The driver with more points in those races (the better race record on a tie).
    public var first: Driver
    public var second: Driver
    /// The races both started.
    public var races: Int
    /// Who qualified ahead, in the rounds whose qualifying the source has for both.
    public var qualifying: Tally
    /// Who finished ahead, in the races both were classified.
    public var race: Tally
    public var firstPoints: Double
    public var secondPoints: Double
}

/// A season's head-to-heads: every team's drivers pair by pair, or two drivers asked for.
public struct HeadToHeadSeason: Equatable, Sendable {
    public var season: Int
    /// The races run and compared.
    public var racesRun: Int
    /// Of those, the rounds whose qualifying the source has.
    public var qualifyingRounds: Int
    /// Teams in the order of their points; a team's pairs by the pair's points.
    public var pairs: [HeadToHead]
}

/// Compares drivers race by race from the season's classifications and each round's qualifying.
public struct LoadHeadToHead: Sendable {
    let races: any RaceRepository
    let weekend: any WeekendRepository

    public init(races: any RaceRepository, weekend: any WeekendRepository) {
        self.races = races
        self.weekend = weekend
    }

    /// Every team's drivers, pair by pair, in the races they drove for it together.
    public func teammates(season: Int) async throws -> HeadToHeadSeason {
        let rounds = try await roundsRun(season: season)
        var pairs: [PairKey: Accumulator] = [:]
        for round in rounds {
            let byTeam = Dictionary(grouping: round.race.results.filter { !$0.sharedCar && $0.tookTheStart }, by: \.constructor.id)
            for results in byTeam.values where results.count > 1 {
                for (index, one) in results.enumerated() {
                    for other in results[(index + 1)...] {
                        let key = PairKey(one.driver.id, other.driver.id, team: one.constructor.id)
                        pairs[key, default: Accumulator(key: key, constructor: one.constructor)].add(one, other, round: round)
                    }
                }
            }
        }
        return HeadToHeadSeason(
            season: season, racesRun: rounds.count, qualifyingRounds: rounds.count { $0.qualifying != nil },
            pairs: Self.ordered(pairs.values.map { $0.headToHead() }))
    }

    /// `first` against `second` in every race both started, whatever their teams. Throws
    /// `LookupError.driverNotInSeason` for a driver in none of the season's results. Only the
    /// rounds both started have their qualifying read.
    public func drivers(_ first: Driver.ID, _ second: Driver.ID, season: Int) async throws -> HeadToHeadSeason {
        let classified = try await races.results(season: season)
        guard !classified.isEmpty else { throw LookupError.noRaceRun(season: season) }
        let key = PairKey(first, second, team: nil)
        var accumulator: Accumulator?
        var seen: Set<Driver.ID> = []
        for race in classified {
            let results = race.results.filter { !$0.sharedCar }
            seen.formUnion(results.map(\.driver.id))
            let started = results.filter(\.tookTheStart)
            guard let one = started.first(where: { $0.driver.id == key.first }), let other = started.first(where: { $0.driver.id == key.second })
            else { continue }
            let round = Round(race: race, qualifying: try await qualifying(season: season, round: race.race.round))
            accumulator = accumulator ?? Accumulator(key: key, constructor: nil)
            accumulator?.add(one, other, round: round)
        }
        for driver in [first, second] where !seen.contains(driver) { throw LookupError.driverNotInSeason(season: season, driver: driver) }
        return HeadToHeadSeason(
            season: season, racesRun: accumulator?.races ?? 0, qualifyingRounds: accumulator?.qualifyingRounds ?? 0,
            pairs: accumulator.map { [$0.headToHead()] } ?? [])
    }

    /// The season's classified races with each round's qualifying where the source has it.
    private func roundsRun(season: Int) async throws -> [Round] {
        let classified = try await races.results(season: season)
        guard !classified.isEmpty else { throw LookupError.noRaceRun(season: season) }
        var rounds: [Round] = []
        for race in classified {
            rounds.append(Round(race: race, qualifying: try await qualifying(season: season, round: race.race.round)))
        }
        return rounds
    }

    /// A round's qualifying, or nil where the source does not record it (a lookup error); any
    /// other failure (the network) is the report's.
    private func qualifying(season: Int, round: Int) async throws -> QualifyingResults? {
        do {
            return try await weekend.qualifying(season: season, round: round)
        } catch is LookupError {
            return nil
        }
    }

    /// Teams by their pairs' points, best first; a team's pairs the same way.
    static func ordered(_ pairs: [HeadToHead]) -> [HeadToHead] {
        let teamPoints = Dictionary(grouping: pairs, by: { $0.constructor?.id }).mapValues { $0.map { $0.firstPoints + $0.secondPoints }.max() ?? 0 }
        return pairs.sorted {
            let (left, right) = (teamPoints[$0.constructor?.id] ?? 0, teamPoints[$1.constructor?.id] ?? 0)
            if left != right { return left > right }
            if $0.constructor?.name != $1.constructor?.name { return ($0.constructor?.name ?? "") < ($1.constructor?.name ?? "") }
            return $0.firstPoints + $0.secondPoints > $1.firstPoints + $1.secondPoints
        }
    }
}

private struct Round {
    var race: RaceResults
    var qualifying: QualifyingResults?
}

/// Two drivers, in id order so a pair is one key whichever comes first, and the team they shared.
private struct PairKey: Hashable {
    var first: Driver.ID
    var second: Driver.ID
    var team: Constructor.ID?

    init(_ one: Driver.ID, _ other: Driver.ID, team: Constructor.ID?) {
        (first, second) = one.rawValue <= other.rawValue ? (one, other) : (other, one)
        self.team = team
    }
}

private struct Accumulator {
    let key: PairKey
    /// The team of every race, for teammates by team; nil: each race says whether they shared one.
    let team: Constructor?
    var sharedTeams: [Constructor] = []
    var sharedEveryRace = true
    var drivers: [Driver.ID: Driver] = [:]
    var races = 0
    var qualifyingRounds = 0
    var qualifying = HeadToHead.Tally()
    var race = HeadToHead.Tally()
    var points: [Driver.ID: Double] = [:]

    init(key: PairKey, constructor: Constructor?) {
        self.key = key
        self.team = constructor
    }

    /// One race both started, `one` and `other` in either order.
    mutating func add(_ one: RaceResult, _ other: RaceResult, round: Round) {
        let (first, second) = one.driver.id == key.first ? (one, other) : (other, one)
        drivers[first.driver.id] = first.driver
        drivers[second.driver.id] = second.driver
        races += 1
        let shared = team ?? (first.constructor.id == second.constructor.id ? first.constructor : nil)
        if let shared {
            if !sharedTeams.contains(where: { $0.id == shared.id }) { sharedTeams.append(shared) }
        } else {
            sharedEveryRace = false
        }
        points[first.driver.id, default: 0] += first.points
        points[second.driver.id, default: 0] += second.points
        if first.classification == .classified, second.classification == .classified {
            if first.position < second.position { race.first += 1 } else { race.second += 1 }
        }
        if let qualifying = round.qualifying {
            qualifyingRounds += 1
            let place = { (id: Driver.ID) in qualifying.results.first { $0.driver.id == id }?.position }
            if let firstPlace = place(first.driver.id), let secondPlace = place(second.driver.id) {
                if firstPlace < secondPlace { self.qualifying.first += 1 } else { self.qualifying.second += 1 }
            }
        }
    }

    /// The pair with the driver of more points first (the better race record, then the id, on a tie).
    func headToHead() -> HeadToHead {
        let (a, b) = (drivers[key.first]!, drivers[key.second]!)  // trap-ok: the first `add` recorded both
        let constructor = sharedEveryRace && sharedTeams.count == 1 ? sharedTeams.first : nil
        return HeadToHead(
            constructor: constructor, sharedTeams: sharedTeams, first: a, second: b, races: races, qualifying: qualifying, race: race,
            firstPoints: points[key.first] ?? 0, secondPoints: points[key.second] ?? 0
        ).leaderFirst()
    }
}
