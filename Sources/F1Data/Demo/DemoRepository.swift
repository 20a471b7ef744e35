import F1Domain
import F1Fixtures
import F1UseCases

/// The built-in demo dataset as repositories: works offline, and "today" is the dataset's as-of date.
public struct DemoRepository: RaceRepository, StandingsRepository {
    public let dataset: DemoDataset
    /// The races lap by lap, made when first asked for.
    let histories = DemoRaceHistories()
    /// The circuits' tracks and the sessions' made-up laps, made when first asked for.
    let telemetryCache = DemoTelemetryCache()

    /// The demo dataset, generated into the binary as Swift values (no YAML is read).
    public init() throws {
        self.init(dataset: try Fixtures.demo())
    }

    public init(dataset: DemoDataset) {
        self.dataset = dataset
    }

    public var info: DataSourceInfo {
        DataSourceInfo(name: "Demo data (made up, not a real season)", seasons: dataset.season...dataset.season)
    }

    /// The date the demo data describes, which stands for "today".
    public var today: CalendarDate { dataset.asOf }

    /// The moment that stands for "now": the as-of date at the dataset's as-of time, so the
    /// sessions of the as-of day are run or to come the same way on every machine.
    public var now: Moment { Moment(date: dataset.asOf, time: dataset.asOfTime) }

    /// The demo season, with the reference page the seasons fixture gives its year. Read only
    /// here, so other commands do not pay for decoding it.
    public func seasons() async throws -> [Season] {
        let url = try Fixtures.seasons().seasons.first { $0.year == dataset.season }?.url
        return [Season(year: dataset.season, url: url)]
    }

    public func races(season: Int) async throws -> [Race] {
        try check(season)
        return dataset.races.sorted { $0.round < $1.round }
    }

    public func results(season: Int) async throws -> [RaceResults] {
        try check(season)
        return dataset.results.sorted { $0.race.round < $1.race.round }
    }

    public func results(season: Int, round: Int) async throws -> RaceResults {
        try check(season)
        guard let results = dataset.results.first(where: { $0.race.round == round }) else {
            guard let race = dataset.races.first(where: { $0.round == round }) else {
                throw LookupError.roundNotFound(season: season, round: round, rounds: dataset.races.count)
            }
            throw LookupError.raceNotRun(season: season, round: round, name: race.name)
        }
        return results
    }

    public func driverStandings(season: Int) async throws -> DriverStandingsTable {
        try check(season)
        return dataset.driverStandings
    }

    public func constructorStandings(season: Int) async throws -> ConstructorStandingsTable {
        try check(season)
        return dataset.constructorStandings
    }

    func check(_ season: Int) throws {
        guard season == dataset.season else { throw LookupError.seasonNotFound(season, available: info.seasons) }
    }
}
