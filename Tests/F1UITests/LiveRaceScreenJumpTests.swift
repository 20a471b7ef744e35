import F1Domain
import F1UI
import F1UseCases
import Synchronization
import Testing

/// Jumping through a replay lap by lap, playing and stopped.
@MainActor
@Suite struct LiveRaceScreenJumpTests {
    /// A replay of laps 1-57 whose lap 2 has no start, as the recorded Miami race; each feed's
    /// first frame shows the lap it was last put at.
    final class FakeReplay: PlaybackSeekControl {
        let lap = Mutex(10)
        let jumps = Mutex([Int]())
        var laps: ClosedRange<Int>? { 1...57 }

        func jump(toLap lap: Int) -> Bool {
            jumps.withLock { $0.append(lap) }
            guard lap != 2, (1...57).contains(lap) else { return false }
            self.lap.withLock { $0 = lap }
            return true
        }

        func frame() -> LiveRaceData {
            let lap = lap.withLock { $0 }
            return LiveRaceData(
                raceName: "Replay", currentLap: lap, totalLaps: 57, leader: "12",
                positions: [LivePosition(position: 1, driver: "12", code: "ANT", constructorName: "Mercedes")])
        }
    }

    /// A screen showing the replay's first frame, stopped.
    static func stoppedScreen(_ replay: FakeReplay) async -> LiveRaceScreen {
        let screen = LiveRaceScreen(seek: replay) {
            AsyncThrowingStream { continuation in continuation.yield(replay.frame()) }
        }
        screen.onStartLive()
        await eventually("the first board") { screen.state.content != nil }
        screen.onStopLive()
        return screen
    }

    @Test func aStoppedReplayShowsTheLapItJumpedToAndStaysStopped() async {
        let replay = FakeReplay()
        let screen = await Self.stoppedScreen(replay)
        #expect(screen.state.content?.race.currentLap == 10)
        #expect(screen.canJump)
        #expect(screen.onJump(byLaps: 10))
        await eventually("the board at lap 20") { screen.state.content?.race.currentLap == 20 }
        #expect(!screen.isRunning)
        #expect(screen.onJump(byLaps: -1))
        await eventually("the board at lap 19") { screen.state.content?.race.currentLap == 19 }
        #expect(!screen.isRunning)
    }

    @Test func aLapWithoutAStartIsSkippedAndTheEndsHold() async {
        let replay = FakeReplay()
        _ = replay.jump(toLap: 3)
        let screen = await Self.stoppedScreen(replay)
        #expect(!screen.onJump(byLaps: 0))
        #expect(screen.onJump(byLaps: -1), "lap 2 has no start: lap 1 instead")
        await eventually("the board at lap 1") { screen.state.content?.race.currentLap == 1 }
        #expect(screen.onJump(byLaps: -1), "at lap 1, back is the start of lap 1")
        #expect(screen.onJump(byLaps: 100))
        await eventually("the board at the last lap") { screen.state.content?.race.currentLap == 57 }
        #expect(replay.jumps.withLock { $0 } == [3, 2, 1, 1, 57])
    }

    /// Three presses before a board shows the first: thirty laps on, not ten three times.
    @Test func jumpsFasterThanBoardsAddUp() async {
        let replay = FakeReplay()
        let screen = LiveRaceScreen(seek: replay) { AsyncThrowingStream { _ in } }
        #expect(screen.onJump(byLaps: 10) && screen.onJump(byLaps: 10) && screen.onJump(byLaps: 10))
        #expect(replay.jumps.withLock { $0 } == [11, 21, 31])
        #expect(screen.onJump(byLaps: -1))
        #expect(replay.jumps.withLock { $0 }.last == 30)
    }

    @Test func withoutAReplayThereIsNothingToJumpTo() {
        let screen = LiveRaceScreen { AsyncThrowingStream { $0.finish() } }
        #expect(!screen.canJump)
        #expect(!screen.onJump(byLaps: 1))
    }
}
