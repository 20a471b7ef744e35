import F1Domain
import F1UseCases
import GRDB
import GRDBSQLite

extension HistoryReader {
    /// The first of each season's final tables, with the driver's teams.
    func champions() throws -> [SeasonChampions] {
        let drivers = reference.drivers
        let constructors = reference.constructors
        let latest = try Int.fetchOne(db, sql: "SELECT max(year) FROM seasons") ?? 0
        var teams: [Int: [Constructor]] = [:]
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT t.season, t.constructor_id FROM driver_standing_teams t
                JOIN driver_standings d ON d.season = t.season AND d.driver_id = t.driver_id AND d.position = 1
                ORDER BY t.season, t.ordinal
                """)
        {
            if let team = constructors[row[1]] { teams[row[0], default: []].append(team) }
        }
        let leaders = try Row.fetchAll(
            db,
            sql: """
                SELECT s.year, s.standings_round, (SELECT max(round) FROM races r WHERE r.season = s.year) AS last_round,
                    d.position AS d_position, d.position_text AS d_text, d.points AS d_points, d.wins AS d_wins, d.driver_id,
                    c.position AS c_position, c.position_text AS c_text, c.points AS c_points, c.wins AS c_wins, c.constructor_id, c.engine
                FROM seasons s
                LEFT JOIN driver_standings d ON d.season = s.year AND d.rowid = (
                    SELECT rowid FROM driver_standings WHERE season = s.year ORDER BY position IS NULL, position, rowid LIMIT 1)
                LEFT JOIN constructor_standings c ON c.season = s.year AND c.rowid = (
                    SELECT rowid FROM constructor_standings WHERE season = s.year ORDER BY position IS NULL, position, rowid LIMIT 1)
                WHERE s.standings_round IS NOT NULL
                ORDER BY s.year
                """)
        // Columns by position: GRDB's lookup by name folds the name's case on every read.
        return leaders.map { row in
            let season: Int = row[0]
            let round: Int = row[1]
            let driver = (row[7] as String?).flatMap { drivers[$0] }.map { value in
                DriverStanding(
                    position: row[3], positionText: row[4], points: row[5], wins: row[6], driver: value,
                    constructors: teams[season] ?? [])
            }
            let constructor = (row[12] as String?).flatMap { constructors[$0] }.map { value in
                ConstructorStanding(
                    position: row[8], positionText: row[9], points: row[10], wins: row[11], constructor: value,
                    engine: row[13])
            }
            // As the source lists them: only the latest season can have races still to come.
            let lastRound: Int? = row[2]
            let complete = season < latest || (lastRound.map { $0 <= round } ?? true)
            return SeasonChampions(season: season, driver: driver, constructor: constructor, racesRun: round, isComplete: complete)
        }
    }

    /// Every season's calendar, by season.
    func calendars() throws -> [Int: [Race]] {
        var calendars: [Int: [Race]] = [:]
        for year in try Int.fetchAll(db, sql: "SELECT year FROM seasons") { calendars[year] = [] }
        for race in try races(season: nil) { calendars[race.season, default: []].append(race) }
        return calendars
    }

    /// The season that halves the race results, so two connections can read a half each.
    func middleSeason() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT season FROM race_results ORDER BY season LIMIT 1 OFFSET (SELECT count(*) / 2 FROM race_results)") ?? 0
    }

    /// Rows by season and round, in classification order.
    func rows(_ table: String, seasons: ClosedRange<Int>) throws -> [Int: [Int: [HistoryResultFields]]] {
        let drivers = reference.drivers
        let constructors = reference.constructors
        var bySeason: [Int: [Int: [HistoryResultFields]]] = [:]
        // SQLite's own column reads: 28,000 rows through GRDB's `Row` were a fifth of
        // `champions --under` (docs/performance.md, "The history index").
        let sql = """
            SELECT season, round, place, position_text, classification, number, driver_id, constructor_id, engine, shared_car, laps,
                status, points, fastest_lap_rank, fastest_lap_number
            FROM \(table) WHERE season BETWEEN ? AND ? ORDER BY season, round, ordinal
            """
        let statement = try db.makeStatement(sql: sql)
        try statement.setArguments([seasons.lowerBound, seasons.upperBound])
        let handle = statement.sqliteStatement
        func text(_ column: Int32) -> String? {
            sqlite3_column_text(handle, column).map { String(cString: $0) }
        }
        func integer(_ column: Int32) -> Int? {
            sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(handle, column))  // trap-ok: 64-bit Int
        }
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw HistoryStoreError.damaged(table, why: String(cString: sqlite3_errmsg(db.sqliteConnection))) }
            guard let driver = text(6).flatMap({ drivers[$0] }), let constructor = text(7).flatMap({ constructors[$0] }),
                let classification = text(4).flatMap(Classification.init(rawValue:)), let season = integer(0), let round = integer(1),
                let place = integer(2)
            else { throw HistoryStoreError.damaged(table, why: "a row names a missing driver, team or classification") }
            let rank = integer(13)
            bySeason[season, default: [:]][round, default: []].append(
                HistoryResultFields(
                    position: place, positionText: text(3) ?? "", classification: classification, number: integer(5), driver: driver,
                    constructor: constructor, engine: text(8), sharedCar: integer(9) == 1, grid: nil, laps: integer(10) ?? 0,
                    status: text(11) ?? "", time: nil, points: sqlite3_column_double(handle, 12),
                    fastestLap: rank == 1 ? FastestLap(rank: rank, lap: integer(14)) : nil))
        }
        return bySeason
    }
}

/// Every season's calendar and results as the championships read them, held once per index and
/// shared (not copied) by every season's answer.
struct HistorySeasons: Sendable {
    var calendars: [Int: [Race]] = [:]
    var races: [Int: [RaceResults]] = [:]
    var sprints: [Int: [SprintResults]] = [:]

    init() {}

    init(calendars: [Int: [Race]], races: [Int: [Int: [HistoryResultFields]]], sprints: [Int: [Int: [HistoryResultFields]]]) {
        self.calendars = calendars
        for (season, calendar) in calendars {
            let raceRows = races[season] ?? [:]
            let sprintRows = sprints[season] ?? [:]
            self.races[season] = calendar.compactMap { race in raceRows[race.round].map { RaceResults(race: race, results: $0.map(\.raceResult)) } }
            self.sprints[season] = calendar.compactMap { race in
                sprintRows[race.round].map { SprintResults(race: race, results: $0.map(\.sprintResult)) }
            }
        }
    }

    /// As `ScoringResultsRepository` gives a season: sprints only when asked; the fastest laps
    /// ranked first always (the protocol allows it: scoring reads them only for a system with a
    /// fastest-lap point), so no season's rows are copied to leave them out.
    func scoringResults(season: Int, sprints readSprints: Bool) -> SeasonResults {
        SeasonResults(season: season, races: races[season] ?? [], sprints: readSprints ? sprints[season] ?? [] : [])
    }
}
