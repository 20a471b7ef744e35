import GRDB
import GRDBSQLite

/// Streaks from one scan: SQLite reads each car's result in the table's own order, and the rows
/// are put in race order and the runs counted here in one pass, each driver (or team) by a
/// number. Window functions over a grouped table took SQLite about 60 ms for the whole history;
/// ordering by the table's key, a lookup per row, a few; this, about one.
struct HistoryStreaks {
    struct Run {
        var who: String
        var length: Int
        var first: Int
        var last: Int
        var isCurrent = false
        var place = 0
    }

    /// Per driver (or team): the race whose result is still being read (another car of theirs
    /// in the same race may count), and the run so far.
    private struct Progress {
        var race: Int
        var hit: Bool
        var run: Run?
    }

    /// One car's result: who by number, the race (`season * 100 + round`), and whether it counts.
    private struct Row {
        var who: Int32
        var race: Int32
        var hit: Bool
    }

    /// The rows' `who`, `race` (`season * 100 + round`) and `hit` (0 or 1), in any order; a run
    /// reaching `latest`, the last race the source holds, is still running.
    static func runs(_ db: Database, sql: String, arguments: StatementArguments, latest: Int) throws -> [Run] {
        var names: [String] = []
        var numbers: [String: Int32] = [:]
        var rows: [Row] = []
        let statement = try db.makeStatement(sql: sql)
        try statement.setArguments(arguments)
        let handle = statement.sqliteStatement
        while true {
            let code = sqlite3_step(handle)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW, let text = sqlite3_column_text(handle, 0) else {
                throw HistoryStoreError.damaged("race_results", why: String(cString: sqlite3_errmsg(db.sqliteConnection)))
            }
            let name = String(cString: text)
            let who: Int32
            if let known = numbers[name] {
                who = known
            } else {
                who = Int32(truncatingIfNeeded: names.count)
                numbers[name] = who
                names.append(name)
            }
            rows.append(Row(who: who, race: sqlite3_column_int(handle, 1), hit: sqlite3_column_int(handle, 2) != 0))
        }
        rows.sort { $0.race < $1.race }
        var progress = [Progress?](repeating: nil, count: names.count)
        var runs: [Run] = []
        for row in rows {
            let who = Int(row.who)
            let race = Int(row.race)
            guard var state = progress[who] else {
                progress[who] = Progress(race: race, hit: row.hit)
                continue
            }
            if state.race == race {
                state.hit = state.hit || row.hit
            } else {
                Self.settle(&state, who: names[who], into: &runs)
                state.race = race
                state.hit = row.hit
            }
            progress[who] = state
        }
        for (who, state) in progress.enumerated() {
            guard var state else { continue }
            Self.settle(&state, who: names[who], into: &runs)
            if var run = state.run {
                run.isCurrent = run.last == latest
                runs.append(run)
            }
        }
        return runs
    }

    /// Counts the race read into the run, or ends the run.
    private static func settle(_ state: inout Progress, who: String, into runs: inout [Run]) {
        if state.hit {
            if state.run == nil { state.run = Run(who: who, length: 0, first: state.race, last: state.race) }
            state.run?.length += 1
            state.run?.last = state.race
        } else if let run = state.run {
            runs.append(run)
            state.run = nil
        }
    }

    /// Longest first (then earliest, then by id, so that every run prints the same list), ties
    /// sharing a place, down to the `top`th place.
    static func ranked(_ runs: [Run], top: Int) -> [Run] {
        let sorted = runs.sorted {
            $0.length != $1.length ? $0.length > $1.length : $0.first != $1.first ? $0.first < $1.first : $0.who < $1.who
        }
        var ranked: [Run] = []
        for (offset, run) in sorted.enumerated() {
            var run = run
            run.place = ranked.last.map { $0.length == run.length ? $0.place : offset + 1 } ?? 1
            guard run.place <= top else { break }
            ranked.append(run)
        }
        return ranked
    }
}
