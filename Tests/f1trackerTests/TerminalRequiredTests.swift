import F1TestSupport
import Foundation
import Testing

/// Without a terminal it can draw in, f1tracker refuses at once: exit status 1, one sentence on
/// standard error, nothing on standard output, and the terminal (when there is one) untouched.
struct TerminalRequiredTests {
    static let notATerminal =
        "f1tracker: Standard input and output must both be a terminal (not a pipe or a file): run it in an interactive terminal."
    static let dumbTerminal =
        "f1tracker: TERM is unset or \"dumb\", so the terminal may not understand cursor movement: run it in a terminal emulator, or set TERM (for example TERM=xterm-256color)."

    /// Standard input /dev/null, standard output and error pipes (ProcessRunner): no terminal at all.
    @Test func withoutATerminalItSaysSoAndExitsOne() async throws {
        let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC"]
        let outcome = try await ProcessRunner.run(
            TmuxSession.tracker, ["--time-zone", "UTC"], environment: environment, deadline: .seconds(180))
        #expect(!outcome.timedOut, "f1tracker waited for a terminal instead of refusing")
        #expect(outcome.signal == nil)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty, "nothing drawn into a pipe: \(outcome.stdout.debugDescription)")
        #expect(outcome.stderr == Self.notATerminal + "\n", "\(outcome.stderr.debugDescription)")
        #expect(outcome.stderr.filter { $0 == "\n" }.count == 1, "one line: \(outcome.stderr.debugDescription)")
    }

    /// In a real terminal: TERM=dumb, TERM unset, and standard input or output not the terminal.
    @Test(.enabled(if: TmuxSession.canRunOrMustFail, Comment(rawValue: TmuxSession.requirement)))
    func inATerminalItRefusesDumbTermsRedirectionsAndUnknownSeasonsAndLeavesTheTerminalAlone() async throws {
        guard let tmux = try await TmuxSession.start(columns: 80, rows: 24) else { return }
        defer { tmux.close() }
        let tracker = TrackerSessionTests.command()
        let cases: [(command: String, marker: String, message: String)] = [
            ("TERM=dumb \(tracker)", "dumb", Self.dumbTerminal),
            ("env -u TERM \(tracker)", "unset", Self.dumbTerminal),
            ("\(tracker) </dev/null", "stdin", Self.notATerminal),
            ("\(tracker) >/dev/null", "stdout", Self.notATerminal),
            // A season the source does not have is refused before the screen changes.
            ("\(tracker) 1988", "season", "f1tracker: No season 1988 in this source: it holds only the 2025 season."),
        ]
        for (command, marker, message) in cases {
            let (output, status) = try await tmux.runInShell(command, marker: marker)
            #expect(status == 1, "\(command)")
            // The sentence wraps at 80 columns: the joined lines (capture-pane -J) are one line again.
            #expect(output.count == 1 && output.first == message, "\(command) printed:\n\(output.joined(separator: "\n"))")
            #expect(try await tmux.paneFlag("alternate_on") == "0", "\(command) never switches to the alternate screen")
            #expect(try await tmux.paneFlag("cursor_flag") == "1", "\(command) never hides the cursor")
        }
        try await expectSaneTerminal(tmux)
    }
}
