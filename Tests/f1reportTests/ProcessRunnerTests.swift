import F1TestSupport
import Foundation
import Testing

/// The tests' own way of running programs must give back what it takes: a run that left its pipes
/// open (as it did while Foundation held on to every finished `Process` with a termination
/// handler) piled up about 1,700 descriptors in a full test run, and past about 1,360 Foundation's
/// `Process.run()` can crash (docs/ARCHITECTURE.md, "Starting other programs").
@Suite struct ProcessRunnerTests {
    /// Each run's child names the pipes it writes to as /proc names them ("pipe:[inode]", the same
    /// for both ends and this run's alone while either end is open); none is open here afterwards.
    @Test(.enabled(if: OpenDescriptors.areListed, "needs Linux's /proc"))
    func aRunClosesItsPipes() async throws {
        var pipes: [String] = []
        for _ in 0..<10 {
            let outcome = try await ProcessRunner.run(
                URL(fileURLWithPath: "/bin/sh"), ["-c", "readlink /proc/self/fd/1; readlink /proc/self/fd/2 >&2"], environment: [:],
                deadline: .seconds(30))
            #expect(outcome.status == 0)
            pipes += [outcome.stdout, outcome.stderr].map { $0.trimmingCharacters(in: .newlines) }
        }
        #expect(pipes.allSatisfy { $0.hasPrefix("pipe:[") } && Set(pipes).count == pipes.count, "\(pipes)")
        let open = try OpenDescriptors.targets()
        #expect(open.intersection(pipes).isEmpty, "still open: \(open.intersection(pipes).sorted())")
    }
}
