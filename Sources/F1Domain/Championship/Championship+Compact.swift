/// A car in a session as a compact source holds it (the history index): its driver and team
/// by that source's numbers, and only what scoring reads, so a whole history is scored without
/// a `RaceResult` per car.
package struct CompactResult: Sendable {
    /// An index into the season's `CompactSeason.drivers`.
    package var driver: Int
    /// An index into the season's `CompactSeason.teams` (a constructor with its engine).
    package var team: Int
    package var classification: Classification
    package var position: Int
    package var sharedCar: Bool
    /// The fastest lap's rank, where the system scores one.
    package var fastestLapRank: Int?
    package var points: Double

    package init(
        driver: Int, team: Int, classification: Classification, position: Int, sharedCar: Bool, fastestLapRank: Int?, points: Double
    ) {
        self.driver = driver
        self.team = team
        self.classification = classification
        self.position = position
        self.sharedCar = sharedCar
        self.fastestLapRank = fastestLapRank
        self.points = points
    }
}

/// One round of a compact season: the race's cars in classification order, and its sprint's.
package struct CompactRound: Sendable {
    package let race: Race
    package let results: [CompactResult]
    package let sprint: [CompactResult]

    package init(race: Race, results: [CompactResult], sprint: [CompactResult]) {
        self.race = race
        self.results = results
        self.sprint = sprint
    }
}

/// A season's results in compact form: its rounds, and the drivers and teams their numbers
/// name (shared by every season of a source, so none is copied per season).
package struct CompactSeason: Sendable {
    package let season: Int
    package let rounds: [CompactRound]
    package let drivers: [Driver]
    package let teams: [ChampionshipTeam]

    package init(season: Int, rounds: [CompactRound], drivers: [Driver], teams: [ChampionshipTeam]) {
        self.season = season
        self.rounds = rounds
        self.drivers = drivers
        self.teams = teams
    }
}

extension Championship {
    /// The championship `init(season:rules:races:scheduledRounds:)` computes from the same
    /// results given in full: entrants numbered in the order they first appear (each round's
    /// race, then its sprint), then scored by the one engine.
    package init(rules: ChampionshipRules, compact: CompactSeason, scheduledRounds: Int) {
        var driverAt = [Int](repeating: -1, count: compact.drivers.count)
        var teamAt = [Int](repeating: -1, count: compact.teams.count)
        var drivers: [Driver] = []
        var teams: [ChampionshipTeam] = []
        func entries(_ results: [CompactResult]) -> [ScoredEntry] {
            results.map { result in
                if driverAt[result.driver] < 0 {
                    driverAt[result.driver] = drivers.count
                    drivers.append(compact.drivers[result.driver])
                }
                if teamAt[result.team] < 0 {
                    teamAt[result.team] = teams.count
                    teams.append(compact.teams[result.team])
                }
                return ScoredEntry(
                    driver: driverAt[result.driver], team: teamAt[result.team],
                    position: ScoredEntry.scoredPosition(result.position, result.classification, cars: results.count), sharedCar: result.sharedCar,
                    fastestLapRank: result.fastestLapRank, recordedPoints: result.points)
            }
        }
        let indexed = compact.rounds.sorted { $0.race.round < $1.race.round }.map { round in
            let results = entries(round.results)
            return IndexedRound(race: round.race, entries: results, sprint: entries(round.sprint))
        }
        self.init(season: compact.season, rules: rules, indexed: indexed, drivers: drivers, teams: teams, scheduledRounds: scheduledRounds)
    }
}
