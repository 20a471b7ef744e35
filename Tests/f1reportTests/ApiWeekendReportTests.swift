import ErgastEmulator
import F1DataF1db
import F1TestSupport
import Foundation
import Testing

/// The weekend commands with `--source api`, the built binary against the emulator.
@Suite(.enabled(if: SharedData.hasRecordingsAndF1db, SharedData.noData))
struct ApiWeekendReportTests {
    let folder = TemporaryFolder("f1report-api-weekend")

    @Test func qualifyingAsRecordedIsOneRequest() async throws {
        let emulator = try await ApiReportServer.recorded()
        let outcome = try await ApiReportServer.run(["qualifying", "2023", "13"], against: emulator, cache: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == (try ReportRunner.golden("api-qualifying-2023-13.txt", actual: outcome.stdout)))
        // The calendar names the race for the round asked; the qualifying is the round's one answer.
        #expect(ApiReportServer.requests(emulator) == ["2023.json?limit=100&offset=0", "2023/13/qualifying.json?limit=100&offset=0"])
    }

    @Test func spaQualifyingOnlineThenFromTheCacheOffline() async throws {
        let emulator = try await ApiReportServer.recorded()
        let online = try await ApiReportServer.run(["qualifying", "2023", "12"], against: emulator, cache: folder)
        #expect(online.status == 0, "\(online.stderr)")
        #expect(online.stdout == (try ReportRunner.golden("api-qualifying-2023-12.txt", actual: online.stdout)))
        let base = emulator.baseURL.absoluteString
        emulator.stop()
        let offline = try await ReportRunner.run(
            ["qualifying", "2023", "12", "--source", "api", "--api-url", base, "--cache-dir", folder.path, "--time-zone", "UTC", "--offline"])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout == online.stdout)
    }

    @Test func aSprintAndItsMissingQualifyingResults() async throws {
        let emulator = try await ApiReportServer.recorded()
        let sprint = try await ApiReportServer.run(["sprint", "2023", "4"], against: emulator, cache: folder)
        #expect(sprint.status == 0, "\(sprint.stderr)")
        #expect(sprint.stdout.hasPrefix("2023 Azerbaijan Grand Prix sprint\n"))
        #expect(sprint.stdout.contains("Sergio Pérez"))
        let shootout = try await ApiReportServer.run(["sprint-qualifying", "2023", "4"], against: emulator, cache: folder)
        #expect(shootout.status == 1)
        #expect(
            shootout.stderr
                == "f1report: This source does not publish sprint qualifying results, so there are none for the 2023 Azerbaijan Grand Prix.\n")
        // The recorded answer for round 3 is empty, as the API answers a weekend without a sprint.
        let notHeld = try await ApiReportServer.run(["sprint", "2023", "3"], against: emulator, cache: folder)
        #expect(notHeld.status == 1)
        #expect(notHeld.stderr == "f1report: The 2023 Australian Grand Prix (round 3) was not a sprint weekend, so it has no sprint results.\n")
    }

    @Test func aSprintWeekendRunWithItsHeadlines() async throws {
        // Round 4's results are not recorded: f1db's stand in, as the real API would answer.
        let emulator = try ErgastEmulator(responses: SharedData.responses)
        for (path, json) in try await Synthesized.shared.weekend() { emulator.add(json: json, forPath: path) }
        let season = try await ErgastDatasets.responses(season: 2023, from: F1dbRepository(path: SharedData.f1db.path))
        emulator.add(json: try #require(season["2023/4/results.json"]), forPath: "2023/4/results.json")
        try emulator.start()
        defer { emulator.stop() }
        let outcome = try await ApiReportServer.run(["weekend", "2023", "4"], against: emulator, cache: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Sprint winner: Sergio Pérez"), "\(outcome.stdout)")
        // The recorded calendar lists Saturday morning's shootout as "SecondPractice", so it is read so.
        #expect(outcome.stdout.contains("Sprint      Sat 29 Apr 2023  13:30  done"))
    }

    @Test func pitStopsBefore2011AreASentenceWithTheRaceNamed() async throws {
        // The 2005 calendar, which names the race, from f1db: nothing of 2005 is recorded.
        let emulator = try ErgastEmulator(responses: SharedData.responses)
        let calendar = try await ErgastDatasets.responses(season: 2005, from: F1dbRepository(path: SharedData.f1db.path))
        emulator.add(json: try #require(calendar["2005.json"]), forPath: "2005.json")
        try emulator.start()
        defer { emulator.stop() }
        let outcome = try await ApiReportServer.run(["pitstops", "2005", "1"], against: emulator, cache: folder)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "f1report: This source has no pit stops for the 2005 Australian Grand Prix: it records them from 2011 on.\n")
        // The calendar only: pit stops before 2011 are not asked for.
        #expect(ApiReportServer.requests(emulator) == ["2005.json?limit=100&offset=0"])
    }
}
