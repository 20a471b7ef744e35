import F1UseCases
import GRDB

/// Every run of every kind, of every driver and every team, counted once as the index is built
/// (`streak_runs`, docs/history-schema.md): a streak query then reads the few longest rows by an
/// index, where scanning every result took it some 8 ms (docs/performance.md).
extension HistoryStreaks {
    /// Each subject as `streak_runs.subject` names it, with the result's column it counts by.
    private static let subjects = [("driver", "x.driver_id"), ("constructor", "x.constructor_id")]

    /// Counts and writes every run; a run reaching the last race the index holds is current.
    static func store(_ db: Database) throws {
        let latest = try Int.fetchOne(db, sql: "SELECT season * 100 + round FROM race_results ORDER BY season DESC, round DESC LIMIT 1") ?? 0
        let insert = try db.makeStatement(
            sql: "INSERT INTO streak_runs (kind, subject, who, length, first_race, last_race, is_current) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for kind in StreakKind.allCases {
            for (subject, column) in subjects {
                let scan = "SELECT \(column), x.season * 100 + x.round, coalesce(\(HistoryRecordsSQL.streakHit(kind)), 0) FROM race_results x"
                for run in try runs(db, sql: scan, arguments: [], latest: latest) {
                    try insert.execute(arguments: [kind.rawValue, subject, run.who, run.length, run.first, run.last, run.isCurrent])
                }
            }
        }
    }

    /// The stored runs of `kind` longest first (then earliest, then by id), down to the last
    /// one as long as the `top`th: every driver's, one driver's or one team's.
    static func stored(_ db: Database, _ kind: StreakKind, of subject: StreakSubject, top: Int) throws -> [Run] {
        guard top > 0 else { return [] }
        let (name, who): (String, String?) =
            switch subject {
            case .drivers: ("driver", nil)
            case .driver(let id): ("driver", id.rawValue)
            case .team(let id): ("constructor", id.rawValue)
            }
        // One driver's or team's runs by `streak_runs_who`; everyone's by `streak_runs_longest`
        // (a `:who IS NULL OR` test would keep SQLite from the first).
        let sql = """
            SELECT who, length, first_race, last_race, is_current FROM streak_runs
            WHERE kind = :kind AND subject = :subject\(who == nil ? "" : " AND who = :who")
            ORDER BY length DESC, first_race, who
            """
        let rows = try Row.fetchCursor(db, sql: sql, arguments: ["kind": kind.rawValue, "subject": name, "who": who])
        var runs: [Run] = []
        while let row = try rows.next() {
            let run = Run(who: row[0], length: row[1], first: row[2], last: row[3], isCurrent: row[4])
            if runs.count >= top, run.length < runs[top - 1].length { break }
            runs.append(run)
        }
        return runs
    }
}
