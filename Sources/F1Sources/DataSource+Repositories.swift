import F1Data
import F1Domain
import F1UseCases

extension DataSource: ReportSource {
    package var info: DataSourceInfo { reports.info }
    package var raceRepository: any RaceRepository { reports.raceRepository }
    package var standingsRepository: any StandingsRepository { reports.standingsRepository }
    package var weekendRepository: any WeekendRepository { reports.weekendRepository }
    package var historyRepository: any RaceHistoryRepository { reports.historyRepository }
    package var weekendsHaveLapCharts: Bool { reports.weekendsHaveLapCharts }
    package var championsRepository: (any ChampionsRepository)? { reports.championsRepository }
    package var scoringRepository: (any ScoringResultsRepository)? { reports.scoringRepository }
    package var recordsRepository: (any HistoryRecordsRepository)? { reports.recordsRepository }
    package var telemetryRepository: any TelemetryRepository { reports.telemetryRepository }
    /// OpenF1's timing runs on the machine's clock; the demo standing behind its reports keeps its own.
    package var clock: SourceClock {
        if case .openF1 = self { return .system }
        return reports.clock
    }
    package func rulebook() throws -> ScoringRulebook { try reports.rulebook() }
}

extension DataSource {
    // The names the programs have always read the source by.
    package var races: any RaceRepository { raceRepository }
    package var standings: any StandingsRepository { standingsRepository }
    package var weekend: any WeekendRepository { weekendRepository }
    package var raceHistory: any RaceHistoryRepository { historyRepository }
    package var champions: (any ChampionsRepository)? { championsRepository }
    package var scoring: (any ScoringResultsRepository)? { scoringRepository }
    package var today: @Sendable () -> CalendarDate { clock.today }
    package var now: @Sendable () -> Moment { clock.now }
    package var clockMoves: Bool { clock.moves }

    /// The demo's race in progress; no other source has one running (see `liveReplay`).
    package var live: any LiveRaceRepository {
        guard case .demo(let demo) = self else { return NoLiveRace() }
        return demo.liveRace
    }

    /// The request counts of the sources that send requests, for --verbose.
    package var requestCounts: ErgastClient.Counts? {
        switch self {
        case .api(let api, _): api.client.counts
        case .openF1(let openF1, _): openF1.client.requestCounts
        case .demo, .f1db: nil
        }
    }
}
