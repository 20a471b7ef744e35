import F1Domain

/// The tables after the last race the line leaves: the source's own while it hides none of the
/// season's races run, else computed from the results left under the season's rules.
struct SpoilerFreeStandings: StandingsRepository {
    let source: SpoilerFreeSource

    func driverStandings(season: Int) async throws -> DriverStandingsTable {
        guard let table = try await computed(season) else { return try await source.base.standingsRepository.driverStandings(season: season) }
        let teams = try await teamsByDriver(season)
        return DriverStandingsTable(
            season: season, round: table.round,
            driverStandings: table.drivers.map { standing in
                DriverStanding(
                    position: standing.position, positionText: standing.positionText, points: standing.points, wins: standing.wins,
                    driver: standing.entrant, constructors: teams[standing.entrant.id] ?? [])
            })
    }

    func constructorStandings(season: Int) async throws -> ConstructorStandingsTable {
        guard let table = try await computed(season) else {
            return try await source.base.standingsRepository.constructorStandings(season: season)
        }
        return ConstructorStandingsTable(
            season: season, round: table.round,
            constructorStandings: table.constructors.map { standing in
                ConstructorStanding(
                    position: standing.position, positionText: standing.positionText, points: standing.points, wins: standing.wins,
                    constructor: standing.entrant.constructor, engine: standing.entrant.engine)
            })
    }

    /// The season's table from the results the line leaves; nil when it hides no race that can
    /// have been run by the source's own clock (the source's table is then the one to show).
    private func computed(_ season: Int) async throws -> ChampionshipTable? {
        let now = source.base.clock.now()
        let calendar = try await source.calendars.calendar(season)
        let cut = calendar.contains { race in
            source.cutoff.hides(race) && (race.sessions.last.map { $0.earliestStart <= now } ?? false)
        }
        guard cut else { return nil }
        let load = LoadChampionship(races: source.raceRepository, weekends: source.weekendRepository, rulebook: try source.rulebook())
        return try await load.report(season: season).table
    }

    /// Each driver's teams in the order the results left first show them.
    private func teamsByDriver(_ season: Int) async throws -> [Driver.ID: [Constructor]] {
        var teams: [Driver.ID: [Constructor]] = [:]
        for race in try await source.raceRepository.results(season: season) {
            for result in race.results where !(teams[result.driver.id]?.contains(result.constructor) ?? false) {
                teams[result.driver.id, default: []].append(result.constructor)
            }
        }
        return teams
    }
}

/// The whole history's champions: seasons before the line's as the base lists them, its season
/// from the tables the line leaves, later seasons (none of whose races it shows) left out.
struct SpoilerFreeChampions: ChampionsRepository {
    let base: any ChampionsRepository
    let source: SpoilerFreeSource

    func champions() async throws -> [SeasonChampions] {
        let year = source.cutoff.moment.date.year
        var champions = try await base.champions().filter { $0.season < year }
        guard source.info.seasons.contains(year) else { return champions }
        let standings = source.standingsRepository
        do {
            let drivers = try await standings.driverStandings(season: year)
            let constructors = try await standings.constructorStandings(season: year)
            let calendar = try await source.raceRepository.races(season: year)
            champions.append(SeasonChampions(season: year, drivers: drivers, constructors: constructors, calendar: calendar))
        } catch LookupError.noRaceRun {}
        return champions
    }
}

/// Each season's results for the computed championships, without the races and sprints hidden.
struct SpoilerFreeScoring: ScoringResultsRepository {
    let base: any ScoringResultsRepository
    let line: SpoilerLine
    let calendars: SpoilerCalendars

    func scoringResults(season: Int, fastestLaps: Bool, sprints: Bool) async throws -> SeasonResults {
        let cutoff = line.cutoff
        let all = try await base.scoringResults(season: season, fastestLaps: fastestLaps, sprints: sprints)
        let calendar = try await calendars.calendar(season)
        func hides(_ race: Race, _ kind: SessionKind) -> Bool {
            cutoff.hides(calendar.first { $0.round == race.round } ?? race, kind)
        }
        return SeasonResults(
            season: season, races: all.races.filter { !hides($0.race, .race) },
            sprints: all.sprints.filter { !hides($0.race, .sprint) && !hides($0.race, .race) })
    }
}
