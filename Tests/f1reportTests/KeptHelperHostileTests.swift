import ErgastEmulator
import F1Data
import F1TestSupport
import FetchHelperSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The helpers against a hostile server: OpenF1's kept one (`f1report-fetch --serve`) reads only to
/// the limit its client gives it, and no helper outlives an f1report that was killed.
@Suite(.serialized) struct KeptHelperHostileTests {
    static let limit = HostileServerReportTests.limit
    static let peakBound = HostileServerReportTests.peakBound

    /// OpenF1's kept helper reads to the limit its client gives it, and stays small doing so. The
    /// helper is started by a first, plain answer, so its process is known before the hostile one
    /// is asked for; its peak is then sampled on a thread of its own (the cooperative pool, busy
    /// with the rest of the suite, missed the helper's whole life on CI), as the helper may end
    /// itself at its ceiling.
    @Test(arguments: [HostileServer.Behaviour.endless(cap: 512 * 1_048_576), .gzip(compressed: try GzipBomb.shared)])
    func aKeptHelperStopsAtItsClientsLimit(behaviour: HostileServer.Behaviour) async throws {
        let server = try HostileServer { target in target.hasSuffix("/warm-up") ? .answer(status: 200, body: Data("[]".utf8)) : behaviour }
        let fetcher = ProcessRunner.builtExecutable(named: "f1report-fetch")
        let client = KeptHelperHTTPClient(fetcher: fetcher, deadline: .seconds(60), answerLimit: Self.limit)
        let warmUp = try #require(URL(string: server.origin + "/v1/warm-up"))
        #expect(try await client.get(warmUp).status == 200)
        let pid = try #require(await client.helperProcessIdentifier)
        let sampler = PeakSampler(pid: pid)
        let url = try #require(URL(string: server.origin + "/v1/sessions"))
        await #expect(throws: TransportFailure.answerPastLimit(limit: Self.limit)) { _ = try await client.get(url) }
        let peak = sampler.stop()
        #expect(peak > 0, "the helper was never seen")
        #expect(peak < Self.peakBound, "the kept helper reached \(peak) KiB")
        await client.stop()
    }

    /// A process's peak resident set, read every millisecond on a thread of its own until stopped.
    final class PeakSampler: @unchecked Sendable {  // `peak` and `stopped` are guarded by `lock`
        private let lock = NSLock()
        private var peak = 0
        private var stopped = false

        init(pid: Int32) {
            Thread.detachNewThread { [self] in
                while !lock.withLock({ stopped }) {
                    if let kilobytes = KeptHelperHostileTests.peakKilobytes(of: pid) { lock.withLock { peak = max(peak, kilobytes) } }
                    usleep(1_000)
                }
            }
        }

        /// The highest peak seen.
        func stop() -> Int {
            lock.withLock {
                stopped = true
                return peak
            }
        }
    }

    /// VmHWM, a running process's peak resident set, in KiB.
    static func peakKilobytes(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line?.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap { Int($0) }
    }

    /// A helper busy with an answer that never ends goes when its f1report is killed: OpenF1's kept
    /// helper, and the API's helper of one request.
    @Test(arguments: [
        ["live", "--source", "openf1", "--openf1-url", "ORIGIN/v1/", "--session", "latest"],
        ["race", "2023", "9", "--source", "api", "--api-url", "ORIGIN/ergast/f1/", "--refresh"],
    ])
    func aHelperEndsWithItsKilledParent(arguments: [String]) async throws {
        let server = try HostileServer { _ in .drip(interval: .milliseconds(200), length: 1_000_000) }
        let home = TemporaryFolder("orphan")
        try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
        let program = try SpawnedProgram(
            ReportRunner.executable, arguments.map { $0.replacingOccurrences(of: "ORIGIN", with: server.origin) },
            environment: ["PATH": "/usr/bin:/bin", "HOME": home.path])
        var helper: pid_t?
        let started = ContinuousClock.now + .seconds(60)
        while helper == nil || server.receivedRequests.isEmpty, ContinuousClock.now < started {
            helper = program.children.first
            try await Task.sleep(for: .milliseconds(50))
        }
        let pid = try #require(helper, "f1report started no helper")
        kill(program.pid, SIGKILL)
        _ = await program.wait(deadline: .seconds(30))
        let gone = ContinuousClock.now + .seconds(20)
        while !SpawnedProgram.hasEnded(pid), ContinuousClock.now < gone { try await Task.sleep(for: .milliseconds(50)) }
        #expect(SpawnedProgram.hasEnded(pid), "the helper \(pid) outlived its f1report")
        if !SpawnedProgram.hasEnded(pid) { kill(pid, SIGKILL) }
    }
}
