import Foundation
import Testing

@testable import F1Data

/// Merging pages: `total` counts innermost rows, so a race or a lap can continue on the next page.
@Suite(.enabled(if: RecordedResponses.isAvailable, RecordedResponses.skip))
struct ErgastPagingTests {
    static var responses: URL { ApiHarness.responses }

    static func recorded(_ name: String) throws -> ErgastMRData {
        try JSONDecoder().decode(ErgastResponse.self, from: Data(contentsOf: responses.appending(path: name))).data
    }

    /// `page` cut into pages of `size` innermost results, as a server would.
    static func split(_ page: ErgastMRData, size: Int) -> [ErgastMRData] {
        let rows = page.raceTable!.races.flatMap { race in race.results!.map { (race, $0) } }
        return stride(from: 0, to: rows.count, by: size).map { offset in
            var part = page
            let slice = rows[offset..<min(offset + size, rows.count)]
            var races: [ErgastRace] = []
            for (race, row) in slice {
                if races.last?.round == race.round {
                    races[races.count - 1].results!.append(row)
                    continue
                }
                var copy = race
                copy.results = [row]
                races.append(copy)
            }
            part.raceTable!.races = races
            part.offset = offset
            part.limit = size
            return part
        }
    }

    @Test func aRaceSplitAcrossPagesComesBackWhole() throws {
        let whole = try Self.recorded("results/2023@9@results.json")
        let pages = Self.split(whole, size: 7)
        #expect(pages.count == 3)
        #expect(pages.map(\.rowCount) == [7, 7, 6])

        let merged = try #require(ErgastMRData.merging(pages))
        #expect(merged.raceTable?.races.count == 1)
        #expect(merged.raceTable?.races.first?.results == whole.raceTable?.races.first?.results)
        #expect(merged.rowCount == whole.total)
    }

    @Test func rowCountCountsTheInnermostRows() throws {
        #expect(try Self.recorded("laps/2023@1@laps.json").rowCount == 30)
        #expect(try Self.recorded("races/2023.json").rowCount == 22)
        #expect(try Self.recorded("driverstandings/2023@driverstandings.json").rowCount == 22)
        #expect(try Self.recorded("seasons/2023@seasons.json").rowCount == 1)
    }

    @Test func aLapSplitAcrossPagesIsJoined() throws {
        let page = try Self.recorded("laps/2023@1@laps.json")
        var first = page
        var second = page
        let laps = page.raceTable!.races[0].laps!
        first.raceTable!.races[0].laps = [laps[0], ErgastLap(number: 2, timings: Array(laps[1].timings.prefix(4)))]
        second.raceTable!.races[0].laps = [ErgastLap(number: 2, timings: Array(laps[1].timings.dropFirst(4)))]

        let merged = try #require(ErgastMRData.merging([first, second]))
        #expect(merged.raceTable?.races[0].laps == laps)
    }

    @Test func anEmptyPageInsideTheTotalIsRejectedAsTransient() throws {
        var body = try String(contentsOf: Self.responses.appending(path: "results/2023@9@results.json"), encoding: .utf8)
        body = body.replacingOccurrences(of: "\"offset\":\"0\"", with: "\"offset\":\"10\"")
        let empty = Data(body.replacingOccurrences(of: #""Races":\[.*\]\}\}\}"#, with: "\"Races\":[]}}}", options: .regularExpression).utf8)
        do {
            _ = try ErgastPage.decode(empty, offset: 10)
            Issue.record("an empty page was accepted")
        } catch {
            #expect(error.isTransient)
            #expect(error.reason == "the page is empty although the total is 20")
        }
    }

    @Test func cutOffAndInvalidUTF8BodiesAreTransientProblems() throws {
        let body = try Data(contentsOf: Self.responses.appending(path: "results/2023@9@results.json"))
        var invalid = body
        invalid.replaceSubrange(200..<202, with: [0xFF, 0xFE])
        for (damaged, reason) in [(body.prefix(body.count / 2), "the JSON is cut off or malformed"), (invalid, "the body is not valid UTF-8")] {
            do {
                _ = try ErgastPage.decode(Data(damaged), offset: 0)
                Issue.record("a damaged body was accepted")
            } catch {
                #expect(error.reason == reason)
                #expect(error.isTransient)
            }
        }
    }
}
