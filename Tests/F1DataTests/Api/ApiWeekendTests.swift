import ErgastEmulator
import F1Domain
import F1UseCases
import Foundation
import Testing

@testable import F1Data

/// Qualifying, the sprint and its qualifying through the API: the answers, the requests each
/// sends, and why an empty answer is empty.
@Suite(.enabled(if: ApiHarness.isAvailable, ApiHarness.skipMessage))
struct ApiWeekendTests {
    static let calendar = "2023.json?limit=100&offset=0"

    @Test func qualifyingIsOneRequestWithTheKnockoutFormat() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let client = harness.client()
        let qualifying = try await harness.repository(client).qualifying(season: 2023, round: 13)

        #expect(harness.requests == ["2023/13/qualifying.json?limit=100&offset=0"])
        #expect(client.counts.network == 1)
        #expect(qualifying.race.name == "Dutch Grand Prix" && qualifying.session == .qualifying)
        #expect(qualifying.format == .knockout && qualifying.race.qualifyingFormat == .knockout)
        #expect(qualifying.results.count == 20 && qualifying.results.map(\.position) == Array(1...20))
        let pole = try #require(qualifying.results.first)
        #expect(pole.driver.id == "max_verstappen" && pole.constructor.name == "Red Bull" && pole.number == 1)
        #expect(pole.q1 == LapTime("1:20.965") && pole.q2 == LapTime("1:18.856") && pole.q3 == LapTime("1:10.567"))
        // Knocked out in Q1: no Q2 or Q3 time.
        #expect(qualifying.results.suffix(5).allSatisfy { $0.q2 == nil && $0.q3 == nil })
    }

    @Test func qualifyingOnSmallPagesIsTheSame() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let whole = try await harness.repository(harness.client(mode: .refresh)).qualifying(season: 2023, round: 13)
        harness.emulator.resetRequests()
        harness.emulator.pageSize = 8

        let paged = try await harness.repository(harness.client(mode: .refresh)).qualifying(season: 2023, round: 13)
        #expect(paged == whole)
        #expect(harness.requests.sorted() == [0, 16, 8].map { "2023/13/qualifying.json?limit=100&offset=\($0)" })
    }

    @Test func theFormatComesFromTheColumns() {
        let driver = Driver(id: "d", givenName: "A", familyName: "B")
        let team = Constructor(id: "c", name: "C")
        let knockout = [QualifyingResult(position: 1, driver: driver, constructor: team, q1: LapTime("1:20.000"), q2: LapTime("1:19.000"))]
        let single = [QualifyingResult(position: 1, driver: driver, constructor: team, q1: LapTime("1:20.000"))]
        #expect(ApiRepository.qualifyingFormat(season: 2023, round: 1, results: knockout) == .knockout)
        #expect(ApiRepository.qualifyingFormat(season: 2016, round: 2, results: knockout) == .elimination)
        #expect(ApiRepository.qualifyingFormat(season: 2016, round: 3, results: knockout) == .knockout)
        #expect(ApiRepository.qualifyingFormat(season: 2005, round: 1, results: knockout) == nil)
        #expect(ApiRepository.qualifyingFormat(season: 2023, round: 1, results: single) == nil)
    }

    @Test func roundNinetyNineIsNotFoundAfterAskingTheCalendar() async throws {
        let harness = try await ApiHarness(synthesized: false)
        await #expect(throws: LookupError.roundNotFound(season: 2023, round: 99, rounds: 22)) {
            try await harness.repository(harness.client()).qualifying(season: 2023, round: 99)
        }
        #expect(harness.requests == ["2023/99/qualifying.json?limit=100&offset=0", Self.calendar])
    }

    @Test func aMalformedQualifyingAnswerIsMalformedAndNotAskedAgain() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let recorded = try String(contentsOf: ApiHarness.responses.appending(path: "qualifying/2023@13@qualifying.json"), encoding: .utf8)
        harness.emulator.add(
            json: Data(recorded.replacingOccurrences(of: #""Q1":"1:20.965""#, with: #""Q1":"fast""#).utf8),
            forPath: "2023/13/qualifying.json")

        let error = await #expect(throws: SourceError.self) {
            try await harness.repository(harness.client()).qualifying(season: 2023, round: 13)
        }
        guard case .malformed(let data) = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(data.field?.hasSuffix("QualifyingResults[0].Q1") == true && data.reason.contains("'fast'"))
        #expect(harness.requests == ["2023/13/qualifying.json?limit=100&offset=0"])
    }

    @Test func aServerErrorIsRetriedOnce() async throws {
        let harness = try await ApiHarness(synthesized: false)
        harness.emulator.inject([.serverError])
        let qualifying = try await harness.repository(harness.client()).qualifying(season: 2023, round: 13)
        #expect(qualifying.results.count == 20)
        #expect(harness.requests == Array(repeating: "2023/13/qualifying.json?limit=100&offset=0", count: 2))
    }

    @Test func aSprintIsOneRequest() async throws {
        // Round 4's 20 rows are whole on the recorded first page of the season's sprints; served
        // through ErgastDatasets, which the recordings lack per round.
        let page = try ApiHarness.recorded("sprint/2023@sprint.json")
        let wire = try #require(page.raceTable?.races.first { $0.round == 4 })
        let expected = SprintResults(race: try wire.toRace(), results: try (wire.sprintResults ?? []).map { try $0.toSprintResult() })
        let harness = try await ApiHarness(synthesized: false)
        let served = try ErgastDatasets.responses(qualifying: [], sprints: [expected], pitStops: [])
        harness.emulator.add(json: try #require(served["2023/4/sprint.json"]), forPath: "2023/4/sprint.json")

        let sprint = try await harness.repository(harness.client()).sprint(season: 2023, round: 4)
        #expect(harness.requests == ["2023/4/sprint.json?limit=100&offset=0"])
        #expect(sprint == expected)
        #expect(sprint.race.name == "Azerbaijan Grand Prix" && sprint.results.count == 20)
        #expect(sprint.results.first?.driver.id == "perez" && sprint.results.first?.points == 8)
    }

    @Test func aWeekendWithoutASprintSaysSo() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let message = await friendlyMessage { try await harness.repository(harness.client()).sprint(season: 2023, round: 3) }
        #expect(message == "The 2023 Australian Grand Prix (round 3) was not a sprint weekend, so it has no sprint results.")
        // The recorded empty answer, then the calendar to tell "not held" from "not found".
        #expect(harness.requests == ["2023/3/sprint.json?limit=100&offset=0", Self.calendar])
    }

    @Test func beforeTwentyTwentyOneOnlyTheCalendarIsAsked() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let calendar = try await harness.repository(harness.client()).races(season: 2023).map { race in
            var race = race
            race.season = 2019
            race.sprint = nil
            return race
        }
        let served = try ErgastDatasets.responses(races: calendar, results: [], driverStandings: nil, constructorStandings: nil)
        harness.emulator.add(json: try #require(served["2019.json"]), forPath: "2019.json")
        harness.emulator.resetRequests()

        await #expect(throws: LookupError.sessionNotHeld(season: 2019, round: 5, name: "Miami Grand Prix", session: .sprint)) {
            try await harness.repository(harness.client()).sprint(season: 2019, round: 5)
        }
        #expect(harness.requests == ["2019.json?limit=100&offset=0"])
    }

    @Test func sprintQualifyingIsNotInThisSource() async throws {
        let harness = try await ApiHarness(synthesized: false)
        let api = harness.repository(harness.client())
        let message = await friendlyMessage { try await api.sprintQualifying(season: 2023, round: 18) }
        #expect(message == "This source does not publish sprint qualifying results, so there are none for the 2023 United States Grand Prix.")
        await #expect(throws: LookupError.sessionNotHeld(season: 2023, round: 13, name: "Dutch Grand Prix", session: .sprintQualifying)) {
            try await api.sprintQualifying(season: 2023, round: 13)
        }
        // The calendar once; the second answer comes from the cache.
        #expect(harness.requests == [Self.calendar])
    }
}

extension ApiHarness {
    /// A recorded response, decoded: `file` below ergast/responses, e.g. "sprint/2023@sprint.json".
    static func recorded(_ file: String) throws -> ErgastMRData {
        try JSONDecoder().decode(ErgastResponse.self, from: Data(contentsOf: responses.appending(path: file))).data
    }
}
