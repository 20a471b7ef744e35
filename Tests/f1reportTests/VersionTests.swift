import F1Data
import F1TestSupport
import Foundation
import Testing

/// `--version` on every installed program: the name and the one version constant. A plain build
/// records no commit; scripts/check-install checks the commit of a build-release build.
@Suite struct VersionTests {
    @Test(arguments: ["f1report", "f1report-fetch", "f1tracker"])
    func everyProgramNamesItselfAndF1KitsVersion(_ program: String) async throws {
        let outcome = try await ProcessRunner.run(
            ProcessRunner.builtExecutable(named: program), ["--version"], environment: [:], deadline: .seconds(30))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "\(program) \(F1KitVersion.current)\n")
        #expect(outcome.stderr.isEmpty)
    }

    @Test func aRecordedCommitFollowsTheVersion() {
        #expect(F1KitVersion.text(commit: "1a2b3c4d5e6f") == "\(F1KitVersion.current) (commit 1a2b3c4d5e6f)")
        #expect(F1KitVersion.text(commit: "") == F1KitVersion.current)
        #expect(F1KitVersion.text(commit: nil) == F1KitVersion.current)
    }
}
