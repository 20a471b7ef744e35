import F1Domain
import F1UI
import Testing

/// A feed that ends before showing anything leaves a reason, not a screen stuck on loading.
@MainActor
@Suite struct LiveRaceScreenEndTests {
    @Test func aFeedWithoutSnapshotsEndsInAFriendlyError() async {
        let screen = LiveRaceScreen { AsyncThrowingStream { $0.finish() } }
        await screen.run()
        #expect(screen.state.failure?.message == "There is no live race to follow in this source.")
    }

    /// The flag ends following at once, even when the feed would wait before it closes: a
    /// screen never shows "LIVE" beside a finished board.
    @Test func theFlagStopsFollowingInTheSameUpdate() async {
        let (screen, feeds) = LiveRaceScreenControlTests.screenWithFeeds()
        screen.onStartLive()
        await eventually("the feed is asked for") { feeds.all.count == 1 }
        feeds.all[0].yield(LiveRaceScreenControlTests.snapshot(lap: 49, order: [("a", "AAA"), ("b", "BBB")]))
        await eventually("the last lap") { screen.state.content?.race.currentLap == 49 }
        #expect(screen.isRunning, "a race still running keeps following")
        feeds.all[0].yield(LiveRaceScreenControlTests.snapshot(lap: 50, order: [("a", "AAA"), ("b", "BBB")], finished: true))
        await eventually("the flag") { screen.state.content?.race.currentLap == 50 }
        #expect(!screen.isRunning, "following ended with the finished board, before the feed closed")
        #expect(screen.summary?.text == "Finished · AAA wins")
        feeds.all[0].finish()
    }
}
