/// One round's results as the championship engine reads them.
public struct ChampionshipRace: Sendable {
    public let race: Race
    public let results: [RaceResult]
    public let sprint: [SprintResult]

    public init(race: Race, results: [RaceResult], sprint: [SprintResult] = []) {
        self.race = race
        self.results = results
        self.sprint = sprint
    }
}

/// A season's championships computed from its results: the tables after any round, with
/// dropped results, countback and the season's decisions. Pure: no I/O, no clock.
public struct Championship: Sendable {
    public let season: Int
    public let rules: ChampionshipRules
    /// The rounds in the season's calendar, run or not: best-N halves are fixed by it.
    public let scheduledRounds: Int
    /// The rounds run, in order.
    public let rounds: [Int]
    /// Results whose points in the source differ from the rules' (reported, never hidden).
    public let disagreements: [PointsDisagreement]
    let scored: [ScoredRound]
    let drivers: [Driver.ID: Driver]
    /// Drivers and teams in the order they first appear in the results (a round's classification
    /// order): entrants level on points and countback are listed in it, the same on every run.
    let driverOrder: [Driver.ID]
    let teamOrder: [ChampionshipTeam]

    struct ScoredRound {
        let round: Int
        let race: SessionScore
        let sprint: SessionScore
        let places: [Driver.ID: Int]
        let teamPlaces: [ChampionshipTeam: [Int]]
        let winners: Set<Driver.ID>
        let winningTeams: Set<ChampionshipTeam>
    }

    public init(season: Int, rules: ChampionshipRules, races: [ChampionshipRace], scheduledRounds: Int) {
        self.season = season
        self.rules = rules
        let races = races.sorted { $0.race.round < $1.race.round }
        self.scheduledRounds = max(scheduledRounds, races.last?.race.round ?? 0)
        rounds = races.map(\.race.round)
        var drivers: [Driver.ID: Driver] = [:]
        var driverOrder: [Driver.ID] = []
        var teamOrder: [ChampionshipTeam] = []
        var teamsSeen: Set<ChampionshipTeam> = []
        var scored: [ScoredRound] = []
        var disagreements: [PointsDisagreement] = []
        for race in races {
            let round = race.race.round
            let entries = race.results.map(ScoredEntry.init)
            let sprintEntries = race.sprint.map(ScoredEntry.init)
            for entry in entries + sprintEntries {
                if drivers[entry.driver.id] == nil {
                    drivers[entry.driver.id] = entry.driver
                    driverOrder.append(entry.driver.id)
                }
                if teamsSeen.insert(entry.team).inserted { teamOrder.append(entry.team) }
            }
            let raceScore = RaceScorer.scoreRace(entries, rules: rules, round: round)
            let sprintScore = rules.system.hasSprintPoints ? RaceScorer.scoreSprint(sprintEntries, rules: rules) : SessionScore()
            disagreements += Self.disagreements(entries, computed: raceScore, race: race.race, isSprint: false)
            if rules.system.hasSprintPoints {
                disagreements += Self.disagreements(sprintEntries, computed: sprintScore, race: race.race, isSprint: true)
            }
            var places: [Driver.ID: Int] = [:]
            var teamPlaces: [ChampionshipTeam: [Int]] = [:]
            let deepest = rules.season.countback == .everyPlace ? Int.max : rules.system.racePoints.count
            let ruling = rules.ruling(round: round)
            // Countback weighs the place a car scored as: behind ineligible cars whose places passed down, the place it was given.
            let given = RaceScorer.scoringPlaces(entries, passDown: ruling?.passDown ?? false) { entry in
                !(ruling?.ineligible.contains { sameName(entry.driver, $0) } ?? false)
            }
            for entry in entries {
                guard let classified = entry.position, let position = given[classified], position <= deepest else { continue }
                places[entry.driver.id] = min(places[entry.driver.id] ?? position, position)
                if !entry.sharedCar { teamPlaces[entry.team, default: []].append(position) }
                _ = classified
            }
            let winners = entries.filter { $0.position == 1 }
            scored.append(ScoredRound(
                round: round, race: raceScore, sprint: sprintScore, places: places, teamPlaces: teamPlaces,
                winners: Set(winners.map(\.driver.id)), winningTeams: Set(winners.filter { !$0.sharedCar }.map(\.team))))
        }
        self.drivers = drivers
        self.driverOrder = driverOrder
        self.teamOrder = teamOrder
        self.scored = scored
        self.disagreements = disagreements
    }

    /// Both tables after `round` (the last round run when nil, or when `round` is beyond it).
    public func table(afterRound round: Int? = nil) -> ChampionshipTable {
        let last = round.map { limit in rounds.last { $0 <= limit } ?? 0 } ?? rounds.last ?? 0
        let upTo = scored.filter { $0.round <= last }
        let driverRows = standings(
            upTo, entrants: driverOrder, periods: rules.system.driverCounting,
            points: { $0.race.drivers[$1] }, sprint: { $0.sprint.drivers[$1] },
            places: { $0.places[$1].map { [$0] } ?? [] }, won: { $0.winners.contains($1) },
            adjustment: { id in rules.season.adjustments.first { adj in adj.driver.map { sameName(drivers[id]!, $0) } ?? false } })
        let scoring = Set(scored.flatMap { $0.race.teams.keys } + scored.flatMap { $0.sprint.teams.keys })
        let teams = teamOrder.filter(scoring.contains)
        let teamRows = rules.system.hasConstructorsChampionship ? standings(
            upTo, entrants: teams, periods: rules.system.constructorCounting,
            points: { $0.race.teams[$1] }, sprint: { $0.sprint.teams[$1] },
            places: { $0.teamPlaces[$1] ?? [] }, won: { $0.winningTeams.contains($1) },
            adjustment: { team in rules.season.adjustments.first { $0.constructor?.lowercased() == team.constructor.name.lowercased() } }) : []
        return ChampionshipTable(
            season: season, round: last, system: rules.system,
            drivers: driverRows.map { row in row.with(entrant: drivers[row.entrant]!) }, constructors: teamRows)
    }

    /// The tables after every round run, in order.
    public func progression() -> [ChampionshipTable] {
        rounds.map { table(afterRound: $0) }
    }

    private static func disagreements(_ entries: [ScoredEntry], computed: SessionScore, race: Race, isSprint: Bool) -> [PointsDisagreement] {
        var recorded: [Driver.ID: Double] = [:]
        var order: [ScoredEntry] = []
        for entry in entries {
            if recorded[entry.driver.id] == nil { order.append(entry) }
            recorded[entry.driver.id, default: 0] += entry.recordedPoints
        }
        return order.compactMap { entry in
            let recorded = recorded[entry.driver.id] ?? 0
            let computed = computed.drivers[entry.driver.id] ?? 0
            // Sources round a split point to two decimals (1954's sevenths: 0.14).
            guard abs(recorded - computed) > 0.011 else { return nil }
            return PointsDisagreement(round: race.round, raceName: race.name, driver: entry.driver, isSprint: isSprint, recorded: recorded, computed: computed)
        }
    }
}

extension ScoredEntry {
    init(_ result: RaceResult) {
        self.init(
            driver: result.driver, team: ChampionshipTeam(constructor: result.constructor, engine: result.engine),
            position: result.classification == .classified ? result.position : nil, sharedCar: result.sharedCar,
            fastestLapRank: result.fastestLap?.rank, recordedPoints: result.points)
    }

    init(_ result: SprintResult) {
        self.init(
            driver: result.driver, team: ChampionshipTeam(constructor: result.constructor, engine: result.engine),
            position: result.classification == .classified ? result.position : nil, sharedCar: result.sharedCar,
            fastestLapRank: nil, recordedPoints: result.points)
    }
}
