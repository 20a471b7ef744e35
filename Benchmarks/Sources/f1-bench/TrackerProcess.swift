import BenchSupport
import Foundation
@_spi(Benchmarks) import TerminalKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built f1tracker running in a pseudo-terminal of its own, as in a terminal window: the
/// terminal side is its controlling terminal and standard streams, so resizing sends SIGWINCH;
/// what it writes is read from the controller side into a `TerminalScreen`, each frame timed.
/// Every wait has a deadline; a process still running when this is released is killed.
final class TrackerProcess {
    let pid: pid_t
    /// When posix_spawn was called.
    let started: ContinuousClock.Instant
    private(set) var screen: TerminalScreen
    /// Every frame read, with when its last byte arrived.
    private(set) var frames: [(written: TerminalScreen.Written, at: ContinuousClock.Instant)] = []
    private(set) var bytesRead = 0
    /// When the last bytes arrived.
    private(set) var lastRead: ContinuousClock.Instant
    private(set) var ending: Ending?
    private let controller: Int32
    private let terminal: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    /// Starts `executable` with `arguments` in a new `columns` × `rows` pseudo-terminal.
    init(executable: URL, arguments: [String], columns: Int = 80, rows: Int = 24) throws {
        let pair: BenchmarkTerminal
        do { pair = try BenchmarkTerminal() } catch { throw BenchmarkError("\(error)") }
        (controller, terminal) = (pair.controller, pair.terminal)
        screen = TerminalScreen(columns: columns, rows: rows)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(pair.controller, UInt(TIOCSWINSZ), $0) }
        do {
            let inherited = ["HOME", "PATH"].compactMap { name in ProcessInfo.processInfo.environment[name].map { "\(name)=\($0)" } }
            let variables = ["TERM=xterm-256color", "LANG=C.UTF-8", "TZ=UTC", "SWIFT_BACKTRACE=enable=no"] + inherited
            started = ContinuousClock.now
            pid = try pair.spawn(executable.path, arguments: arguments, environment: variables, controllingTerminal: true)
        } catch {
            close(pair.controller)
            close(pair.terminal)
            throw error
        }
        lastRead = started
    }

    deinit {
        if ending == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(terminal)
        close(controller)
    }

    /// Types `text` as if at the keyboard.
    func type(_ text: String) {
        Array(text.utf8).withUnsafeBytes { _ = write(controller, $0.baseAddress, $0.count) }
    }

    /// Changes the window's size, as dragging a terminal window's corner does: the kernel sends SIGWINCH.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(controller, UInt(TIOCSWINSZ), $0) }
        screen.resize(columns: columns, rows: rows)
    }

    /// Reads what arrives within `milliseconds`; the number of bytes, 0 for none.
    @discardableResult
    func pump(waitingAtMost milliseconds: Int) -> Int {
        var watched = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&watched, 1, Int32(max(0, milliseconds))) > 0, watched.revents & Int16(POLLIN) != 0 else { return 0 }
        let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        let now = ContinuousClock.now
        lastRead = now
        bytesRead += count
        for frame in screen.feed(buffer[0..<count]) { frames.append((frame, now)) }
        return count
    }

    /// Reads until `condition` holds and gives when the bytes that made it hold arrived; throws
    /// after `seconds`, or when the program ends first.
    @discardableResult
    private func wait(for what: String, within seconds: Double, until condition: (TrackerProcess) -> Bool) throws -> ContinuousClock.Instant {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !condition(self) {
            let left = deadline - .now
            guard left > .zero else {
                throw BenchmarkError("f1tracker did not show \(what) within \(seconds) s. Its screen:\n" + screen.lines.joined(separator: "\n"))
            }
            if pump(waitingAtMost: min(50, Self.milliseconds(left) + 1)) == 0, hasEnded {
                throw BenchmarkError("f1tracker ended (\(ending.map(\.description) ?? "")) before showing \(what).")
            }
        }
        return lastRead
    }

    /// Reads until a frame after the first `index` shows every one of `texts` and satisfies
    /// `condition`; that frame and when its last byte arrived.
    @discardableResult
    func frame(
        after index: Int, showing texts: [String] = [], within seconds: Double, what: String,
        where condition: (TerminalScreen.Written) -> Bool = { _ in true }
    ) throws -> (written: TerminalScreen.Written, at: ContinuousClock.Instant) {
        var found: (written: TerminalScreen.Written, at: ContinuousClock.Instant)?
        try wait(for: what, within: seconds) { process in
            found = process.frames[min(index, process.frames.count)...].first { $0.written.shows(texts) && condition($0.written) }
            return found != nil
        }
        guard let found else { throw BenchmarkError("f1tracker did not show \(what).") }
        return found
    }

    /// Reads until nothing has arrived for `quiet`; the bytes read meanwhile. Throws when output
    /// has not stopped within `seconds`.
    @discardableResult
    func settle(quiet: Duration, within seconds: Double) throws -> Int {
        let deadline = ContinuousClock.now + .seconds(seconds)
        let before = bytesRead
        while pump(waitingAtMost: Self.milliseconds(quiet)) > 0 {
            guard ContinuousClock.now < deadline else { throw BenchmarkError("f1tracker kept writing for \(seconds) s without a pause of \(quiet).") }
        }
        return bytesRead - before
    }

    /// Reads everything written over `duration`; the bytes.
    func collect(for duration: Duration) -> Int {
        let end = ContinuousClock.now + duration
        let before = bytesRead
        while ContinuousClock.now < end { pump(waitingAtMost: Self.milliseconds(end - .now) + 1) }
        return bytesRead - before
    }

    /// Types q and waits for the program to end; how it ended and how long that took, or nil when
    /// it had not ended within `seconds` and was killed.
    func quit(within seconds: Double) -> (ending: Ending, after: Duration)? {
        let start = ContinuousClock.now
        let deadline = start + .seconds(seconds)
        type("q")
        while ContinuousClock.now < deadline {
            if hasEnded, let ending {
                let after = ContinuousClock.now - start
                // What it wrote last is still waiting on the controller side.
                while pump(waitingAtMost: 0) > 0 {}
                return (ending, after)
            }
            pump(waitingAtMost: 5)
        }
        guard !hasEnded else { return ending.map { ($0, ContinuousClock.now - start) } }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        ending = Ending(waitStatus: status)
        return nil
    }

    /// Whether the program has ended (reaped at the first look after it did).
    var hasEnded: Bool {
        guard ending == nil else { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        ending = Ending(waitStatus: status)
        return true
    }

    /// Whole milliseconds of `duration` as poll(2) takes a timeout: a deadline already past is 0
    /// (a negative timeout would wait for ever), and no wait is longer than Int32.max.
    static func milliseconds(_ duration: Duration) -> Int {
        let value = TrackerResults.milliseconds(duration)
        // trap-ok: a finite value clamped to 0...Int32.max before the conversion.
        return Int(min(max(value, 0), Double(Int32.max)))
    }
}
