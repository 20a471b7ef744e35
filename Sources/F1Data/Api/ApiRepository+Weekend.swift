import F1Domain
import F1UseCases

/// The rest of the weekend through the API: qualifying, sprints and pit stops have endpoints; the
/// grid and sprint qualifying do not. Each method sends the fewest requests the answer needs and
/// asks for the calendar only where nothing else can say why there is no answer.
extension ApiRepository: WeekendRepository {
    /// Sprints began in 2021: no earlier weekend had one, so the API need not be asked.
    static let firstSprintSeason = 2021
    /// The API's pit stops start in 2011 (its pitstops documentation).
    static let firstPitStopSeason = 2011
    /// Ergast documented qualifying as complete from 2003 on: an earlier race without rows is a
    /// gap in the source, not a weekend without qualifying.
    static let firstQualifyingSeason = 2003

    /// One request; the calendar too when the answer is empty.
    public func qualifying(season: Int, round: Int) async throws -> QualifyingResults {
        try check(season)
        let response = try await client.all("\(season)/\(round)/qualifying.json")
        guard let wire = response.raceTable?.races.first, let rows = wire.qualifyingResults, !rows.isEmpty else {
            let race = try await calendarRace(season: season, round: round)
            if (race.qualifying?.date ?? race.date) >= today() { throw race.lookup(.sessionNotRun, .qualifying) }
            if season < Self.firstQualifyingSeason {
                throw LookupError.notInSource(
                    season: season, round: round, name: race.name, record: .qualifying, firstSeason: Self.firstQualifyingSeason)
            }
            throw race.lookup(.sessionNotHeld, .qualifying)
        }
        return try mapping("qualifying for the \(season) \(wire.raceName)") {
            let results = try rows.map { try $0.toQualifyingResult() }
            let format = Self.qualifyingFormat(season: season, round: round, results: results)
            var race = try wire.toRace()
            race.qualifyingFormat = race.qualifyingFormat ?? format
            return QualifyingResults(race: race, session: .qualifying, format: format, results: results)
        }
    }

    /// The API does not say how qualifying was run; its columns do. Q2 or Q3 times from 2006 on
    /// mean the knockout, except at the first two races of 2016, run as elimination under the same
    /// three columns. Before 2006 the columns hold one or two times in formats the rows cannot tell
    /// apart (one session, one lap, aggregate), so the format stays unknown.
    static func qualifyingFormat(season: Int, round: Int, results: [QualifyingResult]) -> QualifyingFormat? {
        guard season >= 2006, results.contains(where: { $0.q2 != nil || $0.q3 != nil }) else { return nil }
        return season == 2016 && round <= 2 ? .elimination : .knockout
    }

    /// The API publishes no sprint-qualifying results: one request, the calendar, to tell a sprint
    /// weekend (not in this source) from one without a sprint (not held) or a round that does not exist.
    public func sprintQualifying(season: Int, round: Int) async throws -> QualifyingResults {
        let race = try await calendarRace(season: season, round: round)
        guard race.hasSprint else { throw race.lookup(.sessionNotHeld, .sprintQualifying) }
        throw LookupError.notInSource(season: season, round: round, name: race.name, record: .sprintQualifying, firstSeason: nil)
    }

    /// One request from 2021 on, the calendar too when it is empty; before 2021 only the calendar,
    /// which names the race (or finds no such round) for the "not held" answer.
    public func sprint(season: Int, round: Int) async throws -> SprintResults {
        try check(season)
        guard season >= Self.firstSprintSeason else {
            throw try await calendarRace(season: season, round: round).lookup(.sessionNotHeld, .sprint)
        }
        let response = try await client.all("\(season)/\(round)/sprint.json")
        guard let wire = response.raceTable?.races.first, let rows = wire.sprintResults, !rows.isEmpty else {
            let race = try await calendarRace(season: season, round: round)
            // A sprint on the calendar without results is still to come, or not recorded yet.
            throw race.lookup(race.hasSprint ? .sessionNotRun : .sessionNotHeld, .sprint)
        }
        return try mapping("the sprint of the \(season) \(wire.raceName)") {
            SprintResults(race: try wire.toRace(), results: try rows.map { try $0.toSprintResult() })
        }
    }

    /// The API has no grid endpoint, but every race result keeps its car's grid slot: one request
    /// (the race's results), the calendar too when there are none yet.
    public func startingGrid(season: Int, round: Int) async throws -> StartingGrid {
        try check(season)
        guard let race = try await classified(client.all("\(season)/\(round)/results.json")).first else {
            throw try await calendarRace(season: season, round: round).lookup(.sessionNotRun, .race)
        }
        let positions = Self.grid(from: race.results)
        guard !positions.isEmpty else {
            throw LookupError.notInSource(season: season, round: round, name: race.race.name, record: .startingGrid, firstSeason: nil)
        }
        return StartingGrid(race: race.race, positions: positions)
    }

    /// The grid in slot order, pit-lane starters (grid 0) last in finishing order. Cars that never
    /// took the start (withdrawn, not qualified) or whose slot is not given are not on it. Where
    /// each car qualified would cost the qualifying request, so `qualifyingPosition` stays nil.
    static func grid(from results: [RaceResult]) -> [GridPosition] {
        let starters = results.enumerated().compactMap { order, result -> (slot: Int, order: Int, position: GridPosition)? in
            guard let grid = result.grid, result.classification != .withdrawn, result.classification != .failedToQualify,
                result.status != "Did not start"
            else { return nil }
            let pitLane = grid == 0
            let position = GridPosition(
                position: pitLane ? nil : grid, positionText: pitLane ? "PL" : String(grid), number: result.number,
                driver: result.driver, constructor: result.constructor, pitLane: pitLane)
            return (pitLane ? Int.max : grid, order, position)
        }
        return starters.sorted { ($0.slot, $0.order) < ($1.slot, $1.order) }.map(\.position)
    }

    /// Two requests sent together: the stops, which name drivers by id only, and the race's
    /// results, which give each driver whole with the car's constructor and number. Before 2011
    /// none, since the API has no pit stops then: said without a request, so the answer names the
    /// round, and a caller that has read the calendar (LoadWeekendSessions) puts the race's name in.
    public func pitStops(season: Int, round: Int) async throws -> PitStops {
        try check(season)
        guard season >= Self.firstPitStopSeason else {
            throw LookupError.notInSource(
                season: season, round: round, name: "round \(round)", record: .pitStops, firstSeason: Self.firstPitStopSeason)
        }
        async let stopsAnswer = client.all("\(season)/\(round)/pitstops.json")
        async let resultsAnswer = client.all("\(season)/\(round)/results.json")
        let (stops, results) = try await (stopsAnswer, resultsAnswer)
        guard let race = try classified(results).first else {
            throw try await calendarRace(season: season, round: round).lookup(.sessionNotRun, .race)
        }
        // No rows after the race is run: a race without stops (one stopped early), not an error.
        let rows = stops.raceTable?.races.first?.pitStops ?? []
        let cars = Dictionary(race.results.map { ($0.driver.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try mapping("the pit stops of the \(season) \(race.race.name)") {
            let mapped = try rows.map { row in
                let car = cars[Driver.ID(rawValue: row.driverId)]
                return try row.toPitStop(constructor: car?.constructor, number: car?.number) { id in
                    guard let driver = car?.driver else { throw DriverNotInResults(id: id.rawValue) }
                    return driver
                }
            }
            return PitStops(race: race.race, stops: mapped)
        }
    }

    /// The calendar's race for `round` (one request), or `roundNotFound`.
    private func calendarRace(season: Int, round: Int) async throws -> Race {
        let calendar = try await races(season: season)
        guard let race = calendar.first(where: { $0.round == round }) else {
            throw LookupError.roundNotFound(season: season, round: round, rounds: calendar.count)
        }
        return race
    }
}

/// A pit stop naming a driver the race's results do not have.
private struct DriverNotInResults: Error, CustomStringConvertible {
    var id: String
    var description: String { "driverId '\(id)' is not among the race's results" }
}

extension Race {
    fileprivate enum SessionAnswer { case sessionNotRun, sessionNotHeld }

    /// The lookup error for `session` of this race.
    fileprivate func lookup(_ answer: SessionAnswer, _ session: SessionKind) -> LookupError {
        switch answer {
        case .sessionNotRun: .sessionNotRun(season: season, round: round, name: name, session: session)
        case .sessionNotHeld: .sessionNotHeld(season: season, round: round, name: name, session: session)
        }
    }
}
