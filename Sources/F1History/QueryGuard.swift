import GRDBSQLite

/// What the authorizer and the progress handler of one query share: the deadline, and the
/// first refusal or the time-out, said afterwards in one sentence. Used on the query's thread only.
package final class QueryGuard {
    let deadline: ContinuousClock.Instant
    private(set) var refusal: String?
    private(set) var timedOut = false

    init(deadline: ContinuousClock.Instant) {
        self.deadline = deadline
    }

    package static let writeRefusalText =
        "The history index is read-only: query runs statements that read (SELECT, or WITH ... SELECT), and this one would change it."

    /// The pragmas that only describe the tables.
    static let describingPragmas: Set<String> = [
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo", "foreign_key_list", "collation_list",
        "function_list",
    ]

    func authorize(_ action: Int32, _ first: String?, _ second: String?) -> Int32 {
        switch action {
        case SQLITE_SELECT, SQLITE_READ, SQLITE_RECURSIVE:
            return SQLITE_OK
        case SQLITE_FUNCTION:
            guard second?.lowercased() == "load_extension" else { return SQLITE_OK }
            return refuse("load_extension is refused: query cannot load code into the reader of the history index.")
        case SQLITE_PRAGMA:
            // A describing pragma's argument names a table (`table_info(races)`); any other
            // pragma, read or set, is refused: some of them change the connection or the file.
            let name = (first ?? "").lowercased()
            if Self.describingPragmas.contains(name) { return SQLITE_OK }
            if second != nil { return refuse("PRAGMA \(name) with a value is refused: query only reads the history index.") }
            return refuse("PRAGMA \(name) is refused: query allows only the pragmas that describe tables (table_info, index_list and the like).")
        case SQLITE_ATTACH, SQLITE_DETACH:
            return refuse("ATTACH and DETACH are refused: query reads the history index and no other database.")
        case SQLITE_TRANSACTION, SQLITE_SAVEPOINT:
            return refuse("Transactions are refused: query runs one statement that reads.")
        default:
            return refuse(Self.writeRefusalText)
        }
    }

    private func refuse(_ sentence: String) -> Int32 {
        if refusal == nil { refusal = sentence }
        return SQLITE_DENY
    }

    /// Non-zero interrupts the statement.
    func progress() -> Int32 {
        guard ContinuousClock.now >= deadline else { return 0 }
        timedOut = true
        return 1
    }
}
