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
