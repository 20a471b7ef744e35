import Testing

@testable import F1HTML

/// The stylesheet and script: dark mode, the phone layout, CSP-clean, a deterministic version.
@Suite struct WebAssetsTests {
    @Test func theStylesheetHasADarkSchemeAndAPhoneLayout() throws {
        let css = WebAssets.stylesheet
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        let widths = css.ranges(of: "@media (max-width: ").compactMap { range in
            Int(css[range.upperBound...].prefix { $0.isNumber })
        }
        #expect(!widths.isEmpty && widths.allSatisfy { $0 <= 600 && $0 >= 390 })
        #expect(!css.contains("@import") && !css.contains("url("), "no font or other file fetched")
    }

    @Test func theStylesheetHasEveryRuleTheRendererRelies() {
        let css = WebAssets.stylesheet
        for selector in [
            ".visually-hidden", ":focus-visible", ".num", "tabular-nums", "td.team", "var(--team)", "tr.podium-1", "td.leader", "td.fastest",
            "td.next", "@media (prefers-color-scheme: dark) {\nfigure.chart svg [fill=", "figure.chart svg", "height: auto", ".table",
            "overflow-x: auto", "flex-wrap: wrap",
        ] {
            #expect(css.contains(selector), "\(selector)")
        }
        // Braces balance: one malformed rule would end the rest of the sheet.
        #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
    }

    @Test func theScriptFollowsTheLiveEventsWithoutAFramework() {
        let script = WebAssets.script
        #expect(script.contains("new EventSource(host.getAttribute(\"data-live-events\"))"))
        #expect(script.contains("replace(\"live-board\", event.data)"))
        #expect(script.contains("addEventListener(\"summary\""))
        #expect(!script.contains("import ") && !script.contains("eval("))
    }

    @Test func theVersionIsEightHexDigitsOfBothTexts() {
        #expect(WebAssets.version.count == 8)
        #expect(WebAssets.version.allSatisfy { $0.isHexDigit })
        // FNV-1a's published check value for "a", and the empty text's offset basis.
        #expect(WebAssets.fnv1a("a") == "e40c292c")
        #expect(WebAssets.fnv1a("") == "811c9dc5")
        #expect(WebAssets.version == WebAssets.fnv1a(WebAssets.stylesheet + "\u{0}" + WebAssets.script))
    }
}
