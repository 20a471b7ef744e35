import F1UseCases

extension ReportRequest {
    /// What the report is, before its content says more: a face's title while it loads.
    public var title: String {
        switch self {
        case .overview: "The season at a glance"
        case .seasons: "Seasons"
        case .season(let year): "\(year) calendar"
        case .race(let season, let round): "\(season) \(round.phrase) race"
        case .weekend(let season, let round): "\(season) \(round.phrase) race weekend"
        case .next: "What is next"
        case .qualifying(let season, let round, let segment): "\(season) \(round.phrase) qualifying" + (segment.map { " (\($0.name))" } ?? "")
        case .sprintQualifying(let season, let round): "\(season) \(round.phrase) sprint qualifying"
        case .sprint(let season, let round): "\(season) \(round.phrase) sprint"
        case .grid(let season, let round): "\(season) \(round.phrase) starting grid"
        case .pitStops(let season, let round): "\(season) \(round.phrase) pit stops"
        case .standings(let kind, let season): "\(season) \(kind.possessive) standings"
        case .championship(let kind, let season, _, _): "\(season) \(kind.possessive) championship from results"
        case .progression(let kind, let season): "\(season) \(kind.possessive) championship, race by race"
        case .title(let season, _): "\(season) drivers' title"
        case .rules(let season?): "\(season) scoring rules"
        case .rules(nil): "Scoring rules"
        case .champions: "World champions"
        case .raceChart(let kind, let season, let round): "\(season) \(round.phrase) race: \(kind.rawValue)"
        case .driverSeason(let season, let driver): "\(season) season of \(driver.rawValue)"
        case .constructorSeason(let season, let constructor): "\(season) season of \(constructor.rawValue)"
        }
    }
}

extension StandingsScreen.Kind {
    /// "drivers'" or "constructors'".
    public var possessive: String { self == .drivers ? "drivers'" : "constructors'" }
    /// The other championship.
    public var other: StandingsScreen.Kind { self == .drivers ? .constructors : .drivers }
}

extension RoundSelector {
    /// "round 5", "next", "last".
    fileprivate var phrase: String {
        switch self {
        case .round(let number): "round \(number)"
        case .next: "next"
        case .last: "last"
        }
    }
}
