import F1Domain
import F1TestSupport
import F1UI
import F1UseCases
import Testing

/// The live screen as a person drives it: start, updates, stop, start again, faster and slower.
@MainActor
@Suite struct LiveRaceScreenControlTests {
    static func snapshot(lap: Int, order: [(Driver.ID, String)], finished: Bool = false) -> LiveRaceData {
        LiveRaceData(
            raceName: "Test Grand Prix", currentLap: lap, totalLaps: 50, leader: order[0].0,
            positions: order.enumerated().map { index, car in
                LivePosition(
                    position: index + 1, driver: car.0, code: car.1, constructorName: "Ferrari",
                    gapToLeader: index == 0 ? nil : LapTime(milliseconds: index * 1000),
                    interval: index == 0 ? nil : LapTime(milliseconds: 1000))
            },
            isFinished: finished)
    }

    /// A screen whose every feed is a stream the test drives, through the continuations recorded in order.
    static func screenWithFeeds() -> (LiveRaceScreen, Calls<AsyncThrowingStream<LiveRaceData, any Error>.Continuation>) {
        let feeds = Calls<AsyncThrowingStream<LiveRaceData, any Error>.Continuation>()
        let screen = LiveRaceScreen {
            let (stream, continuation) = AsyncThrowingStream<LiveRaceData, any Error>.makeStream()
            feeds.record(continuation)
            return stream
        }
        return (screen, feeds)
    }

    @Test func startUpdateStopAndStartAgain() async {
        let (screen, feeds) = Self.screenWithFeeds()
        #expect(!screen.isRunning && screen.state == .idle && screen.summary == nil)

        screen.onStartLive()
        #expect(screen.isRunning)
        await eventually("the feed is asked for") { feeds.all.count == 1 }
        #expect(screen.state == .loading)
        feeds.all[0].yield(Self.snapshot(lap: 10, order: [("a", "AAA"), ("b", "BBB"), ("c", "CCC")]))
        await eventually("the first board") { screen.state.content?.race.currentLap == 10 }
        feeds.all[0].yield(Self.snapshot(lap: 11, order: [("c", "CCC"), ("a", "AAA"), ("b", "BBB")]))
        await eventually("the second board") { screen.state.content?.race.currentLap == 11 }
        #expect(screen.state.content?.board.lines.map(\.changeMark) == ["▲2", "▼1", "▼1"])
        #expect(screen.summary?.text == "Lap 11/50 · CCC leads · AAA +1.000")

        screen.onStopLive()
        #expect(!screen.isRunning)
        #expect(screen.state.content?.race.currentLap == 11, "the last board stays after stopping")
        // A snapshot the stopped feed still delivers never reaches the screen.
        feeds.all[0].yield(Self.snapshot(lap: 12, order: [("a", "AAA"), ("b", "BBB"), ("c", "CCC")]))
        try? await Task.sleep(for: .milliseconds(20))
        #expect(screen.state.content?.race.currentLap == 11)

        screen.onToggleLive()
        #expect(screen.isRunning)
        await eventually("a new feed") { feeds.all.count == 2 }
        #expect(screen.state.isLoading && screen.state.content?.race.currentLap == 11, "the old board stays until the new feed's first snapshot")
        feeds.all[1].yield(Self.snapshot(lap: 30, order: [("a", "AAA"), ("b", "BBB")], finished: true))
        feeds.all[1].finish()
        await eventually("the feed's end") { !screen.isRunning }
        #expect(screen.state.content?.board.isFinished == true)
        #expect(screen.summary?.text == "Finished · AAA wins")
    }

    @Test func aFailingFeedShowsAFriendlyError() async {
        let screen = LiveRaceScreen {
            AsyncThrowingStream { $0.finish(throwing: SourceError.unreachable(server: "api.example.org", reason: .timedOut, attempts: 3)) }
        }
        screen.onStartLive()
        await screen.waitUntilStopped()
        #expect(!screen.isRunning)
        #expect(screen.state.failure != nil)
    }

    @Test func speedStepsThroughThePlaybackSpeeds() async throws {
        let clock = PlaybackClock(base: ImmediateClock())
        let screen = LiveRaceScreen(playback: clock) { AsyncThrowingStream { $0.finish() } }
        #expect(screen.speed == 1)
        screen.onChangeSpeed(faster: true)
        screen.onChangeSpeed(faster: true)
        #expect(screen.speed == 4)
        try await clock.sleep(for: .seconds(3))
        screen.onChangeSpeed(faster: false)
        #expect(screen.speed == 2)
        try await clock.sleep(for: .seconds(3))
        for _ in 0..<10 { screen.onChangeSpeed(faster: false) }
        #expect(screen.speed == 0.25, "a quarter of real time at the slowest")
        for _ in 0..<10 { screen.onChangeSpeed(faster: true) }
        #expect(screen.speed == PlaybackClock<ImmediateClock>.speeds.last)
        #expect(clock.speed == screen.speed)
    }

    @Test func aPlaybackClockSleepsAFractionOfWhatIsAsked() async throws {
        let base = ImmediateClock()
        let clock = PlaybackClock(base: base, speed: 10)
        try await clock.sleep(for: .seconds(3))
        clock.speed = 2
        try await clock.sleep(for: .seconds(3))
        clock.speed = .nan
        try await clock.sleep(for: .seconds(3))
        #expect(base.sleeps == [.milliseconds(300), .milliseconds(1500), .seconds(3)])
    }
}
