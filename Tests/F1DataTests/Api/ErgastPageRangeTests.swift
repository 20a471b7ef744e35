import Foundation
import Testing

@testable import F1Data

/// An answer whose values are of the wrong form or out of range is unusable for good: the problem
/// names the value at its path, and asking again would not help.
@Suite(.enabled(if: RecordedResponses.isAvailable, RecordedResponses.skip))
struct ErgastPageRangeTests {
    static func body(replacing old: String, with new: String) throws -> Data {
        let recorded = try String(contentsOf: ApiHarness.responses.appending(path: "results/2023@9@results.json"), encoding: .utf8)
        let damaged = recorded.replacing(old, with: new, maxReplacements: 1)
        #expect(damaged != recorded)
        return Data(damaged.utf8)
    }

    static func problem(_ body: Data) -> PageProblem? {
        do {
            _ = try ErgastPage.decode(body, offset: 0)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        (#""total":"20""#, #""total":"9223372036854775807""#, "MRData.total: expected an integer in 0...1000000, found '9223372036854775807'"),
        (#""limit":"30""#, #""limit":"-1""#, "MRData.limit: expected an integer in 0...10000, found '-1'"),
        (#""points":"26""#, #""points":"1e400""#, "MRData.RaceTable.Races[0].Results[0].points: expected a number in -1000...10000, found '1e400'"),
        (
            #""points":"26""#, #""points":"-Infinity""#,
            "MRData.RaceTable.Races[0].Results[0].points: expected a number in -1000...10000, found '-Infinity'"
        ),
        (
            #""Races":[{"season":"2023""#, #""Races":[{"season":"20230""#,
            "MRData.RaceTable.Races[0].season: expected an integer in 1950...2100, found '20230'"
        ),
        (
            #""millis":"5133607""#, #""millis":"-5133607""#,
            "MRData.RaceTable.Races[0].Results[0].Time.millis: expected an integer in 0...86400000, found '-5133607'"
        ),
        (#""laps":"71""#, #""laps":"seventy""#, "MRData.RaceTable.Races[0].Results[0].laps: expected an integer, found 'seventy'"),
    ])
    func aValueOfTheWrongFormOrOutOfRangeIsALastingProblemAtItsPath(_ old: String, _ new: String, _ reason: String) throws {
        let problem = Self.problem(try Self.body(replacing: old, with: new))
        #expect(problem?.reason == reason)
        #expect(problem?.isTransient == false)
    }

    @Test func aNumberTooLargeForJSONIsALastingProblemToo() throws {
        let problem = Self.problem(try Self.body(replacing: #""points":"26""#, with: #""points":1e400"#))
        #expect(problem != nil)
        #expect(problem?.isTransient == false)
    }
}
