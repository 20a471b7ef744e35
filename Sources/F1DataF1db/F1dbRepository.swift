import F1Data
import F1Domain
import F1UseCases
import Foundation

/// Every season since 1950 from an f1db checkout, offline. A command reads only the season it
/// needs and the drivers, constructors and circuits that season names; each file at most once
/// per repository, however many calls or concurrent callers ask.
public struct F1dbRepository: RaceRepository, StandingsRepository, ChampionsRepository {
    let layout: F1dbLayout
    let files: F1dbFiles
    let reference: F1dbReferenceData
    let calendars = F1dbOnce<Int, [Race]>()
    let folderLists = F1dbOnce<Int, [F1dbRaceFolder]>()
    let classifiedSeasons = F1dbOnce<Int, [F1dbClassifiedRace]>()
    let entrantsTallies = F1dbOnce<Int, F1dbStandingsTally>()
    let seasonResults = F1dbOnce<Int, [RaceResults]>()
    let seasonSprints = F1dbOnce<Int, [SprintResults]>()
    public let info: DataSourceInfo

    /// The folder holding `seasons/`, `drivers/` ...: what the history index is keyed by.
    package var dataFolder: URL { layout.data }

    public init(path: String) throws {
        try self.init(path: path, onRead: nil)
    }

    /// `onRead` is told the path (relative to the data folder) of every file read, as it is read.
    package init(path: String, onRead: (@Sendable (String) -> Void)?) throws {
        layout = try F1dbLayout(path: path)
        files = F1dbFiles(layout: layout, onRead: onRead)
        reference = F1dbReferenceData(files: files)
        let years = try layout.seasons()
        guard let first = years.first, let last = years.last else {
            throw SourceError.f1db("\(layout.data.path)/seasons", "holds no season folders")
        }
        info = DataSourceInfo(name: "F1DB (CC BY 4.0)", seasons: first...last)
    }

    public func seasons() async throws -> [Season] {
        try layout.seasons().map { Season(year: $0) }
    }

    public func races(season: Int) async throws -> [Race] {
        try await calendars.value(season) { try await races(season: season, in: try await raceFolders(season: season)) }
    }

    /// The season's race folders; a season with none is damage unless it is the last one, whose
    /// calendar may not be out yet. Listed once per repository: the results, the sprints and
    /// the calendar each need them.
    func raceFolders(season: Int) async throws -> [F1dbRaceFolder] {
        guard info.seasons.contains(season) else { throw LookupError.seasonNotFound(season, available: info.seasons) }
        return try await folderLists.value(season) { try listRaceFolders(season: season) }
    }

    private func listRaceFolders(season: Int) throws -> [F1dbRaceFolder] {
        let folders = try layout.raceFolders(season: season)
        if folders.isEmpty, season < info.seasons.upperBound {
            throw SourceError.f1db(
                layout.relative(path: layout.dataPath + "/seasons/\(season)/races"), "holds no race folders, though later seasons are in the data")
        }
        return folders
    }

    /// The races of `folders`, each of which must say the round its folder's name gives.
    func races(season: Int, in folders: [F1dbRaceFolder]) async throws -> [Race] {
        let wire = try await files.decodeAll(F1dbRace.self, atPaths: folders.map { $0.file("race.yml") })
        if let (folder, race) = zip(folders, wire).first(where: { $0.round != $1.round }) {
            throw SourceError.f1db(
                layout.relative(path: folder.file("race.yml")), "says round \(race.round), but its folder is numbered \(folder.round)")
        }
        let lookups = try await reference.lookups(circuits: Set(wire.map(\.circuitId)), grandsPrix: Set(wire.map(\.grandPrixId)))
        return try wire.map { try $0.toDomain(season: season, lookups: lookups) }
    }

    public func results(season: Int) async throws -> [RaceResults] {
        try await seasonResults.value(season) { try await readResults(season: season) }
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
}
