import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal is put back however the program ends: checked in a real pseudo-terminal, with
/// terminal-probe opening a session and then quitting, exiting, being signalled or crashing.
@Suite struct RestoreTests {
    static let enter = Array("\u{1B}[?1049h".utf8)
    static let leaveAlternateScreen = Array("\u{1B}[?1049l".utf8)
    static let showCursor = Array("\u{1B}[?25h".utf8)
    static let marker = Array("PROBE-READY".utf8)

    /// Swift's traps are SIGILL on x86_64 and SIGTRAP on arm64.
    static let endings: [(mode: String, expected: [Ending])] = [
        ("quit", [.exited(0)]),
        ("exit", [.exited(0)]),
        ("sigterm", [.signalled(SIGTERM)]),
        ("sigint", [.signalled(SIGINT)]),
        ("abort", [.signalled(SIGABRT)]),
        ("crash", [.signalled(SIGILL), .signalled(SIGTRAP)]),
    ]

    @Test(arguments: endings.map(\.mode))
    func theTerminalIsRestored(_ mode: String) throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes
        let run = try #require(try runProbe(mode, on: pty), "terminal-probe \(mode) did not end within 10 s")

        let expected = try #require(Self.endings.first { $0.mode == mode }?.expected)
        #expect(expected.contains(run.ending), "terminal-probe \(mode) ended with \(run.ending)")
        let enter = try #require(
            run.output.firstRange(of: Self.enter), "no alternate screen in \(String(decoding: run.output, as: UTF8.self).debugDescription)")
        let marker = try #require(run.output.firstRange(of: Self.marker))
        let leave = try #require(
            run.output.firstRange(of: Self.leaveAlternateScreen), "not restored: \(String(decoding: run.output, as: UTF8.self).debugDescription)")
        let cursor = try #require(run.output.firstRange(of: Self.showCursor))
        #expect(enter.upperBound <= marker.lowerBound && marker.upperBound <= leave.lowerBound && marker.upperBound <= cursor.lowerBound)

        let after = pty.attributes
        #expect(after.c_lflag == before.c_lflag)
        #expect(after.c_iflag == before.c_iflag)
        #expect(after.c_oflag == before.c_oflag)
        #expect(after.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
    }

    @Test func theProbeReallyGoesRaw() throws {
        // Without this, a probe that never changed the settings would pass the test above.
        let pty = try PseudoTerminal()
        let run = try #require(try runProbe("quit", on: pty))
        #expect(run.ending == .exited(0))
        #expect(!run.output.isEmpty)
    }
}
