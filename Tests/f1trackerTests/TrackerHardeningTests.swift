import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The built f1tracker under input it did not ask for, in a real terminal (tmux): a bracketed paste
/// is no key presses, and a signal from outside ends (or stops) it with the terminal put back.
@Suite(.enabled(if: TmuxSession.canRunOrMustFail, Comment(rawValue: TmuxSession.requirement)))
struct TrackerHardeningTests {
    /// The app on the races tab, the command typed after `ulimit -c 0` (SIGQUIT's default action
    /// would write a core file).
    static func startOnTheCalendar(_ tmux: TmuxSession) async throws -> Screen {
        _ = try await tmux.runInShell("ulimit -c 0", marker: "ulimit")
        try await tmux.type(TrackerSessionTests.command())
        return try await tmux.waitFor("the races tab") { $0.row(1).hasPrefix(" 2025 season") && $0.contains("Lando Norris, Australian Grand Prix") }
    }

    @Test func aPasteOfTenKibibytesWithQInItNeitherQuitsNorMoves() async throws {
        guard let tmux = try await TmuxSession.start(columns: 80, rows: 24) else { return }
        defer { tmux.close() }
        let before = try await Self.startOnTheCalendar(tmux)
        try await tmux.paste(String(repeating: "jjjq\n2G ", count: 1_280))
        // Input is read in order: once the overlay that ? opens shows, the paste before it is handled.
        try await tmux.press("?")
        try await tmux.waitFor("the help overlay after the paste") { $0.contains("any key closes") }
        try await tmux.press("x")
        let after = try await tmux.waitFor("the overlay closed") { !$0.contains("any key closes") }
        #expect(after.text == before.text, "the paste changed the screen:\n\(after.framed)")
        try await tmux.press("q")
        try await tmux.waitForPrompt("the shell's prompt after q")
        try await expectTheAppExited(tmux, status: 0)
        try await expectBracketedPasteOff(tmux)
    }

    /// A mebibyte of "j" typed bare (a terminal without bracketed paste, a key held for ever) is
    /// handled as a burst and drawn as a few frames: the key after it answers within the deadline,
    /// where a frame for every "j" took the best part of an hour.
    @Test func aMebibyteOfKeysIsHandledAsABurst() async throws {
        guard let tmux = try await TmuxSession.start(columns: 80, rows: 24) else { return }
        defer { tmux.close() }
        _ = try await Self.startOnTheCalendar(tmux)
        try await tmux.paste(String(repeating: "j", count: 1 << 20), bracketed: false)
        try await tmux.press("2")
        try await tmux.waitFor("the standings after the burst", timeout: .seconds(180)) { $0.row(1).hasPrefix(" 2025 drivers' championship") }
        try await tmux.press("q")
        try await tmux.waitForPrompt("the shell's prompt after q")
        try await expectTheAppExited(tmux, status: 0)
    }

    @Test(arguments: [(SIGQUIT, "QUIT"), (SIGTERM, "TERM"), (SIGHUP, "HUP"), (SIGINT, "INT")])
    func aSignalEndsTheAppWithItsStatusAndTheTerminalPutBack(_ signal: Int32, _ name: String) async throws {
        guard let tmux = try await TmuxSession.start(columns: 80, rows: 24) else { return }
        defer { tmux.close() }
        _ = try await Self.startOnTheCalendar(tmux)
        let app = try #require(try await tmux.foregroundChild(), "no f1tracker under the shell")
        #expect(kill(app, signal) == 0)
        let screen = try await tmux.waitForPrompt("the shell's prompt after SIG\(name)")
        #expect(!screen.contains("Program crashed") && !screen.contains("Backtrace"), "\(screen.framed)")
        #expect(!screen.contains("F1 Tracker"), "\(screen.framed)")
        try await expectTheAppExited(tmux, status: 128 + Int(signal))
        #expect(try await tmux.paneFlag("alternate_on") == "0", "the alternate screen is left")
        #expect(try await tmux.paneFlag("cursor_flag") == "1", "the cursor is shown again")
        try await expectSaneTerminal(tmux)
        try await expectBracketedPasteOff(tmux)
    }

    /// `kill -TSTP` stops the app with the shell's terminal put back; `fg` brings it back whole.
    @Test func aStopPutsTheTerminalBackAndForegroundRedrawsTheApp() async throws {
        guard let tmux = try await TmuxSession.start(columns: 80, rows: 24) else { return }
        defer { tmux.close() }
        _ = try await Self.startOnTheCalendar(tmux)
        let app = try #require(try await tmux.foregroundChild(), "no f1tracker under the shell")
        #expect(kill(app, SIGTSTP) == 0)
        try await tmux.waitForPrompt("the shell's prompt after SIGTSTP")
        #expect(try await tmux.paneFlag("alternate_on") == "0", "the alternate screen is left")
        #expect(try await tmux.paneFlag("cursor_flag") == "1", "the cursor is shown again")
        try await expectSaneTerminal(tmux)
        try await tmux.type("fg")
        try await tmux.waitFor("the races tab again after fg") {
            $0.row(1).hasPrefix(" 2025 season") && $0.contains("Lando Norris, Australian Grand Prix")
        }
        #expect(try await tmux.paneFlag("alternate_on") == "1")
        try await tmux.press("2")
        try await tmux.waitFor("the standings, keys working again") { $0.row(1).hasPrefix(" 2025 drivers' championship") }
        try await tmux.press("q")
        try await tmux.waitForPrompt("the shell's prompt after q")
        try await expectTheAppExited(tmux, status: 0)
        try await expectSaneTerminal(tmux)
    }
}

/// A paste into the shell arrives bare: were bracketed paste still on, tmux would wrap it in
/// ESC [ 200 ~ … ESC [ 201 ~, which the shell would take as part of the command.
func expectBracketedPasteOff(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await tmux.paste("echo pasted-$((6*7))\n")
    try await tmux.waitFor("the pasted command's output", sourceLocation: sourceLocation) { $0.lines.contains("pasted-42") }
}
