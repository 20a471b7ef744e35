import F1Domain

/// Calendars as they are; results of races the line hides, left out.
struct SpoilerFreeRaces: RaceRepository {
    let base: any RaceRepository
    let line: SpoilerLine
    let calendars: SpoilerCalendars
    var cutoff: SpoilerCutoff { line.cutoff }

    var info: DataSourceInfo { base.info }
    func seasons() async throws -> [Season] { try await base.seasons() }
    func races(season: Int) async throws -> [Race] { try await calendars.calendar(season) }
    /// The base's: the seasons' results, which hide what the line hides, decide.
    func seasonsRaced(by driver: Driver.ID) async throws -> [Int] { try await base.seasonsRaced(by: driver) }

    func results(season: Int) async throws -> [RaceResults] {
        try await shown(base.results(season: season), season: season)
    }

    func results(season: Int, round: Int) async throws -> RaceResults {
        // Asked of the calendar first, so not even the base's answer (or its error) is read.
        if let race = try await calendars.race(season, round), cutoff.hides(race) {
            throw LookupError.raceNotRun(season: season, round: round, name: race.name)
        }
        return try await base.results(season: season, round: round)
    }

    func winners(season: Int) async throws -> [RaceResults] {
        try await shown(base.winners(season: season), season: season)
    }

    func lastResults(season: Int) async throws -> RaceResults {
        let last = try await base.lastResults(season: season)
        guard try await hides(last.race, season: season) else { return last }
        guard let shown = try await results(season: season).last else { throw LookupError.noRaceRun(season: season) }
        return shown
    }

    private func shown(_ results: [RaceResults], season: Int) async throws -> [RaceResults] {
        var shown: [RaceResults] = []
        for result in results where try await !hides(result.race, season: season) { shown.append(result) }
        return shown
    }

    /// By the calendar's race (a result's race may not carry its times), else by the result's own.
    func hides(_ race: Race, season: Int) async throws -> Bool {
        cutoff.hides(try await calendars.race(season, race.round) ?? race)
    }
}

/// The weekend's sessions the line hides answer as still to come; the grid goes with qualifying.
struct SpoilerFreeWeekends: WeekendRepository {
    let base: any WeekendRepository
    let line: SpoilerLine
    let calendars: SpoilerCalendars
    var cutoff: SpoilerCutoff { line.cutoff }

    func qualifying(season: Int, round: Int) async throws -> QualifyingResults {
        try await check(season, round, .qualifying)
        return try await base.qualifying(season: season, round: round)
    }

    func sprintQualifying(season: Int, round: Int) async throws -> QualifyingResults {
        try await check(season, round, .sprintQualifying)
        return try await base.sprintQualifying(season: season, round: round)
    }

    func sprint(season: Int, round: Int) async throws -> SprintResults {
        try await check(season, round, .sprint)
        return try await base.sprint(season: season, round: round)
    }

    func startingGrid(season: Int, round: Int) async throws -> StartingGrid {
        try await check(season, round, .qualifying)
        // A grid can carry penalties given up to the race's start, and a pit-lane start.
        try await check(season, round, .race)
        return try await base.startingGrid(season: season, round: round)
    }

    func pitStops(season: Int, round: Int) async throws -> PitStops {
        try await check(season, round, .race)
        return try await base.pitStops(season: season, round: round)
    }

    private func check(_ season: Int, _ round: Int, _ kind: SessionKind) async throws {
        try await Self.check(season, round, kind, cutoff: cutoff, calendars: calendars)
    }
}

/// Lap charts of hidden races withheld.
struct SpoilerFreeHistories: RaceHistoryRepository {
    let base: any RaceHistoryRepository
    let line: SpoilerLine
    let calendars: SpoilerCalendars
    var cutoff: SpoilerCutoff { line.cutoff }

    func raceHistory(season: Int, round: Int) async throws -> RaceHistory {
        if let race = try await calendars.race(season, round), cutoff.hides(race) {
            throw LookupError.raceNotRun(season: season, round: round, name: race.name)
        }
        return try await base.raceHistory(season: season, round: round)
    }
}

/// Laps, samples and maps of hidden sessions withheld.
struct SpoilerFreeTelemetry: TelemetryRepository {
    let base: any TelemetryRepository
    let line: SpoilerLine
    let calendars: SpoilerCalendars
    var cutoff: SpoilerCutoff { line.cutoff }

    var coverage: String { base.coverage }
    var hasLaps: Bool { base.hasLaps }

    func sessionLaps(season: Int, round: Int, session: SessionKind) async throws -> SessionLaps {
        try await check(season, round, session)
        return try await base.sessionLaps(season: season, round: round, session: session)
    }

    func lapTelemetry(season: Int, round: Int, session: SessionKind, lap: TimedLap, driver: TimingDriver) async throws -> LapTelemetry {
        try await check(season, round, session)
        return try await base.lapTelemetry(season: season, round: round, session: session, lap: lap, driver: driver)
    }

    func trackLayout(season: Int, round: Int, session: SessionKind) async throws -> TrackLayout {
        try await check(season, round, session)
        return try await base.trackLayout(season: season, round: round, session: session)
    }

    private func check(_ season: Int, _ round: Int, _ kind: SessionKind) async throws {
        try await SpoilerFreeWeekends.check(season, round, kind, cutoff: cutoff, calendars: calendars)
    }
}

extension SpoilerFreeWeekends {
    static func check(_ season: Int, _ round: Int, _ kind: SessionKind, cutoff: SpoilerCutoff, calendars: SpoilerCalendars) async throws {
        guard let race = try await calendars.race(season, round), cutoff.hides(race, kind) else { return }
        throw LookupError.sessionNotRun(season: season, round: round, name: race.name, session: kind)
    }
}
