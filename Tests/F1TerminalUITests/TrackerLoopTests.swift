import F1TerminalUI
import Synchronization
import TerminalKit
import Testing

/// The run loop: frames written on change only, a key's frame holding just what changed, quit ending the loop.
@MainActor
@Suite struct TrackerLoopTests {
    final class Written: Sendable {
        private let chunks = Mutex<[[UInt8]]>([])
        func append(_ bytes: [UInt8]) { chunks.withLock { $0.append(bytes) } }
        var all: [[UInt8]] { chunks.withLock { $0 } }
        var text: String { String(decoding: all.joined(), as: UTF8.self) }
    }

    @Test func aKeyWritesOnlyWhatChangedAndRedrawingTheSameStateWritesNothing() async throws {
        let (_, loop, written, input, running) = try await startedOnTheCalendar()
        let first = written.all.reduce(0) { $0 + $1.count }
        #expect(first > 1000, "the loading frame, then the calendar")

        loop.redraw()
        let before = written.all.count
        loop.redraw()
        #expect(written.all.count == before, "an identical frame writes no bytes at all")

        input.yield(.key(.down))
        await waitUntil("the cursor's frame") { written.all.count > before }
        let moved = try #require(written.all.last)
        // Two rows change (the cursor leaves one, lands on the next): far less than a whole screen.
        #expect(moved.count < first / 3)

        // q ends the loop even though the input stays open.
        input.yield(.key(.character("q")))
        await running.value
    }

    /// A burst of keys already waiting (a held key, a mebibyte of "j") is handled whole, then drawn
    /// once, rather than queueing a frame for every key.
    @Test func aBurstOfKeysIsDrawnAsOneFrame() async throws {
        let (fixture, loop, _, input, running) = try await startedOnTheCalendar()
        let before = loop.framesDrawn
        // Yielded from the main actor, so all of them wait before the loop takes the first; the
        // loop ends when the input does, after handling every key.
        for _ in 0..<5_000 { input.yield(.key(.down)) }
        input.finish()
        await running.value
        #expect(fixture.controller.cursor == fixture.controller.rowCount - 1)
        #expect(loop.framesDrawn > before)
        #expect(loop.framesDrawn - before < 50, "\(loop.framesDrawn - before) frames for 5,000 keys")
    }

    /// A loop at 80×24 on the demo data, run until the calendar is on screen and every load has finished.
    private func startedOnTheCalendar() async throws
        -> (TrackerFixture, TrackerLoop, Written, AsyncStream<TerminalEvent>.Continuation, Task<Void, Never>)
    {
        let fixture = try TrackerFixture()
        let written = Written()
        let loop = TrackerLoop(controller: fixture.controller, size: TerminalSize(columns: 80, rows: 24), usesColor: true) { written.append($0) }
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        let running = Task { await loop.run(events: events) }
        await waitUntil("the calendar drawn") { written.text.contains("Monaco") }
        await fixture.controller.settle()
        return (fixture, loop, written, input, running)
    }

    @Test func theLoopEndsWhenInputCloses() async throws {
        let fixture = try TrackerFixture()
        let loop = TrackerLoop(controller: fixture.controller, size: TerminalSize(columns: 80, rows: 24), usesColor: false) { _ in }
        let (events, input) = AsyncStream.makeStream(of: TerminalEvent.self)
        input.finish()
        await loop.run(events: events)
        #expect(loop.framesDrawn >= 1)
    }

    @Test func aResizeDrawsTheWholeFrameAgainAtTheNewSize() async throws {
        let (_, _, written, input, running) = try await startedOnTheCalendar()
        let count = written.all.count
        input.yield(.resize(TerminalSize(columns: 120, rows: 40)))
        await waitUntil("the resized frame") { written.all.count > count }
        let redrawn = String(decoding: try #require(written.all.last), as: UTF8.self)
        // A full redraw starts by clearing the screen, and the wider frame shows the circuits.
        #expect(redrawn.contains("\u{1B}[2J"))
        #expect(redrawn.contains("Circuit"))
        input.finish()
        await running.value
    }
}
