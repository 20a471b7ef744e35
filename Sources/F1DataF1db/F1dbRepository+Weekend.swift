import F1Data
import F1Domain
import F1UseCases
import Foundation

extension F1dbRepository: WeekendRepository {
    public func qualifying(season: Int, round: Int) async throws -> QualifyingResults {
        let weekend = try await weekend(season: season, round: round)
        let file = "qualifying-results.yml"
        guard let rows = try files.decodeIfPresent([F1dbQualifyingResult].self, at: weekend.url(file)) else {
            throw weekend.absentAfterRace(file, session: .qualifying)
        }
        let format = weekend.race.qualifyingFormat
        // Only these formats had two timed sessions whose own times f1db files separately.
        let sessions =
            format == .twoSessions || format == .aggregate
            ? try await files.decodeAllIfPresent(
                [F1dbQualifyingSessionResult].self,
                atPaths: [weekend.folder.file("qualifying-1-results.yml"), weekend.folder.file("qualifying-2-results.yml")],
                empty: [])  // 1982 South Africa's first session is filed empty: no times, not damage.
            : []
        // Cars knocked out in pre-qualifying (1977–1992) never reached qualifying: listed last, as DNPQ.
        let qualified = Set(rows.map(\.driverId))
        let preQualifying =
            try files.decodeIfPresent([F1dbQualifyingSessionResult].self, at: weekend.url("pre-qualifying-results.yml"), empty: [])?
            .filter { !qualified.contains($0.driverId) } ?? []
        let lookups = try await lookups(
            drivers: rows.map(\.driverId) + preQualifying.map(\.driverId),
            constructors: rows.map(\.constructorId) + preQualifying.map(\.constructorId))
        let results =
            try F1dbWeekendRows.qualifying(rows, sessions: sessions, lookups: lookups)
            + F1dbWeekendRows.notPreQualified(preQualifying, after: rows.count, lookups: lookups)
        return QualifyingResults(race: weekend.race, session: .qualifying, format: format, results: results)
    }

    public func sprintQualifying(season: Int, round: Int) async throws -> QualifyingResults {
        let weekend = try await weekend(season: season, round: round)
        let file = "sprint-qualifying-results.yml"
        guard let rows = try files.decodeIfPresent([F1dbQualifyingResult].self, at: weekend.url(file)) else {
            guard weekend.hasSprint else { throw weekend.notHeld(.sprintQualifying) }
            if season < F1dbWeekend.firstSprintQualifyingSeason {
                throw weekend.notInSource(.sprintQualifying, firstSeason: F1dbWeekend.firstSprintQualifyingSeason)
            }
            throw weekend.absentAfterRace(file, session: .sprintQualifying)
        }
        let lookups = try await lookups(drivers: rows.map(\.driverId), constructors: rows.map(\.constructorId))
        let results = try F1dbWeekendRows.qualifying(rows, sessions: [], lookups: lookups)
        return QualifyingResults(race: weekend.race, session: .sprintQualifying, format: nil, results: results)
    }

    public func sprint(season: Int, round: Int) async throws -> SprintResults {
        let weekend = try await weekend(season: season, round: round)
        let file = "sprint-race-results.yml"
        guard let rows = try files.decodeIfPresent([F1dbRaceResult].self, at: weekend.url(file)) else {
            guard weekend.hasSprint else { throw weekend.notHeld(.sprint) }
            throw weekend.absentAfterRace(file, session: .sprint)
        }
        if rows.isEmpty { throw SourceError.f1db(layout.relative(weekend.url(file)), "lists no results") }
        try files.checkClassification(rows, atPath: weekend.url(file).path)
        let lookups = try await lookups(drivers: rows.map(\.driverId), constructors: rows.map(\.constructorId))
        return SprintResults(race: weekend.race, results: try F1dbWeekendRows.sprint(rows, lookups: lookups))
    }

    public func startingGrid(season: Int, round: Int) async throws -> StartingGrid {
        let weekend = try await weekend(season: season, round: round)
        let file = "starting-grid-positions.yml"
        guard let rows = try files.decodeIfPresent([F1dbStartingGridPosition].self, at: weekend.url(file)) else {
            throw weekend.absentAfterRace(file, session: .race)
        }
        let qualifying = try files.decodeIfPresent([F1dbQualifyingResult].self, at: weekend.url("qualifying-results.yml"))
        let lookups = try await lookups(drivers: rows.map(\.driverId), constructors: rows.map(\.constructorId))
        let positions = try F1dbWeekendRows.grid(rows, qualifying: qualifying ?? [], path: layout.relative(weekend.url(file)), lookups: lookups)
        return StartingGrid(race: weekend.race, positions: positions)
    }

    public func pitStops(season: Int, round: Int) async throws -> PitStops {
        let weekend = try await weekend(season: season, round: round)
        let file = "pit-stops.yml"
        // An empty file (1994 Monaco, 1997 Italy) is a race whose stops f1db has not recorded.
        guard let rows = try files.decodeIfPresent([F1dbPitStop].self, at: weekend.url(file), empty: []), !rows.isEmpty else {
            guard weekend.raceIsRun else { throw weekend.notRun(.race) }
            let first = F1dbWeekend.firstPitStops
            if (season, round) < first || weekend.has(file) { throw weekend.notInSource(.pitStops, firstSeason: first.season) }
            // From then on f1db files every stop, so a race without the file had none: 2021
            // Belgium, two laps behind the safety car.
            return PitStops(race: weekend.race, stops: [])
        }
        let lookups = try await lookups(drivers: rows.map(\.driverId), constructors: rows.map(\.constructorId))
        let stops = try rows.map { try $0.toPitStop(lookupConstructor: lookups.constructor, lookupDriver: lookups.driver) }
        return PitStops(race: weekend.race, stops: stops)
    }

    /// The round's folder and race, reading only that race's race.yml.
    func weekend(season: Int, round: Int) async throws -> F1dbWeekend {
        let folders = try await raceFolders(season: season)
        guard let folder = folders.first(where: { $0.round == round }) else {
            throw LookupError.roundNotFound(season: season, round: round, rounds: folders.count)
        }
        guard let race = try await races(season: season, in: [folder]).first else {
            throw SourceError.f1db(layout.relative(path: folder.file("race.yml")), "holds no race")
        }
        return F1dbWeekend(race: race, folder: folder, layout: layout)
    }

    /// Loads only the drivers and constructors the rows name, once per run.
    private func lookups(drivers: [String], constructors: [String]) async throws -> F1dbLookups {
        try await reference.lookups(drivers: Set(drivers), constructors: Set(constructors))
    }
}
