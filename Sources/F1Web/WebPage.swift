import F1HTML
import F1UI
import F1UseCases

/// What a page shows: the reports (the first is the page's own, the address's request; the others
/// are sections of it, shown when they load) and where it sits in the site. The JSON API answers
/// the first report only, which is what `f1report --format json` prints for the same request.
package struct WebPage: Hashable, Sendable {
    package typealias Refusal = WebAddress.Refusal

    package var requests: [ReportRequest]
    package var navigation: HTMLPage.NavItem?
    /// The season the page shows, when it shows one: a past season never changes.
    package var season: Int?
    /// The same page for the other championship, when it has one.
    package var switcher: HTMLPage.Switcher?
    /// The season whose calendar file the page links to: a season's calendar page.
    package var calendar: Int? {
        guard case .season(let season)? = requests.first else { return nil }
        return season
    }

    package init(_ requests: [ReportRequest], navigation: HTMLPage.NavItem?, season: Int? = nil, switcher: HTMLPage.Switcher? = nil) {
        self.requests = requests
        self.navigation = navigation
        self.season = season
        self.switcher = switcher
    }

    /// The order the reports load in: the page's own first (its failure is the page's), then the
    /// charts, whose drawing takes longest and so is done while the others load, then the rest.
    package var loadingOrder: [Int] {
        guard !requests.isEmpty else { return [] }
        let rest = requests.indices.dropFirst()
        let charts = rest.filter { requests[$0].isChart }  // trap-ok: indices of requests.
        return [0] + charts + rest.filter { !charts.contains($0) }
    }

    /// The page of `request`: a race's is its whole weekend; the championships switch between
    /// drivers and constructors, each the same page of the other kind; any other report of a
    /// season is under Standings.
    package init(showing request: ReportRequest) {
        switch request {
        case .overview, .next: self.init([request], navigation: .races)
        case .seasons: self.init([request], navigation: .seasons)
        case .season(let season): self.init([request], navigation: .races, season: season)
        case .race(let season, let round): self = Self.weekend(season: season, round: round)
        case .weekend(let season, _), .qualifying(let season, _, _), .sprintQualifying(let season, _), .sprint(let season, _),
            .grid(let season, _), .pitStops(let season, _), .raceChart(_, let season, _):
            self.init([request], navigation: .races, season: season)
        case .standings(let kind, let season):
            let switcher = HTMLPage.Switcher.kinds("Standings", current: kind) { WebPath(.standings($0, season: season)) }
            self.init([request], navigation: .standings, season: season, switcher: switcher)
        case .championship(let kind, let season, let round, let under):
            let switcher = HTMLPage.Switcher.kinds("Championship", current: kind) {
                WebPath(.championship($0, season: season, round: round, under: under))
            }
            self.init([request], navigation: .standings, season: season, switcher: switcher)
        case .progression(let kind, let season):
            let switcher = HTMLPage.Switcher.kinds("Progression", current: kind) { WebPath(.progression($0, season: season)) }
            self.init([request], navigation: .standings, season: season, switcher: switcher)
        case .champions, .records: self.init([request], navigation: .champions)
        default: self.init([request], navigation: .standings, season: request.season)
        }
    }

    /// A race weekend: the race, its timetable, then each session's report the weekend has.
    private static func weekend(season: Int, round: RoundSelector) -> WebPage {
        WebPage(
            [
                .race(season: season, round: round), .weekend(season: season, round: round),
                .qualifying(season: season, round: round, segment: nil), .sprintQualifying(season: season, round: round),
                .sprint(season: season, round: round), .grid(season: season, round: round), .pitStops(season: season, round: round),
                .raceChart(.positions, season: season, round: round),
            ], navigation: .races, season: season)
    }
}

extension ReportRequest {
    fileprivate var isChart: Bool {
        if case .raceChart = self { return true }
        return false
    }
}
