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
        var screen = try await tmux.waitFor("the races tab at 120 × 40") {
            $0.row(1).hasPrefix(" 2025 calendar") && $0.contains("Won by Lando Norris")
        }
        #expect(screen.row(0).hasSuffix("2025 · Demo data (made up, not a real season)"), "\(screen.framed)")
        #expect(screen.row(1).count == 119 && screen.row(1).hasSuffix("3 run · 5 to come"), "the title spans the width:\n\(screen.framed)")
        #expect(screen.row(3).contains(/Race +Date +Time +Circuit +Next \/ Winner/), "\(screen.framed)")
        #expect(screen.line(containing: "Monaco Grand Prix")?.contains(/Monte-Carlo, Monaco +in 11 days 1 h/) == true, "\(screen.framed)")
        #expect(screen.line(containing: "Bahrain Grand Prix")?.contains(/Sakhir, Bahrain +Won by Max Verstappen/) == true, "\(screen.framed)")
        #expect(screen.row(39).contains("↑↓ move") && screen.row(39).contains("q quit"), "the footer on the last row:\n\(screen.framed)")

        try await tmux.press("2")
        screen = try await tmux.waitFor("the drivers' standings at 120 × 40") {
            $0.row(1).hasPrefix(" 2025 championship") && $0.contains("Andrea Kimi Antonelli")
        }
        #expect(screen.row(4).contains(/Pos +Driver +Team +Nationality +Wins +Pts +Behind/), "\(screen.framed)")
        #expect(screen.line(containing: "Charles Leclerc")?.contains(/Ferrari +Monegasque +1 +65 +-5/) == true, "\(screen.framed)")
        try await tmux.press("l")
        screen = try await tmux.waitFor("the constructors' standings at 120 × 40") { $0.contains("Aston Martin") && !$0.contains("Max Verstappen") }
        #expect(screen.row(4).contains(/Pos +Team +Nationality +Wins +Pts +Behind/), "\(screen.framed)")

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
        try await tmux.waitFor("the races tab with its circuit column") { $0.row(1).hasPrefix(" 2025 calendar") && $0.contains("Sakhir, Bahrain") }

        try await tmux.resize(columns: 80, rows: 24)
        var screen = try await tmux.waitFor("the races tab redrawn for 80 × 24") {
            $0.row(1).hasPrefix(" 2025 calendar") && $0.row(23).contains("q quit") && !$0.contains("Sakhir, Bahrain")
        }
        #expect(screen.lines.allSatisfy { $0.count <= 80 }, "\(screen.framed)")

        try await tmux.resize(columns: 50, rows: 12)
        screen = try await tmux.waitFor("the sentence asking for more room") { $0.row(0) == "Make the terminal at least 60×16 (q quits)." }
        #expect(screen.lines.count == 1, "nothing else drawn:\n\(screen.framed)")

        try await tmux.resize(columns: 120, rows: 40)
        try await tmux.waitFor("the races tab at 120 × 40 again") {
            $0.row(1).hasPrefix(" 2025 calendar") && $0.contains("Sakhir, Bahrain") && $0.row(39).contains("q quit")
        }

        try await tmux.press("q")
        try await tmux.waitForPrompt("the shell's prompt after q")
        try await expectTheAppExited(tmux, status: 0)
        try await expectSaneTerminal(tmux)
    }
}
