import ErgastEmulator
import F1Data
import F1DataF1db
import Foundation

/// `f1-bench api`: requests and wall time of whole `f1report --source api` processes against the
/// emulator on 127.0.0.1, with a cold cache and then a warm one, beside the same reports on the
/// built-in demo data, interleaved run by run so machine load hits all alike.
struct ApiBenchmark {
    let executable: URL
    let shared: URL
    let runs: Int

    static let commands: [(name: String, api: [String], demo: [String])] = [
        ("season 2023", ["season", "2023"], ["season"]),
        ("standings drivers 2023", ["standings", "drivers", "2023"], ["standings", "drivers"]),
        ("race 2023 9", ["race", "2023", "9"], ["race", "2025", "1"]),
        ("qualifying 2023 13", ["qualifying", "2023", "13"], ["qualifying", "2025", "3"]),
        ("sprint 2023 4", ["sprint", "2023", "4"], ["sprint", "2025", "2"]),
        ("pitstops 2023 18", ["pitstops", "2023", "18"], ["pitstops", "2025", "3"]),
        ("weekend 2023 4", ["weekend", "2023", "4"], ["weekend", "2025", "2"]),
    ]

    /// The shared data folder holding the recordings: ../shared/data from the current directory, else
    /// from the package that built the executable.
    static func sharedData(beside executable: URL) -> URL? {
        let package = executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [URL(fileURLWithPath: "../shared/data"), package.appending(path: "../shared/data").standardizedFileURL]
            .first { FileManager.default.fileExists(atPath: $0.appending(path: "ergast/responses").path) }
    }

    func run() async throws -> String {
        let emulator = try ErgastEmulator(responses: shared.appending(path: "ergast/responses"))
        // The real recordings, and from f1db's 2023 what they lack: the season's winners first.
        let synthesized = try await season2023()
        guard let winners = synthesized["2023/results/1.json"] else { throw BenchmarkError("f1db has no 2023 winners") }
        emulator.add(json: winners, forPath: "2023/results/1.json")
        // The weekend commands: 2023's qualifying, sprints and pit stops from f1db where the recordings
        // lack a whole answer (round 13's qualifying is recorded; round 18's pit stops only in part,
        // so stops and the results that name their drivers both come from f1db).
        for (path, json) in try await weekend2023() where !path.hasSuffix("13/qualifying.json") { emulator.add(json: json, forPath: path) }
        // Every round's results but round 9's, which is recorded.
        for (path, json) in synthesized
        where path.hasSuffix("/results.json") && path != "2023/9/results.json" && path.split(separator: "/").count == 3 {
            emulator.add(json: json, forPath: path)
        }
        try emulator.start()
        defer { emulator.stop() }
        let api = ["--source", "api", "--api-url", emulator.baseURL.absoluteString]
        var cold = Array(repeating: [Double](), count: Self.commands.count)
        var warm = cold
        var demo = cold
        var coldRequests = Array(repeating: 0, count: Self.commands.count)
        var warmRequests = coldRequests
        for _ in 0..<runs {
            for (index, command) in Self.commands.enumerated() {
                let cache = FileManager.default.temporaryDirectory.appending(path: "f1-bench-api-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: cache) }
                let arguments = command.api + api + ["--cache-dir", cache.path]
                emulator.resetRequests()
                cold[index].append(try ReportBenchmark.time(executable, arguments))
                coldRequests[index] = emulator.requests.count
                emulator.resetRequests()
                warm[index].append(try ReportBenchmark.time(executable, arguments))
                warmRequests[index] = emulator.requests.count
                demo[index].append(try ReportBenchmark.time(executable, command.demo))
            }
        }
        var lines = [
            "f1report --source api against the emulator on 127.0.0.1, median of \(runs) runs (release build, output to /dev/null)", "",
            "command                    cold cache         warm cache         demo source",
        ]
        for (index, command) in Self.commands.enumerated() {
            lines.append(
                command.name.padding(toLength: 27, withPad: " ", startingAt: 0)
                    + String(
                        format: "%7.1f ms (%d req)  %7.1f ms (%d req)  %7.1f ms", median(cold[index]) * 1000, coldRequests[index],
                        median(warm[index]) * 1000, warmRequests[index], median(demo[index]) * 1000))
        }
        return lines.joined(separator: "\n")
    }

    private func season2023() async throws -> [String: Data] {
        let f1db = try F1dbRepository(path: shared.appending(path: "f1db").path)
        return try ErgastDatasets.responses(
            races: try await f1db.races(season: 2023), results: try await f1db.results(season: 2023),
            driverStandings: try await f1db.driverStandings(season: 2023),
            constructorStandings: try await f1db.constructorStandings(season: 2023))
    }

    private func weekend2023() async throws -> [String: Data] {
        try await ErgastDatasets.weekendResponses(season: 2023, from: F1dbRepository(path: shared.appending(path: "f1db").path))
    }

    private func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}
