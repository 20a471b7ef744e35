import F1UI
import F1UseCases

/// The season's reports (F1UI's `ReportScreens.seasonReports`), opened by their keys on the
/// Standings tab's stack for the season and the championship shown.
extension TrackerController {
    func openReport(key: Character) {
        guard let report = ReportScreens.seasonReports.first(where: { $0.shortcut == key }) else { return }
        let request = report.request(model.season, model.standings.kind)
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
        case let top? where HistoryQuestion.tour.contains(top):
            let tour = HistoryQuestion.tour
            replaceTop(with: tour[((tour.firstIndex(of: top) ?? 0) + 1) % tour.count])
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
        case .championship, .progression, .title, .rules, .champions, .records: true
        default: false
        }
    }
}
