import F1HTML
import F1UI
import Testing

/// Text from data is shown, never run: a hostile title, fact, column, cell, section, message, line
/// or chart label appears only escaped, in the article and in the whole page.
@Suite struct HTMLEscapingTests {
    let article = HTMLDocumentRenderer().render(SampleDocuments.hostileDocument).html

    @Test func hostileTextAppearsOnlyEscaped() {
        #expect(!article.contains("<img"))
        #expect(!article.contains("\"quoted\""))
        #expect(!article.contains("'single'"))
        #expect(!article.contains("& more"))
        #expect(article.contains("&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &#39;single&#39; &amp; more"))
        #expect(Markup.firstUnbalancedTag(in: article) == nil)
    }

    @Test func everyPlaceTheTextCanLandIsEscaped() {
        let escaped = HTMLText.escaped(SampleDocuments.hostile)
        #expect(article.contains("<h1>\(escaped)</h1>"))
        #expect(article.contains("<p class=\"source\">Data: \(escaped)</p>"))
        #expect(article.contains("<div data-key=\"\(escaped)\"><dt>\(escaped)</dt><dd>\(escaped)</dd></div>"))
        #expect(article.contains("data-key=\"\(escaped)\">\(escaped)</th>"))
        #expect(article.contains("<p class=\"empty\">\(escaped)</p>"))
        #expect(article.contains("<li>\(escaped) again</li>"))
        #expect(article.contains("<figcaption><p>\(escaped)</p>"))
    }

    /// The link's path is percent-encoded, and the id of a heading made from a hostile key is plain.
    @Test func aHostileIDBecomesASafeLinkAndAPlainElementID() {
        #expect(
            article.contains("<a href=\"/2025/drivers/%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E%20%22quoted%22%20%27single%27%20%26%20more\">"))
        #expect(article.contains("<h2 id=\"report--img-src-x-onerror-alert-1----quoted---single----more\">"))
    }

    @Test func theWholePageEscapesItsTitleAndSource() {
        let page = HTMLPage(title: SampleDocuments.hostile, latestSeason: 2025, source: SampleDocuments.hostile).render([])
        #expect(!page.contains("<img"))
        #expect(page.contains("<title>&lt;img src=x"))
        #expect(page.contains("<p>Data: &lt;img src=x"))
    }
}
