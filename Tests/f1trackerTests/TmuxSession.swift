import F1TestSupport
import Foundation
import Testing

/// A real terminal for the built `f1tracker`: a tmux server of the test's own (its socket in a
/// fresh temporary folder, no configuration file, so a person's tmux is never touched), one
/// window of a fixed size running a plain `/bin/sh` with the prompt `$ `, TERM=xterm-256color,
/// LANG=C.UTF-8 and TZ=UTC. Keys go in with `send-keys`; screens come out with `capture-pane`.
///
/// Every wait polls the screen about every 50 ms until a deadline, and a screen that never comes
/// fails the test with the last one captured. `close()` ends the server (and with it the shell and
/// anything running in it); call it in a `defer`, so a failing test leaves nothing behind.
final class TmuxSession: Sendable {
    /// tmux, from PATH or the usual places; nil when it is not installed.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin", "/opt/local/bin"]
        return folders.lazy.map { URL(fileURLWithPath: $0).appending(path: "tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// On CI (CI set and not empty) a missing tmux fails the tests instead of skipping them.
    static let isCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false

    /// For `.enabled(if:)`: the tests run where tmux is installed, and on CI, where they fail without it.
    static var canRunOrMustFail: Bool { executable != nil || isCI }

    /// What the missing tmux means, for the trait's comment and the issue CI records.
    static let requirement =
        "f1tracker's end-to-end tests need tmux, to run the app in a real terminal: install it (apt-get install tmux, brew install tmux)"

    /// F1KIT_TEST_DEADLINE_SCALE stretches every deadline, as ProcessRunner's do (scripts/sanitize).
    static let deadlineScale: Double =
        ProcessInfo.processInfo.environment["F1KIT_TEST_DEADLINE_SCALE"].flatMap(Double.init).map { min(max($0, 1), 100) } ?? 1

    /// How long one tmux command, or the server's start, may take. Far more than they need (tens of
    /// milliseconds): in a full `swift test` on two cores, CPU-bound suites can hold the test
    /// process's threads for tens of seconds, and a test must not fail for waiting its turn.
    static let commandDeadline = Duration.seconds(120)

    /// The built app.
    static var tracker: URL { ProcessRunner.builtExecutable(named: "f1tracker") }

    let tmux: URL
    let folder: URL
    let socket: URL
    let columns: Int
    let rows: Int
    /// The tmux server's process, ended by `close()`.
    let serverPID: pid_t
    static let target = "f1tracker-test"

    private init(tmux: URL, folder: URL, columns: Int, rows: Int, serverPID: pid_t) {
        self.tmux = tmux
        self.folder = folder
        self.socket = folder.appending(path: "tmux.sock")
        self.columns = columns
        self.rows = rows
        self.serverPID = serverPID
    }

    /// Starts a server with a shell in a `columns` × `rows` window and waits for its prompt. Nil
    /// when tmux is not installed: on CI with an issue recorded, elsewhere the trait skipped the test.
    static func start(columns: Int = 80, rows: Int = 24, sourceLocation: SourceLocation = #_sourceLocation) async throws -> TmuxSession? {
        guard let tmux = executable else {
            Issue.record("tmux is not installed. \(requirement).", sourceLocation: sourceLocation)
            return nil
        }
        // Short: a Unix socket's path has room for about a hundred bytes.
        let folder = URL(fileURLWithPath: "/tmp").appending(path: "f1tracker-test-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let socket = folder.appending(path: "tmux.sock")
        let shell = [
            "env", "-i", "PATH=/usr/bin:/bin", "HOME=\(shellQuoted(folder.path))", "TERM=xterm-256color", "LANG=C.UTF-8", "TZ=UTC",
            "PS1='$ '", "/bin/sh",
        ].joined(separator: " ")
        do {
            try await startServer(
                tmux, socket: socket, folder: folder,
                arguments: [
                    "-f", "/dev/null", "new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows), "-c", folder.path, shell,
                ])
            let pid = try await command(tmux, socket: socket, ["display-message", "-p", "-t", target, "#{pid}"])
            guard let serverPID = pid_t(pid.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw Failure("tmux did not tell its server's process id (it said \"\(pid)\")")
            }
            let session = TmuxSession(tmux: tmux, folder: folder, columns: columns, rows: rows, serverPID: serverPID)
            do {
                try await session.waitForPrompt("the shell's first prompt")
            } catch {
                session.close()
                throw error
            }
            return session
        } catch {
            killProcesses(using: socket)
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Runs the tmux command that starts the server, and waits until the session answers.
    ///
    /// Not through ProcessRunner: the server that this tmux client forks inherits the descriptor
    /// by which Foundation learns that its child has ended, so the client counts as running (and
    /// its pipes open) for as long as the server lives. Its output goes to a file, and the session
    /// is polled for instead, within a deadline.
    private static func startServer(_ tmux: URL, socket: URL, folder: URL, arguments: [String]) async throws {
        let log = folder.appending(path: "tmux-start.log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw Failure("could not create \(log.path)") }
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        // Through bash, which first closes every descriptor but the standard three: a child that
        // Foundation starts may inherit pipes other tests have open at that moment, and the server
        // this client forks lives on, so it would hold their write ends and their readers would
        // wait for an end of file until their deadlines (seen in full-suite runs).
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments =
            [
                "-c", #"for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-" 2>/dev/null; done; exec "$0" "$@""#,
                tmux.path, "-u", "-S", socket.path,
            ] + arguments
        process.environment = environment(socket: socket)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try ProcessRunner.start(process)
        try? output.close()
        let clock = ContinuousClock()
        let timeout = Self.commandDeadline * deadlineScale
        let deadline = clock.now + timeout
        while true {
            // Read before asking: a client that had ended before the question was asked, and no
            // session, is a failure. So is the deadline: only a question asked after it passed can
            // fail the test, since a starved test process may get its first answer past it.
            let hadEnded = !process.isRunning
            let wasPastDeadline = clock.now >= deadline
            if (try? await command(tmux, socket: socket, ["has-session", "-t", target])) != nil { return }
            let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if hadEnded {
                throw Failure("tmux \(arguments.joined(separator: " ")) exited with \(process.terminationStatus) before its session started: \(said)")
            }
            if wasPastDeadline {
                throw Failure("tmux's session did not start within \(timeout): \(said)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Ends the tmux server, which hangs up the shell and whatever runs in it (they get SIGHUP as
    /// the terminal goes), and removes the socket's folder. Synchronous, for `defer`; idempotent.
    ///
    /// SIGKILL, since the server inherits the test process's signal mask, which blocks SIGTERM.
    func close() {
        if kill(serverPID, 0) == 0 { kill(serverPID, SIGKILL) }
        Self.killProcesses(using: socket)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Ends every process whose command line names `socket` (the server, and any client still
    /// waiting), found in /proc: a server that never answered cannot be asked to stop.
    static func killProcesses(using socket: URL) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        for entry in entries {
            guard let pid = pid_t(entry), pid != getpid(),
                let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                String(decoding: line, as: UTF8.self).contains(socket.path)
            else { continue }
            kill(pid, SIGKILL)
        }
    }

    // MARK: - Input

    /// Types `line` into the shell (or the app) literally, then Enter.
    func type(_ line: String) async throws {
        try await run(["send-keys", "-t", Self.target, "-l", line])
        try await run(["send-keys", "-t", Self.target, "Enter"])
    }

    /// Sends tmux key names (`j`, `Enter`, `Escape`, `Space`, `F12`, `?`), in order.
    func press(_ keys: String...) async throws {
        try await run(["send-keys", "-t", Self.target] + keys)
    }

    /// Resizes the window, as a person dragging the terminal's corner would (the app gets SIGWINCH).
    func resize(columns: Int, rows: Int) async throws {
        try await run(["resize-window", "-t", Self.target, "-x", String(columns), "-y", String(rows)])
    }

    // MARK: - Output

    /// The screen as text: one line per row, wrapped lines joined, trailing blanks trimmed.
    func capture() async throws -> Screen {
        Screen(text: try await run(["capture-pane", "-p", "-J", "-t", Self.target]))
    }

    /// A pane format variable, such as `alternate_on` (1 while the alternate screen is shown) or
    /// `cursor_flag` (1 while the cursor is visible).
    func paneFlag(_ name: String) async throws -> String {
        try await run(["display-message", "-p", "-t", Self.target, "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen about every 50 ms until `isExpected` holds, and returns that screen; after
    /// `timeout` (scaled by F1KIT_TEST_DEADLINE_SCALE) fails with what was shown last.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation,
        until isExpected: (Screen) -> Bool
    ) async throws -> Screen {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout * Self.deadlineScale
        while true {
            // As in startServer: the screen that fails the test was captured after the deadline.
            let wasPastDeadline = clock.now >= deadline
            let screen = try await capture()
            if isExpected(screen) { return screen }
            guard !wasPastDeadline else {
                throw Failure(
                    "\(what) did not show within \(timeout * Self.deadlineScale) (\(sourceLocation.fileName):\(sourceLocation.line)); the screen was:\n\(screen.framed)"
                )
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Waits until the shell's prompt `$` is the last line with anything on it.
    @discardableResult
    func waitForPrompt(_ what: String = "the shell's prompt", sourceLocation: SourceLocation = #_sourceLocation) async throws -> Screen {
        try await waitFor(what, sourceLocation: sourceLocation) { $0.lines.last { !$0.isEmpty } == "$" }
    }

    /// Runs `command` in the shell, then `echo "<marker>=$?"` (just the echo, reporting the last
    /// command's status, when `command` is nil), and waits for that line: returns what the command
    /// printed (the lines between the typed command and the marker line) and its status.
    func runInShell(_ command: String?, marker: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> (
        output: [String], status: Int
    ) {
        // A comment makes the line unique, so an answer to the same command earlier is never taken.
        let typed = (command.map { "\($0); " } ?? "") + "echo \"\(marker)=$?\" # \(UUID().uuidString.prefix(8))"
        try await type(typed)
        func answer(_ screen: Screen) -> (start: Int, end: Int, status: Int)? {
            guard let start = screen.lines.lastIndex(where: { $0.hasSuffix("$ " + typed) }),
                let end = screen.lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("\(marker)=") && Int($0.dropFirst(marker.count + 1)) != nil }
                ),
                let status = Int(screen.lines[end].dropFirst(marker.count + 1))
            else { return nil }
            return (start + 1, end, status)
        }
        let screen = try await waitFor("the line \(marker)=N after `\(typed)`", sourceLocation: sourceLocation) { answer($0) != nil }
        let (start, end, status) = try #require(answer(screen))
        return (Array(screen.lines[start..<end]), status)
    }

    /// Types `stty -a` and returns its settings, one word each ("icanon", "-echonl", ...).
    func terminalSettings(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Set<String> {
        let (output, status) = try await runInShell("stty -a", marker: "stty-status", sourceLocation: sourceLocation)
        guard status == 0 else { throw Failure("stty -a exited with \(status):\n\(output.joined(separator: "\n"))") }
        return Set(output.joined(separator: " ").split { $0 == " " || $0 == ";" }.map(String.init))
    }

    // MARK: - Running tmux

    @discardableResult
    func run(_ arguments: [String]) async throws -> String {
        try await Self.command(tmux, socket: socket, arguments)
    }

    /// One tmux command against the test's own server, with a deadline; its standard output.
    @discardableResult
    private static func command(_ tmux: URL, socket: URL, _ arguments: [String]) async throws -> String {
        let outcome = try await ProcessRunner.run(
            tmux, ["-u", "-S", socket.path] + arguments, environment: environment(socket: socket), deadline: commandDeadline * deadlineScale)
        guard !outcome.timedOut, outcome.status == 0, outcome.signal == nil else {
            let how = outcome.timedOut ? "was still running after \(commandDeadline * deadlineScale)" : "exited with \(outcome.status)"
            throw Failure("tmux \(arguments.joined(separator: " ")) \(how): \(outcome.stderr)")
        }
        return outcome.stdout
    }

    /// The environment of every tmux command, and of the server the first one starts.
    private static func environment(socket: URL) -> [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": socket.deletingLastPathComponent().path, "TERM": "xterm-256color", "LANG": "C.UTF-8", "TZ": "UTC"]
    }

    /// `text` as one word for /bin/sh.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A failed step of a session, with what the terminal showed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

/// One capture of the pane.
struct Screen: Sendable, CustomStringConvertible {
    let lines: [String]

    init(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        self.lines = lines
    }

    var text: String { lines.joined(separator: "\n") }
    var description: String { text }

    /// Whether any line contains `piece`.
    func contains(_ piece: String) -> Bool { lines.contains { $0.contains(piece) } }

    /// Whether a line matches `pattern`: columns line up with any number of spaces.
    func contains(_ pattern: Regex<Substring>) -> Bool { lines.contains { $0.contains(pattern) } }

    /// The first line containing `piece`.
    func line(containing piece: String) -> String? { lines.first { $0.contains(piece) } }

    /// Row `index`, empty past the last line with something on it.
    func row(_ index: Int) -> String { lines.indices.contains(index) ? lines[index] : "" }

    /// The screen between rules, for a failure message.
    var framed: String {
        let rule = String(repeating: "─", count: 40)
        return "┌\(rule)\n" + lines.map { "│" + $0 }.joined(separator: "\n") + "\n└\(rule)"
    }
}
