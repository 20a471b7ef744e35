import F1Data
import F1TestSupport
import Foundation
import Testing

/// `f1report cache` and `--source api` against damaged, foreign and missing cache folders, a
/// hanging fetch helper and malformed API URLs (issue 10, classes 5 and 7), through the built
/// binary: the exit code, one sentence on stderr, and files the cache does not own left as they were.
@Suite struct CacheHardeningReportTests {
    let folder = TemporaryFolder("f1report-cache-hard")
    var cacheURL: URL { folder.url.appending(path: "cache") }
    /// A port nothing listens on: every request fails at once.
    static let deadAPI = "http://127.0.0.1:9/ergast/f1/"

    /// A good entry, a damaged one and a stranger's file beside them.
    func fillCache() throws -> ApiCache {
        let cache = ApiCache(directory: cacheURL)
        let good = URL(string: "https://api.jolpi.ca/ergast/f1/2023.json?limit=100&offset=0")!
        let damaged = URL(string: "https://api.jolpi.ca/ergast/f1/2022.json?limit=100&offset=0")!
        try cache.write(good, body: Data("{}".utf8), fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        try cache.write(damaged, body: Data("{\"a\":1}".utf8), fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        let file = cacheURL.appending(path: "responses/api.jolpi.ca/2022.json^limit=100&offset=0")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 2] ^= 0x01
        try bytes.write(to: file)
        try Data("mine\n".utf8).write(to: cacheURL.appending(path: "responses/api.jolpi.ca/notes.txt"))
        return cache
    }

    static func expectOneSentence(_ outcome: ReportRunner.Outcome, status: Int32, _ stderr: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(outcome.status == status, "\(outcome.stderr)", sourceLocation: sourceLocation)
        #expect(outcome.stderr == stderr, sourceLocation: sourceLocation)
        #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("Program crashed"), sourceLocation: sourceLocation)
    }

    @Test func infoReportsDamagedAndForeignFilesAndChangesNothing() async throws {
        _ = try fillCache()
        let before = try BoundedRunner.snapshot(cacheURL)
        let outcome = try await BoundedRunner.run(["cache", "info", "--cache-dir", cacheURL.path])
        Self.expectOneSentence(outcome, status: 0, "")
        #expect(try BoundedRunner.snapshot(cacheURL) == before)
        #expect(outcome.stdout.contains("Responses: 1 ("))
        #expect(outcome.stdout.contains("Also:      1 damaged response (fetched again when next needed)\n"))
        #expect(outcome.stdout.contains("Also:      1 file that is not a cache entry (left alone)\n"))
    }

    @Test func clearRemovesEntriesOnlyAndSaysWhatItLeft() async throws {
        _ = try fillCache()
        let outcome = try await BoundedRunner.run(["cache", "clear", "--cache-dir", cacheURL.path])
        Self.expectOneSentence(outcome, status: 0, "")
        #expect(
            outcome.stdout == """
                Removed 2 cached responses from \(cacheURL.path).
                Left 1 file in \(cacheURL.path)/responses that is not a cached response: api.jolpi.ca/notes.txt.

                """)
        #expect(try BoundedRunner.snapshot(cacheURL) == ["responses/api.jolpi.ca/notes.txt": Data("mine\n".utf8)])
    }

    @Test(arguments: ["info", "clear"])
    func aCacheDirThatIsAFileIsOneSentence(command: String) async throws {
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let file = folder.url.appending(path: "a-file")
        try Data("keep\n".utf8).write(to: file)
        let outcome = try await BoundedRunner.run(["cache", command, "--cache-dir", file.path])
        let verb = command == "info" ? "read" : "clear"
        Self.expectOneSentence(outcome, status: 1, "f1report: Could not \(verb) the API cache: \(file.path) is a file, not a folder.\n")
        #expect(try Data(contentsOf: file) == Data("keep\n".utf8))
    }

    @Test(arguments: [["HOME": ""], ["HOME": "relative/home", "XDG_CACHE_HOME": "relative/cache"]])
    func noUsableHomeNeverPutsTheCacheInTheWorkingDirectory(environment: [String: String]) async throws {
        let workingDirectory = folder.url.appending(path: "cwd")
        try FileManager.default.createDirectory(at: workingDirectory, withIntermediateDirectories: true)
        let why = environment["HOME"] == "" ? "HOME is empty" : "HOME is the relative path 'relative/home'"
        let why2 = "\(why) and XDG_CACHE_HOME is not an absolute path"

        let info = try await BoundedRunner.run(["cache", "info"], environment: environment, in: workingDirectory)
        Self.expectOneSentence(info, status: 1, "f1report: There is no folder for the API cache: \(why2); pass --cache-dir PATH.\n")

        let offline = try await BoundedRunner.run(
            ["race", "2023", "9", "--source", "api", "--offline"], environment: environment, in: workingDirectory)
        Self.expectOneSentence(
            offline, status: 1, "f1report: --offline reads the API cache, and there is no folder for one: \(why2); pass --cache-dir PATH.\n")

        let report = try await BoundedRunner.run(
            ["race", "2023", "9", "--source", "api", "--api-url", Self.deadAPI, "--verbose"], environment: environment, in: workingDirectory)
        #expect(report.status == 1)
        #expect(report.stderr.hasPrefix("f1report: No API cache this run: \(why2); pass --cache-dir PATH to keep one.\n"))
        #expect(
            report.stderr.hasSuffix(
                "f1report: Could not reach the API at 127.0.0.1:9 (nothing accepted the connection; 4 tries); check your connection, or use --offline to read the cache.\n"
            ))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workingDirectory.path).isEmpty)
    }

    @Test func aRelativeXDGCacheHomeFallsBackToHome() async throws {
        let home = folder.url.appending(path: "home").path
        let outcome = try await BoundedRunner.run(["cache", "info"], environment: ["HOME": home, "XDG_CACHE_HOME": "cache"])
        Self.expectOneSentence(outcome, status: 0, "")
        #expect(outcome.stdout.hasPrefix("Cache:     \(home)/.cache/f1kit (not created yet)\n"))
    }

    @Test func aHelperThatNeverExitsIsStoppedAndTheRunFailsAsATimeout() async throws {
        let program = try BoundedRunner.reportBeside(helper: "echo $$ >> \"$(dirname \"$0\")/pids\"\nexec sleep 600", in: folder.url)
        let outcome = try await BoundedRunner.run(
            ["race", "2023", "9", "--source", "api", "--api-url", Self.deadAPI, "--cache-dir", cacheURL.path],
            environment: ["F1REPORT_FETCH_DEADLINE": "0.3"], program: program)
        Self.expectOneSentence(
            outcome, status: 1,
            """
            f1report: The API at 127.0.0.1:9 did not answer in time (4 tries); check your connection, try again later, or use --offline to read the cache.

            """)
        let pids = try String(contentsOf: folder.url.appending(path: "bin/pids"), encoding: .utf8).split(separator: "\n").compactMap { pid_t($0) }
        #expect(pids.count == 4)
        for pid in pids where kill(pid, 0) == 0 {
            Issue.record("helper \(pid) still runs")
            kill(pid, SIGKILL)
        }
    }

    @Test(arguments: [
        "http://", "http:///ergast/f1/", "http://exa mple.com/ergast/f1/", "http://example.com/ergast f1/", "file:///tmp/", "example.com",
    ])
    func aMalformedAPIURLIsAUsageErrorNotAURLError(url: String) async throws {
        let outcome = try await BoundedRunner.run(["race", "2023", "9", "--source", "api", "--api-url", url, "--cache-dir", cacheURL.path])
        #expect(outcome.status == 64)
        #expect(
            outcome.stderr.hasPrefix(
                "Error: --api-url must be an http or https URL with a host and no spaces, like https://api.jolpi.ca/ergast/f1/\n"))
        #expect(!outcome.stderr.contains("URLError") && !outcome.stderr.contains("Fatal error"))
        #expect(!FileManager.default.fileExists(atPath: cacheURL.path))
    }

    @Test func anEmptyCacheDirIsAUsageError() async throws {
        let outcome = try await BoundedRunner.run(["cache", "info", "--cache-dir", ""])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.hasPrefix("Error: --cache-dir needs a folder's path.\n"))
    }
}
