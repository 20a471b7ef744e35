import ErgastEmulator
import F1Data
import F1TestSupport
import Foundation
import Testing

/// Every command with `--source api`, run as a person would, with the requests each one sends.
@Suite(.enabled(if: SharedData.hasRecordingsAndF1db, SharedData.noData))
struct ApiReportCommandTests {
    let cache = TemporaryFolder("f1report-api")

    /// Runs `arguments` against `emulator`; the requests it sent, as paths below /ergast/f1/, sorted.
    func run(_ emulator: ErgastEmulator, _ arguments: [String]) async throws -> (outcome: ReportRunner.Outcome, requests: [String]) {
        emulator.resetRequests()
        let outcome = try await ApiReportServer.run(arguments, against: emulator, cache: cache)
        return (outcome, ApiReportServer.requests(emulator).sorted())
    }

    @Test func theOverviewIsFourRequests() async throws {
        let emulator = try await ApiReportServer.withF1db()
        let year = ApiReportServer.currentYear
        let (outcome, requests) = try await run(emulator, [])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            requests == [
                "\(year).json?limit=100&offset=0", "\(year)/constructorStandings.json?limit=100&offset=0",
                "\(year)/driverStandings.json?limit=100&offset=0", "\(year)/results/1.json?limit=100&offset=0",
            ])
        #expect(outcome.stdout.hasPrefix("\(year) season overview\nData: Ergast-compatible API at 127.0.0.1\n"))
        #expect(outcome.stdout.contains("Progress:             22 of 22 races run\n"))
        #expect(outcome.stdout.contains("Next race:            none: the season is over\n"))
        #expect(outcome.stdout.contains("Last winner:          Max Verstappen, Abu Dhabi Grand Prix\n"))
        #expect(outcome.stdout.contains("Drivers' leader:      Max Verstappen, 575 points\n"))
        #expect(outcome.stdout.contains("Constructors' leader: Red Bull, 860 points\n"))
    }

    @Test func seasonCurrentIsTheLatestSeason() async throws {
        let emulator = try await ApiReportServer.withF1db()
        let year = ApiReportServer.currentYear
        let (outcome, requests) = try await run(emulator, ["season", "current"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(requests == ["\(year).json?limit=100&offset=0", "\(year)/results/1.json?limit=100&offset=0"])
        #expect(outcome.stdout.hasPrefix("\(year) season\n"))
        #expect(outcome.stdout.contains("Abu Dhabi Grand Prix"))
    }

    /// The last race's results, and its qualifying for the pole sitter.
    @Test func theLastRaceIsTwoRequests() async throws {
        let emulator = try await ApiReportServer.withF1db()
        let (outcome, requests) = try await run(emulator, ["race", "2023", "last"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(requests == ["2023/22/qualifying.json?limit=100&offset=0", "2023/last/results.json?limit=100&offset=0"])
        #expect(outcome.stdout == (try ReportRunner.golden("api-race-2023-last.txt", actual: outcome.stdout)))
        #expect(outcome.stdout.hasPrefix("2023 Abu Dhabi Grand Prix\n"))
    }

    /// The API has lap times from 1996: an earlier race's lap chart is one sentence, and no laps are asked for.
    @Test func aLapChartBefore1996SaysWhyInOneSentence() async throws {
        let emulator = try await ApiReportServer.withF1db()
        let (outcome, requests) = try await run(emulator, ["chart", "positions", "1990", "5"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("it records them from 1996 on"), "\(outcome.stderr)")
        #expect(outcome.stderr.split(separator: "\n").count == 1)
        #expect(requests.isEmpty)
    }

    @Test func everySeasonIsOneRequest() async throws {
        let emulator = try await ApiReportServer.withF1db()
        let (outcome, requests) = try await run(emulator, ["seasons"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(requests == ["seasons.json?limit=100&offset=0"])
        #expect(outcome.stdout == (try ReportRunner.golden("api-seasons.txt", actual: outcome.stdout)))
        #expect(outcome.stdout.contains("1950"))
        #expect(outcome.stdout.contains("2023"))
    }

    @Test func theConstructorsChampionshipIsOneRequest() async throws {
        let emulator = try await ApiReportServer.withF1db()
        let (outcome, requests) = try await run(emulator, ["standings", "constructors", "2023"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // The recorded response, not one made from f1db: its spelling "Alpine F1 Team" says so.
        #expect(requests == ["2023/constructorStandings.json?limit=100&offset=0"])
        #expect(outcome.stdout == (try ReportRunner.golden("api-standings-constructors-2023.txt", actual: outcome.stdout)))
        #expect(outcome.stdout.contains("Alpine F1 Team"))
    }
}
