import F1Domain
import F1UseCases

/// The weekend's other sessions from the dataset. What the dataset holds is the answer; when it
/// holds nothing, the race's calendar says why: the session was not held, is still to come at
/// `now`, or (a run session the dataset leaves out) is not in the source.
extension DemoRepository: WeekendRepository {
    public func qualifying(season: Int, round: Int) async throws -> QualifyingResults {
        let race = try race(season: season, round: round)
        return try recorded(dataset.qualifying, at: race, session: .qualifying, record: .qualifying)
    }

    public func sprintQualifying(season: Int, round: Int) async throws -> QualifyingResults {
        let race = try race(season: season, round: round)
        return try recorded(dataset.sprintQualifying, at: race, session: .sprintQualifying, record: .sprintQualifying)
    }

    public func sprint(season: Int, round: Int) async throws -> SprintResults {
        let race = try race(season: season, round: round)
        return try recorded(dataset.sprints, at: race, session: .sprint, record: .sprint)
    }

    /// The grid is set by qualifying (and the penalties after it), so before qualifying has
    /// run it is qualifying that has not been run.
    public func startingGrid(season: Int, round: Int) async throws -> StartingGrid {
        let race = try race(season: season, round: round)
        return try recorded(dataset.grids, at: race, session: .qualifying, record: .startingGrid)
    }

    public func pitStops(season: Int, round: Int) async throws -> PitStops {
        let race = try race(season: season, round: round)
        return try recorded(dataset.pitStops, at: race, session: .race, record: .pitStops)
    }

    private func race(season: Int, round: Int) throws -> Race {
        try check(season)
        guard let race = dataset.races.first(where: { $0.round == round }) else {
            throw LookupError.roundNotFound(season: season, round: round, rounds: dataset.races.count)
        }
        return race
    }

    /// The record of `race` in `records`, or the error that says why there is none.
    private func recorded<Record: WeekendRecorded>(
        _ records: [Record], at race: Race, session kind: SessionKind, record: WeekendRecord
    ) throws -> Record {
        let name = race.name
        guard let session = race.sessions.first(where: { $0.kind == kind }) else {
            throw LookupError.sessionNotHeld(season: race.season, round: race.round, name: name, session: kind)
        }
        if let found = records.first(where: { $0.race.round == race.round }) { return found }
        guard SessionState.of(session, season: race.season, at: now) == .done else {
            throw LookupError.sessionNotRun(season: race.season, round: race.round, name: name, session: kind)
        }
        throw LookupError.notInSource(season: race.season, round: race.round, name: name, record: record, firstSeason: nil)
    }
}

/// A weekend record that names its race: qualifying, a sprint, a grid, pit stops.
protocol WeekendRecorded {
    var race: Race { get }
}

extension QualifyingResults: WeekendRecorded {}
extension SprintResults: WeekendRecorded {}
extension StartingGrid: WeekendRecorded {}
extension PitStops: WeekendRecorded {}
