import TerminalKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct SessionTests {
    @Test func aDumbOrMissingTermIsRefused() throws {
        let pty = try PseudoTerminal()
        for environment in [["TERM": "dumb"], [:]] {
            #expect(throws: TerminalUnavailable.dumbTerminal) {
                try TerminalSession.open(environment: environment, input: pty.terminal, output: pty.terminal)
            }
        }
    }

    @Test func aPipeIsNotATerminal() throws {
        let pty = try PseudoTerminal()
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        #expect(throws: TerminalUnavailable.notATerminal) {
            try TerminalSession.open(environment: ["TERM": "xterm"], input: ends[0], output: pty.terminal)
        }
        #expect(throws: TerminalUnavailable.notATerminal) {
            try TerminalSession.open(environment: ["TERM": "xterm"], input: pty.terminal, output: ends[1])
        }
    }

    @Test(arguments: [TerminalUnavailable.notATerminal, .dumbTerminal, .cannotConfigure("switching to raw mode failed (Input/output error)")])
    func messagesAreOneSentenceNamingTheProgram(_ error: TerminalUnavailable) {
        let message = error.message(program: "f1tracker")
        #expect(message.hasPrefix("f1tracker "))
        #expect(message.hasSuffix("."))
        #expect(!message.dropLast().contains(". ") && !message.contains("\n"))
        #expect(error.description.hasSuffix(".") && !error.description.contains("f1tracker"))
        #expect(error.description.first?.isUppercase == true)
    }

    /// Keys typed and a resize reach the probe's event stream, decoded, through the reading thread.
    @Test func eventsArriveFromARealTerminal() throws {
        let pty = try PseudoTerminal()
        pty.resize(columns: 80, rows: 24)
        var typed = false
        var resized = false
        let run = try #require(
            try runProbe("echo", on: pty) { output, pid in
                let text = String(decoding: output, as: UTF8.self)
                if !typed, text.contains("PROBE-READY") {
                    typed = true
                    pty.type(Array("a\u{1B}[A\u{03}".utf8))
                }
                if !resized, text.contains("EVENT key(TerminalKit.Key.control(\"c\"))") {
                    resized = true
                    // The probe is in a session of its own, with no controlling terminal, so the kernel
                    // sends it no SIGWINCH: the test sends it.
                    pty.resize(columns: 100, rows: 30)
                    kill(pid, SIGWINCH)
                }
                if resized, text.contains("EVENT resize") { pty.type(Array("q".utf8)) }
            })
        let text = String(decoding: run.output, as: UTF8.self)
        #expect(run.ending == .exited(0))
        #expect(text.contains("EVENT key(TerminalKit.Key.character(\"a\"))"))
        #expect(text.contains("EVENT key(TerminalKit.Key.up)"))
        #expect(text.contains("EVENT resize(TerminalKit.TerminalSize(columns: 100, rows: 30))"))
        #expect(text.contains("\u{1B}[?1049l"))
    }

    /// A paste whose end never comes is delivered after a pause, with what came of it, and the keys
    /// after it are keys again: a lost end marker cannot swallow the rest of the session.
    @Test func aPasteWithoutItsEndIsDeliveredAfterAPause() throws {
        let pty = try PseudoTerminal()
        var pasted = false
        var quit = false
        let run = try #require(
            try runProbe("echo", on: pty) { output, _ in
                let text = String(decoding: output, as: UTF8.self)
                if !pasted, text.contains("PROBE-READY") {
                    pasted = true
                    pty.type(Array("\u{1B}[200~quit q".utf8))
                }
                if !quit, text.contains("EVENT key(TerminalKit.Key.paste(\"quit q\"))") {
                    quit = true
                    pty.type(Array("q".utf8))
                }
            })
        let text = String(decoding: run.output, as: UTF8.self)
        #expect(run.ending == .exited(0))
        #expect(quit, "\(text.debugDescription)")
        #expect(text.contains("\u{1B}[?2004h") && text.contains("\u{1B}[?2004l"), "bracketed paste on, then off")
    }
}
