import F1UI

/// The championship reports `f1report` prints, opened by key on the Standings tab's stack: the
/// championship computed from results with its what-if, the progression, the title maths, the
/// rules and every champion.
extension TrackerController {
    func openReport(_ report: TrackerReport) {
        let season = model.season
        let kind = model.standings.kind
        let route: F1UI.Route =
            switch report {
            case .championship: .championship(season: season, kind: kind, under: nil)
            case .progression: .progression(season: season, kind: kind)
            case .title: .title(season: season)
            case .rules: .rules(season: season)
            case .champions: .champions(under: nil)
            }
        model.router.select(.standings)
        // One report replaces another, so Esc goes back to the standings, not through every report seen.
        if let top = model.router.top, top.isChampionshipReport { model.router.pop() }
        model.router.push(route)
        perform { await $0.model.onAppear() }
    }

    /// The next era's rules for the what-if of the championship or the champions shown, then none.
    func cycleWhatIf() {
        guard let top = model.router.top else { return }
        let systems = model.whatIfSystems
        func next(after under: String?) -> String? {
            guard let under, let index = systems.firstIndex(of: under) else { return systems.first }
            return systems[safeIndex: index + 1]
        }
        switch top {
        case .championship(let season, let kind, let under): replaceTop(with: .championship(season: season, kind: kind, under: next(after: under)))
        case .champions(let under): replaceTop(with: .champions(under: next(after: under)))
        default: return
        }
    }

    /// The other championship (drivers' or constructors') of the report shown.
    func toggleReportKind() {
        switch model.router.top {
        case .championship(let season, let kind, let under)?: replaceTop(with: .championship(season: season, kind: kind.other, under: under))
        case .progression(let season, let kind)?: replaceTop(with: .progression(season: season, kind: kind.other))
        default: return
        }
    }

    private func replaceTop(with route: F1UI.Route) {
        model.router.pop()
        model.router.push(route)
        perform { await $0.model.onAppear() }
    }

    /// The document of a report opened by key.
    func reportDocument(_ opened: AppModel.Opened) -> ReportDocument? {
        switch opened {
        case .championship(let screen): screen.state.content.map(builder.championship)
        // Every round: the table layout drops the earliest rounds first where the width runs out.
        case .progression(let screen): screen.state.content.map(builder.progression)
        case .title(let screen): screen.state.content.map(builder.title)
        case .rules(let screen): screen.state.content.map(builder.rules)
        case .champions(let screen): screen.state.content.map { builder.champions($0.rows) }
        case .championsWhatIf(let screen): screen.state.content.map(builder.championsWhatIf)
        case .raceWeekend, .competitorSeason: nil
        }
    }

    /// What the report is while it loads, from its route.
    var reportTitle: String {
        switch model.router.top {
        case .championship(let season, let kind, _)?: "\(season) \(kind.possessive) championship from results"
        case .progression(let season, let kind)?: "\(season) \(kind.possessive) championship, race by race"
        case .title(let season)?: "\(season) drivers' title"
        case .rules(let season)?: "\(season) scoring rules"
        case .champions?: "World champions"
        default: "Report"
        }
    }
}

extension F1UI.Route {
    /// A report opened by key rather than from a row.
    var isChampionshipReport: Bool {
        switch self {
        case .championship, .progression, .title, .rules, .champions: true
        case .raceWeekend, .driverSeason, .constructorSeason: false
        }
    }
}

extension StandingsScreen.Kind {
    var other: StandingsScreen.Kind { self == .drivers ? .constructors : .drivers }
    var possessive: String { self == .drivers ? "drivers'" : "constructors'" }
}
