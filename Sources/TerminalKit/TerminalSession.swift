import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A full-screen terminal session: raw mode, the alternate screen and a hidden cursor, put back by
/// `restore()`, at exit, and on terminating and crash signals. One session per process at a time.
///
/// Sendable: its descriptors are constants and what changes (restored, reader started) is behind a Mutex.
public final class TerminalSession: Sendable {
    /// False when NO_COLOR is set and non-empty (https://no-color.org).
    public let usesColor: Bool
    let input: Int32
    let output: Int32
    let wakePipe: (read: Int32, write: Int32)
    private let state = Mutex(State())
    /// Held while bytes go out, so frames from two threads never interleave with each other or the restore.
    private let writing = Mutex(())
    /// Claimed by the open session, since signal handlers and their saved settings are per process.
    private static let claimed = Atomic<Bool>(false)

    private struct State {
        var restored = false
        var readerStarted = false
    }

    /// Checks TERM (unset or "dumb" is refused) and that `input` and `output` are terminals, saves the terminal's settings, enters raw mode (ISIG off, so Ctrl-C arrives as a key), the alternate screen with the cursor hidden and bracketed paste on, and installs the handlers that restore the terminal on SIGINT, SIGTERM, SIGHUP, SIGQUIT (then end the process by that signal), crash signals and exit, and that put it back for SIGTSTP and make it raw again (redrawn whole, as after a resize) on SIGCONT.
    public static func open(environment: [String: String], input: Int32 = 0, output: Int32 = 1) throws(TerminalUnavailable) -> TerminalSession {
        if let problem = check(environment: environment, input: input, output: output) { throw problem }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else {
            throw .cannotConfigure("reading the terminal's settings failed (\(POSIX.describe(errno)))")
        }
        guard claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged else {
            throw .cannotConfigure("another terminal session is already open in this process")
        }
        guard let wakePipe = POSIX.makeWakePipe() else {
            claimed.store(false, ordering: .releasing)
            throw .cannotConfigure("creating a pipe failed (\(POSIX.describe(errno)))")
        }
        EmergencyRestore.wakeDescriptor.store(wakePipe.write, ordering: .relaxed)
        var raw = RawMode.attributes(from: saved)
        EmergencyRestore.arm(input: input, output: output, saved: saved, raw: raw)
        SignalHandlers.install()
        guard tcsetattr(input, TCSANOW, &raw) == 0 else {
            let reason = POSIX.describe(errno)
            EmergencyRestore.close()
            SignalHandlers.uninstall()
            EmergencyRestore.armed.store(false, ordering: .releasing)
            EmergencyRestore.wakeDescriptor.store(-1, ordering: .relaxed)
            close(wakePipe.read)
            close(wakePipe.write)
            claimed.store(false, ordering: .releasing)
            throw .cannotConfigure("switching to raw mode failed (\(reason))")
        }
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let session = TerminalSession(input: input, output: output, wakePipe: wakePipe, usesColor: !noColor)
        RawMode.enterSequence.withUTF8Buffer { session.write(Array($0)) }
        return session
    }

    private init(input: Int32, output: Int32, wakePipe: (read: Int32, write: Int32), usesColor: Bool) {
        self.input = input
        self.output = output
        self.wakePipe = wakePipe
        self.usesColor = usesColor
    }

    deinit {
        restore()
        // The reading thread keeps the session alive while it runs, so nothing polls the pipe now.
        close(wakePipe.read)
        close(wakePipe.write)
    }

    /// The terminal's size in cells (TIOCGWINSZ), 80 × 24 when it cannot tell.
    public var size: TerminalSize {
        POSIX.windowSize(output) ?? POSIX.windowSize(input) ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Writes all of `bytes` (again after a partial write or EINTR); errors are ignored, since the terminal may be gone, and nothing is written after `restore()`.
    public func write(_ bytes: [UInt8]) {
        writing.withLock { _ in
            guard !state.withLock({ $0.restored }) else { return }
            bytes.withUnsafeBytes { _ = POSIX.writeAll(output, $0) }
        }
    }

    /// Keys and resizes, read on a dedicated thread (poll on stdin + a self-pipe for SIGWINCH, SIGCONT and shutdown; ESC timeout 25 ms → flush, and 500 ms for a paste whose end has not come). Ends when restore() is called or input closes (EOF → the stream finishes). One reader per session: a second call returns a stream that has already finished.
    public func events() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let starts = state.withLock { state in
            guard !state.restored, !state.readerStarted else { return false }
            state.readerStarted = true
            return true
        }
        guard starts else {
            continuation.finish()
            return stream
        }
        // A consumer that stops listening stops the thread too.
        continuation.onTermination = { [self] _ in wakeReader(WakeByte.stop) }
        EventReader.start(EventReader(session: self, continuation: continuation))
        return stream
    }

    /// Leaves the alternate screen, shows the cursor, disables bracketed paste, resets SGR, restores termios; idempotent; safe to call from any thread.
    public func restore() {
        let first = state.withLock { state in
            defer { state.restored = true }
            return !state.restored
        }
        guard first else { return }
        EmergencyRestore.close()
        SignalHandlers.uninstall()
        EmergencyRestore.wakeDescriptor.store(-1, ordering: .relaxed)
        wakeReader(WakeByte.stop)
        writing.withLock { _ in _ = EmergencyRestore.restoreNow() }
        Self.claimed.store(false, ordering: .releasing)
    }

    func wakeReader(_ byte: UInt8) {
        withUnsafeBytes(of: byte) { _ = POSIX.writeAll(wakePipe.write, $0) }
    }
}

extension TerminalSession {
    /// Why a session could not start with these standard streams and `environment`, without
    /// touching the terminal; nil when `open` would get as far as configuring it.
    public static func check(environment: [String: String], input: Int32 = 0, output: Int32 = 1) -> TerminalUnavailable? {
        guard isatty(input) == 1, isatty(output) == 1 else { return .notATerminal }
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb" else { return .dumbTerminal }
        return nil
    }
}
