import ErgastEmulator
import F1Domain
import F1TestSupport
import Foundation
import Testing

/// f1tracker's Live tab on an OpenF1 session from its API (the emulator playing the recorded Miami
/// race), in a real terminal: replayed once it has ended, and refused while it is live.
@Suite(
    .enabled(if: TmuxSession.canRunOrMustFail, Comment(rawValue: TmuxSession.requirement)),
    .enabled(if: SharedData.hasOpenF1Race, "../shared/data/openf1 is absent: these tests need the recorded Miami race"))
struct TrackerOpenF1Tests {
    static var race: URL { SharedData.openF1Race }

    /// The race's clock `secondsAfterFlag` after its chequered flag (18:37:21).
    static func emulator(secondsAfterFlag: Int) throws -> OpenF1Emulator {
        let flag = 1_777_833_441_000
        let emulator = try OpenF1Emulator(recording: race, startingAt: Moment(millisecondsSince1970: flag + secondsAfterFlag * 1000), speed: 1)
        try emulator.start()
        return emulator
    }

    static func command(_ emulator: OpenF1Emulator, _ arguments: String) -> String {
        "F1REPORT_OPENF1_URL=\(emulator.baseURL.absoluteString) " + TrackerSessionTests.command(arguments)
    }

    @Test func theLatestSessionIsReplayedOnTheLiveTabAndJumpsByLaps() async throws {
        let emulator = try Self.emulator(secondsAfterFlag: 7200)
        guard let tmux = try await TmuxSession.start(columns: 120, rows: 34) else { return }
        defer { tmux.close() }
        try await tmux.type(Self.command(emulator, "--openf1 latest --speed 10 --interval 1 --f1db \(TmuxSession.shellQuoted(SharedData.f1db.path))"))
        try await tmux.waitFor("the calendar") { $0.row(1).contains("season") }
        try await tmux.press("4")
        // The emulator moves every date to today, so f1db's race is not found by date: the feed names it.
        let screen = try await tmux.waitFor("the race on the Live tab") { $0.contains("Miami 2026") && Self.lap(on: $0) != nil }
        let lap = try #require(Self.lap(on: screen))
        // Literally: tmux reads a bare "}" as the end of a command block.
        for _ in 0..<3 { try await tmux.press("-l", "}") }
        // Thirty laps on; at 10× (a lap in about 9 s) the replay may have run a lap or two meanwhile.
        try await tmux.waitFor("thirty laps on after three jumps of ten") { Self.lap(on: $0).map { (lap + 30...lap + 32).contains($0) } == true }
        try await tmux.press("q")
        try await tmux.waitForPrompt()
        // Twelve endpoints fetched once for the whole replay (a loaded machine may see a retry or two).
        #expect((12...14).contains(emulator.receivedRequests.count), "\(emulator.receivedRequests.map(\.target))")
    }

    /// The lap on the Live tab's status line, "Lap 12/57".
    static func lap(on screen: Screen) -> Int? {
        guard let line = screen.line(containing: "● LIVE   Lap "), let range = line.range(of: #"Lap (\d+)/57"#, options: .regularExpression) else {
            return nil
        }
        return Int(line[range].dropFirst(4).prefix { $0.isNumber })
    }

    /// The distance behind live on the status line, "Paused, 2:44 behind live", in seconds.
    static func secondsBehind(after label: String, on screen: Screen) -> Int? {
        guard let line = screen.line(containing: label),
            let range = line.range(of: label + #"(\d+):(\d\d) behind"#, options: .regularExpression)
        else { return nil }
        let clock = line[range].dropFirst(label.count).prefix { $0 != " " }.split(separator: ":").compactMap { Int($0) }
        return clock.count == 2 ? clock[0] * 60 + clock[1] : nil
    }

    @Test func aSessionFollowedLiveIsHeldBackRewoundPausedAndCaughtUpByKeys() async throws {
        let emulator = try Self.emulator(secondsAfterFlag: -900)
        guard let tmux = try await TmuxSession.start(columns: 120, rows: 34) else { return }
        defer { tmux.close() }
        try await tmux.type(Self.command(emulator, "--openf1 live --delay 45s --interval 1"))
        try await tmux.waitFor("the calendar") { $0.row(1).contains("season") }
        try await tmux.press("4")
        try await tmux.waitFor("the board held 45 s behind live") { $0.contains("● BEHIND") && $0.contains("45 s behind live (delay)") }
        // Six steps of 10 s back: a minute more behind, then playing on at real time from there.
        for _ in 0..<6 { try await tmux.press(",") }
        try await tmux.waitFor("the board rewound a minute") { screen in
            screen.line(containing: "Rewound, ").map { $0.contains("Rewound, 1:4") } == true
        }
        try await tmux.press(" ")
        // Paused, the board falls further behind live every second, so a loaded machine may first show
        // it well past the minute and three quarters it was paused at; it can never show less.
        try await tmux.waitFor("the board paused") { screen in
            screen.contains("❚❚ PAUSED") && Self.secondsBehind(after: "Paused, ", on: screen).map { $0 >= 100 } == true
        }
        try await tmux.press(">")
        try await tmux.press("L")
        try await tmux.waitFor("back to live, 50 s behind it") { $0.contains("● BEHIND") && $0.contains("50 s behind live (delay)") }
        try await tmux.press("q")
        try await tmux.waitForPrompt()
    }

    @Test func aLiveSessionWithoutATokenIsRefusedOnTheLiveTab() async throws {
        let emulator = try Self.emulator(secondsAfterFlag: -600)
        emulator.requiredToken = "a-token"
        guard let tmux = try await TmuxSession.start(columns: 120, rows: 34) else { return }
        defer { tmux.close() }
        try await tmux.type(Self.command(emulator, "--openf1 live"))
        try await tmux.waitFor("the calendar") { $0.row(1).contains("season") }
        try await tmux.press("4")
        let screen = try await tmux.waitFor("the refusal on the Live tab") { $0.contains("HTTP 401") }
        #expect(screen.contains("f1tracker --openf1 latest"), "\(screen.framed)")
        try await tmux.press("q")
        try await tmux.waitForPrompt()
    }
}

/// `--openf1`'s arguments, refused before any terminal is needed.
struct TrackerOpenF1ArgumentTests {
    @Test(arguments: [
        (["--openf1", "live", "--speed", "10"], "--speed goes with a replay: --replay DIR, or --openf1 with a session_key or 'latest'."),
        (["--openf1", "soon"], "--openf1 must be an OpenF1 session_key (a number, e.g. 11280), 'latest' or 'live'."),
        (["--openf1", "latest", "--replay", "/tmp"], "--replay and --openf1 both choose the Live tab's session; give one."),
        (
            ["--openf1", "latest", "--delay", "45s"],
            "--delay holds back a session followed live (--openf1 live); a replay plays from where you start it (--speed, and the keys)."
        ),
        (["--openf1", "live", "--delay", "soon"], "--delay must be a span such as 45s, 1m30s, 2m or 90 (seconds), not 'soon'."),
        (["--openf1", "live", "--delay", "7h"], "--delay must be at most 6h, the longest a session runs."),
    ])
    func aBadArgumentIsOneSentence(_ arguments: [String], _ sentence: String) async throws {
        let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC"]
        let outcome = try await ProcessRunner.run(TmuxSession.tracker, arguments, environment: environment, deadline: .seconds(180))
        #expect(outcome.status == 64, "\(outcome.stderr)")
        #expect(outcome.stderr.contains(sentence), "\(outcome.stderr)")
    }
}
