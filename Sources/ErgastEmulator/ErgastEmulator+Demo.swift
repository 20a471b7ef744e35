import F1Data
import Foundation

extension ErgastEmulator {
    /// Every season of the built-in demo data as the API answers it (not started): what
    /// `f1-api-emulator` serves with no arguments, and what the tests of the API's history index
    /// compare with the demo read directly.
    public static func demo() async throws -> ErgastEmulator {
        let demo = try DemoRepository()
        let empty = FileManager.default.temporaryDirectory.appending(path: "f1-api-emulator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let emulator = try ErgastEmulator(responses: empty)
        let seasons = try await demo.seasons()
        emulator.add(json: try ErgastDatasets.seasons(seasons), forPath: "seasons.json")
        for season in seasons.map(\.year) {
            let responses = try ErgastDatasets.responses(
                races: try await demo.races(season: season), results: try await demo.results(season: season),
                driverStandings: try await demo.driverStandings(season: season),
                constructorStandings: try await demo.constructorStandings(season: season))
            for (path, json) in responses { emulator.add(json: json, forPath: path) }
            for (path, json) in try await ErgastDatasets.weekendResponses(season: season, from: demo) { emulator.add(json: json, forPath: path) }
        }
        return emulator
    }
}
