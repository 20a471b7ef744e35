import F1HTML

extension WebSite {
    /// The live page of a page server (`--live-from`) without a copy of the channel
    /// (`--mirror-from`): this server keeps no board, so the page
    /// holds a placeholder until the script's first message from the channel, which nchan sends
    /// at once (the latest update). Without JavaScript it reloads every 10 s as the live page
    /// always does. A delay is the live feed's own (`/live?delay=`), which a broker does not hold:
    /// the form is left out.
    func relayedLivePage(_ channel: LiveChannel) -> WebAnswer {
        var page = HTMLPage(title: "Live", latestSeason: latestSeason, current: .live, source: source, refreshWithoutScript: 10)
        page.liveEventsURL = channel.url
        dressed(&page, path: .live)
        let waiting = HTMLFragment(markup: "<p>The board appears here as the race runs; following it needs JavaScript.</p>\n")
        return WebAnswer(status: 200, contentType: Self.htmlType, body: page.render([HTMLPage.liveBoard(waiting)]), freshness: .never)
    }
}
