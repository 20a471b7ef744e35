import F1Domain
import F1UseCases

/// A report's screen: what a `ReportRequest` opens, in every face. `ReportScreens` makes one
/// from a request; `document(_:)` is the one place a screen's content becomes the document every
/// drawn face renders (the catalogue adds only the typed export).
@MainActor
public enum ReportScreen {
    case overview(OverviewScreen)
    case seasons(SeasonsScreen)
    case season(RacesScreen)
    case race(RaceResultsScreen)
    case weekend(RaceWeekendScreen)
    case next(NextSessionScreen)
    /// Qualifying or sprint qualifying.
    case qualifying(QualifyingScreen)
    case sprint(SprintScreen)
    case grid(StartingGridScreen)
    case pitStops(PitStopsScreen)
    case standings(StandingsScreen)
    case championship(ChampionshipScreen)
    case progression(ProgressionScreen)
    case title(TitleScreen)
    case rules(RulesScreen)
    case champions(ChampionsScreen)
    case championsWhatIf(ChampionsWhatIfScreen)
    case raceChart(RaceChartScreen)
    case competitorSeason(CompetitorSeasonScreen)

    /// The screen as something that loads one content.
    public var loading: any LoadingScreen {
        switch self {
        case .overview(let screen): screen
        case .seasons(let screen): screen
        case .season(let screen): screen
        case .race(let screen): screen
        case .weekend(let screen): screen
        case .next(let screen): screen
        case .qualifying(let screen): screen
        case .sprint(let screen): screen
        case .grid(let screen): screen
        case .pitStops(let screen): screen
        case .standings(let screen): screen
        case .championship(let screen): screen
        case .progression(let screen): screen
        case .title(let screen): screen
        case .rules(let screen): screen
        case .champions(let screen): screen
        case .championsWhatIf(let screen): screen
        case .raceChart(let screen): screen
        case .competitorSeason(let screen): screen
        }
    }

    /// The screen's content as the document every drawn face renders; nil until it has content.
    public func document(_ builder: ReportBuilder) -> ReportDocument? {
        switch self {
        case .overview(let screen): screen.state.content.map(builder.overview)
        case .seasons(let screen): screen.state.content.map { builder.seasons($0.rows) }
        case .season(let screen): screen.state.content.map(builder.season)
        case .race(let screen): screen.state.content.map(builder.race)
        case .weekend(let screen): screen.state.content.map(builder.weekend)
        case .next(let screen): screen.state.content.map(builder.next)
        case .qualifying(let screen): screen.state.content.map(builder.qualifying)
        case .sprint(let screen): screen.state.content.map(builder.sprint)
        case .grid(let screen): screen.state.content.map(builder.grid)
        case .pitStops(let screen): screen.state.content.map(builder.pitStops)
        case .standings(let screen): screen.state.content.map(builder.standings)
        case .championship(let screen): screen.state.content.map(builder.championship)
        // Every round: the table layout drops the earliest rounds first where the width runs out.
        case .progression(let screen): screen.state.content.map(builder.progression)
        case .title(let screen): screen.state.content.map(builder.title)
        case .rules(let screen): screen.state.content.map(builder.rules)
        case .champions(let screen): screen.state.content.map { builder.champions($0.rows) }
        case .championsWhatIf(let screen): screen.state.content.map(builder.championsWhatIf)
        case .raceChart(let screen): screen.state.content.map { builder.raceChart(screen.kind, history: $0) }
        case .competitorSeason(let screen): screen.state.content.map(builder.competitorSeason)
        }
    }
}

extension LoadingScreen {
    /// Whether the screen is waiting for data (an existential's view of `state`).
    public var isLoading: Bool { state.isLoading }
    /// Why the screen has nothing to show, when it says so.
    public var emptySentence: String? {
        if case .empty(let sentence) = state { return sentence }
        return nil
    }
    public var failure: F1UI.Failure? { state.failure }
}
