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
    /// Drivers and teams in the order they first appear in the results: the order of entrants
    /// level on everything, so that every run prints the same table. Rounds refer to them by
    /// their place in these lists, which keeps hashing out of the tables' loops.
    let drivers: [Driver]
    let teams: [ChampionshipTeam]

    /// One round's points and places per driver and per team, by index; nil: not in the round
    /// (the sprint's arrays are empty when no sprint was scored).
    struct ScoredRound {
        let round: Int
        var driverRace: [Double?]
        var driverSprint: [Double?]
        var teamRace: [Double?]
        var teamSprint: [Double?]
        /// Each driver's place (0: none): a driver in two cars counts the better one, so one is
        /// enough. Measured: docs/performance.md#championship-f1domain
        var driverPlaces: [Int]
        var teamPlaces: [[Int]]
        var driverWon: [Bool]
        var teamWon: [Bool]
    }

    /// One round's entries, by their places in `drivers` and `teams`.
    struct IndexedRound {
        let race: Race
        let entries: [ScoredEntry]
        let sprint: [ScoredEntry]
    }

    /// The results indexed once: a what-if scores the same entries under other rules.
    let indexed: [IndexedRound]

    public init(season: Int, rules: ChampionshipRules, races: [ChampionshipRace], scheduledRounds: Int) {
        var index = EntrantIndex()
        let indexed = races.sorted { $0.race.round < $1.race.round }.map { race in
            IndexedRound(
                race: race.race,
                entries: race.results.withUnsafeBufferPointer { results in
                    results.indices.map { at in
                        index.entry(
                            driver: results[at].driver, number: results[at].number, constructor: results[at].constructor, engine: results[at].engine,
                            classification: results[at].classification, position: results[at].position, cars: results.count,
                            sharedCar: results[at].sharedCar, fastestLapRank: results[at].fastestLap?.rank, points: results[at].points)
                    }
                },
                sprint: race.sprint.withUnsafeBufferPointer { results in
                    results.indices.map { at in
                        index.entry(
                            driver: results[at].driver, number: results[at].number, constructor: results[at].constructor, engine: results[at].engine,
                            classification: results[at].classification, position: results[at].position, cars: results.count,
                            sharedCar: results[at].sharedCar, fastestLapRank: nil, points: results[at].points)
                    }
                })
        }
        self.init(season: season, rules: rules, indexed: indexed, drivers: index.drivers, teams: index.teams, scheduledRounds: scheduledRounds)
    }

    /// Drivers and teams numbered in the order they first appear. Results are read in place
    /// (`withUnsafeBufferPointer`) and a driver or constructor is copied only when first seen.
    /// Measured: docs/performance.md#championship-f1domain
    struct EntrantIndex {
        var drivers: [Driver] = []
        var teams: [ChampionshipTeam] = []
        private var driverIndex: [Driver.ID: Int] = [:]
        private var teamIndex: [TeamKey: Int] = [:]
        /// Each driver's team in their latest result, by driver index.
        private var lastTeam: [Int?] = []
        /// The driver of each car number's latest result.
        private var lastDriver: [Int?] = []
        /// Ids by index, apart from the drivers and teams: reading `drivers[i].id` copied the whole driver.
        private var driverIDs: [Driver.ID] = []
        private var teamKeys: [TeamKey] = []

        /// What makes a team: `ChampionshipTeam`'s equality, without copying its constructor.
        private struct TeamKey: Hashable {
            let constructor: Constructor.ID
            let engine: String?
        }

        mutating func entry(
            driver: borrowing Driver, number: Int?, constructor: borrowing Constructor, engine: String?, classification: Classification,
            position: Int, cars: Int, sharedCar: Bool, fastestLapRank: Int?, points: Double
        ) -> ScoredEntry {
            // A car number mostly keeps its driver all season: the driver last seen in it is
            // checked first, by an id that is usually the same string, before hashing the id, the
            // costlier step (docs/performance.md#championship-f1domain).
            let driverAt: Int
            if let number, number >= 0, number < lastDriver.count, let last = lastDriver[number], driverIDs[last] == driver.id {
                driverAt = last
            } else {
                if let known = driverIndex[driver.id] {
                    driverAt = known
                } else {
                    driverAt = drivers.count
                    driverIndex[driver.id] = driverAt
                    driverIDs.append(driver.id)
                    drivers.append(copy driver)
                }
                if let number, number >= 0, number < 10_000 {
                    if number >= lastDriver.count { lastDriver += repeatElement(nil, count: number - lastDriver.count + 1) }
                    lastDriver[number] = driverAt
                }
            }
            // A driver mostly races for one team all season: the team of their last result is
            // checked first, by ids that are usually the same strings, before hashing both.
            let teamAt: Int
            if driverAt < lastTeam.count, let last = lastTeam[driverAt], teamKeys[last].constructor == constructor.id, teamKeys[last].engine == engine
            {
                teamAt = last
            } else {
                let key = TeamKey(constructor: constructor.id, engine: engine)
                if let known = teamIndex[key] {
                    teamAt = known
                } else {
                    teamAt = teams.count
                    teamIndex[key] = teamAt
                    teamKeys.append(key)
                    teams.append(ChampionshipTeam(constructor: copy constructor, engine: engine))
                }
                if driverAt >= lastTeam.count { lastTeam += repeatElement(nil, count: driverAt - lastTeam.count + 1) }
                lastTeam[driverAt] = teamAt
            }
            return ScoredEntry(
                driver: driverAt, team: teamAt, position: ScoredEntry.scoredPosition(position, classification, cars: cars), sharedCar: sharedCar,
                fastestLapRank: fastestLapRank, recordedPoints: points)
        }
    }

    /// The same results scored under other rules (a what-if), without indexing them again.
    public func rescored(under rules: ChampionshipRules) -> Championship {
        Championship(season: season, rules: rules, indexed: indexed, drivers: drivers, teams: teams, scheduledRounds: scheduledRounds)
    }

    init(season: Int, rules: ChampionshipRules, indexed: [IndexedRound], drivers: [Driver], teams: [ChampionshipTeam], scheduledRounds: Int) {
        self.season = season
        self.rules = rules
        self.indexed = indexed
        self.scheduledRounds = max(scheduledRounds, indexed.last?.race.round ?? 0)
        rounds = indexed.map(\.race.round)
        var scored: [ScoredRound] = []
        var disagreements: [PointsDisagreement] = []
        for round in indexed {
            let (race, entries, sprintEntries) = (round.race, round.entries, round.sprint)
            let raceScore = RaceScorer.scoreRace(entries, rules: rules, round: race.round, drivers: drivers, teams: teams.count)
            // No sprint scored: empty, read as nobody in it, rather than two arrays of nil a round.
            let sprintScore =
                rules.system.hasSprintPoints && !sprintEntries.isEmpty
                ? RaceScorer.scoreSprint(sprintEntries, rules: rules, drivers: drivers.count, teams: teams.count)
                : SessionScore(drivers: 0, teams: 0)
            disagreements += Self.disagreements(entries, computed: raceScore, race: race, isSprint: false, drivers: drivers)
            if rules.system.hasSprintPoints {
                disagreements += Self.disagreements(sprintEntries, computed: sprintScore, race: race, isSprint: true, drivers: drivers)
            }
            var scores = ScoredRound(
                round: race.round, driverRace: raceScore.drivers, driverSprint: sprintScore.drivers,
                teamRace: raceScore.teams, teamSprint: sprintScore.teams,
                driverPlaces: Array(repeating: 0, count: drivers.count), teamPlaces: Array(repeating: [], count: teams.count),
                driverWon: Array(repeating: false, count: drivers.count), teamWon: Array(repeating: false, count: teams.count))
            let deepest = rules.season.countback == .everyPlace ? Int.max : rules.system.racePoints.count
            let ruling = rules.ruling(round: race.round)
            // Countback weighs the place a car scored as: behind ineligible cars whose places passed down, the place it was given.
            let given = RaceScorer.scoringPlaces(entries, passDown: ruling?.passDown ?? false) { entry in
                !(ruling?.ineligible.contains { sameName(drivers[entry.driver], $0) } ?? false)
            }
            for entry in entries {
                if entry.position == 1 {
                    scores.driverWon[entry.driver] = true
                    if !entry.sharedCar { scores.teamWon[entry.team] = true }
                }
                guard let classified = entry.position, let position = given[classified], position <= deepest else { continue }
                // A driver in two cars counts the better place.
                let held = scores.driverPlaces[entry.driver]
                scores.driverPlaces[entry.driver] = held == 0 ? position : min(held, position)
                if !entry.sharedCar { scores.teamPlaces[entry.team].append(position) }
            }
            scored.append(scores)
        }
        self.drivers = drivers
        self.teams = teams
        self.scored = scored
        self.disagreements = disagreements
    }

    /// Both tables after `round` (the last round run when nil, or when `round` is beyond it).
    public func table(afterRound round: Int? = nil) -> ChampionshipTable {
        let last = round.map { limit in rounds.last { $0 <= limit } ?? 0 } ?? rounds.last ?? 0
        let upTo = scored.startIndex..<(scored.firstIndex { $0.round > last } ?? scored.endIndex)
        let driverRows = standings(
            upTo, entrants: drivers.indices, periods: rules.system.driverCounting,
            points: { scored[$0].driverRace[$1] }, sprint: { scored[$0].driverSprint.entry($1) },
            places: { round, driver in
                let places = scored[round].driverPlaces
                return places[driver..<(places[driver] == 0 ? driver : driver + 1)]
            },
            won: { scored[$0].driverWon[$1] },
            adjustment: { index in rules.season.adjustments.first { adj in adj.driver.map { sameName(drivers[index], $0) } ?? false } })
        let teamRows =
            rules.system.hasConstructorsChampionship
            ? standings(
                upTo, entrants: teams.indices, periods: rules.system.constructorCounting,
                points: { scored[$0].teamRace[$1] }, sprint: { scored[$0].teamSprint.entry($1) },
                places: { scored[$0].teamPlaces[$1][...] }, won: { scored[$0].teamWon[$1] },
                adjustment: { index in rules.season.adjustments.first { $0.constructor?.lowercased() == teams[index].constructor.name.lowercased() } }
            ) : []
        return ChampionshipTable(
            season: season, round: last, system: rules.system,
            drivers: driverRows.map { $0.with(entrant: drivers[$0.entrant]) },
            constructors: teamRows.map { $0.with(entrant: teams[$0.entrant]) })
    }

    /// The tables after every round run, in order.
    public func progression() -> [ChampionshipTable] {
        rounds.map { table(afterRound: $0) }
    }

    private static func disagreements(_ entries: [ScoredEntry], computed: SessionScore, race: Race, isSprint: Bool, drivers: [Driver])
        -> [PointsDisagreement]
    {
        var recorded = [Double?](repeating: nil, count: drivers.count)
        var order: [Int] = []
        for entry in entries {
            if recorded[entry.driver] == nil { order.append(entry.driver) }
            recorded[entry.driver] = (recorded[entry.driver] ?? 0) + entry.recordedPoints
        }
        return order.compactMap { driver in
            let recorded = recorded[driver] ?? 0
            let computed = computed.drivers[driver] ?? 0
            // Sources round a split point to two decimals (1954's sevenths: 0.14).
            guard abs(recorded - computed) > 0.011 else { return nil }
            return PointsDisagreement(
                round: race.round, raceName: race.name, driver: drivers[driver], isSprint: isSprint, recorded: recorded, computed: computed)
        }
    }
}

extension Array where Element == Double? {
    /// The points at `index`, or nil beyond the end: nobody is in an empty session.
    fileprivate func entry(_ index: Int) -> Double? {
        index < count ? self[index] : nil
    }
}
