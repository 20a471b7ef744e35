import F1Domain
import F1UseCases

extension DemoRepository: ReportSource {
    public var sourceID: String { "demo" }
    public var raceRepository: any RaceRepository { self }
    public var standingsRepository: any StandingsRepository { self }
    public var weekendRepository: any WeekendRepository { self }
    public var historyRepository: any RaceHistoryRepository { self }
    /// The demo's as-of moment, the same on every machine.
    public var clock: SourceClock { .fixed(today: today, now: now) }
    public func rulebook() throws -> ScoringRulebook { try ScoringRulebook.builtIn() }
}
