import F1Domain
import F1UI
import F1UseCases

/// One address of a report, declared once for both directions: a path template with its
/// parameters named ("/{year}/championship"), the query parameters it reads, and the request it
/// names. The router reads an address through it and every link is written through it, so the
/// two cannot disagree; `WebRouteTests` holds every request to a round trip. (The pattern is a
/// parser-printer: see docs/ARCHITECTURE.md, "Web addresses".)
///
/// A class, not a struct: a request is read and every link written by trying the routes in turn,
/// and a route held by reference is one retain where a struct's copy was six.
package final class WebRoute: Sendable {
    /// The query parameters a page reads.
    package enum Query: String, CaseIterable, Sendable {
        case round, kind, under, segment
        /// The telemetry reports' drivers, lap and track colouring.
        case drivers, lap, by
        /// The records' filters, places and whose streaks.
        case since, until, team, nationality, circuit, top, driver
    }

    /// "/{year}/drivers/{id}": the form OpenAPI writes paths in.
    package let template: String
    /// What the JSON API answers under /api/v1 at the same address, as docs/openapi.json describes
    /// it; nil for a page only (a chart is a picture, with no JSON form).
    package let operation: Operation?
    /// The query parameters it reads, in the order a link writes them.
    package let query: [Query]
    let segments: [Segment]
    private let request: @Sendable (Reader) throws -> ReportRequest
    private let values: @Sendable (ReportRequest) -> [WebField]?

    /// A route at `template` reading `query`, answered by the API as `api` says (nil: a page only):
    /// `request` reads the request from an address's values, and `values` gives them back for the
    /// requests this route prints (nil for the others).
    init(
        _ template: String, query: [Query] = [], api: Operation?,
        request: @escaping @Sendable (Reader) throws -> ReportRequest,
        values: @escaping @Sendable (ReportRequest) -> [WebField]?
    ) {
        self.template = template
        self.query = query
        self.operation = api
        self.segments = template.split(separator: "/").map(Segment.init)
        self.request = request
        self.values = values
    }

    /// Whether the JSON API answers it too.
    package var api: Bool { operation != nil }

    /// A part of the template: a word, or a value of the address.
    enum Segment: Equatable, Sendable {
        case literal(String)
        /// `{other}`: a second id, for an address that names two (two drivers compared).
        case year, round, id, other, chart
        /// `{session}`: a session of the weekend by its code (`q`, `race`, `fp1`).
        case session

        init(_ text: Substring) {
            switch text {
            case "{session}": self = .session
            case "{year}": self = .year
            case "{round}": self = .round
            case "{id}": self = .id
            case "{other}": self = .other
            case "{chart}": self = .chart
            default: self = .literal(String(text))
            }
        }
    }

    // MARK: - Reading

    /// The request at `segments` (decoded) with `query` (decoded names, values as sent): nil when
    /// the path is not this route's; a query value the route reads that is not one it takes is a
    /// refusal. The path is read whole before any query value, so a wrong path is never a 400.
    func request(_ segments: [String], query: [String: Substring]) throws(WebAddress.Refusal) -> ReportRequest? {
        guard segments.count == self.segments.count else { return nil }
        // Every route is tried in turn, so the query is looked at only once the path is this route's.
        var path = Reader.Path()
        for (part, text) in zip(self.segments, segments) {
            switch part {
            case .literal(let word):
                guard text == word else { return nil }
            case .year:
                guard let year = WebField.year(text) else { return nil }
                path.year = year
            case .round:
                guard let round = WebField.round(text) else { return nil }
                path.round = round
            case .id:
                path.id = text
            case .other:
                path.other = text
            case .session:
                guard let session = SessionKind(code: text), session.code == text else { return nil }
                path.session = session
            case .chart:
                // The lap charts only: the others are drawn from a season or a session's telemetry.
                guard let chart = Chart.Kind(rawValue: text), RaceChartScreen.kinds.contains(chart) else { return nil }
                path.chart = chart
            }
        }
        var reader = Reader(query: self.query.isEmpty ? [:] : query.filter { name, _ in self.query.contains { $0.rawValue == name } })
        reader.path = path
        do {
            return try request(reader)
        } catch let refusal as WebAddress.Refusal {
            throw refusal
        } catch {
            // A reader throws refusals only.
            throw .unknownAddress
        }
    }

    // MARK: - Writing

    /// The path of `request` when this route names it.
    func path(of request: ReportRequest) -> WebPath? {
        guard let values = values(request) else { return nil }
        var path = ""
        for part in segments {
            path += "/"
            switch part {
            case .literal(let word): path += word
            case .year, .round, .id, .other, .chart, .session:
                for value in values {
                    if let text = value.text(at: part) { path += WebPath.encoded(text) }
                }
            }
        }
        var items: [WebPath.QueryItem] = []
        for name in query {
            for value in values {
                if let text = value.text(of: name) { items.append(WebPath.QueryItem(name.rawValue, text)) }
            }
        }
        return WebPath(path: path.isEmpty ? "/" : path, query: items)
    }
}
