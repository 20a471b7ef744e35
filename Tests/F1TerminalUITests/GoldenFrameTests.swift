import F1Domain
import F1TerminalUI
import F1TestSupport
import F1UI
import F1UseCases
import Foundation
import TerminalKit
import Testing

/// Every screen of the app drawn on the demo data at 80×24 and 120×40, the text and the styles
/// beside it, against committed files. Re-record with
/// `F1KIT_RECORD_GOLDEN=1 swift test --filter GoldenFrameTests` and review the diff.
@MainActor
@Suite struct GoldenFrameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var keys: [Key]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "races", keys: []),
        Case(name: "weekend-to-come", keys: [.enter]),
        Case(name: "weekend-results", keys: Array(repeating: .down, count: 5) + [.enter]),
        Case(name: "weekend-qualifying", keys: Array(repeating: .down, count: 5) + [.enter, .right]),
        Case(name: "weekend-grid", keys: Array(repeating: .down, count: 5) + [.enter, .right, .right]),
        Case(name: "weekend-pit-stops", keys: Array(repeating: .down, count: 5) + [.enter, .right, .right, .right]),
        Case(name: "weekend-sprint", keys: Array(repeating: .down, count: 6) + [.enter, .right, .right]),
        Case(name: "weekend-lap-chart", keys: Array(repeating: .down, count: 5) + [.enter, .left, .left]),
        Case(
            name: "weekend-tyres",
            keys: Array(repeating: .down, count: 5) + [.enter, .left, .left, .character("v"), .character("v"), .character("v")]),
        Case(name: "standings-drivers", keys: [.character("2")]),
        Case(name: "standings-constructors", keys: [.character("2"), .right]),
        Case(name: "driver-season", keys: [.character("2"), .enter]),
        Case(name: "team-season", keys: [.character("2"), .right, .down, .enter]),
        Case(name: "seasons", keys: [.character("3")]),
        Case(name: "help", keys: [.character("?")]),
        Case(name: "championship", keys: [.character("c")]),
        Case(name: "championship-constructors", keys: [.character("c"), .right]),
        Case(name: "championship-what-if", keys: [.character("c"), .character("w")]),
        Case(name: "progression", keys: [.character("p")]),
        Case(name: "title", keys: [.character("t")]),
        Case(name: "rules", keys: [.character("u")]),
        Case(name: "champions", keys: [.character("a")]),
        Case(name: "champions-what-if", keys: [.character("a"), .character("w")]),
        Case(name: "championship-driver", keys: [.character("c"), .down, .enter]),
    ]

    nonisolated static let sizes = [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40)]

    @Test(arguments: cases, sizes)
    func screenMatchesGolden(_ testCase: Case, size: TerminalSize) async throws {
        let fixture = try TrackerFixture()
        fixture.controller.start()
        await fixture.controller.settle()
        for key in testCase.keys { await fixture.press(key) }
        try expectGolden(fixture, size: size, name: testCase.name)
    }

    @Test(arguments: sizes)
    func liveBoardMatchesGolden(size: TerminalSize) async throws {
        let fixture = try TrackerFixture()
        await fixture.press(.character("4"))
        await waitUntil("the second lap on the board") { fixture.model.live.state.content?.race.currentLap == 43 }
        try expectGolden(fixture, size: size, name: "live")
        // The summary stays on every tab while the race runs.
        await fixture.press(.character("1"))
        try expectGolden(fixture, size: size, name: "races-while-live")
        fixture.controller.stop()
    }

    /// A timed race with the circuit's layout (`LiveMapSample`): the last lap's sectors, the weather
    /// and the map of the cars, under the board at 120×40 and beside it at 160×40.
    @Test(arguments: [TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 160, rows: 40)])
    func liveMapMatchesGolden(size: TerminalSize) async throws {
        let replay = TimedSessionReplay(timeline: SessionTimeline(LiveMapSample.timing), raceName: "Oval Grand Prix")
        let board = replay.snapshot(at: LiveMapSample.at(135))
        let live: @Sendable (Int) -> AsyncThrowingStream<LiveRaceData, any Error> = { _ in
            AsyncThrowingStream { continuation in
                continuation.yield(board)
                let task = Task {
                    try? await Task.sleep(for: .seconds(3600))
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
        let fixture = try TrackerFixture(live: live, layout: LiveMapSample.layout)
        await fixture.press(.character("4"))
        await waitUntil("the board with its map") { fixture.model.live.state.content != nil }
        try expectGolden(fixture, size: size, name: "live-map")
        // `v` hides the map and shows it again.
        await fixture.press(.character("v"))
        let hidden = TrackerView.frame(fixture.controller, size: size).text
        #expect(!hidden.contains("Track map") && hidden.contains("v shows the map"))
        await fixture.press(.character("v"))
        #expect(TrackerView.frame(fixture.controller, size: size).text.contains("Track map"))
        fixture.controller.stop()
    }

    @Test(arguments: sizes)
    func failureMatchesGolden(size: TerminalSize) async throws {
        let races = StubRaceRepository(failure: SourceError.unreadable(path: "races/2025.yaml", problem: .missing))
        let fixture = try TrackerFixture(races: races)
        fixture.controller.start()
        await fixture.controller.settle()
        try expectGolden(fixture, size: size, name: "races-failed")
    }

    @Test(arguments: sizes)
    func loadingMatchesGolden(size: TerminalSize) async throws {
        let gate = Gate<Void>()
        let fixture = try TrackerFixture(races: GatedRaceRepository(gate: gate))
        fixture.controller.start()
        await gate.arrived()
        try expectGolden(fixture, size: size, name: "races-loading")
        gate.open(with: .failure(CancellationError()))
        await fixture.controller.settle()
    }

    private func expectGolden(_ fixture: TrackerFixture, size: TerminalSize, name: String) throws {
        let frame = TrackerView.frame(fixture.controller, size: size)
        let actual = frame.text + "\n\n" + frame.styleMap + "\n"
        let file = "\(name)-\(size.columns)x\(size.rows).txt"
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Golden/\(file)")
        if ProcessInfo.processInfo.environment["F1KIT_RECORD_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(file) differs; the frame now:\n\(frame.text)")
    }
}

/// A race source whose every load waits at a gate, so the loading state can be seen.
struct GatedRaceRepository: RaceRepository {
    let gate: Gate<Void>
    var info: DataSourceInfo { StubRaceRepository().info }

    func seasons() async throws -> [Season] {
        try await gate.pass()
        return []
    }
    func races(season: Int) async throws -> [Race] {
        try await gate.pass()
        return []
    }
    func results(season: Int) async throws -> [RaceResults] {
        try await gate.pass()
        return []
    }
    func results(season: Int, round: Int) async throws -> RaceResults {
        try await gate.pass()
        throw CancellationError()
    }
}
