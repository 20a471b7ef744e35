import F1Export
import F1HTML
import F1UI
import F1UseCases
import Foundation

extension WebSite {
    /// A failure of F1UI as a page, with the actions that make sense on the web.
    func failurePage(_ failure: F1UI.Failure, page: WebPage, path: WebPath) -> WebAnswer {
        var links: [HTMLPage.Link] = []
        for action in failure.actions {
            switch action {
            case .retry, .retryAfter: links.append(.tryAgain(path))
            case .chooseAnotherSeason: links.append(HTMLPage.Link("Every season", .seasons))
            case .chooseAnotherRace: links.append(page.season.map { .backToSeason($0) } ?? HTMLPage.Link("The races", .home))
            case .showCachedData, .goOnline, .replayInstead: continue
            }
        }
        return failurePage(
            title: Self.status(of: failure) == 404 ? "Not found" : "Could not load the page", message: Self.publicMessage(failure),
            status: Self.status(of: failure), page: page, path: path, links: links, retryAfter: Self.retryAfter(failure))
    }

    func failurePage(
        title: String, message: String, status: Int, page: WebPage?, path: WebPath, links: [HTMLPage.Link] = [], retryAfter: Int? = nil
    ) -> WebAnswer {
        var page = HTMLPage(title: title, latestSeason: latestSeason, current: page?.navigation, source: source)
        dressed(&page, path: path)
        let html = page.renderError(message: message, actions: links.isEmpty ? [HTMLPage.Link("The races", .home)] : links)
        return WebAnswer(status: status, contentType: Self.htmlType, body: html, freshness: .never, retryAfter: retryAfter)
    }

    func refusal(_ refusal: WebPage.Refusal, api: Bool) -> WebAnswer {
        let (status, message) =
            switch refusal {
            case .unknownAddress: (404, "There is no page at this address: F1Kit's pages are the seasons, their races, standings and championships.")
            case .badQuery(let sentence): (400, "The address's query is not one this page takes: \(sentence)")
            case .noReport(let sentence): (404, sentence)
            case .badMoment(let sentence): (400, sentence)
            }
        if api { return apiError(status, message) }
        return failurePage(title: status == 404 ? "Not found" : "Bad request", message: message, status: status, page: nil, path: .home)
    }

    /// `{"error": {"message": …, "status": …}}`, the API's one shape of a failure.
    func apiError(_ status: Int, _ message: String, retryAfter: Int? = nil) -> WebAnswer {
        struct Body: Encodable {
            struct Failure: Encodable {
                var message: String
                var status: Int
            }
            var error: Failure
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(Body(error: .init(message: message, status: status)))).map { String(decoding: $0, as: UTF8.self) }
        return WebAnswer(status: status, contentType: Self.jsonType, body: (json ?? "{}") + "\n", freshness: .never, retryAfter: retryAfter)
    }

    /// What a failure is in HTTP: something asked for that the source does not hold is 404; a
    /// source that cannot answer now is 503; anything else is the server's fault, a damaged
    /// telemetry file of the server's included.
    static func status(of failure: F1UI.Failure) -> Int {
        switch failure.reason {
        case .telemetry(.fileUnusable): 500
        case .lookup, .championship, .telemetry: 404
        // A record the source does not hold, or a driver or team it does not have; no index is
        // the server's source not being able to answer.
        case .records(.noIndex): 503
        case .records: 404
        case .source, .cancelled: 503
        case .unknown: 500
        }
    }

    /// The failure's sentence as a visitor may read it: a file of the server's is named by the
    /// command line and the log, never to the web (its path is the server's own).
    static func publicMessage(_ failure: F1UI.Failure) -> String {
        if case .telemetry(.fileUnusable) = failure.reason {
            return "The server's telemetry for this session cannot be read: one of its files is missing or damaged."
        }
        return failure.message
    }

    static func retryAfter(_ failure: F1UI.Failure) -> Int? {
        for action in failure.actions {
            if case .retryAfter(let duration) = action { return max(1, Int(clamping: duration.components.seconds)) }  // trap-ok: clamping saturates.
        }
        return failure.reason == .unknown ? nil : (status(of: failure) == 503 ? 30 : nil)
    }
}
