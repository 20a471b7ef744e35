import F1HTML
import F1UI
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceLifecycle

/// f1web's HTTP face: the routes, each answer turned into a response with its caching headers,
/// and the middleware every answer passes through.
package enum WebServer {
    /// The largest request body read: f1web's pages take none (docs/f1web.md).
    package static var maximumBody: Int { 16 * 1024 }
    /// Connections the kernel queues before f1web accepts them: a thousand live viewers
    /// reconnecting at once overflowed Hummingbird's 256 (Linux caps it at net.core.somaxconn,
    /// 4,096 by default).
    package static var listenBacklog: Int { 4096 }

    /// The router of every page, the API and the assets: every GET is read by `WebAddress`, the
    /// one declaration of f1web's addresses, which the pages' links are written by too. HEAD is
    /// answered for every GET. `liveEventLimit` ends each live stream after that many updates (for
    /// tests, whose client reads a whole body); nil streams until the viewer leaves or the server stops.
    package static func router(
        site: WebSite, logger: Logger, liveEventLimit: Int? = nil, cache: AnswerCache<AnswerKey> = AnswerCache(),
        connections: ConnectionEnds? = nil
    ) -> Hummingbird.Router<BasicRequestContext> {
        let router = Hummingbird.Router(options: .autoGenerateHeadEndpoints)
        // Outermost first: every answer, a 404 included, gets the security headers and a log line.
        router.add(middleware: SecurityHeadersMiddleware(connectSource: site.liveFrom?.origin))
        router.add(middleware: AccessLogMiddleware(logger: logger))
        router.add(middleware: RequestLimitMiddleware())
        router.add(middleware: NotFoundMiddleware(site: site))
        let answer: @Sendable (Request) async -> Response = { request in
            let address: WebAddress
            let mode: WebMode
            do throws(WebAddress.Refusal) {
                // A spoiler-free prefix first (docs/f1web.md), then the address after it.
                let (read, rest) = try WebMode.read(request.uri.path[...], fallback: site.defaultMode)
                mode = read
                address = try WebAddress(path: rest, query: request.uri.query?[...])
            } catch {
                return response(site.refusal(error, api: WebAddress.isAPI(request.uri.path[...])), to: request)
            }
            switch address {
            case .openAPI: return response(openAPI, to: request)
            case .stylesheet: return response(stylesheet, to: request)
            case .script: return response(script, to: request)
            case .page, .api, .calendar, .live, .liveEvents: break
            }
            let shown: WebSite
            do {
                shown = try await site.shown(in: mode)
            } catch {
                let api = if case .api = address { true } else { false }
                return response(site.unshown(F1UI.FriendlyError.failure(for: error), api: api, path: address.path), to: request)
            }
            switch address {
            case .page(let report), .api(let report), .calendar(let report):
                return await Self.answer(request, address: address, report: report, site: shown, mode: mode, cache: cache)
            // Answered above, before the mode's source is found: they show no data.
            case .openAPI, .stylesheet, .script: return response(site.notFound(api: false), to: request)
            case .live, .liveEvents:
                let delay: Int
                do throws(WebAddress.Refusal) {
                    delay = try WebAddress.liveDelay(query: request.uri.query?[...])
                } catch {
                    return response(site.refusal(error, api: false), to: request)
                }
                if case .live = address { return response(shown.livePage(delaySeconds: delay), to: request) }
                guard let live = shown.live, !shown.liveHidden else { return response(shown.notFound(api: false), to: request) }
                let feed = delay > 0 ? (shown.delayedLive?(delay).feed ?? live) : live
                let viewer = feed.viewer(after: request.headers[.lastEventID].flatMap { Int($0) })
                if let connections, let number = request.headers[.f1webConnection].flatMap({ Int($0) }) {
                    connections.whenEnded(number, viewer.end)
                }
                return liveEvents(viewer.events, limit: liveEventLimit)
            }
        }
        router.get("/") { request, _ in await answer(request) }
        router.get("/**") { request, _ in await answer(request) }
        return router
    }

    /// What a request means, as the cache keeps it: the report it names (whose page is made from
    /// it alone), as HTML, JSON or a calendar file, and the host a season page's `webcal:` link
    /// names (nil on every other page). A query no page reads is not part of it, so it cannot make
    /// an answer of its own.
    package struct AnswerKey: Hashable, Sendable {
        package enum Face: Hashable, Sendable {
            case page, api, calendar
        }

        package var report: ReportRequest
        package var face: Face
        package var host: String?
        /// Spoiler-free pages and the full ones are different answers (their links and ETags differ).
        package var mode: WebMode = .normal
    }

    /// A page or API request answered from the cache, or rendered and kept; the page is made only
    /// when the cache has no answer, since a cached answer is most requests.
    static func answer(
        _ request: Request, address: WebAddress, report: ReportRequest, site: WebSite, mode: WebMode, cache: AnswerCache<AnswerKey>
    ) async -> Response {
        let face: AnswerKey.Face =
            switch address {
            case .api: .api
            case .calendar: .calendar
            default: .page
            }
        let page = WebPage(showing: report)
        // Only a host a link may carry makes an answer of its own.
        let host = face == .page && page.calendar != nil ? HTMLPage.webcalHost(request.head.authority) : nil
        let prepared = await cache.answer(for: AnswerKey(report: report, face: face, host: host, mode: mode)) {
            switch face {
            case .api: await site.api(page)
            case .calendar: await site.calendar(report)
            case .page: await site.page(page, path: address.path, host: host)
            }
        }
        return response(prepared, to: request)
    }

    static func response(_ answer: WebAnswer, to request: Request) -> Response {
        response(PreparedAnswer(answer), to: request)
    }

    /// The answer as HTTP: its ETag and caching, and 304 when the browser holds the same body.
    static func response(_ prepared: PreparedAnswer, to request: Request) -> Response {
        let answer = prepared.answer
        var headers: HTTPFields = [.contentType: answer.contentType]
        switch answer.freshness {
        case .immutable: headers[.cacheControl] = "public, max-age=31536000, immutable"
        case .revalidate: headers[.cacheControl] = "no-cache"
        case .never: headers[.cacheControl] = "no-store"
        }
        if let seconds = answer.retryAfter { headers[.retryAfter] = String(seconds) }
        // A body compressed is another representation: it has a tag of its own, and caches keep
        // both apart by the request's Accept-Encoding.
        let gzipped = prepared.gzipped.flatMap { Self.acceptsGzip(request.headers[.acceptEncoding]) ? $0 : nil }
        if prepared.gzipped != nil { headers[.vary] = "Accept-Encoding" }
        if gzipped != nil { headers[.contentEncoding] = "gzip" }
        if let plainTag = prepared.tag {
            let tag = gzipped == nil ? plainTag : String(plainTag.dropLast()) + "-gzip\""
            headers[.eTag] = tag
            if let wanted = request.headers[.ifNoneMatch], EntityTag.matches(wanted, tag) {
                var notModified = Response(status: .notModified, headers: headers)
                notModified.headers[.contentLength] = nil
                notModified.headers[.contentType] = nil
                return notModified
            }
        }
        return Response(status: HTTPResponse.Status(code: answer.status), headers: headers, body: ResponseBody(byteBuffer: gzipped ?? prepared.bytes))
    }

    /// Whether an Accept-Encoding header takes gzip with a weight above 0: gzip's own weight when
    /// the header names it, else that of `*` (RFC 9110 §12.5.3: "gzip;q=0, *" refuses gzip).
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var weights: [String: Double] = [:]
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first else { continue }
            weights[coding] = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
        }
        return (weights["gzip"] ?? weights["*"] ?? 0) > 0
    }

    /// The live race as server-sent events: what the viewer missed (`LiveFeed.viewer`), then each
    /// update until it leaves (its connection ends, or a write fails), falls behind (the feed
    /// drops it) or the server stops.
    static func liveEvents(_ events: AsyncStream<LiveFeed.Event>, limit: Int?) -> Response {
        // The stream's end is the connection's: a viewer dropped for falling behind reconnects
        // (and resumes by Last-Event-ID) rather than holding an idle connection.
        let headers: HTTPFields = [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store", .connection: "close"]
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                // A reconnecting browser waits this long (milliseconds) before trying again.
                try await writer.write(ByteBuffer(string: "retry: 2000\n\n"))
                var sent = 0
                for await event in events.cancelOnGracefulShutdown() {
                    try await writer.write(event.bytes)
                    sent += 1
                    if let limit, sent >= limit { break }
                }
                try await writer.finish(nil)
            })
    }

    // Answers that never change, prepared (tagged, compressed) once: the stylesheet and the script
    // (the page links them with their version), and the API's description, which changes only
    // with the program.
    private static let stylesheet = PreparedAnswer(
        WebAnswer(status: 200, contentType: "text/css; charset=utf-8", body: WebAssets.stylesheet, freshness: .immutable))
    private static let script = PreparedAnswer(
        WebAnswer(status: 200, contentType: "text/javascript; charset=utf-8", body: WebAssets.script, freshness: .immutable))
    private static let openAPI = PreparedAnswer(
        WebAnswer(status: 200, contentType: WebSite.jsonType, body: OpenAPIDocument.json, freshness: .revalidate))
}

extension HTTPField.Name {
    static let lastEventID = HTTPField.Name("Last-Event-ID")!  // trap-ok: a valid name
}

/// An address no route matches gets the site's 404 page (or the API's JSON), not an empty answer.
struct NotFoundMiddleware<Context: RequestContext>: RouterMiddleware {
    let site: WebSite

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return WebServer.response(site.notFound(api: request.uri.path.hasPrefix("/api/")), to: request)
        }
    }
}
