import Foundation
import Testing

/// The app uses the room a larger terminal gives, and follows the terminal as it is resized.
@Suite(.enabled(if: TmuxSession.canRunOrMustFail, Comment(rawValue: TmuxSession.requirement)))
struct TerminalSizeTests {
    /// At 120 × 40 the columns that 80 × 24 drops are back (the races' circuit, the source's full
    /// name), the footer sits on row 39, and the standings have every column.
    @Test func aLargerTerminalShowsMoreColumns() async throws {
        guard let tmux = try await TmuxSession.start(columns: 120, rows: 40) else { return }
        defer { tmux.close() }
        try await tmux.type(TrackerSessionTests.command())
        // The footer is waited for too: a capture can come while the frame is still being written.
        var screen = try await tmux.waitFor("the races tab at 120 × 40, its footer on the last row") {
            $0.row(1).hasPrefix(" 2025 season") && $0.contains("Lando Norris, Australian Grand Prix")
                && $0.row(39).contains("↑↓ move") && $0.row(39).contains("q quit")
        }
        #expect(screen.row(0).hasSuffix("2025 · Demo data (made up, not a real season)"), "\(screen.framed)")
        #expect(screen.contains("Races        3 of 8 run"), "the same count as f1report season:\n\(screen.framed)")
        // 120 columns hold the circuit and its place, which 80 leave out.
        #expect(screen.contains(/Rnd +Race +Circuit +Place +Date +Time +In/), "\(screen.framed)")
        #expect(
            screen.line(containing: "Canadian Grand Prix")?.contains(/Montreal, Canada +Sun 8 Jun 2025 +18:00 +in 25 days/) == true,
            "\(screen.framed)")
        #expect(
            screen.line(containing: "Bahrain Grand Prix")?.contains(/Bahrain International Circuit +Sun 16 Mar 2025 +Max Verstappen/) == true,
            "\(screen.framed)")

        try await tmux.press("2")
        screen = try await tmux.waitFor("the drivers' standings at 120 × 40") {
            $0.row(1).hasPrefix(" 2025 drivers' championship") && $0.contains("Andrea Kimi Antonelli")
        }
        #expect(screen.contains(/Pos +Driver +Nationality +Team +Wins +Pts +Behind/), "\(screen.framed)")
        #expect(screen.line(containing: "Charles Leclerc")?.contains(/Monegasque +Ferrari +1 +65 +-5/) == true, "\(screen.framed)")
        try await tmux.press("l")
        screen = try await tmux.waitFor("the constructors' standings at 120 × 40") { $0.contains("Aston Martin") && !$0.contains("Max Verstappen") }
        #expect(screen.contains(/Pos +Team +Nationality +Wins +Pts +Behind/), "\(screen.framed)")

        try await tmux.press("q")
        try await tmux.waitForPrompt("the shell's prompt after q")
        try await expectTheAppExited(tmux, status: 0)
    }

    /// Resized while it runs (SIGWINCH), the app redraws for the new size: fewer columns at 80 × 24,
    /// a sentence asking for room below 60 × 16, everything back at 120 × 40.
    @Test func resizingRedrawsForTheNewSize() async throws {
        guard let tmux = try await TmuxSession.start(columns: 120, rows: 40) else { return }
        defer { tmux.close() }
        try await tmux.type(TrackerSessionTests.command())
        try await tmux.waitFor("the races tab with its circuit column") {
            $0.row(1).hasPrefix(" 2025 season") && $0.contains("Bahrain International Circuit")
        }

        try await tmux.resize(columns: 80, rows: 24)
        var screen = try await tmux.waitFor("the races tab redrawn for 80 × 24") {
            $0.row(1).hasPrefix(" 2025 season") && $0.row(23).contains("q quit") && !$0.contains("Bahrain International Circuit")
        }
        #expect(screen.lines.allSatisfy { $0.count <= 80 }, "\(screen.framed)")

        try await tmux.resize(columns: 50, rows: 12)
        screen = try await tmux.waitFor("the sentence asking for more room") { $0.row(0) == "Make the terminal at least 60×16 (q quits)." }
        #expect(screen.lines.count == 1, "nothing else drawn:\n\(screen.framed)")

        try await tmux.resize(columns: 120, rows: 40)
        try await tmux.waitFor("the races tab at 120 × 40 again") {
            $0.row(1).hasPrefix(" 2025 season") && $0.contains("Bahrain International Circuit") && $0.row(39).contains("q quit")
        }

        try await tmux.press("q")
        try await tmux.waitForPrompt("the shell's prompt after q")
        try await expectTheAppExited(tmux, status: 0)
        try await expectSaneTerminal(tmux)
    }
}
