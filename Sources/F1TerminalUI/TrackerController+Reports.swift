import F1UI

/// The championship reports `f1report` prints, opened by key on the Standings tab's stack: the
/// championship computed from results with its what-if, the progression, the title maths, the
/// rules and every champion. Each key names its `ReportRequest` for the season and championship shown.
extension TrackerController {
    /// The report each key opens, for the season and the championship on screen.
    nonisolated static let reportKeys: [Character: @Sendable (_ season: Int, _ kind: StandingsScreen.Kind) -> ReportRequest] = [
        "c": { .championship($1, season: $0, round: nil, under: nil) },
        "p": { .progression($1, season: $0) },
        "t": { season, _ in .title(season: season, round: nil) },
        "u": { season, _ in .rules(season: season) },
        "a": { _, _ in .champions(under: nil) },
    ]

    func openReport(key: Character) {
        guard let request = Self.reportKeys[key]?(model.season, model.standings.kind) else { return }
        model.router.select(.standings)
        // One report replaces another, so Esc goes back to the standings, not through every report seen.
        if let top = model.router.top, top.isOpenedByKey { model.router.pop() }
        model.router.push(request)
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
        case .championship(let kind, let season, let round, let under):
            replaceTop(with: .championship(kind, season: season, round: round, under: next(after: under)))
        case .champions(let under): replaceTop(with: .champions(under: next(after: under)))
        default: return
        }
    }

    /// The other championship (drivers' or constructors') of the report shown.
    func toggleReportKind() {
        switch model.router.top {
        case .championship(let kind, let season, let round, let under)?:
            replaceTop(with: .championship(kind.other, season: season, round: round, under: under))
        case .progression(let kind, let season)?: replaceTop(with: .progression(kind.other, season: season))
        default: return
        }
    }

    private func replaceTop(with request: ReportRequest) {
        model.router.pop()
        model.router.push(request)
        perform { await $0.model.onAppear() }
    }
}

extension ReportRequest {
    /// A report opened by key rather than from a row.
    var isOpenedByKey: Bool {
        switch self {
        case .championship, .progression, .title, .rules, .champions: true
        default: false
        }
    }
}
