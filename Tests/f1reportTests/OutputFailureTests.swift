import Foundation
import Testing

/// When standard output fails, f1report ends with one sentence and exit status 1, or quietly
/// for a broken pipe; it never traps inside a write.
@Suite struct OutputFailureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Every way f1report writes: a report (write(2)), a live board written in a loop, the cache
    /// summary, and ArgumentParser's help (C stdio).
    static let commands: [Case] = [
        Case(arguments: ["race", "2025", "1"]),
        Case(arguments: ["live", "--laps", "2", "--interval", "0.01"]),
        Case(arguments: ["cache", "info", "--cache-dir", "/nonexistent/f1kit-test-cache"]),
        Case(arguments: ["--help"]),
    ]

    @Test(arguments: commands)
    func aFullDiskEndsWithOneSentence(_ command: Case) async throws {
        let outcome = try await Self.runInShell("exec \"$0\" \"$@\" >/dev/full", command.arguments)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: Could not write to standard output: No space left on device.\n")
    }

    @Test(arguments: commands)
    func aClosedStandardOutputEndsWithOneSentence(_ command: Case) async throws {
        let outcome = try await Self.runInShell("exec \"$0\" \"$@\" >&-", command.arguments)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: Could not write to standard output: it is closed.\n")
    }

    @Test func withBothStreamsClosedItStillExitsOne() async throws {
        let outcome = try await Self.runInShell("exec \"$0\" \"$@\" >&- 2>&-", ["race", "2025", "1"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.isEmpty)
    }

    /// SIGPIPE ignored, as some parents leave it: the write fails with EPIPE instead of the signal
    /// ending the process. f1report then ends as the signal would have: quietly.
    @Test(arguments: commands.dropLast(2))
    func aBrokenPipeEndsQuietly(_ command: Case) async throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        close(descriptors[0])  // No reader, ever: the first write fails with EPIPE.
        let writeEnd = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
        let outcome = try await ReportRunner.run(
            ["-c", "trap '' PIPE; exec \"$0\" \"$@\"", ReportRunner.executable.path] + command.arguments,
            program: URL(fileURLWithPath: "/bin/sh"), standardOutput: writeEnd)
        #expect(outcome.signal == SIGPIPE)
        #expect(outcome.stderr.isEmpty)
    }

    @Test func aWorkingOutputStillExitsZero() async throws {
        let outcome = try await Self.runInShell("exec \"$0\" \"$@\" >/dev/null", ["race", "2025", "1"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty)
    }

    /// f1report with its streams arranged by `script` (which runs it as "$0" "$@").
    static func runInShell(_ script: String, _ arguments: [String]) async throws -> ReportRunner.Outcome {
        let outcome = try await ReportRunner.run(
            ["-c", script, ReportRunner.executable.path] + arguments, program: URL(fileURLWithPath: "/bin/sh"))
        #expect(!outcome.stderr.contains("Fatal error"))
        #expect(!outcome.stderr.contains("crashed"))
        return outcome
    }
}
