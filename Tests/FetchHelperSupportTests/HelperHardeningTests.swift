import F1Data
import F1UseCases
import Foundation
import Testing

@testable import FetchHelperSupport

/// The fetch helper as an unreliable neighbour (issue 10, classes 5 and 7): one that never exits
/// is stopped at a deadline and counts as a timeout; what it prints, or how it died, is reported
/// truly; the network library's codes never reach a sentence.
@Suite struct ApiHelperHardeningTests {
    static let url = URL(string: "https://example.org/x.json")!

    /// A stand-in for f1report-fetch running `body`, which may write its pid to `$PIDFILE`.
    static func helper(_ body: String) throws -> (script: URL, pidFile: URL) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "fake-fetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appending(path: "f1report-fetch")
        let pidFile = folder.appending(path: "pid")
        try "#!/bin/sh\nPIDFILE='\(pidFile.path)'\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return (script, pidFile)
    }

    /// `operation`'s result, or a recorded issue and nil after `limit`: a broken deadline fails the test, never hangs it.
    static func within<T: Sendable>(_ limit: Duration, _ operation: @escaping @Sendable () async throws -> T) async throws -> T? {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: limit)
                Issue.record("still waiting after \(limit)")
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    /// Whether the process the helper noted is gone; kills it if not, so a failing test leaves nothing behind.
    static func isGone(_ pidFile: URL) throws -> Bool {
        let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try #require(pid_t(text))
        if kill(pid, 0) == -1 && errno == ESRCH { return true }
        kill(pid, SIGKILL)
        return false
    }

    @Test(arguments: ["exec sleep 600", "trap '' TERM\nwhile :; do sleep 0.2; done"])
    func aHelperPastItsDeadlineIsStoppedAndTimesOut(body: String) async throws {
        let (script, pidFile) = try Self.helper("echo $$ > \"$PIDFILE\"\n" + body)
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        let client = ProcessHTTPClient(fetcher: script, deadline: .milliseconds(300))
        let outcome = try await Self.within(.seconds(120)) { () -> Result<Int, TransportFailure> in
            do {
                return .success(try await client.get(Self.url).status)
            } catch let failure as TransportFailure {
                return .failure(failure)
            }
        }
        #expect(outcome == .failure(.timedOut))
        #expect(try Self.isGone(pidFile), "the helper still runs")
    }

    @Test(arguments: [
        ("printf 'hello'", "its helper f1report-fetch answered in a form f1report cannot read: it ended after 0 of 3 lines"),
        (
            "printf 'f1kit-fetch 1\\nok 99999\\n{}\\n'",
            "its helper f1report-fetch answered in a form f1report cannot read: its status or headers do not parse"
        ),
        ("kill -9 $$", "its helper f1report-fetch was stopped by signal 9"),
        ("printf 'f1kit-fetch 1\\nfailed connectionFailed a\\033[31mb\\n{}\\n'", "a\\u{1b}[31mb"),
    ])
    func whatAHelperLeavesIsReportedTruly(body: String, reason: String) async throws {
        let (script, _) = try Self.helper(body)
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        await #expect(throws: TransportFailure.connectionFailed(reason)) {
            _ = try await Self.within(.seconds(120)) { try await ProcessHTTPClient(fetcher: script, deadline: .seconds(20)).get(Self.url) }
        }
    }

    /// The helper exits with its usage status only when its argument is not a URL.
    @Test func aHelperThatCannotReadTheURLBlamesTheURL() async throws {
        let (script, _) = try Self.helper("exit \(FetchWire.usageStatus)")
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        await #expect(throws: TransportFailure.malformedURL) {
            _ = try await Self.within(.seconds(120)) { try await ProcessHTTPClient(fetcher: script, deadline: .seconds(20)).get(Self.url) }
        }
    }

    @Test func aHelperThatIsNotExecutableIsNotCalledMissing() async throws {
        let (script, _) = try Self.helper("exit 0")
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: script.path)
        await #expect(throws: TransportFailure.connectionFailed("its helper \(script.path) is not an executable file")) {
            try await ProcessHTTPClient(fetcher: script).get(Self.url)
        }
    }
}
