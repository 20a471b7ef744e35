import F1UI

/// Every address f1web answers, read from a request and written in a link by one declaration:
/// each report's page (`WebRoute.reports`), the same report as JSON under /api/v1, and the
/// addresses that are not reports. docs/f1web.md lists them.
package enum WebAddress: Hashable, Sendable {
    case page(ReportRequest)
    /// The report as `f1report --format json` prints it.
    case api(ReportRequest)
    /// The report as `f1report --format ics` prints it: a season's calendar file.
    case calendar(ReportRequest)
    /// The API's OpenAPI description.
    case openAPI
    /// The live board, and the stream of its updates.
    case live, liveEvents
    case stylesheet, script

    /// Why an address names no page, in one sentence for the 404 or 400 page.
    package enum Refusal: Error, Hashable, Sendable {
        /// No page lives at the address.
        case unknownAddress
        /// The address is a page, but a query value is not one it takes.
        case badQuery(String)
        /// Each query value is one the page takes, but together they name no report (a streak of
        /// a driver and of a team at once); the sentence says why.
        case noReport(String)
        /// A spoiler-free address whose moment does not parse; the sentence says what does.
        case badMoment(String)
    }

    /// The first segments of every API address.
    static let apiPrefix = ["api", "v1"]

    /// The addresses that are not reports, with their paths.
    private static let fixed: [(WebAddress, String)] = [
        (.openAPI, "/api/v1/openapi.json"), (.live, "/live"), (.liveEvents, "/live/events"), (.stylesheet, WebAssets.stylesheetPath),
        (.script, WebAssets.scriptPath),
    ]

    /// What is read for every request, made once.
    private static let fixedSegments = fixed.map { ($0.0, WebPath.segments(of: $0.1[...]) ?? []) }
    private static let apiRoutes = WebRoute.reports.filter(\.api)

    // MARK: - Reading

    /// The address of a request target's `path` and `query` as sent (percent-encoded). A query
    /// name given twice is refused (which value was meant is anyone's guess); a query parameter
    /// no page reads is left out of what the address means.
    package init(path: Substring, query: Substring?) throws(Refusal) {
        guard let segments = WebPath.segments(of: path) else { throw .unknownAddress }
        if let address = Self.fixedSegments.first(where: { $0.1 == segments }) {
            self = address.0
            return
        }
        var values: [String: Substring] = [:]
        for (name, value) in WebPath.queryItems(of: query ?? "") {
            guard values.updateValue(value, forKey: name) == nil else {
                // A name is the client's to choose: no more of it than a sentence can carry.
                let shown = name.count <= 40 ? name : name.prefix(40) + "…"
                throw .badQuery("\(shown) is given more than once; give it once.")
            }
        }
        for route in WebRoute.calendars {
            if let request = try route.request(segments, query: values) {
                self = .calendar(request)
                return
            }
        }
        let api = Self.isAPI(path)
        let routes = api ? Self.apiRoutes : WebRoute.reports
        let rest = Array(segments.dropFirst(api ? Self.apiPrefix.count : 0))
        for route in routes {
            if let request = try route.request(rest, query: values) {
                self = api ? .api(request) : .page(request)
                return
            }
        }
        throw .unknownAddress
    }

    /// Whether `path` is the API's: its first segments as sent are "api" and "v1" (an escaped
    /// spelling of them is a page address, which no page has).
    package static func isAPI(_ path: Substring) -> Bool {
        path.split(separator: "/").prefix(apiPrefix.count).elementsEqual(apiPrefix) { $0 == $1 }
    }

    // MARK: - Writing

    /// The path and query a link to the address writes.
    package var path: WebPath {
        switch self {
        case .page(let request):
            return Self.path(of: request)
        case .api(let request):
            let page = Self.path(of: request)
            return WebPath(path: "/api/v1" + (page.path == "/" ? "" : page.path), query: page.query)
        case .calendar(let request):
            return WebRoute.calendars.lazy.compactMap { $0.path(of: request) }.first ?? WebPath(path: "/")
        default:
            return WebPath(path: Self.fixed.first { $0.0 == self }?.1 ?? "/")
        }
    }

    /// Every request has a route (`WebRouteTests` asks each case), so the home page is never written.
    private static func path(of request: ReportRequest) -> WebPath {
        WebRoute.reports.lazy.compactMap { $0.path(of: request) }.first ?? WebPath(path: "/")
    }

    // MARK: - Templates

    /// Every path template, the API's under /api/v1: "/{year}/championship", "/api/v1/{year}/{round}".
    package static var templates: [String] {
        WebRoute.reports.map(\.template) + apiTemplates + WebRoute.calendars.map(\.template) + fixed.map(\.1)
    }

    /// The API's report addresses as OpenAPI writes them: "/api/v1", "/api/v1/{year}/{round}".
    package static var apiTemplates: [String] {
        WebRoute.reports.filter(\.api).map { "/api/v1" + ($0.template == "/" ? "" : $0.template) }
    }
}

// MARK: - The live page's delay

extension WebAddress {
    /// The query item the live page and its events take a viewer's broadcast delay from, in seconds.
    package static let liveDelayItem = "delay"
    /// The longest delay a viewer may ask for: the longest a session runs.
    package static let longestLiveDelay = 6 * 3600

    /// The delay `query` asks the live page for, in seconds; 0 for none. A value that is not a
    /// whole number of seconds within six hours is refused in one sentence.
    package static func liveDelay(query: Substring?) throws(Refusal) -> Int {
        guard let query else { return 0 }
        let values = WebPath.queryItems(of: query).filter { $0.name == liveDelayItem }
        guard let value = values.first?.value else { return 0 }
        guard values.count == 1 else { throw .badQuery("delay is given more than once; give it once.") }
        guard value.isEmpty || value.allSatisfy({ $0.isASCII && $0.isNumber }), value.count <= 6, let seconds = Int(value.isEmpty ? "0" : value),
            seconds <= longestLiveDelay
        else {
            throw .badQuery("delay must be a whole number of seconds from 0 to \(longestLiveDelay) (six hours).")
        }
        return seconds
    }

    /// The live page held `seconds` behind live: "/live?delay=45"; "/live" for none.
    package static func livePath(delaySeconds seconds: Int) -> WebPath {
        var path = WebAddress.live.path
        if seconds > 0 { path.query = [.init(liveDelayItem, String(seconds))] }
        return path
    }

    /// Where the live page's script hears the updates `seconds` behind live.
    package static func liveEventsPath(delaySeconds seconds: Int) -> WebPath {
        var path = WebAddress.liveEvents.path
        if seconds > 0 { path.query = [.init(liveDelayItem, String(seconds))] }
        return path
    }
}
