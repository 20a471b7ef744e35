// Each report screen's document, for the screens whose builder lives in ReportBuilder's files.
// A new report declares its conformance beside its screen instead.

extension OverviewScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.overview) }
}

extension SeasonsScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map { builder.seasons($0.rows) } }
}

extension RacesScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.season) }
}

extension RaceResultsScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.race) }
}

extension RaceWeekendScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.weekend) }
}

extension NextSessionScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.next) }
}

extension QualifyingScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.qualifying) }
}

extension SprintScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.sprint) }
}

extension StartingGridScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.grid) }
}

extension PitStopsScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.pitStops) }
}

extension StandingsScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.standings) }
}

extension ChampionshipScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.championship) }
}

extension ProgressionScreen: ReportScreen {
    /// Every round: the table layout drops the earliest rounds first where the width runs out.
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.progression) }
}

extension TitleScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.title) }
}

extension RulesScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.rules) }
}

extension ChampionsScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map { builder.champions($0.rows) } }
}

extension ChampionsWhatIfScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.championsWhatIf) }
}

extension RaceChartScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map { builder.raceChart(kind, history: $0) } }
}

extension CompetitorSeasonScreen: ReportScreen {
    public func document(_ builder: ReportBuilder) -> ReportDocument? { state.content.map(builder.competitorSeason) }
}
