import GRDB

/// Streaks from one ordered scan: SQLite reads each car's result in race order (the table's own
/// key order, so no sort), and the runs are counted here in one pass. Window functions over a
/// grouped table took SQLite about 60 ms for the whole history; this takes a few.
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

    /// The rows' `who`, `race` (`season * 100 + round`) and `hit` (0 or 1), in race order; a run
    /// reaching `latest`, the last race the source holds, is still running.
    static func runs(_ db: Database, sql: String, arguments: StatementArguments, latest: Int) throws -> [Run] {
        var progress: [String: Progress] = [:]
        var runs: [Run] = []
        let cursor = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try cursor.next() {
            let who: String = row[0]
            let race: Int = row[1]
            let hit: Bool = row[2]
            guard var state = progress[who] else {
                progress[who] = Progress(race: race, hit: hit)
                continue
            }
            if state.race == race {
                state.hit = state.hit || hit
            } else {
                Self.settle(&state, who: who, into: &runs)
                state.race = race
                state.hit = hit
            }
            progress[who] = state
        }
        for (who, var state) in progress {
            Self.settle(&state, who: who, into: &runs)
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

    /// Longest first (then earliest, then by id: the runs come from a dictionary, whose order
    /// differs from run to run), ties sharing a place, down to the `top`th place.
    static func ranked(_ runs: [Run], top: Int) -> [Run] {
        let sorted = runs.sorted {
            if $0.length != $1.length { return $0.length > $1.length }
            return $0.first != $1.first ? $0.first < $1.first : $0.who < $1.who
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
