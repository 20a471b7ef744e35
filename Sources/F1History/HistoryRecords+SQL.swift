import F1Domain
import F1UseCases
import GRDB

/// The records' statements. A race is keyed `season * 100 + round` (no season has 100 rounds),
/// so runs and first or last times order by one integer.
enum HistoryRecordsSQL {
    struct Query: Sendable {
        var sql: String
        var values: [String: (any DatabaseValueConvertible & Sendable)?]

        func arguments(top: Int) -> StatementArguments {
            StatementArguments(values.merging(["top": top]) { $1 })
        }
    }

    /// `race_results x` (or `sprint_results x`) narrowed by the filter, joined to its race `r`
    /// and driver `d` only when a filter reads them (the joins cost SQLite about half the count).
    static func filtered(_ table: String, _ filter: RecordFilter) -> String {
        var from = "FROM \(table) x"
        if filter.circuit != nil { from += " JOIN races r ON r.season = x.season AND r.round = x.round" }
        if filter.nationality != nil { from += " JOIN drivers d ON d.id = x.driver_id" }
        return from + """

            WHERE (:since IS NULL OR x.season >= :since) AND (:until IS NULL OR x.season <= :until)
            AND (:team IS NULL OR x.constructor_id = :team)
            """ + (filter.nationality != nil ? " AND d.nationality = :nationality COLLATE NOCASE" : "")
            + (filter.circuit != nil ? " AND r.circuit_id = :circuit" : "")
    }

    static func arguments(_ filter: RecordFilter) -> [String: (any DatabaseValueConvertible & Sendable)?] {
        [
            "since": filter.since, "until": filter.until, "team": filter.team?.rawValue, "nationality": filter.nationality,
            "circuit": filter.circuit?.rawValue,
        ]
    }

    /// `who` and `value` per driver.
    static func count(_ count: RecordCount, filter: RecordFilter) throws -> Query {
        let results = filtered("race_results", filter)
        // Only the rows that count are grouped (a driver without one has no place in the table),
        // and `+` keeps SQLite from grouping through the drivers' index, which reads every row's
        // page again in the index's order: 28,000 lookups where a few thousand rows count.
        func counted(_ condition: String) -> String {
            "SELECT x.driver_id AS who, count(*) AS value \(results) AND \(condition) GROUP BY +x.driver_id"
        }
        let sql: String
        switch count {
        case .wins: sql = counted("x.position = 1")
        case .poles: sql = counted("x.pole = 1")
        case .podiums: sql = counted("x.position <= 3")
        case .fastestLaps: sql = counted("x.fastest_lap_rank = 1")
        case .starts:
            sql = """
                SELECT x.driver_id AS who, count(DISTINCT x.season * 100 + x.round) AS value \(results)
                AND x.classification NOT IN ('failedToQualify', 'withdrawn') GROUP BY who
                """
        case .points:
            sql = """
                SELECT who, sum(points) AS value FROM (SELECT x.driver_id AS who, x.points AS points \(results) AND x.points > 0
                UNION ALL SELECT x.driver_id, x.points \(filtered("sprint_results", filter)) AND x.points > 0) GROUP BY who
                """
        case .titles:
            if filter.circuit != nil { throw RecordsError.filterNotApplicable("a circuit", count: .titles) }
            sql = """
                SELECT s.driver_id AS who, count(*) AS value FROM driver_standings s
                JOIN champions c ON c.season = s.season AND c.is_complete JOIN drivers d ON d.id = s.driver_id
                WHERE s.position = 1 AND (:since IS NULL OR s.season >= :since) AND (:until IS NULL OR s.season <= :until)
                AND (:nationality IS NULL OR d.nationality = :nationality COLLATE NOCASE)
                AND (:team IS NULL OR EXISTS (SELECT 1 FROM driver_standing_teams t
                    WHERE t.season = s.season AND t.driver_id = s.driver_id AND t.constructor_id = :team))
                GROUP BY who
                """
        case .lapsLed:
            throw RecordsError.notHeld(
                .lapsLed,
                why: "f1db has no lap-by-lap positions; the API's laps (1996 on) or OpenF1's positions (2023 on) would hold them")
        }
        return Query(sql: sql, values: arguments(filter))
    }

    /// The counts above zero ranked best first, ties sharing a place, to the `:top`th place.
    static func ranked(_ counts: String) -> String {
        """
        SELECT who, value, place FROM (SELECT who, value, rank() OVER (ORDER BY value DESC) AS place FROM (\(counts)) WHERE value > 0)
        WHERE place <= :top ORDER BY place, who
        """
    }

    /// Whether a race result `x` counts for a streak of `kind`.
    static func streakHit(_ kind: StreakKind) -> String {
        switch kind {
        case .wins: "x.position = 1"
        case .podiums: "x.position <= 3"
        case .points: "x.points > 0"
        case .poles: "x.pole = 1"
        }
    }

    /// Whether a race result `x` counts for an age record of `kind`.
    static func ageCondition(_ kind: AgeRecordKind) -> String {
        switch kind {
        case .winners: "x.position = 1"
        case .pole: "x.pole = 1"
        case .starters: "x.classification NOT IN ('failedToQualify', 'withdrawn')"
        }
    }

    /// Each driver's first and last race of every kind, as the index is built (`career_spans`).
    static let careerSpans = AgeRecordKind.allCases.map { kind in
        """
        INSERT INTO career_spans (driver_id, kind, first_race, last_race)
        SELECT x.driver_id, '\(kind.rawValue)', min(x.season * 100 + x.round), max(x.season * 100 + x.round) FROM race_results x
        WHERE \(ageCondition(kind)) GROUP BY x.driver_id
        """
    }

    /// Each driver's first (youngest) or last (oldest) time, by age on race day: a driver's age
    /// grows with the race's key (rounds are numbered in date order), so each driver's race is
    /// the span's end, found as the index was built, and only those races are dated.
    static func ages(_ kind: AgeRecordKind, youngest: Bool) -> String {
        let race = youngest ? "s.first_race" : "s.last_race"
        return """
            WITH each AS (
                SELECT s.driver_id AS who, \(race) AS race, julianday(r.date) - julianday(d.date_of_birth) AS age
                FROM career_spans s JOIN races r ON r.season = \(race) / 100 AND r.round = \(race) % 100 JOIN drivers d ON d.id = s.driver_id
                WHERE s.kind = '\(kind.rawValue)' AND d.date_of_birth IS NOT NULL)
            SELECT * FROM (SELECT who, race, rank() OVER (ORDER BY age \(youngest ? "ASC" : "DESC")) AS place FROM each)
            WHERE place <= :top ORDER BY place, who
            """
    }

    /// Wins ranked by grid place, lowest first; a pit-lane start (grid 0) ranks below every slot.
    static func gridWins(filter: RecordFilter) -> Query {
        let sql = """
            SELECT * FROM (
                SELECT x.driver_id AS who, x.season * 100 + x.round AS race, x.grid AS grid,
                    rank() OVER (ORDER BY CASE WHEN x.grid = 0 THEN 1000 ELSE x.grid END DESC) AS place
                \(filtered("race_results", filter)) AND x.position = 1 AND x.grid IS NOT NULL)
            WHERE place <= :top ORDER BY place, race
            """
        return Query(sql: sql, values: arguments(filter))
    }

    /// The drivers `ids` names, only those: a table shows a few of the history's thousand.
    static func drivers(_ db: Database, ids: some Collection<String>) throws -> [String: Driver] {
        guard !ids.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
        let sql = "SELECT id, given_name, family_name, code, permanent_number, date_of_birth, nationality, url FROM drivers WHERE id IN (\(marks))"
        var drivers: [String: Driver] = [:]
        for row in try Row.fetchAll(db, sql: sql, arguments: StatementArguments(Array(ids))) {
            let id: String = row[0]
            drivers[id] = Driver(
                id: Driver.ID(id), givenName: row[1], familyName: row[2], code: row[3], permanentNumber: row[4],
                dateOfBirth: (row[5] as String?).flatMap { CalendarDate($0) }, nationality: row[6], url: HistoryReference.url(row[7]))
        }
        return drivers
    }

    /// The races `keys` names, by their key.
    static func races(_ db: Database, keys: some Collection<Int>) throws -> [Int: HistoryRace] {
        guard !keys.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
        var races: [Int: HistoryRace] = [:]
        let sql = "SELECT season, round, name, date FROM races WHERE season * 100 + round IN (\(marks))"
        for row in try Row.fetchAll(db, sql: sql, arguments: StatementArguments(Array(keys))) {
            guard let date = CalendarDate(row[3] as String) else { continue }
            let season: Int = row[0]
            let round: Int = row[1]
            races[season * 100 + round] = HistoryRace(season: season, round: round, name: row[2], date: date)
        }
        return races
    }
}
