import F1Domain
import F1HTML
import F1UI
import Testing

/// A 40,000-character name in a table and a fact (issue 41): the page shows its start with "…",
/// keeps the whole in the element's title, escaped, and writes a cell of a real name as before.
@Suite struct HTMLLongCellTests {
    static let name = "<b>" + String(repeating: "漢", count: 40_000) + "&"

    static let document = ReportDocument(
        title: "Race", source: "Samples", facts: [.init(.winner, name)],
        sections: [
            .init(
                title: "Classification", key: "classification", columns: [.init("position", "Pos", .right), .init("driver", "Driver")],
                rows: [
                    .init(["1", name], route: .driverSeason(season: 2025, driver: Driver.ID(rawValue: "ace"))),
                    .init(["2", name]), .init(["3", "Lando Norris"]),
                ])
        ])

    let html = HTMLDocumentRenderer().render(Self.document).html

    /// The start shown: the characters that fit, then "…".
    static var start: String {
        HTMLText.escaped(String(name.prefix(HTMLDocumentRenderer.longestText - 1))) + "…"
    }

    @Test func aLongCellShowsItsStartAndKeepsTheWholeInItsTitle() {
        let whole = HTMLText.escaped(Self.name)
        #expect(html.contains("<td title=\"\(whole)\"><a href=\"/2025/drivers/ace\">\(Self.start)</a></td>"))
        #expect(html.contains("<td title=\"\(whole)\">\(Self.start)</td>"))
        #expect(html.contains("<dd title=\"\(whole)\">\(Self.start)</dd>"))
        // The whole name once for each place it is shown, in a title only.
        #expect(html.ranges(of: whole).count == 3)
        #expect(!html.contains("<b>"))
    }

    @Test func aCellOfARealNameIsWrittenWhole() {
        #expect(html.contains("<td>Lando Norris</td>"))
    }

    @Test func aTextJustShortEnoughIsWhole() {
        let text = String(repeating: "é", count: HTMLDocumentRenderer.longestText)
        let fact = ReportDocument.Fact(.init("f", label: "F"), text)
        let page = HTMLDocumentRenderer().render(ReportDocument(title: "T", source: "S", facts: [fact])).html
        #expect(page.contains("<dd>\(text)</dd>"))
    }
}
