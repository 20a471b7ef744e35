import ErgastEmulator
import F1Data
import F1DataF1db
import F1Domain
import Foundation
import Testing

/// f1tracker on the other sources, in a real terminal: an f1db checkout, and the API (the
/// emulator on 127.0.0.1 playing f1db's 2023) online, then from its cache with `--offline`.
@Suite(
    .enabled(if: TmuxSession.canRunOrMustFail, Comment(rawValue: TmuxSession.requirement)),
    .enabled(if: SharedData.isPresent, "../shared/data (f1db and the recorded API responses) is absent: these tests need both"))
struct TrackerSourcesTests {
    static var f1db: URL { SharedData.f1db }
    static var responses: URL { SharedData.responses }

    @Test func anF1dbSeasonWithItsWinnersAndTable() async throws {
        guard let tmux = try await TmuxSession.start(columns: 120, rows: 30) else { return }
        defer { tmux.close() }
        try await tmux.type(TrackerSessionTests.command("--f1db \(TmuxSession.shellQuoted(Self.f1db.path)) 1988"))
        let screen = try await tmux.waitFor("1988's calendar from f1db") {
            $0.row(1).hasPrefix(" 1988 season") && $0.contains("Australian Grand Prix")
        }
        #expect(screen.row(0).contains("1988 · F1DB"))
        #expect(screen.line(containing: "Japanese Grand Prix")?.contains("Ayrton Senna") == true, "\(screen.framed)")
        // f1db has no start times for 1988: the empty column gives its room to the circuits.
        #expect(
            !screen.contains(/Date +Time/) && screen.line(containing: "Australian Grand Prix")?.contains("Alain Prost") == true, "\(screen.framed)")
        try await tmux.press("2")
        let table = try await tmux.waitFor("1988's drivers' table") {
            $0.row(1).hasPrefix(" 1988 drivers' championship") && $0.contains("Alain Prost")
        }
        // The table as f1db records it (90 counted for Senna, 87 for Prost under the best-11 rule).
        #expect(table.contains(/^ +1  Ayrton Senna +Brazilian +McLaren +8 +90$/), "\(table.framed)")
        // Prost's season names both of its totals: 105 points scored in races, 87 counted.
        try await tmux.press("Down")
        try await tmux.press("Enter")
        let prost = try await tmux.waitFor("Prost's 1988 season") { $0.row(1).hasPrefix(" Alain Prost, 1988 season") && $0.contains("Record") }
        #expect(prost.contains(/Race points +105/) && prost.contains(/Championship +87 points, position 2/), "\(prost.framed)")
        try await tmux.press("q")
        try await tmux.waitForPrompt()
    }

    @Test func theAPIOnlineThenFromItsCacheOffline() async throws {
        let emulator = try await Self.emulator()
        let cache = FileManager.default.temporaryDirectory.appending(path: "f1tracker-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        guard let tmux = try await TmuxSession.start(columns: 100, rows: 30) else { return }
        defer { tmux.close() }
        let api = "2023 --source api --api-url \(emulator.baseURL.absoluteString) --cache-dir \(TmuxSession.shellQuoted(cache.path)) --interval 0.3"

        try await tmux.type(TrackerSessionTests.command(api))
        var screen = try await tmux.waitFor("2023's calendar from the API") { $0.row(1).hasPrefix(" 2023 season") && $0.contains("Abu Dhabi") }
        #expect(screen.line(containing: "Abu Dhabi Grand Prix")?.contains("Max Verstappen") == true, "\(screen.framed)")
        try await tmux.press("2")
        screen = try await tmux.waitFor("2023's drivers' table") { $0.row(1).hasPrefix(" 2023 drivers' championship") && $0.contains("Sergio") }
        #expect(screen.line(containing: "Max Verstappen")?.contains("575") == true, "\(screen.framed)")
        // The Live tab replays the season's last race from its lap times.
        try await tmux.press("4")
        screen = try await tmux.waitFor("the last race replayed to its flag") { $0.contains("Abu Dhabi Grand Prix") && $0.contains("Lap 3/58") }
        #expect(screen.contains("FINISHED"), "\(screen.framed)")
        try await tmux.press("q")
        try await tmux.waitForPrompt()
        let online = emulator.requests.count
        #expect(online >= 4, "calendar, winners, standings, last race, laps: \(emulator.requests)")

        // Offline, everything seen comes back from the cache, and no request goes out.
        try await tmux.type(TrackerSessionTests.command(api + " --offline"))
        screen = try await tmux.waitFor("2023's calendar from the cache") { $0.row(1).hasPrefix(" 2023 season") && $0.contains("Abu Dhabi") }
        try await tmux.press("2")
        try await tmux.waitFor("the table from the cache") { $0.contains("575") }
        try await tmux.press("q")
        try await tmux.waitForPrompt()
        #expect(emulator.requests.count == online, "offline sent \(emulator.requests.dropFirst(online))")
    }

    /// The recordings, f1db's whole 2023 season, and three laps of its last race in finishing order.
    static func emulator() async throws -> ErgastEmulator {
        let emulator = try ErgastEmulator(responses: responses)
        let f1db = try F1dbRepository(path: f1db.path)
        let season = try await ErgastDatasets.responses(season: 2023, from: f1db)
        for (path, json) in season { emulator.add(json: json, forPath: path) }
        emulator.add(json: try ErgastDatasets.seasons(try await f1db.seasons()), forPath: "seasons.json")
        let last = try #require(season["2023/22/results.json"])
        var laps = try JSONDecoder().decode(ErgastResponse.self, from: last)
        var race = try #require(laps.data.raceTable?.races.first)
        race.laps = (1...3).map { number in
            ErgastLap(
                number: number,
                timings: (race.results ?? []).enumerated().map { index, result in
                    ErgastLapTiming(driverId: result.driver.driverId, position: index + 1, time: LapTime(milliseconds: 90_000 + index * 100))
                })
        }
        race.results = nil
        laps.data.raceTable?.races = [race]
        emulator.add(json: try JSONEncoder().encode(laps), forPath: "2023/22/laps.json")
        try emulator.start()
        return emulator
    }
}

/// ../shared/data beside the package: the f1db history and the recorded API responses.
enum SharedData {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data").standardizedFileURL
    static var f1db: URL { folder.appending(path: "f1db") }
    static var responses: URL { folder.appending(path: "ergast/responses") }
    static var openF1Race: URL { folder.appending(path: "openf1/2026-miami-race") }
    static var hasOpenF1Race: Bool { FileManager.default.fileExists(atPath: openF1Race.appending(path: "session.json").path) }
    static var isPresent: Bool {
        FileManager.default.fileExists(atPath: f1db.appending(path: "data").path) && FileManager.default.fileExists(atPath: responses.path)
    }
}
