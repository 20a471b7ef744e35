import F1Data
import F1Domain
import F1HTML
import F1UI
import F1UseCases
import Testing

/// Real documents, from the demo data as f1web will show them: the page is well formed and
/// clean for a strict Content-Security-Policy.
@Suite struct DemoPageTests {
    /// The demo's drivers' and constructors' standings, its last race and its progression chart.
    static func demoDocuments() async throws -> [ReportDocument] {
        let demo = try DemoRepository()
        let builder = ReportBuilder(source: demo.info.name, timeZoneName: "UTC")
        let season = demo.dataset.season
        let format = F1UI.Format()
        let report = try await LoadChampionship(races: demo, weekends: demo, rulebook: try ScoringRulebook.builtIn()).report(season: season)
        return [
            builder.standings(StandingsScreen.makeContent(from: try await demo.driverStandings(season: season), format: format)),
            builder.standings(StandingsScreen.makeContent(from: try await demo.constructorStandings(season: season), format: format)),
            builder.race(RaceResultsScreen.makeContent(from: try await demo.lastResults(season: season), format: format)),
            try builder.progression(ProgressionScreen.makeContent(from: report, kind: .drivers, format: format), showing: nil),
        ]
    }

    static func demoPage() async throws -> String {
        let documents = try await demoDocuments()
        let fragments = documents.enumerated().map { HTMLDocumentRenderer(idPrefix: "doc\($0.offset)-").render($0.element) }
        return HTMLPage(title: "Demo", latestSeason: 2025, current: .standings, source: "Demo data").render(fragments)
    }

    @Test func everyElementOpenedIsClosedInTurn() async throws {
        let page = try await Self.demoPage()
        #expect(Markup.firstUnbalancedTag(in: page) == nil)
        for element in ["table", "section", "tr", "td", "th", "article", "figure", "svg", "a", "ul", "li", "dl", "div"] {
            let opened = Markup.count(element, in: page)
            let closed = Markup.occurrences(of: "</\(element)>", in: page)
            #expect(opened == closed, "<\(element)> opened \(opened) times, closed \(closed)")
        }
        #expect(Markup.count("table", in: page) == 4)
        #expect(Markup.count("figure", in: page) == 1)
    }

    @Test func thePageIsOneDocumentInEnglishWithOneMain() async throws {
        let page = try await Self.demoPage()
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.contains("<html lang=\"en\">"))
        #expect(Markup.occurrences(of: "<main", in: page) == 1)
        let ids = page.ranges(of: " id=\"").map { range in String(page[range.upperBound...].prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count, "an id is used twice")
    }

    /// `default-src 'self'` refuses inline script, inline style and style attributes.
    @Test func thePageIsCleanForAStrictContentSecurityPolicy() async throws {
        let page = try await Self.demoPage()
        #expect(!page.contains("style="))
        #expect(!page.contains("<style"))
        #expect(page.firstMatch(of: /<[^>]*\son[a-z]+=/) == nil, "an event handler attribute")
        #expect(!page.contains("javascript:"))
        // One script element, empty, loaded from the site.
        #expect(Markup.occurrences(of: "<script", in: page) == 1)
        #expect(page.contains("<script src=\"/assets/f1web.js?v=\(WebAssets.version)\" defer></script>"))
    }

    /// Every row with a route links to that route's path, and the links read back as the routes.
    @Test func eachRoutedRowLinksToItsRoutesPath() async throws {
        for document in try await Self.demoDocuments() {
            let html = HTMLDocumentRenderer().render(document).html
            let routes = document.sections.flatMap(\.rows).compactMap(\.route)
            for route in routes {
                #expect(html.contains("<a href=\"\(HTMLText.escaped(WebPath(route).description))\">"), "\(route)")
            }
            #expect(Markup.count("a", in: html) == routes.count, "\(document.title)")
        }
    }
}
