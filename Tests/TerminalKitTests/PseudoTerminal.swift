import Foundation
import TerminalKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal pair opened with posix_openpt, so sessions can be run against a real terminal
/// with no terminal attached to the tests.
final class PseudoTerminal {
    let controller: Int32
    let terminal: Int32

    let pair: PseudoTerminalPair

    init() throws {
        pair = try PseudoTerminalPair()
        (controller, terminal) = (pair.controller, pair.terminal)
    }

    deinit {
        close(terminal)
        close(controller)
    }

    var attributes: termios {
        var attributes = termios()
        tcgetattr(terminal, &attributes)
        return attributes
    }

    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = withUnsafeMutablePointer(to: &size) { ioctl(controller, UInt(TIOCSWINSZ), $0) }
    }

    /// Types `text` as if at the keyboard.
    func type(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = write(controller, $0.baseAddress, $0.count) }
    }

    /// Whatever the terminal side has written within `milliseconds`, or nothing.
    func readAvailable(waitingAtMost milliseconds: Int32) -> [UInt8] {
        var watched = [pollfd(fd: controller, events: Int16(POLLIN), revents: 0)]
        guard poll(&watched, 1, milliseconds) > 0, watched[0].revents & Int16(POLLIN) != 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(controller, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}

struct PseudoTerminalError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// How a child process ended.
enum Ending: Equatable {
    case exited(Int32)
    case signalled(Int32)

    init(waitStatus status: Int32) {
        // WIFEXITED and friends are macros Swift cannot import.
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}

/// Runs the built terminal-probe with `mode`, its standard streams on the pseudo-terminal, and
/// collects what it writes until it ends; nil if it has not ended within `seconds`.
/// `whenWriting` is called with everything read so far, and the probe's pid, each time more arrives, to type or resize in answer.
/// `backtracer` leaves Swift's backtracer on, as it is for a person's program, where a signal that
/// is no crash must not reach it.
func runProbe(
    _ mode: String, on pty: PseudoTerminal, within seconds: Double = 10, backtracer: Bool = false,
    whenWriting: (_ output: [UInt8], _ pid: pid_t) -> Void = { _, _ in }
) throws -> (output: [UInt8], ending: Ending)? {
    let probe = builtExecutable(named: "terminal-probe").path
    // No backtracer by default: it would take seconds to symbolicate the deliberate crash.
    let environment = ["TERM=xterm-256color"] + (backtracer ? [] : ["SWIFT_BACKTRACE=enable=no"])
    let pid = try pty.pair.spawn(probe, arguments: [mode], environment: environment, controllingTerminal: false)

    let deadline = ContinuousClock.now + .seconds(seconds)
    var output: [UInt8] = []
    var status: Int32 = 0
    while ContinuousClock.now < deadline {
        let more = pty.readAvailable(waitingAtMost: 50)
        if !more.isEmpty {
            output += more
            whenWriting(output, pid)
        }
        if waitpid(pid, &status, WNOHANG) == pid {
            // The child has gone; what it wrote last is still waiting on the controller side.
            while case let rest = pty.readAvailable(waitingAtMost: 50), !rest.isEmpty { output += rest }
            return (output, Ending(waitStatus: status))
        }
    }
    kill(pid, SIGKILL)
    waitpid(pid, &status, 0)
    return nil
}

/// The products folder holds the test bundle and the executables built beside it.
func builtExecutable(named name: String) -> URL {
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 {
        let candidate = folder.appending(path: name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        folder = folder.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL.deletingLastPathComponent().appending(path: name)
}
