import ErgastEmulator
import F1Data
import F1TestSupport
import FetchHelperSupport
import Foundation
import Testing

/// f1report and its helper against a hostile server (issue "Hardening the new surfaces", classes
/// 3 and 4), through the built binaries: a token never follows a redirect to another origin, a
/// redirect out of http(s) is one sentence and one request, and an endless body, a gzip bomb or
/// a dripping answer each end at a limit, named in one sentence, with memory kept small.
@Suite(.serialized) struct HostileServerReportTests {
    static let limit = 1_048_576
    /// GNU time, which measures each helper's peak for the tests of memory.
    static let hasTime = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
    /// Far above f1report and its helper at rest, far below the answers the server sends.
    static let peakBound = 200 * 1024

    /// What `race` saw: f1report's outcome and each helper's peak resident set, in KiB.
    struct Run {
        var outcome: ReportRunner.Outcome
        var helperPeaks: [Int]
    }

    /// `f1report race 2023 9` from the API at `server`, its helper run under GNU time, which forks
    /// (no vfork) and so reports the helper's own peak: a posix_spawned process's ru_maxrss starts
    /// from its spawner's, this test process's, which other tests inflate.
    static func race(_ server: HostileServer, environment extra: [String: String] = [:]) async throws -> Run {
        let folder = TemporaryFolder("hostile")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let peaks = folder.url.appending(path: "peaks")
        let helper = ProcessRunner.builtExecutable(named: "f1report-fetch")
        // The helper's parent is time, not f1report: it is told nothing else, and watches time.
        let timed = hasTime ? "/usr/bin/time -f %M -a -o '\(peaks.path)' " : ""
        let program = try BoundedRunner.reportBeside(
            helper: "unset \(FetchWire.parentVariable)\nexec \(timed)'\(helper.path)' \"$@\"", in: folder.url)
        var environment = ["F1REPORT_FETCH_LIMIT": String(limit)]
        environment.merge(extra) { _, new in new }
        let outcome = try await BoundedRunner.run(
            ["race", "2023", "9", "--source", "api", "--api-url", server.origin + "/ergast/f1/", "--cache-dir", folder.path],
            environment: environment, program: program, deadline: .seconds(120))
        let text = (try? String(contentsOf: peaks, encoding: .utf8)) ?? ""
        return Run(outcome: outcome, helperPeaks: text.split(separator: "\n").compactMap { Int($0) })
    }

    /// Every helper's peak within the bound, and at least one helper seen.
    static func expectBounded(_ run: Run) {
        #expect(!run.helperPeaks.isEmpty, "no helper's peak was recorded")
        #expect(run.helperPeaks.allSatisfy { $0 < peakBound }, "a helper reached \(run.helperPeaks.max() ?? 0) KiB")
    }

    static func server(_ server: HostileServer) -> String { "127.0.0.1:\(server.port)" }

    @Test(.enabled(if: hasTime, "GNU time measures the helper's peak"))
    func anEndlessBodyStopsAtTheLimitOnceWithMemoryBounded() async throws {
        let server = try HostileServer { _ in .endless(cap: 512 * 1_048_576) }
        let run = try await Self.race(server)
        #expect(run.outcome.status == 1)
        #expect(
            run.outcome.stderr == """
                f1report: The API at \(Self.server(server)) sent an answer past the 1 MiB limit, so it was dropped while it was being received (1 try), \
                or use --offline to read the cache.

                """)
        #expect(server.receivedRequests.count == 1)
        Self.expectBounded(run)
    }

    @Test(.enabled(if: hasTime, "GNU time measures the helper's peak"))
    func aGzipBombStopsAtTheLimitWithMemoryBounded() async throws {
        let bomb = try GzipBomb.shared
        let server = try HostileServer { _ in .gzip(compressed: bomb) }
        let run = try await Self.race(server)
        #expect(run.outcome.stderr.contains("sent an answer past the 1 MiB limit"), "\(run.outcome.stderr)")
        #expect(server.receivedRequests.count == 1)
        Self.expectBounded(run)
    }

    /// A byte a second would get each of four attempts its whole timeout; the request's deadline
    /// (shortened here) covers them all.
    @Test func aDrippingAnswerFailsAtTheRequestsDeadline() async throws {
        let server = try HostileServer { _ in .drip(interval: .milliseconds(500), length: 10_000) }
        let outcome = try await Self.race(server, environment: ["F1REPORT_REQUEST_DEADLINE": "3"]).outcome
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.hasPrefix(
                """
                f1report: The API at \(Self.server(server)) gave no whole answer within 3 seconds, the limit for a request and its retries (1 try)
                """), "\(outcome.stderr)")
        #expect(server.receivedRequests.count == 1)
    }

    @Test(arguments: [("file:///etc/passwd", "file"), ("ftp://127.0.0.1/2023/9/results.json", "ftp")])
    func aRedirectToAnotherSchemeIsOneSentenceAndOneRequest(location: String, scheme: String) async throws {
        let server = try HostileServer { _ in .redirect(status: 302, location: location) }
        let outcome = try await Self.race(server).outcome
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                f1report: The API at \(Self.server(server)) redirected the request to an address starting \(scheme):, which is refused \
                (only http and https are followed); check the API's address.

                """)
        #expect(server.receivedRequests.count == 1)
    }

    /// OpenF1 with an access token, redirected to another port: the other port never sees the
    /// token, and f1report says the redirect was refused.
    @Test(arguments: [301, 302])
    func anAccessTokenNeverCrossesToAnotherOrigin(status: Int) async throws {
        let elsewhere = try HostileServer { _ in .answer(status: 200, body: Data("[]".utf8)) }
        let server = try HostileServer { target in .redirect(status: status, location: elsewhere.origin + target) }
        let outcome = try await ReportRunner.run(
            ["live", "--source", "openf1", "--openf1-url", server.origin + "/v1/", "--session", "latest"],
            environment: ["OPENF1_ACCESS_TOKEN": "a-secret-token", "HOME": FileManager.default.temporaryDirectory.path],
            deadline: .seconds(120))
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                f1report: The API at \(Self.server(server)) redirected the request to \(elsewhere.origin), another origin, so the redirect \
                was refused and the access token was not sent there; check the API's address.

                """)
        #expect(elsewhere.receivedRequests.isEmpty)
        #expect(server.receivedRequests.count == 1)
        #expect(!outcome.stderr.contains("a-secret-token"))
    }
}
