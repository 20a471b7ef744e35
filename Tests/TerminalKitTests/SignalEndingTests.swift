import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every terminating signal sent from outside ends the program by that signal (a shell shows
/// 128+n), with the terminal put back first and no crash report; SIGTSTP stops it with the
/// terminal put back, and SIGCONT makes it raw again.
@Suite struct SignalEndingTests {
    static let crashReport = Array("Program crashed".utf8)

    @Test(arguments: [SIGQUIT, SIGTERM, SIGHUP, SIGINT])
    func aSignalEndsTheProgramByThatSignalAfterRestoring(_ signal: Int32) throws {
        let pty = try PseudoTerminal()
        let before = pty.attributes
        var sent = false
        // With the backtracer on, as for a person: a terminating signal is no crash to report.
        let run = try #require(
            try runProbe("wait", on: pty, backtracer: true) { output, pid in
                guard !sent, output.firstRange(of: RestoreTests.marker) != nil else { return }
                sent = true
                kill(pid, signal)
            }, "terminal-probe did not end within 10 s of signal \(signal)")
        #expect(sent)
        #expect(run.ending == .signalled(signal))
        #expect(run.output.firstRange(of: Self.crashReport) == nil, "\(String(decoding: run.output, as: UTF8.self).debugDescription)")
        let marker = try #require(run.output.firstRange(of: RestoreTests.marker))
        let leave = try #require(run.output.firstRange(of: RestoreTests.leaveAlternateScreen), "not restored")
        #expect(marker.upperBound <= leave.lowerBound)
        #expect(run.output.firstRange(of: Array("\u{1B}[?2004l".utf8)) != nil, "bracketed paste off")
        let after = pty.attributes
        #expect(after.c_lflag == before.c_lflag && after.c_iflag == before.c_iflag)
    }

    /// A shell resets the terminal when its job stops (SIGSTOP cannot be caught): SIGCONT makes it
    /// raw again, on the alternate screen, for a full redraw. (SIGTSTP's own stop is checked
    /// in f1trackerTests, under a shell with job control: Linux discards it in the probe's orphaned
    /// process group.)
    @Test func continuingMakesTheTerminalRawAgain() throws {
        let pty = try PseudoTerminal()
        var cooked = pty.attributes
        let probe = builtExecutable(named: "terminal-probe").path
        let pid = try pty.pair.spawn(
            probe, arguments: ["wait"], environment: ["TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no"], controllingTerminal: false)
        var ended = false
        defer {
            if !ended {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
        }
        var output: [UInt8] = []
        var status: Int32 = 0
        let deadline = ContinuousClock.now + .seconds(10)
        func waitUntil(_ what: String, _ done: () -> Bool) throws {
            while !done() {
                guard ContinuousClock.now < deadline else {
                    throw PseudoTerminalError("\(what) within 10 s; output: \(String(decoding: output, as: UTF8.self).debugDescription)")
                }
                output += pty.readAvailable(waitingAtMost: 20)
            }
        }
        try waitUntil("no marker") { output.firstRange(of: RestoreTests.marker) != nil }
        kill(pid, SIGSTOP)
        try waitUntil("no stop") { waitpid(pid, &status, WNOHANG | WUNTRACED) == pid }
        tcsetattr(pty.terminal, TCSANOW, &cooked)
        kill(pid, SIGCONT)
        try waitUntil("not raw and on the alternate screen again") {
            pty.attributes.c_lflag & tcflag_t(ICANON | ECHO) == 0 && output.ranges(of: RestoreTests.enter).count == 2
        }

        pty.type(Array("q".utf8))
        try waitUntil("no exit after q") { waitpid(pid, &status, WNOHANG) == pid }
        ended = true
        #expect(Ending(waitStatus: status) == .exited(0))
        #expect(pty.attributes.c_lflag == cooked.c_lflag)
    }
}
