import ErgastEmulator
import F1Data
import F1DataF1db
import F1Domain
import F1TestSupport
import Foundation
import Testing

/// The emulator as the report tests run it: the recorded responses, plus from f1db what the
/// recordings lack (2023's winners and last race, the list of seasons) and 2023 again under the
/// current year's number, for the commands that default to the latest season.
enum ApiReportServer {
    /// The year f1report calls current: today's, in UTC, as the API source reckons it.
    static var currentYear: Int {
        CalendarDate(daysSince1970: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down))).year
    }

    /// A started emulator with the recordings, and 2023's qualifying and sprints from f1db for
    /// the rounds the recordings lack, since a race's report asks for its pole sitter as the real
    /// API would answer it.
    static func recorded() async throws -> ErgastEmulator {
        let emulator = try ErgastEmulator(responses: SharedData.responses)
        for (path, json) in try await Synthesized.shared.weekend() { emulator.add(json: json, forPath: path) }
        try emulator.start()
        return emulator
    }

    /// A started emulator with the recordings and the f1db-made responses.
    static func withF1db() async throws -> ErgastEmulator {
        let emulator = try ErgastEmulator(responses: SharedData.responses)
        for (path, json) in try await Synthesized.shared.responses() { emulator.add(json: json, forPath: path) }
        try emulator.start()
        return emulator
    }

    /// `f1report ARGUMENTS --source api` against `emulator`, with `cache` and times in UTC.
    static func run(_ arguments: [String], against emulator: ErgastEmulator, cache: TemporaryFolder) async throws -> ReportRunner.Outcome {
        try await ReportRunner.run(
            arguments + ["--source", "api", "--api-url", emulator.baseURL.absoluteString, "--cache-dir", cache.path, "--time-zone", "UTC"])
    }

    /// The request targets the emulator received, below /ergast/f1/, e.g. "2023/9/results.json?limit=100&offset=0".
    static func requests(_ emulator: ErgastEmulator) -> [String] {
        emulator.requests.map { $0.replacingOccurrences(of: "/ergast/f1/", with: "") }
    }

    /// "http://127.0.0.1:PORT/ergast/f1/2023.json?…" for each request the emulator received.
    static func urls(_ emulator: ErgastEmulator) -> [String] {
        let origin = "http://127.0.0.1:\(emulator.baseURL.port ?? 0)"
        return emulator.requests.map { origin + $0 }
    }
}

/// The f1db-made responses, built once per test process.
actor Synthesized {
    static let shared = Synthesized()
    private var cached: [String: Data]?

    func responses() async throws -> [String: Data] {
        if let cached { return cached }
        let f1db = try F1dbRepository(path: SharedData.f1db.path)
        // 2023's winners and last race only: everything else of 2023 is recorded, and recordings win.
        var responses = try await ErgastDatasets.responses(season: 2023, from: f1db)
            .filter { ["2023/results/1.json", "2023/last/results.json"].contains($0.key) }
        responses["seasons.json"] = try ErgastDatasets.seasons(try await f1db.seasons())
        // 2023 relabelled as the current season; every race has a result, so none is upcoming whatever today is.
        responses.merge(try await ErgastDatasets.responses(season: 2023, from: f1db, labelledAs: ApiReportServer.currentYear)) { _, new in new }
        cached = responses
        return responses
    }

    private var weekendCache: [String: Data]?

    /// f1db's 2023 qualifying and sprints for the rounds whose whole answer is not recorded.
    func weekend() async throws -> [String: Data] {
        if let weekendCache { return weekendCache }
        let f1db = try F1dbRepository(path: SharedData.f1db.path)
        let recorded = { (path: String) in
            let endpoint = path.hasSuffix("sprint.json") ? "sprint" : "qualifying"
            let file = SharedData.responses.appending(path: "\(endpoint)/" + path.replacingOccurrences(of: "/", with: "@"))
            return FileManager.default.fileExists(atPath: file.path)
        }
        let responses = try await ErgastDatasets.weekendResponses(season: 2023, from: f1db)
            .filter { ($0.key.hasSuffix("/qualifying.json") || $0.key.hasSuffix("/sprint.json")) && !recorded($0.key) }
        weekendCache = responses
        return responses
    }
}
