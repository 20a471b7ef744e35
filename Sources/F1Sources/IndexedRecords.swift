import F1History
import F1UseCases

/// The records from the index of the checkout's present state. The commands that ask for them
/// build the index first when there is none; anything else asking without one is told so.
struct IndexedRecords: RecordsFromAnIndex {
    let lookup: HistoryIndexLookup

    func index() throws -> HistoryIndex {
        guard let index = lookup.index() else { throw RecordsError.noIndex }
        return index
    }
}

/// Records answered by a history index, however it is found: each question is the index's own.
protocol RecordsFromAnIndex: HistoryRecordsRepository {
    func index() async throws -> HistoryIndex
}

extension RecordsFromAnIndex {
    func records(_ count: RecordCount, filter: RecordFilter, top: Int) async throws -> [RecordEntry] {
        try await index().records(count, filter: filter, top: top)
    }

    func streaks(_ kind: StreakKind, of subject: StreakSubject, top: Int) async throws -> [Streak] {
        try await index().streaks(kind, of: subject, top: top)
    }

    func ageRecords(_ kind: AgeRecordKind, youngest: Bool, top: Int) async throws -> [AgeRecord] {
        try await index().ageRecords(kind, youngest: youngest, top: top)
    }

    func gridWins(filter: RecordFilter, top: Int) async throws -> [GridWin] {
        try await index().gridWins(filter: filter, top: top)
    }
}
