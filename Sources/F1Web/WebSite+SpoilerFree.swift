import F1Domain
import F1HTML
import F1UI
import F1UseCases

extension WebSite {
    /// The site as `mode` shows it: every report read through `SpoilerFreeSource` as of the
    /// mode's moment, and the live race withheld when its session is past it. Throws what the
    /// calendars the moment is found on throw.
    package func shown(in mode: WebMode) async throws -> WebSite {
        guard let moment = mode.moment else { return self }
        var site = self
        site.mode = mode
        site.sources = try await SpoilerFreeSource.wrapping(sources, at: moment)
        if let spoilerFree = site.sources as? SpoilerFreeSource {
            site.liveHidden = try await spoilerFree.hidesLive(liveSession)
        }
        return site
    }

    /// `page` as this mode draws it: links that keep the mode, and on a spoiler-free page the
    /// line naming its moment with the link that reveals the next session (on the page at `path`).
    func dressed(_ page: inout HTMLPage, path: WebPath) {
        page.mode = mode
        guard mode.moment != nil else { return }
        let cutoff = (sources as? SpoilerFreeSource)?.cutoff.moment
        page.spoilerNotice = Self.spoilerNotice(cutoff: cutoff, reveal: mode.revealingNext(path))
    }

    /// "Spoiler-free: nothing from 13 Apr 2025 05:00 UTC on is shown. Reveal the next session".
    static func spoilerNotice(cutoff: Moment?, reveal: WebPath?) -> HTMLFragment {
        guard let cutoff else { return HTMLFragment(text: "Spoiler-free: every session is revealed.") }
        let time = cutoff.timeOfDay
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        let when = "\(cutoff.date) \(two(time.hours)):\(two(time.minutes)) UTC"
        var markup = HTMLText.escaped("Spoiler-free: nothing from \(when) on is shown. ")
        if let reveal { markup += "<a href=\"" + HTMLText.escaped(reveal.description) + "\">Reveal the next session</a>" }
        return HTMLFragment(markup: markup)
    }
}

extension WebSite {
    /// The answer when a mode's moment cannot be found (the calendars it is read from failed).
    package func unshown(_ failure: F1UI.Failure, api: Bool, path: WebPath) -> WebAnswer {
        if api { return apiError(Self.status(of: failure), Self.publicMessage(failure), retryAfter: Self.retryAfter(failure)) }
        return failurePage(
            title: "Could not load the page", message: Self.publicMessage(failure), status: Self.status(of: failure), page: nil, path: path,
            retryAfter: Self.retryAfter(failure))
    }
}
