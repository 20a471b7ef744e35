import ErgastEmulator
import F1Data
import F1Domain
import Foundation
import Testing

/// The emulator as the report tests run it: the recorded responses, plus from f1db what the
/// recordings lack (2023's winners and last race, the list of seasons) and 2023 again under the
/// current year's number, for the commands that default to the latest season.
enum ApiReportServer {
    static let shared = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "shared/data")
    static var responses: URL { shared.appending(path: "ergast/responses") }
    static var f1db: URL { shared.appending(path: "f1db") }

    static var hasRecordings: Bool { FileManager.default.fileExists(atPath: responses.path) }
    static var hasRecordingsAndF1db: Bool { hasRecordings && FileManager.default.fileExists(atPath: f1db.path) }
    static let noRecordings: Comment = "../shared/data/ergast/responses is absent: the API report tests need the recorded responses"
    static let noData: Comment = "../shared/data (ergast responses and f1db) is absent: these API report tests need both"

    /// The year f1report calls current: today's, in UTC, as the API source reckons it.
    static var currentYear: Int {
        CalendarDate(daysSince1970: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down))).year
    }

    /// A started emulator with the recordings only.
    static func recorded() throws -> ErgastEmulator {
        let emulator = try ErgastEmulator(responses: responses)
        try emulator.start()
        return emulator
    }

    /// A started emulator with the recordings and the f1db-made responses.
    static func withF1db() async throws -> ErgastEmulator {
        let emulator = try ErgastEmulator(responses: responses)
        for (path, json) in try await Synthesized.shared.responses() { emulator.add(json: json, forPath: path) }
        try emulator.start()
        return emulator
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
        let f1db = try F1dbRepository(path: ApiReportServer.f1db.path)
        let races = try await f1db.races(season: 2023), results = try await f1db.results(season: 2023)
        let drivers = try await f1db.driverStandings(season: 2023), constructors = try await f1db.constructorStandings(season: 2023)
        let season2023 = try ErgastDatasets.responses(races: races, results: results, driverStandings: nil, constructorStandings: nil)
        var responses = season2023.filter { ["2023/results/1.json", "2023/last/results.json"].contains($0.key) }
        responses["seasons.json"] = try ErgastDatasets.seasons(try await f1db.seasons())

        // 2023 relabelled as the current season; every race has a result, so none is upcoming whatever today is.
        let year = ApiReportServer.currentYear
        var currentDrivers = drivers, currentConstructors = constructors
        currentDrivers.season = year
        currentConstructors.season = year
        let current = try ErgastDatasets.responses(
            races: races.map { Self.relabel($0, year) },
            results: results.map { RaceResults(race: Self.relabel($0.race, year), results: $0.results) },
            driverStandings: currentDrivers, constructorStandings: currentConstructors)
        responses.merge(current) { _, new in new }
        cached = responses
        return responses
    }

    private static func relabel(_ race: Race, _ year: Int) -> Race {
        var race = race
        race.season = year
        return race
    }
}
