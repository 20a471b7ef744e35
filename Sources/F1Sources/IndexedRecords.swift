import F1History
import F1UseCases

/// The records from the index of the data's present state (an f1db checkout, the API's cache),
/// built from `feed` the first time a record is asked for when there is none. f1report builds it
/// first, with its progress line; f1web and f1tracker build it here.
struct IndexedRecords: RecordsFromAnIndex {
    let lookup: HistoryIndexLookup
    let feed: any HistoryFeed

    func index() async throws -> HistoryIndex {
        try await lookup.index(buildingFrom: feed)
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
