import F1Domain
import F1Export
import F1HTML
import F1UI
import F1UseCases
import Foundation

extension WebSite {
    package static let calendarType = "text/calendar; charset=utf-8"

    /// The season's calendar as `f1report calendar YEAR --format ics` writes it, each session's
    /// revision from the ledger. A ledger that cannot be kept publishes every session as revision
    /// 0 as of the site's start, so the answer (and its ETag) stays the same between requests.
    @MainActor
    package func calendar(_ request: ReportRequest) async -> WebAnswer {
        switch await catalog.load(request) {
        case .loaded(let report):
            guard let calendar = (report.export as? any CalendarExportable)?.calendar else { return notFound(api: false) }
            let events = calendar.publishedTimes
            let publications =
                (try? ledger?.publish(events, calendar: calendar.ledgerName, now: wallClock()))
                ?? Publication.unrecorded(events, now: startedAt)
            return WebAnswer(
                status: 200, contentType: Self.calendarType, body: calendar.ics(publications: publications, fallback: startedAt),
                freshness: freshness(of: WebPage(showing: request)))
        case .empty(let sentence):
            return failurePage(title: "Nothing to show", message: sentence, status: 404, page: nil, path: WebAddress.calendar(request).path)
        case .failed(let failure):
            return failurePage(failure, page: WebPage(showing: request), path: WebAddress.calendar(request).path)
        }
    }

    /// This moment by the machine's clock.
    package static func systemNow() -> Moment {
        Moment(millisecondsSince1970: Int((Date().timeIntervalSince1970 * 1000).rounded(.down)))  // trap-ok: today's time
    }
}
