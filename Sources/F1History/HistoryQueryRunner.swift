import GRDBSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A user's SQL over the index, on a connection of its own opened read-only, behind an
/// authorizer that allows reading and nothing else (no write, ATTACH, DETACH, PRAGMA that
/// sets, transaction or load_extension), a progress handler that stops it at the time limit,
/// and SQLite's limits on expression depth, value length and memory.
package enum HistoryQueryRunner {
    package static func run(_ sql: String, on path: String, limits: HistoryQueryLimits) throws(HistoryQueryError) -> HistoryQueryAnswer {
        var connection: OpaquePointer?
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK, let db = connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(connection)
            throw .failed("the index \(path) could not be opened (\(message))")
        }
        defer { sqlite3_close(db) }
        let guardian = QueryGuard(deadline: ContinuousClock.now + limits.time)
        let context = Unmanaged.passUnretained(guardian).toOpaque()
        sqlite3_limit(db, SQLITE_LIMIT_EXPR_DEPTH, limits.expressionDepth)
        sqlite3_limit(db, SQLITE_LIMIT_LENGTH, limits.valueBytes)
        sqlite3_limit(db, SQLITE_LIMIT_SQL_LENGTH, 100_000)
        sqlite3_limit(db, SQLITE_LIMIT_COMPOUND_SELECT, 50)
        sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0)
        sqlite3_limit(db, SQLITE_LIMIT_TRIGGER_DEPTH, 1)
        // The heap limit is the process's: set for this query, then put back.
        let previousLimit = sqlite3_hard_heap_limit64(-1)
        sqlite3_hard_heap_limit64(limits.memoryBytes)
        defer { sqlite3_hard_heap_limit64(previousLimit) }
        sqlite3_set_authorizer(
            db,
            { context, action, first, second, _, _ in
                guard let context else { return SQLITE_DENY }
                return Unmanaged<QueryGuard>.fromOpaque(context).takeUnretainedValue().authorize(
                    action, first.map { String(cString: $0) }, second.map { String(cString: $0) })
            }, context)
        sqlite3_progress_handler(
            db, 1000,
            { context in
                guard let context else { return 1 }
                return Unmanaged<QueryGuard>.fromOpaque(context).takeUnretainedValue().progress()
            }, context)

        var statement: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let prepared = sql.withCString { text in
            let code = sqlite3_prepare_v2(db, text, -1, &statement, &tail)
            let rest = tail.map { String(cString: $0) } ?? ""
            return (code, rest)
        }
        defer { sqlite3_finalize(statement) }
        if let refusal = guardian.refusal { throw .refused(refusal) }
        guard prepared.0 == SQLITE_OK else { throw error(db, guardian: guardian, limits: limits) }
        guard let statement else { throw .refused("There is no statement to run: give one SELECT.") }
        guard QueryText.isBlank(prepared.1) else { throw .refused("Give one statement at a time: the text goes on after the first.") }
        guard sqlite3_stmt_readonly(statement) != 0 else { throw .refused(QueryGuard.writeRefusalText) }

        var answer = HistoryQueryAnswer(
            columns: (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }, rows: [], truncated: false)
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { break }
            guard code == SQLITE_ROW else { throw error(db, guardian: guardian, limits: limits) }
            guard answer.rows.count < limits.rows else {
                answer.truncated = true
                break
            }
            answer.rows.append((0..<sqlite3_column_count(statement)).map { value(statement, $0) })
        }
        withExtendedLifetime(guardian) {}
        return answer
    }

    private static func value(_ statement: OpaquePointer, _ column: Int32) -> HistoryValue {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT: .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "")
        case SQLITE_BLOB: .blob(bytes: Int(sqlite3_column_bytes(statement, column)))
        default: .null
        }
    }

    private static func error(_ db: OpaquePointer, guardian: QueryGuard, limits: HistoryQueryLimits) -> HistoryQueryError {
        if let refusal = guardian.refusal { return .refused(refusal) }
        let code = sqlite3_errcode(db)
        if code == SQLITE_INTERRUPT || guardian.timedOut { return .timedOut(limits.time) }
        if code == SQLITE_NOMEM { return .refused("The query was stopped: it needed more than \(limits.memoryBytes >> 20) MB of memory.") }
        return .failed(String(cString: sqlite3_errmsg(db)))
    }
}

/// Text left after a statement: only spaces, semicolons and comments may follow it.
enum QueryText {
    static func isBlank(_ text: String) -> Bool {
        var rest = Substring(text)
        while let first = rest.first {
            if first.isWhitespace || first == ";" {
                rest = rest.dropFirst()
            } else if rest.hasPrefix("--") {
                rest = rest.drop { $0 != "\n" }
            } else if rest.hasPrefix("/*") {
                guard let end = rest.range(of: "*/") else { return true }
                rest = rest[end.upperBound...]
            } else {
                return false
            }
        }
        return true
    }
}
