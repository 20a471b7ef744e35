import F1Data
import F1Domain
import F1UseCases

extension F1dbRepository: ReportSource {
    public var sourceID: String { "f1db" }
    public var raceRepository: any RaceRepository { self }
    public var standingsRepository: any StandingsRepository { self }
    public var weekendRepository: any WeekendRepository { self }
    public var historyRepository: any RaceHistoryRepository { self }
    /// f1db has no lap times.
    public var weekendsHaveLapCharts: Bool { false }
    public var championsRepository: (any ChampionsRepository)? { self }
    public var scoringRepository: (any ScoringResultsRepository)? { self }
    public var clock: SourceClock { .system }
    public func rulebook() throws -> ScoringRulebook { try ScoringRulebook.builtIn() }
}
