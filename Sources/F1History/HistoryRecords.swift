import F1Domain
import F1UseCases
import GRDB

/// The records answered in SQL over the index, one query each: the counts are grouped and ranked
/// by SQLite (`rank()` gives ties one place), and only the rows shown become domain values.
extension HistoryIndex: HistoryRecordsRepository {
    package func records(_ count: RecordCount, filter: RecordFilter, top: Int) async throws -> [RecordEntry] {
        let query = try HistoryRecordsSQL.count(count, filter: filter)
        let sql = HistoryRecordsSQL.ranked(query.sql)
        let arguments = query.arguments(top: top)
        return try await queue.read { db in
            let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
            let drivers = try HistoryRecordsSQL.drivers(db, ids: Set(rows.map { $0["who"] as String }))
            return rows.compactMap { row in
                guard let driver = drivers[row["who"]] else { return nil }
                return RecordEntry(place: row["place"], driver: driver, value: row["value"])
            }
        }
    }

    package func streaks(_ kind: StreakKind, of subject: StreakSubject, top: Int) async throws -> [Streak] {
        try await queue.read { db in
            if case .driver(let id) = subject, try HistoryRecordsSQL.drivers(db, ids: [id.rawValue]).isEmpty {
                throw RecordsError.unknownDriver(id.rawValue)
            }
            var teams: [String: String] = [:]
            if case .team(let id) = subject {
                teams = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, name FROM constructors").map { ($0[0], $0[1]) })
                guard teams[id.rawValue] != nil else { throw RecordsError.unknownTeam(id.rawValue) }
            }
            let ranked = HistoryStreaks.ranked(try HistoryStreaks.stored(db, kind, of: subject, top: top), top: top)
            let races = try HistoryRecordsSQL.races(db, keys: Set(ranked.flatMap { [$0.first, $0.last] }))
            let drivers = try HistoryRecordsSQL.drivers(db, ids: Set(ranked.map(\.who)))
            return ranked.compactMap { run in
                guard let first = races[run.first], let last = races[run.last] else { return nil }
                let name = teams[run.who] ?? drivers[run.who].map { "\($0.givenName) \($0.familyName)" } ?? run.who
                return Streak(place: run.place, name: name, id: run.who, length: run.length, first: first, last: last, isCurrent: run.isCurrent)
            }
        }
    }

    package func ageRecords(_ kind: AgeRecordKind, youngest: Bool, top: Int) async throws -> [AgeRecord] {
        try await queue.read { db in
            let rows = try Row.fetchAll(db, sql: HistoryRecordsSQL.ages(kind, youngest: youngest), arguments: ["top": top])
            let drivers = try HistoryRecordsSQL.drivers(db, ids: Set(rows.map { $0["who"] as String }))
            let races = try HistoryRecordsSQL.races(db, keys: Set(rows.map { $0["race"] as Int }))
            return rows.compactMap { row in
                guard let driver = drivers[row["who"]], let born = driver.dateOfBirth, let race = races[row["race"]] else { return nil }
                return AgeRecord(place: row["place"], driver: driver, race: race, age: AgeOnRaceDay(born: born, on: race.date))
            }
        }
    }

    package func gridWins(filter: RecordFilter, top: Int) async throws -> [GridWin] {
        let query = HistoryRecordsSQL.gridWins(filter: filter)
        return try await queue.read { db in
            let rows = try Row.fetchAll(db, sql: query.sql, arguments: query.arguments(top: top))
            let drivers = try HistoryRecordsSQL.drivers(db, ids: Set(rows.map { $0["who"] as String }))
            let races = try HistoryRecordsSQL.races(db, keys: Set(rows.map { $0["race"] as Int }))
            return rows.compactMap { row in
                guard let driver = drivers[row["who"]], let race = races[row["race"]] else { return nil }
                let grid: Int = row["grid"]
                return GridWin(place: row["place"], driver: driver, race: race, grid: grid == 0 ? nil : grid)
            }
        }
    }
}
