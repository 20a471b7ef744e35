import F1Domain
import F1HTML
import F1UI
import F1UseCases

/// Follows the server's one live race through F1UI's live screen and publishes each board to
/// the feed, drawn by the same builder as every other face's board.
package struct LiveFollower: Sendable {
    package let feed: LiveFeed
    package let builder: ReportBuilder
    /// The race's updates; called again for a race that repeats.
    package let follow: @Sendable () -> AsyncThrowingStream<LiveRaceData, any Error>
    /// Whether a race that has ended starts over after `pause` (the demo and replays: a page
    /// left open keeps showing a race; a session followed live ends with its last board).
    package let repeats: Bool
    package let pause: Duration
    /// The circuit of the session followed, for the map on each board; nil draws none.
    package let layout: TrackLayout?
    /// Where the race stands at a board (a replay's moment, the demo's lap), stamped on each
    /// update for a publisher that restarts; nil stamps none.
    package let instant: (@Sendable (LiveRaceData) -> Int64?)?

    package init(
        feed: LiveFeed, builder: ReportBuilder, repeats: Bool, pause: Duration = .seconds(30), layout: TrackLayout? = nil,
        instant: (@Sendable (LiveRaceData) -> Int64?)? = nil, follow: @escaping @Sendable () -> AsyncThrowingStream<LiveRaceData, any Error>
    ) {
        self.feed = feed
        self.instant = instant
        self.layout = layout
        self.builder = builder
        self.follow = follow
        self.repeats = repeats
        self.pause = pause
    }

    /// Runs until cancelled (or until a race that does not repeat ends). A failure shows as the
    /// board's sentence, and the feed is tried again after the pause.
    @MainActor
    package func run() async {
        repeat {
            let screen = LiveRaceScreen(layout: layout, follow: follow)
            await screen.run { content in
                let board = HTMLDocumentRenderer(idPrefix: "live-").render(builder.live(content))
                let summary = Self.summary(LiveRaceScreen.makeSummary(from: content.board))
                feed.publish(board: board.html, summary: summary.html, isRunning: !content.board.isFinished, race: instant?(content.race))
            }
            if case .error(let failure) = screen.state {
                let message = HTMLPage.errorArticle(title: "The live race could not be followed", message: failure.message)
                feed.publish(board: message.html, summary: HTMLFragment(text: "Live: not available").html, isRunning: false)
            }
            guard repeats, !Task.isCancelled else { return }
            try? await Task.sleep(for: pause)
        } while !Task.isCancelled
    }

    /// "Live · Lap 42/78 · LEC leads · VER +2.314", a link to the live page.
    static func summary(_ summary: F1UI.Live.Summary) -> HTMLFragment {
        HTMLFragment(markup: "<a href=\"/live\">Live</a> " + HTMLText.escaped(summary.text))
    }
}
