import F1Domain
import F1UseCases

extension ApiRepository: ReportSource {
    public var sourceID: String { "api" }
    public var raceRepository: any RaceRepository { self }
    public var standingsRepository: any StandingsRepository { self }
    public var weekendRepository: any WeekendRepository { self }
    public var historyRepository: any RaceHistoryRepository { self }
    public var clock: SourceClock { SourceClock(today: today, now: SourceClock.systemNow, moves: true) }
    public func rulebook() throws -> ScoringRulebook { try ScoringRulebook.builtIn() }
}
