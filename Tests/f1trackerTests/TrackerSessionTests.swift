import Foundation
import Testing

/// The built f1tracker driven as a person would, in a real 80 × 24 terminal (tmux), on the demo
/// data: every tab, a race weekend and its sections, the live race started and stopped, the help
/// overlay, and a clean quit that leaves the shell's terminal as it found it.
///
/// Skipped where tmux is not installed, with the trait's comment saying so; on CI (CI set) the
/// test runs and fails instead, since there tmux must be installed (.ci/run installs it).
@Suite(.enabled(if: TmuxSession.canRunOrMustFail, Comment(rawValue: TmuxSession.requirement)))
struct TrackerSessionTests {
    /// The app's command line, typed into the shell.
    static func command(_ arguments: String = "") -> String {
        "\(TmuxSession.shellQuoted(TmuxSession.tracker.path)) --time-zone UTC\(arguments.isEmpty ? "" : " " + arguments)"
    }

    /// The live race's lap, from "Lap 43/78" on the screen, nil when no lap is shown.
    static func lap(on line: String?) -> Int? {
        guard let line, let match = line.firstMatch(of: /Lap (\d+)\/78/) else { return nil }
        return Int(match.1)
    }

    @Test func aScriptedSessionVisitsEveryTabAndQuitsCleanly() async throws {
        guard let tmux = try await TmuxSession.start(columns: 80, rows: 24) else { return }
        defer { tmux.close() }
        let command = Self.command("--interval 1.5")
        try await tmux.type(command)

        // The races tab: the calendar, the next race's countdown, the winners of the races run.
        var screen = try await tmux.waitFor("the races tab with the 2025 calendar") {
            $0.row(0).hasPrefix(" F1 Tracker   1 Races   2 Standings   3 Seasons   4 Live   2025 · Demo data")
                && $0.row(1).hasPrefix(" 2025 season") && $0.contains("Lando Norris, Australian Grand Prix")
        }
        #expect(screen.contains(/Races +3 of 8 run/), "the count f1report season gives:\n\(screen.framed)")
        #expect(screen.line(containing: "Monaco Grand Prix")?.contains("in 11 days") == true, "\(screen.framed)")
        #expect(screen.line(containing: "Bahrain Grand Prix")?.contains("Max Verstappen") == true, "\(screen.framed)")
        #expect(screen.line(containing: "Saudi Arabian Grand Prix")?.contains("Charles Leclerc") == true, "\(screen.framed)")
        #expect(!screen.contains("Circuit"), "80 columns leave no room for the circuit column:\n\(screen.framed)")
        #expect(screen.row(23).contains("↑↓ move") && screen.row(23).contains("q quit"), "\(screen.framed)")
        #expect(screen.lines.count <= 24)
        #expect(try await tmux.paneFlag("alternate_on") == "1", "the app draws on the alternate screen")
        #expect(try await tmux.paneFlag("cursor_flag") == "0", "the app hides the cursor")

        // Down past the five races to come to the first race run, Bahrain, and open its weekend:
        // a race run opens on its results.
        try await tmux.press("j", "j", "j", "j", "j", "Enter")
        screen = try await tmux.waitFor("the Bahrain weekend's results") {
            $0.row(1) == " 2025 Bahrain Grand Prix · round 1" && $0.contains("Fastest lap")
        }
        #expect(screen.row(2).contains("Timetable   Results   Qualifying   Grid   Pit stops"), "\(screen.framed)")
        let winner = try #require(screen.line(containing: "1:31:44.742"), "\(screen.framed)")
        #expect(winner.hasPrefix("   1  Max Verstappen") && winner.contains("Red Bull") && winner.contains("1:31:44.742"), "\(screen.framed)")
        #expect(screen.line(containing: "Fastest lap")?.contains("Charles Leclerc, 1:32.608 on lap 41") == true, "\(screen.framed)")
        #expect(screen.row(23).contains("Esc back"), "\(screen.framed)")

        // l and h move between the weekend's sections: qualifying, then back to the results.
        try await tmux.press("l")
        screen = try await tmux.waitFor("the Bahrain weekend's qualifying") {
            $0.row(1) == " 2025 Bahrain Grand Prix · round 1" && $0.contains("Q3") && $0.contains("1:29.871")
        }
        #expect(!screen.contains("Fastest lap"), "\(screen.framed)")
        try await tmux.press("h")
        try await tmux.waitFor("the Bahrain weekend's results again") { $0.contains("Fastest lap") && !$0.contains("Q3") }

        // Esc goes back to the calendar.
        try await tmux.press("Escape")
        screen = try await tmux.waitFor("the calendar after Esc") {
            $0.row(1).hasPrefix(" 2025 season") && !$0.contains("round 1")
        }
        #expect(!screen.row(23).contains("Esc back"), "\(screen.framed)")

        // 2: the drivers' championship; l: the constructors'.
        try await tmux.press("2")
        screen = try await tmux.waitFor("the drivers' standings") {
            $0.row(1).hasPrefix(" 2025 drivers' championship") && $0.contains("Max Verstappen")
        }
        #expect(screen.contains("After round  3"), "\(screen.framed)")
        #expect(screen.row(2).contains("Drivers") && screen.row(2).contains("Constructors"), "\(screen.framed)")
        #expect(screen.line(containing: "Max Verstappen")?.contains("70") == true, "\(screen.framed)")
        try await tmux.press("l")
        screen = try await tmux.waitFor("the constructors' standings") {
            $0.row(1).hasPrefix(" 2025 constructors' championship") && $0.contains("Aston Martin") && !$0.contains("Max Verstappen")
        }
        let leader = try #require(screen.line(containing: "   1  Ferrari"), "\(screen.framed)")
        #expect(leader.hasPrefix("   1  Ferrari") && leader.contains("104"), "\(screen.framed)")

        // c: the championship computed from results, the same table f1report championship prints;
        // w: the same results under the oldest rules; p: race by race.
        try await tmux.press("c")
        screen = try await tmux.waitFor("the championship from results") {
            $0.row(1).hasPrefix(" 2025 constructors' championship from results") && $0.contains("Ferrari")
        }
        #expect(screen.contains(/Scoring +25-18-15-12-10-8-6-4-2-1/), "\(screen.framed)")
        try await tmux.press("w")
        screen = try await tmux.waitFor("the what-if under another era's rules") { $0.contains("What-if") && $0.contains("If Points") }
        #expect(screen.contains("the same results under"), "\(screen.framed)")
        try await tmux.press("p")
        screen = try await tmux.waitFor("the championship race by race") {
            $0.row(1).hasPrefix(" 2025 constructors' championship, race by race") && $0.contains("3 AUS")
        }
        #expect(screen.contains(/^ +1  Ferrari +\d+ \(\d\) +\d+ \(\d\) +\d+ \(1\)$/), "a cell per round:\n\(screen.framed)")
        try await tmux.press("Escape")
        try await tmux.waitFor("the standings after Esc") { $0.row(1).hasPrefix(" 2025 constructors' championship") && !$0.contains("race by race") }

        // 4: the live race starts, and its lap advances (every 1.5 s with --interval 1.5: the race
        // must still be running several tmux round trips later on a machine busy with other tests).
        try await tmux.press("4")
        screen = try await tmux.waitFor("the live race running") {
            $0.row(1) == " Monaco Grand Prix" && $0.row(2).contains("● LIVE") && Self.lap(on: $0.row(2)) != nil
        }
        let firstLap = try #require(Self.lap(on: screen.row(2)))
        #expect((42...78).contains(firstLap), "\(screen.framed)")
        #expect(screen.contains("● LIVE  Lap"), "the live summary line:\n\(screen.framed)")
        screen = try await tmux.waitFor("a lap after lap \(firstLap)") { (Self.lap(on: $0.row(2)) ?? 0) > firstLap }
        #expect(screen.row(23).contains("Space stop live"), "\(screen.framed)")

        // Back on the races tab the summary line keeps the race in view.
        try await tmux.press("1")
        screen = try await tmux.waitFor("the calendar with the live summary line") {
            $0.row(1).hasPrefix(" 2025 season") && $0.row(22).contains(/● LIVE  Lap \d+\/78 · [A-Z]{3} leads/)
        }

        // Space stops the race: the summary says STOPPED, and the lap stays where it was.
        try await tmux.press("Space")
        screen = try await tmux.waitFor("the live race stopped") {
            $0.row(22).hasPrefix(" STOPPED  Lap") && !$0.contains("● LIVE")
        }
        let stoppedLap = try #require(Self.lap(on: screen.row(22)))
        #expect(screen.row(23).contains("Space live"), "\(screen.framed)")
        try await Task.sleep(for: .seconds(4))  // More than two laps at --interval 1.5.
        screen = try await tmux.capture()
        #expect(Self.lap(on: screen.row(22)) == stoppedLap, "a stopped race stays on its lap:\n\(screen.framed)")
        #expect(!screen.contains("● LIVE"), "\(screen.framed)")

        // ? shows the keys; the next key closes the overlay (and does nothing else).
        try await tmux.press("?")
        screen = try await tmux.waitFor("the help overlay") { $0.contains(" Keys") && $0.contains("any key closes") }
        #expect(screen.contains("start the live race") && screen.contains("quit"), "\(screen.framed)")
        try await tmux.press("j")
        screen = try await tmux.waitFor("the calendar without the overlay") {
            !$0.contains("any key closes") && $0.contains("Lando Norris, Australian Grand Prix") && $0.contains("Spanish Grand Prix")
        }
        #expect(screen.row(1).hasPrefix(" 2025 season"), "\(screen.framed)")

        // q quits: the shell's screen is back (the command typed, the prompt under it), the
        // cursor visible, the exit status 0 and the terminal's settings cooked again.
        try await tmux.press("q")
        screen = try await tmux.waitForPrompt("the shell's prompt after q")
        #expect(screen.row(0) == "$ \(command)", "the normal screen, as it was before the app:\n\(screen.framed)")
        #expect(!screen.contains("F1 Tracker"), "\(screen.framed)")
        #expect(try await tmux.paneFlag("alternate_on") == "0", "the alternate screen is left")
        #expect(try await tmux.paneFlag("cursor_flag") == "1", "the cursor is shown again")
        try await expectTheAppExited(tmux, status: 0)
        try await expectSaneTerminal(tmux)
    }

    /// The overlay says "any key closes": a key the app has no command for (x) closes it too.
    @Test func anUnmappedKeyClosesTheHelpOverlay() async throws {
        guard let tmux = try await TmuxSession.start(columns: 80, rows: 24) else { return }
        defer { tmux.close() }
        try await tmux.type(Self.command())
        try await tmux.waitFor("the races tab") { $0.row(1).hasPrefix(" 2025 season") && $0.contains("Lando Norris, Australian Grand Prix") }
        try await tmux.press("?")
        try await tmux.waitFor("the help overlay") { $0.contains(" Keys") && $0.contains("any key closes") }
        try await tmux.press("x")
        try await tmux.waitFor("the overlay closed by x") { !$0.contains("any key closes") }
        // q quits even with the overlay open.
        try await tmux.press("q")
        try await tmux.waitForPrompt("the shell's prompt after q")
        try await expectTheAppExited(tmux, status: 0)
    }
}

/// Types `echo "exit=$?"` and expects the app's status.
func expectTheAppExited(_ tmux: TmuxSession, status expected: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let (_, status) = try await tmux.runInShell(nil, marker: "exit", sourceLocation: sourceLocation)
    #expect(status == expected, "the app's exit status", sourceLocation: sourceLocation)
}

/// `stty -a` in the shell shows a cooked terminal: line editing, echo, signals, CR → NL.
func expectSaneTerminal(_ tmux: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let settings = try await tmux.terminalSettings(sourceLocation: sourceLocation)
    for flag in ["icanon", "echo", "isig", "icrnl", "opost", "onlcr", "iexten"] {
        #expect(
            settings.contains(flag) && !settings.contains("-" + flag), "stty -a: \(flag) should be on; it said \(settings.sorted())",
            sourceLocation: sourceLocation)
    }
}
