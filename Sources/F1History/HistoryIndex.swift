import F1Domain
import F1UseCases
import Foundation
import GRDB
import Synchronization

/// A built index, opened read-only: the whole-history reports' answers in a few queries
/// (`champions()`, `scoringResults`, `races(season:)`), each the same value the source's own
/// repositories give (a test holds them to it over the whole history).
package final class HistoryIndex: Sendable {
    package let path: String
    let queue: DatabaseQueue
    /// Drivers, constructors and circuits as domain values, read once: every season's reads share them.
    private let reference = Mutex<HistoryReference?>(nil)
    /// Every season's calendar and results, read in one pass the first time a season is asked for.
    private let seasons = Mutex<HistorySeasons?>(nil)
    /// Every season's calendar alone, for the reports that need no results.
    private let calendars = Mutex<[Int: [Race]]?>(nil)
    /// Every season's results as the championship engine reads them, ids by number.
    let compact = Mutex<HistoryCompactSeasons?>(nil)

    package init(path: String) throws {
        self.path = path
        do {
            queue = try Self.connection(path)
            let version = try queue.read { db in try String.fetchOne(db, sql: "SELECT value FROM index_info WHERE key = 'schema_version'") }
            guard version == String(HistorySchema.version) else {
                throw HistoryStoreError.damaged(path, why: "it is of layout \(version ?? "unknown"), not \(HistorySchema.version)")
            }
        } catch let error as HistoryStoreError {
            throw error
        } catch {
            throw HistoryStoreError.damaged(path, why: String(describing: error))
        }
    }

    /// A read-only connection to the index at `path`.
    static func connection(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "history"
        // Pages read through a mapping of the file rather than copied by a read call each.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 268435456") }
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    func reference(_ db: Database) throws -> HistoryReference {
        try reference.withLock { stored in
            if let stored { return stored }
            let read = try HistoryReference(db: db)
            stored = read
            return read
        }
    }

    private func everySeason() throws -> HistorySeasons {
        try seasons.withLock { stored in
            if let stored { return stored }
            let read = try readEverySeason()
            stored = read
            return read
        }
    }

    private func readEverySeason() throws -> HistorySeasons {
        let calendars = try everyCalendar()
        let (tables, middle) = try queue.read { db in
            let tables = try reference(db)
            return (tables, try HistoryReader(db: db, reference: tables).middleSeason())
        }
        // The older half of the results on one core, the newer on the other, through a second
        // connection opened only here: the records and the compact scoring read need one.
        let halves = [Int.min...(middle - 1), middle...Int.max]
        let connections = [queue, try Self.connection(path)]
        let read = Mutex<[HistoryRowsRead]>([.none, .none])
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let outcome: HistoryRowsRead
            do {
                let rows = try connections[half].read { db in
                    try HistoryReader(db: db, reference: tables).rows("race_results", seasons: halves[half])
                }
                outcome = .rows(rows)
            } catch {
                outcome = .failed(error)
            }
            read.withLock { $0[half] = outcome }
        }
        let races = try read.withLock { halves in try halves.map { try $0.rows() } }
        let sprints = try queue.read { db in try HistoryReader(db: db, reference: tables).rows("sprint_results", seasons: Int.min...Int.max) }
        return HistorySeasons(calendars: calendars, races: races[0].merging(races[1]) { $1 }, sprints: sprints)
    }

    /// The seasons the index holds, oldest first.
    package func years() throws -> [Int] {
        try queue.read { db in try Int.fetchAll(db, sql: "SELECT year FROM seasons ORDER BY year") }
    }

    /// A season's calendar, as `RaceRepository.races(season:)` gives it.
    package func races(season: Int) throws -> [Race] {
        try everyCalendar()[season] ?? []
    }

    /// Every season's calendar, read once (without any results).
    func everyCalendar() throws -> [Int: [Race]] {
        try calendars.withLock { stored in
            if let stored { return stored }
            let read = try queue.read { db in try HistoryReader(db: db, reference: reference(db)).calendars() }
            stored = read
            return read
        }
    }

    /// Every season with a race run, oldest first, as `ChampionsRepository.champions()` lists them.
    package func champions() throws -> [SeasonChampions] {
        try queue.read { db in try HistoryReader(db: db, reference: try reference(db)).champions() }
    }

    /// A season's results for the championships, as `ScoringResultsRepository` gives them.
    package func scoringResults(season: Int, fastestLaps: Bool, sprints: Bool) throws -> SeasonResults {
        try everySeason().scoringResults(season: season, sprints: sprints)
    }
}

extension HistoryIndex {
    /// SQLite's own check of the file: "ok" for a sound one.
    package func integrityCheck() throws -> String {
        try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ") }
    }
}

/// One connection's half of the results, or why it could not be read.
enum HistoryRowsRead: Sendable {
    case none
    case rows([Int: [Int: [HistoryResultFields]]])
    case failed(any Error)

    func rows() throws -> [Int: [Int: [HistoryResultFields]]] {
        switch self {
        case .none: [:]
        case .rows(let rows): rows
        case .failed(let error): throw error
        }
    }
}
