import F1TestSupport
import Foundation
import Testing

/// The runner itself: a child that fills both pipes cannot wedge it.
@Suite struct ReportRunnerTests {
    /// 200 KB to stderr before anything to stdout, then 200 KB to stdout: read one pipe after the
    /// other, the child would block on a full stderr pipe while the runner waited for stdout's end.
    @Test(.timeLimit(.minutes(1))) func bothPipesAreDrainedAtOnce() async throws {
        let script = "head -c 200000 /dev/zero | tr '\\0' e >&2; head -c 200000 /dev/zero | tr '\\0' o; exit 3"
        let outcome = try await ReportRunner.run(["-c", script], program: URL(fileURLWithPath: "/bin/sh"))
        #expect(outcome.status == 3)
        #expect(outcome.stderr.count == 200_000 && outcome.stderr.allSatisfy { $0 == "e" })
        #expect(outcome.stdout.count == 200_000 && outcome.stdout.allSatisfy { $0 == "o" })
    }

    /// More runs at once than the cooperative pool has threads, each child waiting for the test to
    /// say "go": a runner that blocked its thread while waiting would leave none for the test, and
    /// the children would give up (exit 9) before hearing it.
    @Test(.timeLimit(.minutes(1))) func waitingRunsLeaveThePoolFree() async throws {
        let folder = TemporaryFolder("f1report-runner")
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let count = ProcessInfo.processInfo.activeProcessorCount + 2
        let go = "\(folder.path)/go"
        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for index in 0..<count {
                let script = "touch '\(folder.path)/started-\(index)'; for _ in $(seq 200); do [ -e '\(go)' ] && exit 0; sleep 0.05; done; exit 9"
                group.addTask { try await ReportRunner.run(["-c", script], program: URL(fileURLWithPath: "/bin/sh")).status }
            }
            while (0..<count).contains(where: { !FileManager.default.fileExists(atPath: "\(folder.path)/started-\($0)") }) {
                try await Task.sleep(for: .milliseconds(20))
            }
            try Data().write(to: URL(fileURLWithPath: go))
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 0, count: count))
    }
}
