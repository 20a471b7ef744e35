import ErgastEmulator
import F1Data
import F1TestSupport
import Foundation
import Testing

/// What f1report takes from its environment with `--source api`, and what it tells the server
/// about itself.
@Suite(.enabled(if: SharedData.hasRecordings, SharedData.noRecordings))
struct ApiReportEnvironmentTests {
    let folder = TemporaryFolder("f1report-env")
    static let race = "/ergast/f1/2023/9/results.json?limit=100&offset=0"
    /// The race's qualifying, asked for its pole sitter.
    static let qualifying = "/ergast/f1/2023/9/qualifying.json?limit=100&offset=0"

    @Test func theUserAgentNamesF1KitAndItsVersion() async throws {
        let emulator = try await ApiReportServer.recorded()
        let outcome = try await ReportRunner.run(
            ["race", "2023", "9", "--source", "api", "--api-url", emulator.baseURL.absoluteString, "--cache-dir", folder.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let received = try #require(emulator.receivedRequests.first)
        // The results, then the qualifying that names the pole sitter: both carry the same headers.
        #expect(emulator.receivedRequests.count == 2)
        #expect(Set(emulator.receivedRequests.compactMap { $0.headers["user-agent"] }).count == 1)
        let agent = try #require(received.headers["user-agent"])
        #expect(agent == "F1Kit/\(F1KitVersion.current) (f1report; Swift; +https://github.com/f1kit/f1kit)")
        #expect(F1KitVersion.current.wholeMatch(of: /\d+\.\d+\.\d+/) != nil)
        #expect(received.headers["accept"] == "application/json")
    }

    @Test func theAPIURLComesFromTheEnvironmentUnlessGiven() async throws {
        let emulator = try await ApiReportServer.recorded()
        let fromEnvironment = try await ReportRunner.run(
            ["race", "2023", "9", "--source", "api", "--cache-dir", folder.path],
            environment: ["F1REPORT_API_URL": emulator.baseURL.absoluteString])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.stderr)")
        #expect(fromEnvironment.stdout.hasPrefix("2023 Austrian Grand Prix\nData: Ergast-compatible API at 127.0.0.1\n"))
        #expect(emulator.requests == [Self.race, Self.qualifying])

        // --api-url wins over the variable, here an address where nothing listens.
        emulator.resetRequests()
        let given = try await ReportRunner.run(
            ["race", "2023", "9", "--source", "api", "--api-url", emulator.baseURL.absoluteString, "--cache-dir", folder.path, "--refresh"],
            environment: ["F1REPORT_API_URL": "http://127.0.0.1:9/ergast/f1/"])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(emulator.requests == [Self.race, Self.qualifying])
    }

    @Test(arguments: [
        (["XDG_CACHE_HOME": "{T}/xdg", "HOME": "{T}/home"], "{T}/xdg/f1kit"),
        (["HOME": "{T}/home"], "{T}/home/.cache/f1kit"),
    ])
    func theCacheIsUnderXDGCacheHomeElseHome(environment: [String: String], expected: String) async throws {
        let emulator = try await ApiReportServer.recorded()
        let environment = environment.mapValues { $0.replacingOccurrences(of: "{T}", with: folder.path) }
        let directory = expected.replacingOccurrences(of: "{T}", with: folder.path)
        let outcome = try await ReportRunner.run(
            ["race", "2023", "9", "--source", "api", "--api-url", emulator.baseURL.absoluteString], environment: environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")

        let entry = "\(directory)/responses/127.0.0.1_\(emulator.baseURL.port ?? 0)/2023@9@results.json^limit=100&offset=0"
        #expect(FileManager.default.fileExists(atPath: entry), "no cache entry at \(entry)")
        let info = try await ReportRunner.run(["cache", "info"], environment: environment)
        #expect(info.stdout.hasPrefix("Cache:     \(directory)\nResponses: 2 ("))
    }
}
