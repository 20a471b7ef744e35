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
}
