import F1Domain
import F1UseCases
import GRDB
import GRDBSQLite

extension HistoryIndex {
    /// A season's results as the championship engine reads them (`ScoringResultsRepository`'s
    /// `scoringSeason`): the same rows as `scoringResults`, each car a few numbers rather than a
    /// `RaceResult`, so scoring the whole history makes no domain value per car
    /// (docs/performance.md, "The history index"). Sprints only when asked, as there.
    package func scoringSeason(season: Int, sprints: Bool) throws -> ScoringSeason {
        let every = try compactSeasons()
        let calendar = try everyCalendar()[season] ?? []
        let raceRows = every.races[season] ?? [:]
        let sprintRows = sprints ? every.sprints[season] ?? [:] : [:]
        let rounds = calendar.compactMap { race in
            raceRows[race.round].map { CompactRound(race: race, results: $0, sprint: sprintRows[race.round] ?? []) }
        }
        return ScoringSeason(compact: CompactSeason(season: season, rounds: rounds, drivers: every.drivers, teams: every.teams))
    }

    private func compactSeasons() throws -> HistoryCompactSeasons {
        try compact.withLock { stored in
            if let stored { return stored }
            let read = try queue.read { db in
                var numbers = HistoryNumbers(reference: try reference(db))
                let reader = HistoryReader(db: db, reference: numbers.reference)
                let races = try reader.compactRows("race_results", numbers: &numbers)
                let sprints = try reader.compactRows("sprint_results", numbers: &numbers)
                return HistoryCompactSeasons(races: races, sprints: sprints, drivers: numbers.drivers, teams: numbers.teams)
            }
            stored = read
            return read
        }
    }
}

/// Every season's compact rows, by season and round, and the drivers and teams they number.
struct HistoryCompactSeasons: Sendable {
    var races: [Int: [Int: [CompactResult]]]
    var sprints: [Int: [Int: [CompactResult]]]
    var drivers: [Driver]
    var teams: [ChampionshipTeam]
}

/// The numbers compact rows give drivers and teams (a team is a constructor with its engine).
struct HistoryNumbers {
    let reference: HistoryReference
    private(set) var drivers: [Driver] = []
    private(set) var teams: [ChampionshipTeam] = []
    private var driverNumbers: [String: Int] = [:]
    private var teamNumbers: [TeamKey: Int] = [:]

    private struct TeamKey: Hashable {
        let constructor: String
        let engine: String?
    }

    init(reference: HistoryReference) {
        self.reference = reference
    }

    mutating func driver(_ id: String) -> Int? {
        if let known = driverNumbers[id] { return known }
        guard let driver = reference.drivers[id] else { return nil }
        driverNumbers[id] = drivers.count
        drivers.append(driver)
        return drivers.count - 1
    }

    mutating func team(_ constructor: String, engine: String?) -> Int? {
        let key = TeamKey(constructor: constructor, engine: engine)
        if let known = teamNumbers[key] { return known }
        guard let value = reference.constructors[constructor] else { return nil }
        teamNumbers[key] = teams.count
        teams.append(ChampionshipTeam(constructor: value, engine: engine))
        return teams.count - 1
    }
}

extension HistoryReader {
    /// Compact rows by season and round, in classification order: only the columns scoring reads.
    func compactRows(_ table: String, numbers: inout HistoryNumbers) throws -> [Int: [Int: [CompactResult]]] {
        let sql = """
            SELECT season, round, place, classification, driver_id, constructor_id, engine, shared_car, points, fastest_lap_rank
            FROM \(table) ORDER BY season, round, ordinal
            """
        let statement = try db.makeStatement(sql: sql)
        let handle = statement.sqliteStatement
        func text(_ column: Int32) -> String? {
            sqlite3_column_text(handle, column).map { String(cString: $0) }
        }
        var bySeason: [Int: [Int: [CompactResult]]] = [:]
        var season = Int.min
        var round = Int.min
        var seasonRows: [Int: [CompactResult]] = [:]
        var roundRows: [CompactResult] = []
        func finishRound() {
            if !roundRows.isEmpty { seasonRows[round] = roundRows }
            roundRows = []
        }
        func finishSeason() {
            finishRound()
            if !seasonRows.isEmpty { bySeason[season] = seasonRows }
            seasonRows = [:]
        }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw HistoryStoreError.damaged(table, why: String(cString: sqlite3_errmsg(db.sqliteConnection))) }
            let rowSeason = Int(sqlite3_column_int64(handle, 0))  // trap-ok: 64-bit Int
            let rowRound = Int(sqlite3_column_int64(handle, 1))  // trap-ok: 64-bit Int
            if rowSeason != season {
                finishSeason()
                season = rowSeason
                round = rowRound
            } else if rowRound != round {
                finishRound()
                round = rowRound
            }
            guard let classification = text(3).flatMap(Classification.init(rawValue:)), let driver = text(4).flatMap({ numbers.driver($0) }),
                let team = text(5).flatMap({ numbers.team($0, engine: text(6)) })
            else { throw HistoryStoreError.damaged(table, why: "a row names a missing driver, team or classification") }
            let rank = sqlite3_column_type(handle, 9) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(handle, 9))  // trap-ok: 64-bit Int
            let position = Int(sqlite3_column_int64(handle, 2))  // trap-ok: 64-bit Int
            roundRows.append(
                CompactResult(
                    driver: driver, team: team, classification: classification, position: position,
                    sharedCar: sqlite3_column_int64(handle, 7) == 1, fastestLapRank: rank == 1 ? rank : nil,
                    points: sqlite3_column_double(handle, 8)))
        }
        finishSeason()
        return bySeason
    }
}
