import F1Domain
import F1UseCases
import Foundation

/// Every season since 1950 from an f1db checkout, offline. A command reads only the season it
/// needs and the drivers, constructors and circuits that season names.
public struct F1dbRepository: RaceRepository, StandingsRepository {
    let layout: F1dbLayout
    let files: F1dbFiles
    let reference: F1dbReferenceData
    let cache = F1dbSeasonCache()
    public let info: DataSourceInfo

    public init(path: String) throws {
        layout = try F1dbLayout(path: path)
        files = F1dbFiles(layout: layout)
        reference = F1dbReferenceData(files: files)
        let years = layout.seasons()
        guard let first = years.first, let last = years.last else {
            throw SourceError("\(layout.data.path)/seasons holds no season folders.")
        }
        info = DataSourceInfo(name: "F1DB (CC BY 4.0)", seasons: first...last)
    }

    public func seasons() async throws -> [Season] {
        layout.seasons().map { Season(year: $0) }
    }

    public func races(season: Int) async throws -> [Race] {
        let folders = layout.raceFolders(season: season)
        let wire = try await files.decodeAll(F1dbRace.self, at: folders.map { $0.appending(path: "race.yml") })
        try await reference.load(circuits: Set(wire.map(\.circuitId)), grandsPrix: Set(wire.map(\.grandPrixId)))
        let lookups = try await reference.snapshot()
        return try wire.map { try $0.toDomain(season: season, lookups: lookups) }
    }

    public func results(season: Int) async throws -> [RaceResults] {
        try await cache.results(season: season) { try await readResults(season: season) }
    }

    private func readResults(season: Int) async throws -> [RaceResults] {
        let races = try await races(season: season)
        let folders = layout.raceFolders(season: season)
        let run = zip(races, folders).filter { files.exists($0.1.appending(path: "race-results.yml")) }
        let rows = try await files.decodeAll([F1dbRaceResult].self, at: run.map { $0.1.appending(path: "race-results.yml") })
        let fastest = try await files.decodeAll(
            [F1dbFastestLap].self, at: run.map { $0.1.appending(path: "fastest-laps.yml") }.filter(files.exists))
        let fastestByFolder = Dictionary(uniqueKeysWithValues: zip(run.map(\.1).filter { files.exists($0.appending(path: "fastest-laps.yml")) }, fastest))
        try await reference.load(
            drivers: Set(rows.flatMap { $0.map(\.driverId) }), constructors: Set(rows.flatMap { $0.map(\.constructorId) }))
        let lookups = try await reference.snapshot()
        return try zip(run, rows).map { pair, rows in
            let (race, folder) = pair
            return RaceResults(race: race, results: try F1dbResultRows.map(rows, fastestLaps: fastestByFolder[folder] ?? [], lookups: lookups))
        }
    }

    public func results(season: Int, round: Int) async throws -> RaceResults {
        let all = try await results(season: season)
        guard let classified = all.first(where: { $0.race.round == round }) else {
            let races = try await races(season: season)
            guard let race = races.first(where: { $0.round == round }) else {
                throw LookupError.roundNotFound(season: season, round: round, rounds: races.count)
            }
            throw LookupError.raceNotRun(season: season, round: round, name: race.name)
        }
        return classified
    }

    public func driverStandings(season: Int) async throws -> DriverStandingsTable {
        let results = try await results(season: season)
        guard let last = results.last else { throw LookupError.noRaceRun(season: season) }
        let rows = try files.decode([F1dbDriverStanding].self, at: layout.data.appending(path: "seasons/\(season)/driver-standings.yml"))
        let lookups = try await reference.snapshot()
        let tally = F1dbSeasonTally(results: results)
        let standings = try rows.map { row in
            try row.toDriverStanding(
                position: Int(row.position), wins: tally.driverWins[row.driverId, default: 0],
                constructors: tally.driverTeams[row.driverId, default: []], lookupDriver: lookups.driver)
        }
        return DriverStandingsTable(season: season, round: last.race.round, driverStandings: standings)
    }

    public func constructorStandings(season: Int) async throws -> ConstructorStandingsTable {
        let results = try await results(season: season)
        guard let last = results.last else { throw LookupError.noRaceRun(season: season) }
        let url = layout.data.appending(path: "seasons/\(season)/constructor-standings.yml")
        // The constructors' championship began in 1958.
        let rows = files.exists(url) ? try files.decode([F1dbConstructorStanding].self, at: url) : []
        let lookups = try await reference.snapshot()
        let tally = F1dbSeasonTally(results: results)
        let standings = try rows.map { row in
            try row.toConstructorStanding(
                position: Int(row.position), wins: tally.constructorWins[row.constructorId, default: 0], lookupConstructor: lookups.constructor)
        }
        return ConstructorStandingsTable(season: season, round: last.race.round, constructorStandings: standings)
    }
}
