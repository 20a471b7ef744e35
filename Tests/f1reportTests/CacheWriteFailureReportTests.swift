import ErgastEmulator
import F1Data
import F1TestSupport
import Foundation
import Testing

/// A report whose cache cannot be written still succeeds, and says once why later runs will ask
/// the API again (issue 10, classes 5 and 7: once silent, and "NSCocoaErrorDomain error 512").
@Suite(.enabled(if: SharedData.hasRecordings, SharedData.noRecordings))
struct CacheWriteFailureReportTests {
    let folder = TemporaryFolder("f1report-cache-write")

    static func run(_ emulator: ErgastEmulator, cacheDir: String, verbose: Bool = false) async throws -> ReportRunner.Outcome {
        try await BoundedRunner.run(
            ["race", "2023", "9", "--source", "api", "--api-url", emulator.baseURL.absoluteString, "--cache-dir", cacheDir, "--time-zone", "UTC"]
                + (verbose ? ["--verbose"] : []))
    }

    @Test func aCacheDirThatIsAFileIsANoteAndTheReportSucceeds() async throws {
        let emulator = try await ApiReportServer.recorded()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "a-file")
        try Data("keep\n".utf8).write(to: file)

        let outcome = try await Self.run(emulator, cacheDir: file.path)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.hasPrefix("2023 Austrian Grand Prix\n"))
        #expect(
            outcome.stderr
                == "f1report: Note: the API cache could not be written, so later runs will ask the API again: \(file.path) is a file, not a folder.\n"
        )
        #expect(try Data(contentsOf: file) == Data("keep\n".utf8))

        let verbose = try await Self.run(emulator, cacheDir: file.path, verbose: true)
        #expect(verbose.status == 0)
        #expect(
            verbose.stderr.contains(
                "f1report:     could not cache the response to \(emulator.baseURL.absoluteString)2023/9/results.json?limit=100&offset=0: \(file.path) is a file, not a folder\n"
            ))
        #expect(!verbose.stderr.contains("NSCocoaErrorDomain") && !verbose.stderr.contains("Fatal error"))
    }

    /// sysfs refuses new folders even to root: an unwritable cache folder whoever runs the tests.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/sys/kernel"), "needs sysfs at /sys"))
    func anUncreatableCacheDirIsANoteNamingTheReason() async throws {
        let emulator = try await ApiReportServer.recorded()
        let directory = "/sys/f1kit-\(UUID().uuidString)"
        let outcome = try await Self.run(emulator, cacheDir: directory)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr
                == "f1report: Note: the API cache could not be written, so later runs will ask the API again: \(directory) could not be created (operation not permitted).\n"
        )
    }

    @Test(.enabled(if: getuid() != 0, "root writes to any folder, so only another user can see permission denied"))
    func anUnwritableCacheDirIsANoteNamingTheReason() async throws {
        let emulator = try await ApiReportServer.recorded()
        let locked = folder.url.appending(path: "locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }

        let outcome = try await Self.run(emulator, cacheDir: locked.path)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr
                == "f1report: Note: the API cache could not be written, so later runs will ask the API again: \(locked.path)/responses could not be created (permission denied).\n"
        )
    }
}
