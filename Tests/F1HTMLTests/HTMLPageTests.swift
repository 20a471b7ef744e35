import F1HTML
import Testing

/// The page around the fragments: head, skip link, navigation, main, footer, the live hooks.
@Suite struct HTMLPageTests {
    let page = HTMLPage(title: "2025 season", latestSeason: 2025, current: .standings, source: "Demo data")
        .render([HTMLFragment(markup: "<article>one</article>"), HTMLFragment(markup: "<article>two</article>")])

    @Test func theHeadSaysCharsetViewportSchemesTitleAndAssets() {
        #expect(page.hasPrefix("<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(page.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
        #expect(page.contains("<title>2025 season · F1Kit</title>"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"/assets/f1web.css?v=\(WebAssets.version)\">"))
        #expect(page.contains("<script src=\"/assets/f1web.js?v=\(WebAssets.version)\" defer></script>"))
        #expect(!page.contains("http-equiv"))
        #expect(Markup.firstUnbalancedTag(in: page) == nil)
    }

    @Test func theNavigationMarksTheCurrentSectionOnly() {
        #expect(page.contains("<a class=\"skip-link\" href=\"#content\">Skip to content</a>"))
        #expect(page.contains("<nav aria-label=\"Main\"><ul>"))
        for (title, path) in [("Races", "/2025"), ("Seasons", "/seasons"), ("Champions", "/champions"), ("Live", "/live")] {
            #expect(page.contains("<li><a href=\"\(path)\">\(title)</a></li>"))
        }
        #expect(page.contains("<li><a href=\"/2025/standings/drivers\" aria-current=\"page\">Standings</a></li>"))
        #expect(Markup.occurrences(of: "aria-current", in: page) == 1)
    }

    @Test func mainHoldsTheFragmentsInOrderAndTheFooterCreditsTheSource() throws {
        let main = try #require(page.range(of: "<main id=\"content\">\n"))
        let end = try #require(page.range(of: "</main>"))
        #expect(page[main.upperBound..<end.lowerBound] == "<article>one</article><article>two</article>")
        #expect(page.contains("<footer class=\"site-footer\"><p>Data: Demo data</p></footer>"))
        #expect(!page.contains("<aside"))
    }

    @Test func theLivePageHasItsSummaryItsEventsAndARefreshForBrowsersWithoutScript() {
        let live = HTMLPage(
            title: "Live", latestSeason: 2025, current: .live, source: "Demo", liveSummary: HTMLFragment(text: "Lap 12 of 57"),
            liveEvents: WebPath(path: "/live/events", query: [.init("race", "a&b")]), refreshWithoutScript: 10
        )
        .render([HTMLPage.liveBoard(HTMLFragment(markup: "<p>board</p>"))])
        #expect(live.contains("<noscript><meta http-equiv=\"refresh\" content=\"10\"></noscript>\n</head>"))
        #expect(live.contains("<main id=\"content\" data-live-events=\"/live/events?race=a%26b\">"))
        #expect(live.contains("<aside id=\"live-summary\" aria-label=\"Live race\">Lap 12 of 57</aside>"))
        #expect(live.contains("<div id=\"live-board\">\n<p>board</p></div>"))
        #expect(Markup.firstUnbalancedTag(in: live) == nil)
    }

    @Test func anErrorPageSaysWhatHappenedAndOffersItsWaysOut() {
        let error = HTMLPage(title: "No such race", latestSeason: 2025, source: "Demo").renderError(
            message: "The 2025 season has no round 30: it has 24.",
            actions: [.tryAgain(WebPath(.race(season: 2025, round: .round(30)))), .backToSeason(2025)])
        #expect(error.contains("<title>No such race · F1Kit</title>"))
        #expect(error.contains("<article class=\"error\">\n<h1>No such race</h1>\n<p>The 2025 season has no round 30: it has 24.</p>"))
        #expect(
            error.contains("<ul class=\"actions\"><li><a href=\"/2025/30\">Try again</a></li><li><a href=\"/2025\">Back to the season</a></li></ul>"))
        #expect(!HTMLPage(title: "Gone", latestSeason: 2025, source: "Demo").renderError(message: "Gone.").contains("actions"))
        #expect(Markup.firstUnbalancedTag(in: error) == nil)
    }
}
