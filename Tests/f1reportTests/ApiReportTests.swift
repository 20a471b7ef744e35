import ErgastEmulator
import F1Data
import F1Domain
import F1TestSupport
import Foundation
import Testing

/// `f1report --source api` as a person runs it: the built binary against the emulator on 127.0.0.1.
@Suite(.enabled(if: SharedData.hasRecordings, SharedData.noRecordings))
struct ApiReportTests {
    static let responses = SharedData.responses

    let folder = TemporaryFolder("f1report-api")
    var cache: String { folder.path }

    @Test func aRaceOnlineThenOfflineFromTheCache() async throws {
        let emulator = try await ApiReportServer.recorded()
        let base = emulator.baseURL.absoluteString

        let online = try await ApiReportServer.run(["race", "2023", "9", "--verbose"], against: emulator, cache: folder)
        #expect(online.status == 0, "\(online.stderr)")
        #expect(online.stdout == (try ReportRunner.golden("api-race-2023-9.txt", actual: online.stdout)))
        // The results, then the qualifying for the pole sitter.
        let times = Self.allMilliseconds(in: online.stderr)
        #expect(times.count == 2)
        #expect(
            online.stderr == """
                f1report: GET \(base)2023/9/results.json?limit=100&offset=0 -> 200 (network, \(times.first ?? "") ms)
                f1report: GET \(base)2023/9/qualifying.json?limit=100&offset=0 -> 200 (network, \(times.last ?? "") ms)
                f1report: 2 requests sent to the API, 0 answered from the cache.

                """)
        emulator.stop()

        let offline = try await ReportRunner.run([
            "race", "2023", "9", "--source", "api", "--api-url", base, "--cache-dir", cache, "--time-zone", "UTC", "--offline", "--verbose",
        ])
        #expect(offline.status == 0)
        #expect(offline.stdout == online.stdout)
        #expect(
            offline.stderr == """
                f1report: GET \(base)2023/9/results.json?limit=100&offset=0 (cache)
                f1report: GET \(base)2023/9/qualifying.json?limit=100&offset=0 (cache)
                f1report: 0 requests sent to the API, 2 answered from the cache.

                """)

        let missing = try await ReportRunner.run([
            "standings", "drivers", "2023", "--source", "api", "--api-url", base, "--cache-dir", cache, "--offline",
        ])
        #expect(missing.status == 1)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.hasSuffix("is not in the cache, and --offline keeps f1report off the network; run the command once online first.\n"))
    }

    @Test func whenTheAPIFailsTheCacheIsServedWithAOneLineNote() async throws {
        let emulator = try await ApiReportServer.recorded()
        let online = try await ApiReportServer.run(["race", "2023", "9"], against: emulator, cache: folder)
        #expect(online.status == 0, "\(online.stderr)")
        let url = try #require(URL(string: "\(emulator.baseURL.absoluteString)2023/9/results.json?limit=100&offset=0"))
        guard case .hit(let entry) = ApiCache(directory: URL(fileURLWithPath: cache)).read(url) else {
            Issue.record("the online run left no cache entry")
            return
        }
        // A Retry-After longer than f1report waits fails the request at once: the quickest lasting failure.
        emulator.persistentFault = .tooManyRequests(retryAfter: 120)
        emulator.resetRequests()

        let stale = try await ApiReportServer.run(["race", "2023", "9", "--refresh"], against: emulator, cache: folder)
        #expect(stale.status == 0)
        #expect(stale.stdout == online.stdout)
        #expect(
            stale.stderr == """
                f1report: Note: the API at 127.0.0.1:\(emulator.baseURL.port ?? 0) is throttling requests; showing data cached on \(Self.utc(entry.fetchedAt)).

                """)
        // Both the results and the qualifying were asked for, and both came from the cache.
        #expect(emulator.requests.count == 2)
    }

    @Test func aFailureWithNothingCachedIsOneSentenceAndExitOne() async throws {
        let emulator = try await ApiReportServer.recorded()
        emulator.persistentFault = .tooManyRequests(retryAfter: 120)
        let outcome = try await ApiReportServer.run(["race", "2023", "9"], against: emulator, cache: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr == """
                f1report: The API at 127.0.0.1:\(emulator.baseURL.port ?? 0) is throttling requests and asks to wait 2 minutes; try again then.

                """)
    }

    @Test func twoProcessesAtOnceShareTheCacheSafely() async throws {
        let emulator = try await ApiReportServer.recorded()
        let outcomes = try await withThrowingTaskGroup(of: ReportRunner.Outcome.self) { group in
            for _ in 0..<2 {
                group.addTask { try await ApiReportServer.run(["standings", "drivers", "2023", "--refresh"], against: emulator, cache: folder) }
                group.addTask { try await ApiReportServer.run(["race", "2023", "9", "--refresh"], against: emulator, cache: folder) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.allSatisfy { $0.status == 0 })
        let info = try await ReportRunner.run(["cache", "info", "--cache-dir", cache])
        #expect(info.stdout.contains("Responses: 3 ("))
        #expect(!info.stdout.contains("Removed"))
        let entries = folder.url.appending(path: "responses/127.0.0.1_\(emulator.baseURL.port!)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: entries.path).sorted() == [
                "2023@9@qualifying.json^limit=100&offset=0", "2023@9@results.json^limit=100&offset=0",
                "2023@driverStandings.json^limit=100&offset=0",
            ])
    }

    @Test func liveReplaysARaceFromItsLapTimes() async throws {
        let emulator = try ErgastEmulator(responses: Self.responses)
        let recorded = try JSONDecoder().decode(
            ErgastResponse.self, from: Data(contentsOf: Self.responses.appending(path: "results/2023@9@results.json")))
        var laps = recorded
        var race = try #require(recorded.data.raceTable?.races.first)
        // Three laps in the finishing order, each car a tenth slower a lap than the one ahead.
        race.laps = (1...3).map { number in
            ErgastLap(
                number: number,
                timings: (race.results ?? []).enumerated().map { index, result in
                    ErgastLapTiming(driverId: result.driver.driverId, position: index + 1, time: LapTime(milliseconds: 66_000 + index * 100))
                })
        }
        race.results = nil
        laps.data.raceTable?.races = [race]
        emulator.add(json: try JSONEncoder().encode(laps), forPath: "2023/9/laps.json")
        try emulator.start()

        let outcome = try await ApiReportServer.run(["live", "2023", "9", "--interval", "0.01"], against: emulator, cache: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.components(separatedBy: "Austrian Grand Prix, live\n").count == 4)
        #expect(outcome.stdout.contains("Lap:    3/71\nLeader: VER\nStatus: Chequered flag"))
        #expect(outcome.stdout.contains(/\n +2 +LEC +Ferrari +\+0\.300 +\+0\.300\n/))
    }

    @Test func cacheInfoAndClear() async throws {
        let emulator = try await ApiReportServer.recorded()
        #expect(try await ApiReportServer.run(["standings", "constructors", "2023"], against: emulator, cache: folder).status == 0)

        let info = try await ReportRunner.run(["cache", "info", "--cache-dir", cache])
        #expect(info.status == 0)
        #expect(info.stdout.hasPrefix("Cache:     \(cache)\nResponses: 1 ("))
        #expect(info.stdout.contains("  127.0.0.1:\(emulator.baseURL.port!): 1\n"))
        let clear = try await ReportRunner.run(["cache", "clear", "--cache-dir", cache])
        #expect(clear.stdout == "Removed 1 cached response from \(cache).\n")
        #expect(try await ReportRunner.run(["cache", "info", "--cache-dir", cache]).stdout.contains("Responses: 0 ("))
    }

    @Test func aRoundThatDoesNotExistIsOneSentence() async throws {
        let emulator = try await ApiReportServer.recorded()
        let outcome = try await ApiReportServer.run(["race", "2023", "99"], against: emulator, cache: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: The 2023 season has no round 99: it has 22 rounds.\n")
    }

    /// A time as the stale-data note writes it, e.g. "2026-11-23 09:12 UTC".
    static func utc(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date) + " UTC"
    }

    /// The one timing in a verbose line, which varies run to run.
    static func milliseconds(in text: String) -> String {
        allMilliseconds(in: text).first ?? "?"
    }

    /// Every request's time in a --verbose log, in order.
    static func allMilliseconds(in text: String) -> [String] {
        text.matches(of: /(\d+) ms\)/).map { String($0.output.1) }
    }
}

/// Usage errors of the API options: no server or data needed.
@Suite struct ApiReportUsageTests {
    @Test func liveWithTheAPINeedsARace() async throws {
        let outcome = try await ReportRunner.run(["live", "--source", "api"])
        #expect(outcome.status == 64)
        #expect(
            outcome.stderr.contains(
                "With --source api, live replays a finished race: give its YEAR and ROUND, e.g. f1report live 2023 9 --source api."))
    }

    @Test(arguments: [
        (["--offline", "--refresh"], "--offline and --refresh cannot be used together."),
        (
            ["--api-url", "ftp://example.com"],
            "--api-url must be an http or https URL with a host and no spaces, like https://api.jolpi.ca/ergast/f1/"
        ),
    ])
    func badOptionsAreUsageErrors(options: [String], message: String) async throws {
        let outcome = try await ReportRunner.run(["race", "2023", "9", "--source", "api"] + options)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(message))
    }

    @Test func aBadAPIURLInTheEnvironmentIsAUsageError() async throws {
        let outcome = try await ReportRunner.run(["race", "2023", "9", "--source", "api"], environment: ["F1REPORT_API_URL": "ftp://example.com"])
        #expect(outcome.status == 64)
        #expect(
            outcome.stderr.contains("F1REPORT_API_URL must be an http or https URL with a host and no spaces, like https://api.jolpi.ca/ergast/f1/"))
    }

    @Test func offlineWithoutTheAPIIsAUsageError() async throws {
        let outcome = try await ReportRunner.run(["season", "--offline"])
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains("--offline applies only to --source api or openf1, or --telemetry openf1."))
    }
}

/// `f1report season 2023 --source api --verbose`: the exact requests, then none at all.
@Suite(.enabled(if: SharedData.hasRecordingsAndF1db, SharedData.noData))
struct ApiSeasonReportTests {
    let folder = TemporaryFolder("f1report-api")
    var cache: String { folder.path }

    /// The verbose lines of a run with each timing replaced by "N", sorted (see below).
    static func verboseLines(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map {
            $0.replacingOccurrences(of: #"\d+ ms\)"#, with: "N ms)", options: .regularExpression)
        }.sorted()
    }

    @Test func aSeasonIsTwoRequestsThenNoneFromTheCache() async throws {
        let emulator = try await ApiReportServer.withF1db()
        let base = emulator.baseURL.absoluteString
        let command = ["season", "2023", "--source", "api", "--api-url", base, "--cache-dir", cache, "--time-zone", "UTC", "--verbose"]
        let calendar = "\(base)2023.json?limit=100&offset=0"
        let winners = "\(base)2023/results/1.json?limit=100&offset=0"

        let online = try await ReportRunner.run(command)
        #expect(online.status == 0, "\(online.stderr)")
        #expect(online.stdout == (try ReportRunner.golden("api-season-2023.txt", actual: online.stdout)))
        // The calendar and the winners are asked for together, so they arrive, and are logged, in
        // either order: the lists are compared sorted, and their length is part of the comparison.
        #expect(ApiReportServer.urls(emulator).sorted() == [calendar, winners])
        #expect(
            Self.verboseLines(online.stderr) == [
                "f1report: 2 requests sent to the API, 0 answered from the cache.",
                "f1report: GET \(calendar) -> 200 (network, N ms)",
                "f1report: GET \(winners) -> 200 (network, N ms)",
            ])

        emulator.resetRequests()
        let cached = try await ReportRunner.run(command)
        #expect(cached.status == 0)
        #expect(cached.stdout == online.stdout)
        #expect(emulator.requests.isEmpty)
        #expect(
            Self.verboseLines(cached.stderr) == [
                "f1report: 0 requests sent to the API, 2 answered from the cache.",
                "f1report: GET \(calendar) (cache)",
                "f1report: GET \(winners) (cache)",
            ])
    }
}
