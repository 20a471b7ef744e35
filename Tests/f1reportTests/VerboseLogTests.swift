import ErgastEmulator
import F1CommandLine
import F1TestSupport
import Foundation
import Testing

/// The library logs every request and cache decision; f1report shows them only with --verbose,
/// and then only the lines it has always shown (debug and above), not the trace-level decisions.
@Suite(.enabled(if: SharedData.hasRecordings, SharedData.noRecordings))
struct VerboseLogTests {
    let folder = TemporaryFolder("f1report-verbose")

    @Test func withoutVerboseNothingIsLogged() async throws {
        let emulator = try await ApiReportServer.recorded()
        defer { emulator.stop() }
        let online = try await ApiReportServer.run(["race", "2023", "9"], against: emulator, cache: folder)
        #expect(online.status == 0, "\(online.stderr)")
        #expect(!online.stdout.isEmpty)
        #expect(online.stderr.isEmpty, "\(online.stderr)")
        let cached = try await ApiReportServer.run(["race", "2023", "9"], against: emulator, cache: folder)
        #expect(cached.stderr.isEmpty, "\(cached.stderr)")
    }

    /// Cache misses and refreshes are trace records: shown, they would change --verbose's lines.
    @Test func theVerboseHandlerStopsAtDebug() {
        #expect(VerboseLogHandler().logLevel == .debug)
    }
}
