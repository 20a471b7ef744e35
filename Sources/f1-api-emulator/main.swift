import ErgastEmulator
import F1Data
import Foundation

// `f1-api-emulator`: the Ergast/Jolpica API on 127.0.0.1, answering with the built-in demo data,
// for checks run from a shell (scripts/check-install runs an installed f1report against it).
// Prints its base URL on one line, then serves until its standard input closes.
let demo = try DemoRepository()
let empty = FileManager.default.temporaryDirectory.appending(path: "f1-api-emulator-\(ProcessInfo.processInfo.processIdentifier)")
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
try emulator.start()
try FileHandle.standardOutput.write(contentsOf: Data((emulator.baseURL.absoluteString + "\n").utf8))
while readLine() != nil {}
emulator.stop()
