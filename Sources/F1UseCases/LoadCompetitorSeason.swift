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

    /// `competitor`'s `season`. Throws `LookupError.driverNotInSeason` or `.constructorNotInSeason`
    /// when they are in none of the season's results, and `.noRaceRun` when the season has no
    /// results yet, since then nobody can be found in them.
    public func callAsFunction(_ competitor: Competitor, season: Int) async throws -> CompetitorSeason {
        let (calendar, classified) = try await calendarAndResults(season: season)
        let rounds = Self.rounds(calendar: calendar, classified: classified, isTheirs: competitor.isCredited(with:))
        let results = rounds.flatMap(\.results)
        guard let first = results.first else { throw competitor.notIn(season: season) }
        var totals = CompetitorTotals(rounds: rounds)
        totals.championship = await championship(of: competitor, season: season)
        switch competitor {
        case .driver:
            return .driver(
                DriverSeason(
                    driver: first.driver, season: season, teams: results.map(\.constructor).uniqued(by: \.id), rounds: rounds, totals: totals))
        case .constructor:
            return .constructor(
                ConstructorSeason(
                    constructor: first.constructor, season: season, drivers: results.map(\.driver).uniqued(by: \.id), rounds: rounds,
                    totals: totals))
        }
    }

    /// Their points and place in the season's table; nil without one, since a season without a
    /// table yet, or a source that fails to give one, still shows its races.
    private func championship(of competitor: Competitor, season: Int) async -> CompetitorTotals.ChampionshipStanding? {
        switch competitor {
        case .driver(let id):
            guard let table = try? await standings?.driverStandings(season: season),
                let standing = table.driverStandings.first(where: { $0.driver.id == id })
            else { return nil }
            return .init(points: standing.points, positionText: standing.positionText)
        case .constructor(let id):
            guard let table = try? await standings?.constructorStandings(season: season),
                let standing = table.constructorStandings.first(where: { $0.constructor.id == id })
            else { return nil }
            return .init(points: standing.points, positionText: standing.positionText)
        }
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
