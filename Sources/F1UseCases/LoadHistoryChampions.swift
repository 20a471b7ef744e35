import F1Domain

/// A season's championships computed from its results: the final tables under the season's own
/// rules and, for a what-if, under another system.
public struct ComputedChampions: Hashable, Sendable {
    public let season: Int
    public let table: ChampionshipTable
    /// The same results scored under the other system, when one was asked for.
    public let whatIf: ChampionshipTable?
    /// Races in the calendar; while races are still to come, the tables give leaders, not champions.
    public let scheduledRounds: Int

    public init(season: Int, table: ChampionshipTable, whatIf: ChampionshipTable?, scheduledRounds: Int) {
        self.season = season
        self.table = table
        self.whatIf = whatIf
        self.scheduledRounds = scheduledRounds
    }

    public var isComplete: Bool { table.round >= scheduledRounds }

    /// Whether the what-if gives the drivers' title to someone else.
    public var driverTitleChanges: Bool {
        whatIf != nil && table.drivers.first?.entrant.id != whatIf?.drivers.first?.entrant.id
    }

    /// Whether both systems had a constructors' championship and the what-if gives it to another team.
    public var constructorTitleChanges: Bool {
        guard let whatIf, table.system.hasConstructorsChampionship, whatIf.system.hasConstructorsChampionship else { return false }
        return table.constructors.first?.entrant != whatIf.constructors.first?.entrant
    }
}

/// Every season's championships computed from the results, oldest first: the whole history
/// under its own rules, or under another system beside them ("every champion under 1991 rules").
public struct LoadHistoryChampions: Sendable {
    let races: any RaceRepository
    let weekends: any WeekendRepository
    let scoring: (any ScoringResultsRepository)?
    let rulebook: ScoringRulebook

    /// `scoring` reads each season for less than its full results where the source can.
    public init(races: any RaceRepository, weekends: any WeekendRepository, scoring: (any ScoringResultsRepository)? = nil, rulebook: ScoringRulebook)
    {
        self.races = races
        self.weekends = weekends
        self.scoring = scoring
        self.rulebook = rulebook
    }

    /// Seasons without a race run are left out. An unknown system name throws before anything is read.
    public func callAsFunction(under: LoadChampionship.Rules? = nil) async throws -> [ComputedChampions] {
        let single = LoadChampionship(races: races, weekends: weekends, rulebook: rulebook)
        let other = try under.map { try single.system(for: $0) }
        let seasons = Array(races.info.seasons)
        for season in seasons where rulebook.rules(season: season) == nil { throw ChampionshipError.noRules(season: season) }
        // A few seasons at once: while one waits for its files, the others decode or score (the
        // f1db source reads each season's files in parallel too, so more in flight gained nothing).
        let inFlight = 4
        return try await withThrowingTaskGroup(of: ComputedChampions?.self) { group in
            var pending = seasons.makeIterator()
            let compute = { @Sendable (season: Int) in try await self.season(season, under: other, single: single) }
            for _ in 0..<inFlight {
                guard let season = pending.next() else { break }
                group.addTask { try await compute(season) }
            }
            var all: [ComputedChampions] = []
            while let done = try await group.next() {
                if let done { all.append(done) }
                if let season = pending.next() { group.addTask { try await compute(season) } }
            }
            return all.sorted { $0.season < $1.season }
        }
    }

    private func season(_ season: Int, under other: ScoringSystem?, single: LoadChampionship) async throws -> ComputedChampions? {
        guard let scoring else {
            do {
                let report = try await single.report(season: season, under: other.map { .system($0) })
                return ComputedChampions(
                    season: season, table: report.championship.table(), whatIf: report.whatIf?.table(),
                    scheduledRounds: report.championship.scheduledRounds)
            } catch LookupError.noRaceRun {
                return nil
            }
        }
        guard let rules = rulebook.rules(season: season) else { throw ChampionshipError.noRules(season: season) }
        async let calendar = races.races(season: season)
        // What neither system scores is left unread (before 2021 no weekend has a sprint).
        // Measured: docs/performance.md#loadhistorychampions-f1usecases
        let needsFastestLaps = rules.system.fastestLap != nil || other?.fastestLap != nil
        let needsSprints = rules.system.hasSprintPoints || other?.hasSprintPoints == true
        let results = try await scoring.scoringSeason(season: season, fastestLaps: needsFastestLaps, sprints: needsSprints)
        let scheduled = try await calendar.count
        guard results.hasRaces else { return nil }
        let championship = results.championship(rules: rules, scheduledRounds: scheduled)
        let whatIf = other.map { championship.rescored(under: rules.scored(under: $0)) }
        return ComputedChampions(season: season, table: championship.table(), whatIf: whatIf?.table(), scheduledRounds: championship.scheduledRounds)
    }
}
