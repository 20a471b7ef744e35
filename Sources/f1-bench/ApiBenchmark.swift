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
    ]

    static func main(arguments: [String]) -> Int32 {
        var runs = 11
        if arguments.count == 2, arguments[0] == "--runs", let number = Int(arguments[1]), number > 0 {
            runs = number
        } else if !arguments.isEmpty {
            BenchCommand.printError("usage: f1-bench api [--runs N]")
            return 64
        }
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let package = folder.deletingLastPathComponent().deletingLastPathComponent()
        let shared = [URL(fileURLWithPath: "../shared/data"), package.appending(path: "../shared/data").standardizedFileURL]
            .first { FileManager.default.fileExists(atPath: $0.appending(path: "ergast/responses").path) }
        guard let shared else {
            BenchCommand.printError("No recorded API responses at ../shared/data/ergast/responses.")
            return 1
        }
        do {
            let benchmark = ApiBenchmark(executable: folder.appending(path: "f1report"), shared: shared, runs: runs)
            print(try benchmark.run())
            return 0
        } catch {
            BenchCommand.printError("\(error)")
            return 1
        }
    }

    func run() throws -> String {
        let emulator = try ErgastEmulator(responses: shared.appending(path: "ergast/responses"))
        // Every request is served from the real recordings but one: they lack 2023's winners, which f1db's 2023 fills in.
        guard let winners = try season2023()["2023/results/1.json"] else { throw BenchmarkError("f1db has no 2023 winners") }
        emulator.add(json: winners, forPath: "2023/results/1.json")
        try emulator.start()
        defer { emulator.stop() }
        let api = ["--source", "api", "--api-url", emulator.baseURL.absoluteString]
        var cold = Array(repeating: [Double](), count: Self.commands.count), warm = cold, demo = cold
        var coldRequests = Array(repeating: 0, count: Self.commands.count), warmRequests = coldRequests
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
                    + String(format: "%7.1f ms (%d req)  %7.1f ms (%d req)  %7.1f ms", median(cold[index]) * 1000, coldRequests[index],
                             median(warm[index]) * 1000, warmRequests[index], median(demo[index]) * 1000))
        }
        return lines.joined(separator: "\n")
    }

    private func season2023() throws -> [String: Data] {
        let f1db = try F1dbRepository(path: shared.appending(path: "f1db").path)
        let semaphore = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Task.detached {
            do {
                box.value = .success(try ErgastDatasets.responses(
                    races: try await f1db.races(season: 2023), results: try await f1db.results(season: 2023),
                    driverStandings: try await f1db.driverStandings(season: 2023),
                    constructorStandings: try await f1db.constructorStandings(season: 2023)))
            } catch {
                box.value = .failure(error)
            }
            semaphore.signal()
        }
        semaphore.wait()
        return try box.value!.get()
    }

    private func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }
}

/// Hands a result from a detached task to the waiting main thread; the semaphore orders the accesses.
private final class ResultBox: @unchecked Sendable {
    var value: Result<[String: Data], any Error>?
}
