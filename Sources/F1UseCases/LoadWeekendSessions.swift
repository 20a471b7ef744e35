import F1Domain

/// Qualifying, the sprint and its qualifying, the grid and the pit stops of one race, picked by
/// round, `last` (the latest weekend that has the session) or `next`.
public struct LoadWeekendSessions: Sendable {
    let resolver: RoundResolver
    let weekend: any WeekendRepository

    public init(races: any RaceRepository, weekend: any WeekendRepository, now: @escaping @Sendable () -> Moment) {
        self.resolver = RoundResolver(races: races, now: now)
        self.weekend = weekend
    }

    /// Qualifying; with `segment`, a check that the race's format had it (no Q3 in 1990).
    public func qualifying(season: Int, round: RoundSelector, segment: QualifyingSegment? = nil) async throws -> QualifyingResults {
        let results = try await latest(season: season, round) { try await weekend.qualifying(season: season, round: $0) }
        guard let segment else { return results }
        guard results.segmentsHeld.contains(segment) else {
            throw LookupError.segmentNotHeld(
                season: season, round: results.race.round, name: results.race.name, segment: segment, format: results.format)
        }
        return results
    }

    public func sprintQualifying(season: Int, round: RoundSelector) async throws -> QualifyingResults {
        try await latest(season: season, round) { try await weekend.sprintQualifying(season: season, round: $0) }
    }

    public func sprint(season: Int, round: RoundSelector) async throws -> SprintResults {
        try await latest(season: season, round) { try await weekend.sprint(season: season, round: $0) }
    }

    public func startingGrid(season: Int, round: RoundSelector) async throws -> StartingGrid {
        try await latest(season: season, round) { try await weekend.startingGrid(season: season, round: $0) }
    }

    public func pitStops(season: Int, round: RoundSelector) async throws -> PitStops {
        try await latest(season: season, round) { try await weekend.pitStops(season: season, round: $0) }
    }

    /// `last` means the latest weekend that has the session: on a Saturday evening the race to
    /// come already has its qualifying, so it is tried before the last race run.
    private func latest<T: Sendable>(season: Int, _ selector: RoundSelector, _ load: (Int) async throws -> T) async throws -> T {
        guard selector == .last else { return try await named(resolver.race(season: season, selector), load) }
        if let upcoming = try? await resolver.race(season: season, .next), let found = try await optional({ try await load(upcoming.round) }) {
            return found
        }
        return try await named(resolver.race(season: season, .last), load)
    }

    /// A source that answers without reading its calendar (the API before 2011 has no pit stops)
    /// cannot name the race; the calendar read here can.
    private func named<T: Sendable>(_ race: Race, _ load: (Int) async throws -> T) async throws -> T {
        do {
            return try await load(race.round)
        } catch LookupError.notInSource(let season, let round, _, let record, let firstSeason) {
            throw LookupError.notInSource(season: season, round: round, name: race.name, record: record, firstSeason: firstSeason)
        }
    }
}
