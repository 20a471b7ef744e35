import Testing

/// The tests' own markup checks catch what they are there to catch.
@Suite struct MarkupTests {
    @Test func anElementClosedOutOfTurnOrLeftOpenIsFound() {
        #expect(Markup.firstUnbalancedTag(in: "<div><p>text</div></p>") == "</div> closes <p>")
        #expect(Markup.firstUnbalancedTag(in: "<table><tr><td>1</tr></table>") == "</tr> closes <td>")
        #expect(Markup.firstUnbalancedTag(in: "<section><h2>A</h2>") == "<section> is never closed")
        #expect(Markup.firstUnbalancedTag(in: "<!doctype html><meta charset=\"utf-8\"><svg><rect x=\"1\"/></svg>") == nil)
    }

    @Test func elementsAreCountedByNameNotByPrefix() {
        let html = "<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>"
        #expect(Markup.count("t", in: html) == 0)
        #expect(Markup.count("tr", in: html) == 2)
        #expect(Markup.count("th", in: html) == 1)
        #expect(Markup.count("table", in: html) == 1)
    }
}
