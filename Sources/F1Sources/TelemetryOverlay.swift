import F1Data
import F1Domain
import F1UseCases

/// A source whose telemetry comes from elsewhere: a TracingInsights checkout (`--telemetry DIR`)
/// or a recorded session (`--replay DIR`) beside the results of the demo, f1db or the API. Every
/// other repository is the base source's, so the reports of results are unchanged.
package struct TelemetryOverlay: ReportSource {
    package let base: any ReportSource
    package let telemetryRepository: any TelemetryRepository

    package init(base: any ReportSource, telemetry: any TelemetryRepository) {
        self.base = base
        telemetryRepository = telemetry
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
    package var recordsRepository: (any HistoryRecordsRepository)? { base.recordsRepository }
    package var clock: SourceClock { base.clock }
    package func rulebook() throws -> ScoringRulebook { try base.rulebook() }
}
