import F1HTML
import F1UI
import Testing

/// A hand-made document drawn as HTML: facts, one header cell per column, links, meaning, empties.
@Suite struct HTMLDocumentRendererTests {
    let html = HTMLDocumentRenderer(idPrefix: "standings-").render(SampleDocuments.standings).html

    @Test func theArticleHasTheTitleTheSourceAndTheFacts() {
        #expect(html.hasPrefix("<article class=\"report\">\n<h1>2025 drivers&#39; championship</h1>\n<p class=\"source\">Data: Samples</p>"))
        #expect(html.contains("<dl class=\"facts\">"))
        #expect(html.contains("<div data-key=\"afterRound\"><dt>After round</dt><dd>4</dd></div>"))
        #expect(html.contains("<div data-key=\"leader\"><dt>Leader</dt><dd>Max Verstappen, 62 points</dd></div>"))
        #expect(Markup.firstUnbalancedTag(in: html) == nil)
    }

    @Test func eachColumnHasOneHeaderCellAndNumbersAreRightAligned() {
        #expect(Markup.occurrences(of: "<th scope=\"col\"", in: html) == SampleDocuments.columns.count)
        #expect(html.contains("<th scope=\"col\" class=\"num\" data-key=\"position\">Pos</th>"))
        #expect(html.contains("<th scope=\"col\" data-key=\"driver\">Driver</th>"))
        #expect(html.contains("<th scope=\"col\" class=\"num\" data-key=\"points\">Pts</th>"))
        #expect(html.contains("<td class=\"num strong\">62</td>"))
        #expect(Markup.count("tr", in: html) == 4)
        #expect(Markup.count("td", in: html) == 3 * SampleDocuments.columns.count)
    }

    @Test func aSectionIsLabelledByItsHeadingAndItsTableScrollsInARegion() {
        #expect(html.contains("<section aria-labelledby=\"standings-drivers\">\n<h2 id=\"standings-drivers\">Drivers</h2>"))
        #expect(html.contains("<div class=\"table\" role=\"region\" aria-labelledby=\"standings-drivers\" tabindex=\"0\">"))
    }

    /// A report after the first on a page (the race weekend's qualifying, grid...) is titled one
    /// level down, so the page keeps one h1.
    @Test func aLaterReportOnAPageIsTitledOneLevelDown() {
        let later = HTMLDocumentRenderer(idPrefix: "r1-", titleLevel: 2).render(SampleDocuments.standings).html
        #expect(later.hasPrefix("<article class=\"report\">\n<h2>2025 drivers&#39; championship</h2>"))
        #expect(later.contains("<h3 id=\"r1-drivers\">Drivers</h3>"))
        #expect(Markup.count("h1", in: later) == 0)
        #expect(Markup.firstUnbalancedTag(in: later) == nil)
    }

    @Test func aRowWithARouteLinksItsDriverCellToTheRoutesPath() {
        #expect(html.contains("<a href=\"/2025/drivers/max_verstappen\">Max Verstappen</a>"))
        // Only the row with a route has a link, and it has one.
        #expect(Markup.count("a", in: html) == 1)
    }

    @Test func aRowWithoutANamedColumnLinksItsFirstLeftAlignedCell() {
        let document = ReportDocument(
            title: "T", source: "S",
            sections: [
                .init(
                    title: "Races", key: "races", columns: [.init("round", "Rnd", .right), .init("where", "Where"), .init("when", "When")],
                    rows: [.init(["4", "", "18 May"], route: .race(season: 2025, round: .round(4)))])
            ])
        let html = HTMLDocumentRenderer().render(document).html
        #expect(html.contains("<td><a href=\"/2025/4\">18 May</a></td>"))
    }

    /// A season is not a screen, so its row links the season's calendar; a row's route, when it
    /// has one, comes first.
    @Test func aSeasonsRowLinksItsCalendar() {
        let document = ReportDocument(
            title: "Seasons", source: "S",
            sections: [
                .init(
                    title: "Seasons", key: "seasons", columns: [.init("year", "Year", .right), .init("season", "Season")],
                    rows: [
                        .init(["2024", "2024 season"], season: 2024),
                        .init(["2025", "2025 season"], route: .rules(season: 2025), season: 2025), .init(["2026", "2026 season"]),
                    ])
            ])
        let html = HTMLDocumentRenderer().render(document).html
        #expect(html.contains("<td><a href=\"/2024\">2024 season</a></td>"))
        #expect(html.contains("<td><a href=\"/2025/rules\">2025 season</a></td>"))
        #expect(html.contains("<td>2026 season</td>"))
    }

    @Test func cellsCarryTheirMeaningAsClassesAndRowsTheirEmphasis() {
        #expect(html.contains("<tr class=\"leader\">"))
        #expect(html.contains("<tr class=\"podium-2\">"))
        #expect(html.contains("<tr class=\"podium-3\">"))
        #expect(html.contains("<td class=\"num up\">"))
        #expect(html.contains("<td class=\"num down\">"))
        #expect(html.contains("<td class=\"num fastest\">1:12.345"))
        #expect(html.contains("<td class=\"leader\"><a href="))
    }

    @Test func teamCellsNameTheirColourByClassNeverByStyle() {
        #expect(html.contains("<td class=\"team t-3671c6\">Red Bull</td>"))
        #expect(html.contains("<td class=\"team t-ff8000\">McLaren</td>"))
        // A team F1UI has no colour for keeps the neutral bar.
        #expect(html.contains("<td class=\"team\">Minardi</td>"))
        #expect(!html.contains("style="))
    }

    /// What a colour says is also said by a symbol for the eye and by words for a screen reader.
    @Test func meaningIsNeverByColourAlone() {
        let leader = "</a><span class=\"mark\" aria-hidden=\"true\">★</span><span class=\"visually-hidden\"> (championship leader)</span></td>"
        #expect(html.contains(leader))
        #expect(html.contains("1:12.345<span class=\"mark\" aria-hidden=\"true\">◆</span><span class=\"visually-hidden\"> (fastest lap)</span>"))
        #expect(html.contains("<span aria-hidden=\"true\">▲2</span><span class=\"visually-hidden\">up 2 places</span>"))
        #expect(html.contains("<span aria-hidden=\"true\">▼1</span><span class=\"visually-hidden\">down 1 place</span>"))
        // An empty cell gets no mark: there is nothing it would mark.
        #expect(Markup.occurrences(of: "class=\"mark\"", in: html) == 2)
    }

    @Test func theNextRaceAndAWinnerAreMarkedBySymbolAndWords() {
        let document = ReportDocument(
            title: "2025 season", source: "S",
            sections: [
                .init(
                    title: "Races", key: "races", columns: [.init("race", "Race"), .init("winner", "Winner"), .init("countdown", "In")],
                    rows: [
                        .init(["Bahrain", .init("Oscar Piastri", .winner), ""], route: .race(season: 2025, round: .round(4))),
                        .init(["Jeddah", "", .init("in 3 days", .next)], emphasis: .next, route: .race(season: 2025, round: .round(5))),
                    ])
            ])
        let html = HTMLDocumentRenderer().render(document).html
        let winner =
            "<td><a href=\"/2025/4\">Bahrain</a></td><td class=\"winner\">Oscar Piastri"
            + "<span class=\"mark\" aria-hidden=\"true\">★</span><span class=\"visually-hidden\"> (winner)</span></td><td></td>"
        #expect(html.contains(winner))
        let next =
            "<tr class=\"next\"><td><a href=\"/2025/5\">Jeddah</a></td><td></td><td class=\"next\">in 3 days"
            + "<span class=\"mark\" aria-hidden=\"true\">▶\u{FE0E}</span><span class=\"visually-hidden\"> (next)</span></td></tr>"
        #expect(html.contains(next))
    }

    @Test func aSectionWithoutRowsShowsItsEmptyMessageAndLinesBecomeAList() {
        #expect(html.contains("<h2 id=\"standings-sprints\">Sprints</h2>\n<p class=\"empty\">No sprint this season.</p>"))
        #expect(html.contains("<ul class=\"notes\"><li>Points for fastest lap ended in 2025.</li><li>Half points at Spa.</li></ul>"))
        // A section of sentences is not empty: its lines, no empty message.
        #expect(Markup.occurrences(of: "class=\"empty\"", in: html) == 1)
        #expect(Markup.count("table", in: html) == 1)
    }

    @Test func sectionIDsAreUniqueEvenWhenKeysRepeatOrHoldOddCharacters() {
        let section = ReportDocument.Section(title: "A", key: "a b", columns: [], rows: [])
        let html = HTMLDocumentRenderer(idPrefix: "x y:").render(ReportDocument(title: "T", source: "S", sections: [section, section, section])).html
        #expect(html.contains("id=\"x-y-a-b\""))
        #expect(html.contains("id=\"x-y-a-b-2\""))
        #expect(html.contains("id=\"x-y-a-b-3\""))
    }
}
