import Foundation
import Testing

/// f1report's spoiler-free flags and variable, as a person types them: the moment hides the
/// Australian Grand Prix on the demo data, a reveal shows it, and a moment that does not parse is
/// one sentence and exit 64.
@Suite struct SpoilerFreeCommandTests {
    /// Each way of asking for the default moment hides the round's winner from the calendar's JSON.
    @Test(arguments: [
        (["season", "--spoiler-free", "--format", "json"], [String: String]()),
        (["season", "--spoiler-free-until", "latest", "--format", "json"], [:]),
        (["season", "--format", "json"], ["F1KIT_SPOILER_FREE": "1"]),
        (["season", "--format", "json"], ["F1KIT_SPOILER_FREE": "2025-04-13T05:00:00Z"]),
    ])
    func theDefaultMomentHidesTheAustralianWinner(_ arguments: [String], _ environment: [String: String]) async throws {
        let outcome = try await ReportRunner.run(arguments, environment: environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let races = try Self.races(outcome.stdout)
        let australia = try #require(races.first { ($0["race"] as? [String: Any])?["name"] as? String == "Australian Grand Prix" })
        #expect(australia["winner"] is NSNull, "\(australia)")
        #expect(australia["isNext"] as? Bool == true)
    }

    @Test(arguments: [["--reveal", "1"], ["--spoiler-free-until", "latest+1"], ["--spoiler-free", "--reveal", "1"]])
    func aRevealShowsTheRoundAgain(_ flags: [String]) async throws {
        let outcome = try await ReportRunner.run(["race", "2025", "3", "--format", "json"] + flags)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("\"norris\""))
    }

    @Test func theHiddenRaceIsNotRunAndTheLiveRaceIsWithheld() async throws {
        // The race is still to come: its weekend shows, qualifying run, the race next.
        let race = try await ReportRunner.run(["race", "2025", "3", "--spoiler-free"])
        #expect(race.status == 0)
        #expect(race.stdout.contains("Next session: Race, Sun 13 Apr 2025 05:00"), "\(race.stdout)")
        #expect(!race.stdout.contains("Norris"), "\(race.stdout)")
        let results = try await ReportRunner.run(["race", "2025", "3", "--spoiler-free", "--format", "json"])
        #expect(!results.stdout.contains("norris"))
        let live = try await ReportRunner.run(["live", "--spoiler-free", "--laps", "1", "--interval", "0.1"])
        #expect(live.status == 1)
        #expect(live.stderr == "f1report: The session is after the spoiler-free moment, so it is hidden; reveal up to it to see it.\n")
    }

    @Test(arguments: [
        (["season", "--spoiler-free-until", "yesterday"], [String: String](), "--spoiler-free-until: 'yesterday' is not a spoiler-free moment"),
        (["season", "--spoiler-free-until", "latest+-1"], [:], "'latest+-1' is not a spoiler-free moment"),
        (["season", "--spoiler-free-until", "2025-02-30"], [:], "'2025-02-30' is not a spoiler-free moment"),
        (["season", "--reveal=-3"], [:], "--reveal takes a number of sessions from 0 to 1000."),
        (["season"], ["F1KIT_SPOILER_FREE": "soon"], "F1KIT_SPOILER_FREE: 'soon' is not a spoiler-free moment"),
    ])
    func aBadMomentIsOneSentenceAndExit64(_ arguments: [String], _ environment: [String: String], _ sentence: String) async throws {
        let outcome = try await ReportRunner.run(arguments, environment: environment)
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("Error: ") && outcome.stderr.contains(sentence), "\(outcome.stderr)")
    }

    static func races(_ json: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["races"] as? [[String: Any]], "\(object.keys)")
    }
}
