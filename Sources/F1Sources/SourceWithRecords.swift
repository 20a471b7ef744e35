import F1Domain
import F1History
import F1UseCases
import Synchronization

/// A source without a checkout of its own with the records answered all the same. The demo's
/// first record asked for fills a temporary index from its own seasons (`HistorySourceFeed`),
/// which every later one reads; the API's come from the index of the seasons its cache holds.
/// Every other repository is the base's.
package struct SourceWithRecords: ReportSource {
    package let base: any ReportSource
    private let records: any HistoryRecordsRepository

    package init(base: any ReportSource) {
        self.init(base: base, records: TemporaryHistoryRecords(source: base))
    }

    init(base: any ReportSource, records: any HistoryRecordsRepository) {
        self.base = base
        self.records = records
    }

    package var sourceID: String { base.sourceID }
    package var info: DataSourceInfo { base.info }
    package var raceRepository: any RaceRepository { base.raceRepository }
    package var standingsRepository: any StandingsRepository { base.standingsRepository }
    package var weekendRepository: any WeekendRepository { base.weekendRepository }
    package var historyRepository: any RaceHistoryRepository { base.historyRepository }
    package var weekendsHaveLapCharts: Bool { base.weekendsHaveLapCharts }
    package var championsRepository: (any ChampionsRepository)? { base.championsRepository }
    package var scoringRepository: (any ScoringResultsRepository)? { base.scoringRepository }
    package var recordsRepository: (any HistoryRecordsRepository)? { records }
    package var telemetryRepository: any TelemetryRepository { base.telemetryRepository }
    package var clock: SourceClock { base.clock }
    package func rulebook() throws -> ScoringRulebook { try base.rulebook() }
}

/// The index of a source's seasons, built once, the first time a record is asked for.
final class TemporaryHistoryRecords: RecordsFromAnIndex {
    private let source: any ReportSource
    private let building = Mutex<Task<HistoryIndex, any Error>?>(nil)

    init(source: any ReportSource) {
        self.source = source
    }

    func index() async throws -> HistoryIndex {
        let source = source
        let task = building.withLock { task in
            if let task { return task }
            let started = Task { try await HistoryIndex.temporary(from: HistorySourceFeed(source)) }
            task = started
            return started
        }
        return try await task.value
    }
}
