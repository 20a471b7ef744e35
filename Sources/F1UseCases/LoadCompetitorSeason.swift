import F1Domain

/// Loads a driver's or a constructor's season race by race, from the season's calendar and results.
public struct LoadCompetitorSeason: Sendable {
    let repository: any RaceRepository
    /// Where the points that count come from; the race points alone differ from them in seasons
    /// with dropped scores or sprints (Prost's 1988: 105 scored, 87 counted).
    let standings: (any StandingsRepository)?

    public init(repository: any RaceRepository, standings: (any StandingsRepository)? = nil) {
        self.repository = repository
        self.standings = standings
    }

    /// Throws `LookupError.driverNotInSeason` when the driver is in none of the season's results,
    /// and `.noRaceRun` when the season has no results yet, since then nobody can be found in them.
    public func driver(_ driver: Driver.ID, season: Int) async throws -> DriverSeason {
        let (calendar, classified) = try await calendarAndResults(season: season)
        let rounds = Self.rounds(calendar: calendar, classified: classified) { $0.driver.id == driver }
        let results = rounds.flatMap(\.results)
        guard let first = results.first else { throw LookupError.driverNotInSeason(season: season, driver: driver) }
        var totals = CompetitorTotals(rounds: rounds)
        // A season without a table yet, or a source that fails to give one, still shows its races.
        if let table = try? await standings?.driverStandings(season: season),
            let standing = table.driverStandings.first(where: { $0.driver.id == driver })
        {
            totals.championship = .init(points: standing.points, positionText: standing.positionText)
        }
        return DriverSeason(
            driver: first.driver, season: season, teams: results.map(\.constructor).uniqued(by: \.id), rounds: rounds, totals: totals)
    }

    /// Throws `LookupError.constructorNotInSeason` when the constructor is in none of the season's
    /// results, and `.noRaceRun` when the season has no results yet.
    public func constructor(_ constructor: Constructor.ID, season: Int) async throws -> ConstructorSeason {
        let (calendar, classified) = try await calendarAndResults(season: season)
        let rounds = Self.rounds(calendar: calendar, classified: classified) { $0.constructor.id == constructor }
        let results = rounds.flatMap(\.results)
        guard let first = results.first else { throw LookupError.constructorNotInSeason(season: season, constructor: constructor) }
        var totals = CompetitorTotals(rounds: rounds)
        if let table = try? await standings?.constructorStandings(season: season),
            let standing = table.constructorStandings.first(where: { $0.constructor.id == constructor })
        {
            totals.championship = .init(points: standing.points, positionText: standing.positionText)
        }
        return ConstructorSeason(
            constructor: first.constructor, season: season, drivers: results.map(\.driver).uniqued(by: \.id), rounds: rounds, totals: totals)
    }

    private func calendarAndResults(season: Int) async throws -> ([Race], [RaceResults]) {
        try checkSeason(season, in: repository.info)
        async let races = repository.races(season: season)
        async let results = repository.results(season: season)
        let (calendar, classified) = try await (races, results)
        guard !classified.isEmpty else { throw LookupError.noRaceRun(season: season) }
        return (calendar, classified)
    }

    /// The calendar's races with the chosen results of each, in round order; a classified race the
    /// calendar lacks is kept too, so no result is lost to a source whose two lists disagree.
    static func rounds(calendar: [Race], classified: [RaceResults], isTheirs: (RaceResult) -> Bool) -> [CompetitorRound] {
        let byRound = Dictionary(classified.map { ($0.race.round, $0) }, uniquingKeysWith: { first, _ in first })
        let races = calendar.uniqued(by: \.round) + classified.map(\.race).filter { race in !calendar.contains { $0.round == race.round } }
        return races.sorted { $0.round < $1.round }.map { race in
            guard let results = byRound[race.round] else { return CompetitorRound(race: race, results: [], isToCome: true) }
            let theirs = results.results.filter(isTheirs).sorted { $0.position < $1.position }
            return CompetitorRound(race: race, results: theirs, isToCome: false)
        }
    }
}

extension Array {
    /// The elements whose key was not seen before, in order.
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen: Set<Key> = []
        return filter { seen.insert(key($0)).inserted }
    }
}
