import ErgastEmulator
import F1Data
import F1TestSupport
import Foundation
import Testing

/// Numbers out of range reach f1report from an f1db file, an API answer or a cached answer; each
/// is one sentence naming where it was read and exit 1, never a trap in formatting.
@Suite struct OutOfRangeF1dbReportTests {
    let folder = TemporaryFolder("f1report-range")

    /// A one-race f1db season, its result row's `field` set to `value`.
    func tree(results field: String, _ value: String) throws -> URL {
        var row = [
            "position": "1", "driverNumber": "3", "driverId": "ace", "constructorId": "works", "laps": "58",
            "time": "\"1:34:01.987\"", "points": "10",
        ]
        row[field] = value
        let order = ["position", "driverNumber", "driverId", "constructorId", "laps", "time", "points"]
        let results = order.enumerated().map { index, key in (index == 0 ? "- " : "  ") + "\(key): \(row[key] ?? "")" }
        let files = [
            "seasons/2000/races/01-test/race.yml": "round: 1\ndate: 2000-03-12\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\n",
            "seasons/2000/races/01-test/race-results.yml": results.joined(separator: "\n") + "\n",
            "seasons/2000/driver-standings.yml": "- position: 1\n  driverId: ace\n  points: 10\n",
            "drivers/ace.yml":
                "id: ace\nname: Alex Ace\nfirstName: Alex\nlastName: Ace\nfullName: Alexander Ace\nabbreviation: ACE\ndateOfBirth: 1970-01-01\nnationalityCountryId: testland\n",
            "constructors/works.yml": "id: works\nname: Works\nfullName: Works Racing\ncountryId: testland\n",
            "circuits/ring.yml":
                "id: ring\nname: Ring\nfullName: Test Ring\nplaceName: Testville\ncountryId: testland\nlatitude: 1.5\nlongitude: 2.5\n",
            "grands-prix/testing.yml": "id: testing\nname: Testing\nfullName: Test Grand Prix\ncountryId: testland\n",
            "countries/testland.yml": "id: testland\nname: Testland\ndemonym: Testish\n",
        ]
        for (path, text) in files {
            let url = folder.url.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder.url
    }

    static let cases: [(field: String, value: String, message: String)] = [
        ("points", "1e400", "race-results.yml:7:11: expected a number in -1000...10000, found '1e400'"),
        ("points", "-1e308", "race-results.yml:7:11: expected a number in -1000...10000, found '-1e308'"),
        (
            "points", "123456789012345678901234567890",
            "race-results.yml:7:11: expected a number in -1000...10000, found '123456789012345678901234567890'"
        ),
        ("points", ".nan", "race-results.yml:7:11: expected a number in -1000...10000, found '.nan'"),
        ("laps", "123456789012345678901234567890", "race-results.yml:5:9: integer '123456789012345678901234567890' is out of range for Int"),
        ("laps", "5000", "race-results.yml:5:9: expected an integer in 0...1000, found '5000'"),
        ("driverNumber", "-1", "race-results.yml:2:17: expected an integer in 0...999, found '-1'"),
    ]

    @Test(arguments: 0..<cases.count)
    func anOutOfRangeNumberInAnF1dbFileIsOneSentenceWithItsPosition(_ index: Int) async throws {
        let (field, value, message) = Self.cases[index]
        let root = try tree(results: field, value)
        let outcome = try await ReportRunner.run(["race", "2000", "1", "--f1db", root.path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("f1report: "))
        #expect(outcome.stderr.hasSuffix(message + "\n"), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1)
        #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("crashed"))
    }

    /// A lap time of more than nine digits a field once overflowed its milliseconds; now it is no
    /// lap time, so the winner's time is shown as published.
    @Test func aRaceTimeTooLongForMillisecondsIsShownAsPublished() async throws {
        let root = try tree(results: "time", "\"99999999999999999:00.000\"")
        let outcome = try await ReportRunner.run(["race", "2000", "1", "--f1db", root.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("99999999999999999:00.000"))
    }

    @Test func theSameTreeInRangeReportsTheRace() async throws {
        let root = try tree(results: "points", "10000")
        let outcome = try await ReportRunner.run(["race", "2000", "1", "--f1db", root.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("10000"))
    }
}

@Suite(.enabled(if: SharedData.hasRecordings, SharedData.noRecordings))
struct OutOfRangeApiReportTests {
    let folder = TemporaryFolder("f1report-range-api")

    /// The recorded 2023 round 9 results, the winner's points replaced by `points`.
    static func results(points: String) throws -> Data {
        let recorded = try String(contentsOf: SharedData.responses.appending(path: "results/2023@9@results.json"), encoding: .utf8)
        let damaged = recorded.replacing(#""points":"26""#, with: #""points":"\#(points)""#, maxReplacements: 1)
        #expect(damaged != recorded)
        return Data(damaged.utf8)
    }

    @Test(arguments: ["1e400", "-1e308", "123456789012345678901234567890", "NaN"])
    func anOutOfRangeNumberInAnAnswerIsOneSentenceNamingTheRequest(_ points: String) async throws {
        let emulator = try await ApiReportServer.recorded()
        defer { emulator.stop() }
        emulator.add(json: try Self.results(points: points), forPath: "2023/9/results.json")
        let outcome = try await ApiReportServer.run(["race", "2023", "9"], against: emulator, cache: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        let lines = outcome.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("/2023/9/results.json"))
        #expect(
            outcome.stderr.contains("(MRData.RaceTable.Races[0].Results[0].points: expected a number in -1000...10000, found '\(points)'; 1 try)"),
            "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("crashed"))
        // A value out of range is no cut-off answer: asking again would get the same.
        #expect(emulator.requests.count == 1)
    }

    @Test func anOutOfRangeNumberInACachedAnswerIsNeverShown() async throws {
        let emulator = try await ApiReportServer.recorded()
        defer { emulator.stop() }
        let base = emulator.baseURL.absoluteString
        let url = try #require(URL(string: "\(base)2023/9/results.json?limit=100&offset=0"))
        let cache = ApiCache(directory: folder.url)
        try cache.write(url, body: try Self.results(points: "1e400"), fetchedAt: Date())

        let offline = try await ApiReportServer.run(["race", "2023", "9", "--offline"], against: emulator, cache: folder)
        #expect(offline.status == 1)
        #expect(offline.stdout.isEmpty)
        #expect(offline.stderr.split(separator: "\n").count == 1, "\(offline.stderr)")
        #expect(offline.stderr.contains(url.absoluteString))
        // The true cause, not "not in the cache".
        #expect(
            offline.stderr.contains("is unusable: MRData.RaceTable.Races[0].Results[0].points: expected a number in -1000...10000, found '1e400'"),
            "\(offline.stderr)")
        #expect(!offline.stderr.contains("Fatal error") && !offline.stderr.contains("crashed"))
        #expect(emulator.requests.isEmpty)
        guard case .hit = cache.read(url) else {
            Issue.record("an offline run must change nothing in the cache")
            return
        }

        let online = try await ApiReportServer.run(["race", "2023", "9"], against: emulator, cache: folder)
        #expect(online.status == 0, "\(online.stderr)")
        #expect(online.stdout == (try ReportRunner.golden("api-race-2023-9.txt", actual: online.stdout)))
        // The unreadable entry is fetched again, and the qualifying for the pole sitter beside it.
        #expect(emulator.requests.map { $0.contains("/results.json") } == [true, false], "the unreadable entry is fetched again")
    }

    /// A Retry-After of Int.max seconds once trapped turning the wait into whole seconds for the message.
    @Test func aRetryAfterOfAnyLengthIsOneSentence() async throws {
        let emulator = try await ApiReportServer.recorded()
        defer { emulator.stop() }
        emulator.persistentFault = .tooManyRequests(retryAfter: Int.max)
        let outcome = try await ApiReportServer.run(["race", "2023", "9"], against: emulator, cache: folder)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                f1report: The API at 127.0.0.1:\(emulator.baseURL.port ?? 0) is throttling requests and asks to wait more than a day; try again then.

                """)
    }
}
