import F1TestSupport
import Foundation
import Testing

@testable import FetchHelperSupport

/// Helpers are started with posix_spawn, not Foundation's `Process` (issue 41, class 10), whose
/// `run()` lists /proc/self/fd and crashed past about 1,360 open descriptors (docs/ARCHITECTURE.md,
/// "Starting other programs"). The many descriptors are held by descriptor-probe, never by this
/// process, where every other test's `Process` would be exposed to them.
@Suite struct ManyDescriptorsTests {
    /// A stand-in helper that answers, once or per request line (`--serve`), with the descriptors
    /// a program it starts holds: `ls` itself has its standard streams and its listing's, 0–3.
    static func listingFetcher() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "fake-fetch-\(UUID().uuidString)")
        try ProcessHTTPClientTests.writeExecutable(
            """
            #!/bin/sh
            text="$(printf 'f1kit-fetch 1\\nok 200\\n{}\\n%s' "$(ls /proc/self/fd | tr '\\n' ' ')")"
            [ "$1" = --serve ] || { printf '%s' "$text"; exit 0; }
            while read -r line; do printf '%s\\n%s' "${#text}" "$text"; done

            """, to: url)
        return url
    }

    /// descriptor-probe's report, after it has held `held` descriptors and started the helper `runs` times.
    static func probe(held: Int, runs: Int) async throws -> (outcome: ProcessRunner.Outcome, report: [String: String]) {
        let fetcher = try listingFetcher()
        defer { try? FileManager.default.removeItem(at: fetcher) }
        let probe = ProcessRunner.builtExecutable(named: "descriptor-probe")
        let result = try await ProcessRunner.run(
            probe, [String(held), String(runs), fetcher.path], environment: ProcessInfo.processInfo.environment, deadline: .seconds(240))
        #expect(!result.timedOut, "descriptor-probe still ran after 240 s")
        var report: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            for key in ["held", "answered", "children held", "left open", "unreaped"] where line.hasPrefix(key + " ") {
                report[key] = String(line.dropFirst(key.count + 1))
            }
        }
        return (result, report)
    }

    @Test(.enabled(if: OpenDescriptors.areListed, "needs Linux's /proc"))
    func helpersStartWhileTheProcessHoldsTwoThousandDescriptors() async throws {
        let (outcome, report) = try await Self.probe(held: 2_000, runs: 400)
        #expect(outcome.status == 0 && outcome.signal == nil, "\(outcome.stderr)")
        #expect(Int(report["held"] ?? "") ?? 0 > 2_000)
        #expect(report["answered"] == "403")
        // Not one of the 2,000 reached a helper: each closed them as it started.
        #expect(report["children held"] == "0 1 2 3 ")
        #expect(report["left open"] == "[]", "pipes or sockets not closed")
        #expect(report["unreaped"] == "0", "children left as zombies")
    }
}
