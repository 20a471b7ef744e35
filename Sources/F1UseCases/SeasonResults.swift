import F1Domain

/// One season's classifications: every race run and every sprint run, each in round order.
public struct SeasonResults: Hashable, Sendable {
    public var season: Int
    /// As `RaceRepository.results(season:)` gives them: the races that have results.
    public var races: [RaceResults]
    /// As `WeekendRepository.sprint(season:round:)` gives them, for every sprint that has results.
    public var sprints: [SprintResults]

    public init(season: Int, races: [RaceResults], sprints: [SprintResults]) {
        self.season = season
        self.races = races
        self.sprints = sprints
    }
}

/// A source that can read a season's results for the championships for less than its full
/// classifications (f1db, which keeps times, gaps and fastest laps in text that costs more to
/// read than to score); `LoadHistoryChampions` prefers it when given one.
public protocol ScoringResultsRepository: Sendable {
    /// The season's races and sprints that have results, as `RaceRepository.results(season:)`
    /// and `WeekendRepository.sprint(season:round:)` give them, but without times and grid
    /// slots, with fastest laps when `fastestLaps` (a system with a fastest-lap point; a source
    /// that holds them at no cost, the history index, may give them always, since only such a
    /// system reads them), and then only the laps ranked first, which are all a point can go to,
    /// and with sprints only when `sprints` (a system with sprint points; otherwise `sprints` is
    /// empty).
    /// Damage in what is read throws as those calls would throw it.
    func scoringResults(season: Int, fastestLaps: Bool, sprints: Bool) async throws -> SeasonResults

    /// The same results as the championship engine reads them, perhaps compact (the history
    /// index): by default `scoringResults`' (ScoringSeason.swift).
    func scoringSeason(season: Int, fastestLaps: Bool, sprints: Bool) async throws -> ScoringSeason
}
