import F1Domain

/// Where the data comes from, for report headers and for what "today" means.
public struct DataSourceInfo: Hashable, Sendable {
    /// Shown in report headers, e.g. "Demo data (made up, not a real season)" or "F1DB (CC BY 4.0)".
    public var name: String
    /// The seasons the source holds, oldest first.
    public var seasons: ClosedRange<Int>

    public init(name: String, seasons: ClosedRange<Int>) {
        self.name = name
        self.seasons = seasons
    }
}

/// Seasons, calendars and results.
public protocol RaceRepository: Sendable {
    var info: DataSourceInfo { get }
    /// Every season the source knows, oldest first.
    func seasons() async throws -> [Season]
    /// A season's calendar in round order, past and upcoming.
    func races(season: Int) async throws -> [Race]
    /// The classification of every race of a season that has one, in round order.
    func results(season: Int) async throws -> [RaceResults]
    /// One race's classification.
    func results(season: Int, round: Int) async throws -> RaceResults
    /// Every race of a season that has results, with only the winner's result (none when no one
    /// was classified first): all a calendar needs, and one small request for an online source
    /// instead of every result of the season.
    func winners(season: Int) async throws -> [RaceResults]
    /// The classification of the last race run in a season.
    func lastResults(season: Int) async throws -> RaceResults
    /// The seasons in which `driver` is in a race's results, oldest first; none for a driver the
    /// source does not know. A source may name a season the driver only entered: the results decide.
    func seasonsRaced(by driver: Driver.ID) async throws -> [Int]
}

extension RaceRepository {
    public func winners(season: Int) async throws -> [RaceResults] {
        try await results(season: season).map { classified in
            RaceResults(race: classified.race, results: classified.winner.map { [$0] } ?? [])
        }
    }

    public func lastResults(season: Int) async throws -> RaceResults {
        guard let last = try await results(season: season).last else { throw LookupError.noRaceRun(season: season) }
        return last
    }

    /// Every season's results searched: for a source of a few seasons (the demo); the others ask
    /// their data a cheaper way.
    public func seasonsRaced(by driver: Driver.ID) async throws -> [Int] {
        var raced: [Int] = []
        for season in try await seasons().map(\.year).sorted() {
            let results = try await results(season: season)
            if results.contains(where: { $0.results.contains { $0.driver.id == driver } }) { raced.append(season) }
        }
        return raced
    }
}

/// Championship tables.
public protocol StandingsRepository: Sendable {
    /// The drivers' championship after the last race run in `season`.
    func driverStandings(season: Int) async throws -> DriverStandingsTable
    /// The constructors' championship after the last race run in `season`.
    func constructorStandings(season: Int) async throws -> ConstructorStandingsTable
}

/// A race in progress.
public protocol LiveRaceRepository: Sendable {
    /// Snapshots of the race, the first at once and one more after every `interval` on `clock`,
    /// until the chequered flag.
    func liveRace(every interval: Duration, clock: any Clock<Duration>) -> AsyncThrowingStream<LiveRaceData, any Error>
    /// The weekend's session the race is, where the source names it (the demo's race in progress),
    /// so the board's map can find its circuit; nil where the source says only the race's name.
    var session: SessionAddress? { get }
}

extension LiveRaceRepository {
    public var session: SessionAddress? { nil }
}

/// The rest of a race weekend: qualifying, the sprint and its qualifying, the grid, the pit stops.
///
/// Each method throws `LookupError.roundNotFound` for a round the season does not have,
/// `.sessionNotHeld` for a session the weekend did not have (a sprint at a weekend without one),
/// `.sessionNotRun` for one still to come, and `.notInSource` where the source does not record
/// what was asked (the API has no pit stops before 2011, f1db no grid for some early races).
public protocol WeekendRepository: Sendable {
    /// Qualifying for the race, in qualifying order, with the weekend's format when the source knows it.
    func qualifying(season: Int, round: Int) async throws -> QualifyingResults
    /// The sprint's qualifying (the 2023 "sprint shootout"), in qualifying order.
    func sprintQualifying(season: Int, round: Int) async throws -> QualifyingResults
    /// The sprint's classification.
    func sprint(season: Int, round: Int) async throws -> SprintResults
    /// The race's starting grid, penalties and pit-lane starts included where the source says.
    func startingGrid(season: Int, round: Int) async throws -> StartingGrid
    /// Every pit stop of the race, in the order they happened.
    func pitStops(season: Int, round: Int) async throws -> PitStops
}
