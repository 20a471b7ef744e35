import F1Domain
import F1HTML
import F1ReportCatalog
import F1UI
import F1UseCases

/// What an address asks for: the reports a page shows (the first is the page's own; the others
/// are sections of it, shown when they load) and where it sits in the site. The JSON API answers
/// the first report only, which is what `f1report --format json` prints for the same request.
package struct WebPage: Hashable, Sendable {
    package var requests: [ReportRequest]
    package var navigation: HTMLPage.NavItem?
    /// The season the page shows, when it shows one: a past season never changes.
    package var season: Int?
    /// The same page for the other championship, when it has one.
    package var switcher: HTMLPage.Switcher?

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

    /// Why an address names no page, in one sentence for the 404 or 400 page.
    package enum Refusal: Error, Hashable, Sendable {
        /// No page lives at the address.
        case unknownAddress
        /// The address is a page, but a query value is not one it takes.
        case badQuery(String)
    }

    /// The page at `segments` (the path's decoded segments, no empty ones) with `query` (decoded
    /// names and values). Every number is checked here, so a report never sees a year of 10 digits.
    package static func resolve(_ segments: [String], query: [String: String]) throws(Refusal) -> WebPage {
        switch segments.count {
        case 0: return WebPage([.overview], navigation: .races)
        case 1: return try single(segments[0], query: query)
        default: break
        }
        let season = try year(segments[0])
        let rest = Array(segments.dropFirst())
        switch (rest.count, rest[0]) {
        case (1, "title"): return WebPage([.title(season: season, round: try round(query))], navigation: .standings, season: season)
        case (1, "rules"): return WebPage([.rules(season: season)], navigation: .standings, season: season)
        case (1, "progression"):
            let kind = try kind(query)
            let switcher = HTMLPage.Switcher.kinds("Progression", current: kind) { WebPath(.progression(season: season, kind: $0)) }
            return WebPage([.progression(kind, season: season)], navigation: .standings, season: season, switcher: switcher)
        case (1, "championship"):
            let (kind, round, under) = (try kind(query), try round(query), try under(query))
            // The round is the query's alone: the app's route has none, so the other championship keeps it here.
            let switcher = HTMLPage.Switcher.kinds("Championship", current: kind) { other in
                var path = WebPath(.championship(season: season, kind: other, under: under))
                if let round { path.query.insert(.init("round", String(round)), at: 0) }
                return path
            }
            return WebPage(
                [.championship(kind, season: season, round: round, under: under)], navigation: .standings, season: season, switcher: switcher)
        case (1, _): return weekend(season: season, round: try roundNumber(rest[0]))
        case (2, "standings"):
            guard let kind = StandingsScreen.Kind(rawValue: rest[1]) else { throw .unknownAddress }
            let switcher = HTMLPage.Switcher.kinds("Standings", current: kind) { .standings($0, season: season) }
            return WebPage([.standings(kind, season: season)], navigation: .standings, season: season, switcher: switcher)
        case (2, "drivers"): return WebPage([.driverSeason(season: season, driver: Driver.ID(rest[1]))], navigation: .standings, season: season)
        case (2, "constructors"):
            return WebPage([.constructorSeason(season: season, constructor: Constructor.ID(rest[1]))], navigation: .standings, season: season)
        default: throw .unknownAddress
        }
    }

    private static func single(_ segment: String, query: [String: String]) throws(Refusal) -> WebPage {
        switch segment {
        case "seasons": return WebPage([.seasons], navigation: .seasons)
        case "champions": return WebPage([.champions(under: try under(query))], navigation: .champions)
        case "rules": return WebPage([.rules(season: nil)], navigation: .standings)
        case "next": return WebPage([.next], navigation: .races)
        default:
            let season = try year(segment)
            return WebPage([.season(season)], navigation: .races, season: season)
        }
    }

    /// A race weekend: its timetable, then each session's report the weekend has.
    private static func weekend(season: Int, round: Int) -> WebPage {
        let selector = RoundSelector.round(round)
        return WebPage(
            [
                .race(season: season, round: selector), .weekend(season: season, round: selector),
                .qualifying(season: season, round: selector, segment: nil), .sprintQualifying(season: season, round: selector),
                .sprint(season: season, round: selector), .grid(season: season, round: selector), .pitStops(season: season, round: selector),
                .raceChart(.positions, season: season, round: selector),
            ], navigation: .races, season: season)
    }

    /// A year of four digits: F1 began in 1950, and nothing after 2999 is asked in earnest.
    private static func year(_ text: String) throws(Refusal) -> Int {
        guard text.utf8.count == 4, text.utf8.allSatisfy({ (48...57).contains($0) }), let year = Int(text), (1000...2999).contains(year) else {
            throw .unknownAddress
        }
        return year
    }

    /// A round in the path: 1 to 99.
    private static func roundNumber(_ text: String) throws(Refusal) -> Int {
        guard (1...2).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }), let round = Int(text), round >= 1 else {
            throw .unknownAddress
        }
        return round
    }

    private static func round(_ query: [String: String]) throws(Refusal) -> Int? {
        guard let text = query["round"] else { return nil }
        guard let round = try? roundNumber(text) else { throw .badQuery("round must be a number from 1 to 99.") }
        return round
    }

    private static func kind(_ query: [String: String]) throws(Refusal) -> StandingsScreen.Kind {
        guard let text = query["kind"] else { return .drivers }
        guard let kind = StandingsScreen.Kind(rawValue: text) else { throw .badQuery("kind must be drivers or constructors.") }
        return kind
    }

    /// Other rules: a season that used them (1991) or a system's id; the rulebook says which exist.
    private static func under(_ query: [String: String]) throws(Refusal) -> String? {
        guard let text = query["under"], !text.isEmpty else { return nil }
        guard text.count <= 40, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }) else {
            throw .badQuery("under must name a season (1991) or a scoring system's id.")
        }
        return text
    }
}

extension ReportRequest {
    fileprivate var isChart: Bool {
        if case .raceChart = self { return true }
        return false
    }
}
