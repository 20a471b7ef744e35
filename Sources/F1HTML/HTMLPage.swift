/// A whole page around rendered fragments: head, skip link, site header and navigation, main,
/// footer. No inline script or style anywhere (team colours are classes, the script and the
/// stylesheet are files), so f1web can send `Content-Security-Policy: default-src 'self'`.
package struct HTMLPage: Sendable {
    /// The sections of the site's navigation.
    package enum NavItem: String, CaseIterable, Sendable {
        case races, standings, seasons, champions, live

        package var title: String {
            switch self {
            case .races: "Races"
            case .standings: "Standings"
            case .seasons: "Seasons"
            case .champions: "Champions"
            case .live: "Live"
            }
        }

        /// Where the item leads; the standings are the latest season's.
        package func path(latestSeason: Int) -> WebPath {
            switch self {
            case .races: .season(latestSeason)
            case .standings: .standings(.drivers, season: latestSeason)
            case .seasons: .seasons
            case .champions: WebPath(.champions(under: nil))
            case .live: .live
            }
        }
    }

    /// The page's own title, before " · F1Kit".
    package var title: String
    /// The season the navigation's standings link opens.
    package var latestSeason: Int
    /// The navigation item marked as the current page.
    package var current: NavItem?
    /// The data source, credited in the footer: "Demo data (made up, not a real season)".
    package var source: String
    /// Shown at the top of main in `<aside id="live-summary">`, when a race is live.
    package var liveSummary: HTMLFragment?
    /// The URL of the live page's server-sent events; the script updates `#live-board` and
    /// `#live-summary` from it.
    package var liveEvents: WebPath?
    /// In place of `liveEvents`, an address that is not one of this site's paths: a broker's
    /// channel (`f1web --live-from`), which may be on another origin.
    package var liveEventsURL: String?
    /// Reload the page every this many seconds when JavaScript is off (the live page).
    package var refreshWithoutScript: Int?
    /// How the header's links are written (spoiler-free pages keep their prefix).
    package var mode: WebMode = .normal
    /// Shown first in main on a spoiler-free page: the moment, and the link that reveals the next session.
    package var spoilerNotice: HTMLFragment?

    package init(
        title: String, latestSeason: Int, current: NavItem? = nil, source: String, liveSummary: HTMLFragment? = nil,
        liveEvents: WebPath? = nil, refreshWithoutScript: Int? = nil
    ) {
        self.title = title
        self.latestSeason = latestSeason
        self.current = current
        self.source = source
        self.liveSummary = liveSummary
        self.liveEvents = liveEvents
        self.refreshWithoutScript = refreshWithoutScript
    }

    /// The page with `fragments` in main, in order.
    package func render(_ fragments: [HTMLFragment]) -> String {
        fragments.reduce(into: opening()) { $0 += $1.html } + closing()
    }

    /// The page up to where its fragments go: head, header and navigation, main's start and the
    /// live summary. A page can be sent on as its fragments are drawn (f1web compresses it so).
    package func opening() -> String {
        var writer = HTMLWriter(capacity: 2048)
        writer.raw("<!doctype html>\n")
        writer.open("html", ["lang": "en"])
        writer.raw("\n")
        writeHead(into: &writer)
        writer.open("body")
        writer.raw("\n")
        writer.element("a", ["class": "skip-link", "href": "#content"], text: "Skip to content")
        writer.raw("\n")
        writeHeader(into: &writer)
        writer.open("main", ["id": "content", "data-live-events": liveEventsURL ?? liveEvents?.description])
        writer.raw("\n")
        if let spoilerNotice {
            writer.open("aside", ["class": "spoiler-free", "aria-label": "Spoiler-free"])
            writer.raw(spoilerNotice.html)
            writer.close("aside")
            writer.raw("\n")
        }
        if let liveSummary {
            writer.open("aside", ["id": "live-summary", "aria-label": "Live race"])
            writer.raw(liveSummary.html)
            writer.close("aside")
            writer.raw("\n")
        }
        return writer.html
    }

    /// The page after its fragments: main's end and the footer.
    package func closing() -> String {
        var writer = HTMLWriter(capacity: 256)
        writer.close("main")
        writer.raw("\n")
        writer.open("footer", ["class": "site-footer"])
        writer.element("p", text: "Data: " + source)
        writer.close("footer")
        writer.raw("\n</body>\n</html>\n")
        return writer.html
    }

    /// The live page's delay: a form that asks for the same page held back (no script needed), to
    /// match a TV picture that runs behind the timing.
    package static func liveDelayControl(delaySeconds: Int, action: WebPath = .live) -> HTMLFragment {
        var writer = HTMLWriter()
        writer.open("form", ["class": "live-delay", "method": "get", "action": action.description])
        writer.raw("\n")
        writer.element("label", ["for": "live-delay"], text: "Delay behind live (seconds)")
        writer.open(
            "input",
            [
                "id": "live-delay", "name": WebAddress.liveDelayItem, "type": "number", "min": "0", "max": String(WebAddress.longestLiveDelay),
                "step": "1", "value": String(delaySeconds),
            ])
        writer.element("button", ["type": "submit"], text: "Hold back")
        if delaySeconds > 0 { writer.element("a", ["href": action.description], text: "Back to live") }
        writer.raw("\n")
        writer.close("form")
        writer.raw("\n")
        return HTMLFragment(markup: writer.html)
    }

    /// The live page's board: the script replaces its content with each event's fragment.
    package static func liveBoard(_ fragment: HTMLFragment) -> HTMLFragment {
        HTMLFragment(markup: "<div id=\"live-board\">\n" + fragment.html + "</div>\n")
    }

    private func writeHead(into writer: inout HTMLWriter) {
        writer.raw("<head>\n<meta charset=\"utf-8\">\n")
        writer.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        writer.raw("<meta name=\"color-scheme\" content=\"light dark\">\n")
        writer.element("title", text: title.isEmpty ? "F1Kit" : title + " · F1Kit")
        writer.raw("\n")
        // No icon of its own: an empty one keeps the browser from asking for /favicon.ico.
        writer.raw("<link rel=\"icon\" href=\"data:,\">\n")
        writer.open("link", ["rel": "stylesheet", "href": WebAssets.stylesheetURL])
        writer.raw("\n")
        writer.open("script", ["src": WebAssets.scriptURL, "defer": ""])
        writer.close("script")
        writer.raw("\n")
        if let seconds = refreshWithoutScript, seconds > 0 {
            // In noscript, so a browser that runs the script keeps its event stream instead of reloading.
            writer.raw("<noscript><meta http-equiv=\"refresh\" content=\"\(seconds)\"></noscript>\n")
        }
        writer.raw("</head>\n")
    }

    private func writeHeader(into writer: inout HTMLWriter) {
        writer.open("header", ["class": "site-header"])
        writer.raw("\n")
        writer.element("a", ["class": "site-name", "href": mode.link(.home).description], text: "F1Kit")
        writer.raw("\n")
        writer.open("nav", ["aria-label": "Main"])
        writer.raw("<ul>")
        for item in NavItem.allCases {
            writer.open("li")
            writer.element(
                "a", ["href": mode.link(item.path(latestSeason: latestSeason)).description, "aria-current": item == current ? "page" : nil],
                text: item.title)
            writer.close("li")
        }
        writer.raw("</ul>")
        writer.close("nav")
        writer.raw("\n")
        writer.close("header")
        writer.raw("\n")
    }
}
