import F1Domain
import F1Export
import F1HTML
import F1ReportCatalog
import F1UI
import F1UseCases
import Hummingbird

/// The site's answers as data, before HTTP: a page or an API document with its status and how
/// long a browser may keep it. `WebServer` only turns an answer into a response.
package struct WebAnswer: Sendable {
    package enum Freshness: Equatable, Sendable {
        /// A past season's report: it will not change.
        case immutable
        /// May change at any time (the current season, the overview): a browser revalidates with its ETag.
        case revalidate
        /// Never stored (errors, the live page).
        case never
    }

    package var status: Int
    package var contentType: String
    package var body: String
    package var freshness: Freshness
    /// Seconds after which a failed request is worth trying again, for `Retry-After`.
    package var retryAfter: Int?
    /// The body already compressed with gzip, when it was made that way (a page, as it was drawn).
    package var gzipped: ByteBuffer?

    package init(status: Int, contentType: String, body: String, freshness: Freshness, retryAfter: Int? = nil, gzipped: ByteBuffer? = nil) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.freshness = freshness
        self.retryAfter = retryAfter
        self.gzipped = gzipped
    }
}

/// Loads the reports an address asks for through the catalog and renders them: HTML pages from
/// the documents, API answers from the typed exports.
package struct WebSite: Sendable {
    /// What the reports read: the server's source, or as one request's mode shows it (`shown(in:)`).
    package internal(set) var sources: any ReportSource
    package let format: F1UI.Format
    /// The time zone's name, which reports that show times give.
    package let timeZoneName: String
    package let latestSeason: Int
    /// The server's one live race, when the source has one.
    package let live: LiveFeed?
    /// Where browsers follow the live race when another process publishes it (`--live-from`):
    /// then this server follows none itself (`live` is nil) and `/live` subscribes the page there.
    package var liveFrom: LiveChannel?
    /// The live race held back for a viewer's delay in seconds: its feed and the delay it holds.
    package let delayedLive: (@Sendable (Int) -> (feed: LiveFeed, delaySeconds: Int))?
    /// The weekend's session the live race is, where the source names it: spoiler-free pages show
    /// it only when it is before their moment.
    package let liveSession: SessionAddress?
    /// The mode of an address without a spoiler-free prefix: the server's `--spoiler-free`.
    package let defaultMode: WebMode
    /// The mode this request's pages are shown in (`shown(in:)`), and whether it withholds the live race.
    package internal(set) var mode: WebMode = .normal
    package internal(set) var liveHidden = false
    /// What the calendar files have published, for their SEQUENCE and LAST-MODIFIED; nil keeps none.
    package let ledger: (any PublicationLedger)?
    /// The machine's clock (a calendar's LAST-MODIFIED is when it was published, whatever the
    /// source's clock says), and the moment the site started, for a calendar published unrecorded.
    let wallClock: @Sendable () -> Moment
    let startedAt: Moment

    /// `delayedLive` defaults to lanes over `live` on the wall clock.
    package init(
        sources: any ReportSource, format: F1UI.Format, timeZoneName: String, live: LiveFeed? = nil, liveSession: SessionAddress? = nil,
        spoilerFree: SpoilerMoment? = nil, delayedLive: (@Sendable (Int) -> (feed: LiveFeed, delaySeconds: Int))? = nil,
        ledger: (any PublicationLedger)? = nil, wallClock: @escaping @Sendable () -> Moment = WebSite.systemNow
    ) {
        self.sources = sources
        self.format = format
        self.timeZoneName = timeZoneName
        self.live = live
        if let delayedLive {
            self.delayedLive = delayedLive
        } else if let live {
            let lanes = DelayedLive(live: live, clock: ContinuousClock())
            self.delayedLive = { lanes.feed(delaySeconds: $0) }
        } else {
            self.delayedLive = nil
        }
        self.liveSession = liveSession
        defaultMode = WebMode(moment: spoilerFree)
        self.ledger = ledger
        self.wallClock = wallClock
        startedAt = wallClock()
        latestSeason = sources.latestSeason
    }

    /// The catalog as of now: a server runs for days, and the next race's countdown is to the
    /// request's minute, as the terminal app's is to the frame's.
    package var catalog: ReportCatalog {
        ReportCatalog(source: sources, format: format, builder: ReportBuilder(source: source, timeZoneName: timeZoneName, now: sources.clock.now()))
    }

    package static let htmlType = "text/html; charset=utf-8"
    package static let jsonType = "application/json; charset=utf-8"

    /// The page `page` (at `path`), every report that loads drawn in order; a failure of its own report is
    /// the page's failure.
    /// `host`, the request's Host header, writes a season page's `webcal:` link.
    @MainActor
    package func page(_ page: WebPage, path: WebPath, host: String? = nil) async -> WebAnswer {
        // While a race runs, every page carries its one-line summary, and so is revalidated rather than kept.
        let summary = liveHidden ? nil : live?.latest.flatMap { $0.isRunning ? HTMLFragment(markup: $0.summary) : nil }
        var documents: [ReportDocument] = []
        var assembly: PageAssembly?
        let catalog = self.catalog
        // One after another: the reports wait on nothing but the processor, and loading them side
        // by side cost more in thread switches than it saved. Each is drawn on the other core
        // while the next loads (PageAssembly; docs/performance.md).
        for place in page.loadingOrder {
            switch await catalog.load(page.requests[place]) {  // trap-ok: loadingOrder holds the requests' indices.
            case .loaded(let report):
                guard !documents.contains(report.document) else {
                    assembly?.skip(place)
                    continue
                }
                let started =
                    assembly
                    ?? PageAssembly(
                        opening: htmlPage(title: report.document.title, page: page, summary: summary, path: path).opening()
                            + (page.switcher?.fragment(in: mode).html ?? "")
                            + (page.calendar.map { HTMLPage.calendarLinks(season: $0, host: host, mode: mode).html } ?? ""),
                        places: page.requests.count, closing: htmlPage(title: "", page: page, summary: summary, path: path).closing())
                assembly = started
                var renderer = HTMLDocumentRenderer(idPrefix: "r\(place)-", titleLevel: place == 0 ? 1 : 2)
                renderer.mode = mode
                started.add(report.document, at: place, renderer: renderer)
                documents.append(report.document)
            case .empty(let sentence) where place == 0:
                return failurePage(title: "Nothing to show", message: sentence, status: 404, page: page, path: path)
            case .failed(let failure) where place == 0:
                return failurePage(failure, page: page, path: path)
            case .empty, .failed:
                assembly?.skip(place)
            }
        }
        guard let assembly else { return notFound(api: false) }
        let assembled = await assembly.finish()
        return WebAnswer(
            status: 200, contentType: Self.htmlType, body: assembled.html, freshness: summary == nil ? freshness(of: page) : .revalidate,
            gzipped: assembled.gzipped)
    }

    private func htmlPage(title: String, page: WebPage, summary: HTMLFragment?, path: WebPath) -> HTMLPage {
        var html = HTMLPage(title: title, latestSeason: latestSeason, current: page.navigation, source: source, liveSummary: summary)
        dressed(&html, path: path)
        return html
    }

    /// The live board as it stands, updated in place by the script from `/live/events` (or a page
    /// server's channel), and reloaded every 10 s when JavaScript is off.
    package func livePage(delaySeconds: Int = 0) -> WebAnswer {
        if liveHidden {
            return failurePage(
                title: "Live", message: F1UI.FriendlyError.message(for: SpoilerFreeRefusal.sessionHidden), status: 404, page: nil, path: .live)
        }
        if live == nil, let liveFrom { return relayedLivePage(liveFrom) }
        guard let live else {
            return failurePage(
                title: "No live race", message: "This source has no live race to follow: f1web shows one with the demo data or --replay DIR.",
                status: 404, page: nil, path: .live)
        }
        let (feed, delay) = delaySeconds > 0 ? (delayedLive?(delaySeconds) ?? (live, 0)) : (live, 0)
        let waiting =
            delay > 0
            ? "<p>Held \(delay) s behind live: the board shows once the race has run that long.</p>\n" : "<p>The race is about to start.</p>\n"
        let board = feed.latest.map { HTMLFragment(markup: $0.board) } ?? HTMLFragment(markup: waiting)
        var page = HTMLPage(
            // The board itself is the page: no summary line above it.
            title: "Live", latestSeason: latestSeason, current: .live, source: source,
            liveEvents: mode.link(WebAddress.liveEventsPath(delaySeconds: delay)), refreshWithoutScript: 10)
        // A page server's copy (`ChannelMirror`) draws the board; its viewers follow the broker's
        // channel, and only a delay, which is this server's own, comes from here.
        if delay == 0, let liveFrom { page.liveEventsURL = liveFrom.url }
        dressed(&page, path: .live)
        let html = page.render([HTMLPage.liveDelayControl(delaySeconds: delay, action: mode.link(WebPath.live)), HTMLPage.liveBoard(board)])
        return WebAnswer(status: 200, contentType: Self.htmlType, body: html, freshness: .never)
    }

    /// Where the live page's script hears each update.
    package static var liveEvents: WebPath { WebAddress.liveEvents.path }

    /// The page's own report as `f1report --format json` prints it.
    @MainActor
    package func api(_ page: WebPage) async -> WebAnswer {
        guard let request = page.requests.first else { return refusal(.unknownAddress, api: true) }
        switch await catalog.load(request) {
        case .loaded(let report):
            guard let export = report.export else { return apiError(404, "This report is a picture and has no JSON form.") }
            do {
                return WebAnswer(status: 200, contentType: Self.jsonType, body: try ExportWriter.json(export), freshness: freshness(of: page))
            } catch {
                return apiError(500, "The report holds a number JSON cannot write (infinite or not a number).")
            }
        case .empty(let sentence): return apiError(404, sentence)
        case .failed(let failure): return apiError(Self.status(of: failure), Self.publicMessage(failure), retryAfter: Self.retryAfter(failure))
        }
    }

    /// The 404 page of an address no page lives at.
    package func notFound(api: Bool) -> WebAnswer {
        refusal(.unknownAddress, api: api)
    }

    /// The source's name, credited on every page.
    var source: String { sources.info.name }

    func freshness(of page: WebPage) -> WebAnswer.Freshness {
        guard let season = page.season, season < latestSeason else { return .revalidate }
        return .immutable
    }
}
