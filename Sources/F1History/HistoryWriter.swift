import F1Domain
import F1UseCases
import GRDB

/// Writes seasons into a new database file: the tables, every row in one transaction, then the
/// indexes. The caller renames the finished file into place (`HistoryStore`), so nothing here
/// needs a journal.
package struct HistoryWriter {
    let path: String

    package init(path: String) {
        self.path = path
    }

    package func write(_ seasons: [HistorySeason], sourceName: String, contentKey: String) throws {
        var configuration = Configuration()
        // The reference tables are written last, once every season has named its rows; the
        // keys are checked all at once before the file is kept (below).
        configuration.foreignKeysEnabled = false
        configuration.prepareDatabase { db in
            // A half-written file is never renamed into place, so durability comes from the
            // rename and one fsync, not from SQLite's journal.
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA page_size = 8192")
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.inDatabase { db in
            for statement in HistorySchema.tables { try db.execute(sql: statement) }
            try db.inTransaction {
                var rows = HistoryRows(db: db)
                try rows.info(HistorySchema.version, sourceName: sourceName, contentKey: contentKey)
                for season in seasons { try rows.insert(season) }
                try rows.flushReference()
                return .commit
            }
            if let broken = try Row.fetchOne(db, sql: "PRAGMA foreign_key_check") {
                throw HistoryStoreError.damaged(path, why: "a row of \(broken[0] as String? ?? "?") names a missing \(broken[2] as String? ?? "?")")
            }
            try db.inTransaction {
                try HistoryStreaks.store(db)
                for statement in HistoryRecordsSQL.careerSpans { try db.execute(sql: statement) }
                return .commit
            }
            for statement in HistorySchema.indexes { try db.execute(sql: statement) }
            try db.execute(sql: "ANALYZE")
        }
        try queue.close()
    }
}
