import F1Domain

/// Turns a round selector into a race of the calendar: a number, the last race run, or the next
/// one to come.
struct RoundResolver: Sendable {
    let races: any RaceRepository
    /// The clock; without one, `next` is simply the first race after the last one run.
    let now: (@Sendable () -> Moment)?

    func race(season: Int, _ selector: RoundSelector) async throws -> Race {
        try checkSeason(season, in: races.info)
        switch selector {
        case .round(let round):
            let calendar = try await races.races(season: season)
            guard let race = calendar.first(where: { $0.round == round }) else {
                throw LookupError.roundNotFound(season: season, round: round, rounds: calendar.count)
            }
            return race
        case .last:
            return try await races.lastResults(season: season).race
        case .next:
            return try await nextRace(season: season)
        }
    }

    /// The first race after the last one run whose day has not passed: a source whose results lag
    /// behind the calendar does not make a race of last month "next".
    func nextRace(season: Int) async throws -> Race {
        async let calendar = races.races(season: season)
        async let run = races.winners(season: season)
        let (all, classified) = try await (calendar, run)
        let lastRun = classified.map(\.race.round).max() ?? 0
        let today = now?().date
        guard let next = all.first(where: { race in race.round > lastRun && today.map { race.date >= $0 } ?? true }) else {
            throw LookupError.noRaceAhead(season: season)
        }
        return next
    }
}
