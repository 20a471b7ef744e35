import ErgastEmulator
import F1Data
import F1Domain
import Foundation
import Testing

/// `f1report live --source openf1` against an emulator that plays the recorded Miami race as if
/// it were running now: following it live, replaying it from the API, and what a person is told
/// when OpenF1 refuses or has nothing running.
@Suite(.enabled(if: SharedData.hasOpenF1AndF1db, SharedData.noOpenF1))
struct OpenF1ReportTests {
    /// The race's clock at `secondsBeforeFlag` before the flag (negative: after it), at `speed`.
    static func emulator(secondsBeforeFlag: Int, speed: Double) throws -> OpenF1Emulator {
        // The recording's chequered flag, read from its race control.
        let flag = try #require(Moment(iso8601: "2026-05-03T18:37:21+00:00"))
        let emulator = try OpenF1Emulator(
            recording: SharedData.openF1Race, startingAt: Moment(millisecondsSince1970: flag.millisecondsSince1970 - secondsBeforeFlag * 1000),
            speed: speed)
        try emulator.start()
        return emulator
    }

    static func live(_ emulator: OpenF1Emulator, _ extra: [String] = [], environment: [String: String] = [:]) async throws -> ReportRunner.Outcome {
        try await ReportRunner.run(
            ["live", "--source", "openf1", "--openf1-url", emulator.baseURL.absoluteString] + extra, environment: environment)
    }

    @Test func followingARaceLiveEndsAtTheFlagWithTheOrderOnTheRoad() async throws {
        let emulator = try Self.emulator(secondsBeforeFlag: 60, speed: 10)
        let outcome = try await Self.live(emulator, ["--interval", "0.5", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let updates = outcome.stdout.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(updates.count >= 2)
        let last = try #require(updates.last ?? nil)
        #expect(last["isFinished"] as? Bool == true)
        #expect(updates.dropLast().allSatisfy { $0?["isFinished"] as? Bool == false })
        let codes = (last["cars"] as? [[String: Any]])?.compactMap { ($0["driver"] as? [String: Any])?["code"] as? String }
        #expect(codes?.prefix(6) == ["ANT", "NOR", "PIA", "RUS", "VER", "LEC"])
        #expect((last["source"] as? [String: Any])?["id"] as? String == "openf1")
    }

    @Test func aDelayHoldsEveryUpdateBackAndTheJSONSaysBy() async throws {
        // Live is 2 s into lap 40 when f1report starts; held 30 s back, its board is still on lap 39
        // and reaches lap 40 some 28 s later, where --laps 1 ends it.
        let timeline = SessionTimeline(try OpenF1Recording(folder: SharedData.openF1Race).read().timing)
        let lap40 = try #require(timeline.moment(leaderStartsLap: 40))
        let emulator = try OpenF1Emulator(
            recording: SharedData.openF1Race, startingAt: Moment(millisecondsSince1970: lap40.millisecondsSince1970 + 2000), speed: 1)
        try emulator.start()
        let outcome = try await Self.live(emulator, ["--interval", "0.5", "--format", "json", "--delay", "30s", "--laps", "1"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let updates = outcome.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(updates.count >= 4)
        // Live is on lap 40 from the start; an update shows lap 39 exactly while its instant is
        // before lap 40 began (a slow machine may start f1report after the board reached it).
        let served40 = emulator.served(lap40)
        #expect(updates.contains { $0["lap"] as? Int == 39 }, "held back, the board starts on lap 39")
        for update in updates {
            let at = try #require((update["at"] as? String).flatMap(Moment.init(iso8601:)))
            let lap = try #require(update["lap"] as? Int)
            // Two seconds either side of lap 40's start, where the leader's crossing and the lap's
            // recorded start may differ.
            let fromStart = at.millisecondsSince1970 - served40.millisecondsSince1970
            if fromStart < -2000 { #expect(lap == 39, "at \(at), lap \(lap)") }
            if fromStart > 2000 { #expect(lap >= 40, "at \(at), lap \(lap)") }
            let playback = try #require(update["playback"] as? [String: Any], "every update held back says so")
            #expect(playback["delayMilliseconds"] as? Int == 30_000)
            #expect(playback["followsLive"] as? Bool == true)
            // Read at the update's own instant: 30 s behind the clock then.
            #expect(playback["behindLiveMilliseconds"] as? Int == 30_000)
        }
    }

    @Test func aLiveSessionWithoutATokenIsOneSentenceOfferingTheReplay() async throws {
        let emulator = try Self.emulator(secondsBeforeFlag: 600, speed: 1)
        emulator.requiredToken = "a-secret-token"
        let outcome = try await Self.live(emulator)
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        let port = emulator.baseURL.port ?? 0
        #expect(
            outcome.stderr == """
                f1report: The API at 127.0.0.1:\(port) serves a session only to signed-in users while it is live (HTTP 401); replay it \
                once it has ended: f1report live --source openf1 --session latest, or set OPENF1_ACCESS_TOKEN to an access token to follow it live.

                """)
    }

    /// With the token in the environment the session is followed; the token is in no output,
    /// not even with --verbose, and in no request's URL.
    @Test func aTokenFromTheEnvironmentIsSentAndNeverShown() async throws {
        let emulator = try Self.emulator(secondsBeforeFlag: 30, speed: 30)
        emulator.requiredToken = "a-secret-token"
        let outcome = try await Self.live(emulator, ["--interval", "0.5", "--verbose"], environment: ["OPENF1_ACCESS_TOKEN": "a-secret-token"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Chequered flag"))
        #expect(outcome.stderr.contains("GET http://127.0.0.1"))
        #expect(!outcome.stdout.contains("a-secret-token") && !outcome.stderr.contains("a-secret-token"))
        #expect(emulator.receivedRequests.allSatisfy { $0.headers["authorization"] == "Bearer a-secret-token" && !$0.target.contains("secret") })
    }

    @Test func noSessionRunningNamesTheLatestAndHowToReplayIt() async throws {
        let emulator = try Self.emulator(secondsBeforeFlag: -7200, speed: 1)
        let outcome = try await Self.live(emulator)
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr
                == "f1report: No session is running now; the latest, Miami 2026, has ended and can be replayed: f1report live --source openf1 --session latest.\n"
        )
    }

    /// An ended session replayed from the API, kept in the cache: the second run sends nothing.
    @Test func anEndedSessionIsReplayedFromTheAPIAndThenFromTheCache() async throws {
        let emulator = try Self.emulator(secondsBeforeFlag: -7200, speed: 1)
        let cache = FileManager.default.temporaryDirectory.appending(path: "f1kit-openf1-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let arguments = ["--session", "11280", "--speed", "60", "--from-lap", "57", "--interval", "90", "--cache-dir", cache.path]
        let first = try await Self.live(emulator, arguments)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Chequered flag"))
        // Twelve endpoints; a loaded machine may see one retried.
        let sent = emulator.receivedRequests.count
        #expect(sent >= 12)
        let second = try await Self.live(emulator, arguments + ["--offline"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(emulator.receivedRequests.count == sent)
        #expect(second.stdout == first.stdout)
    }

    @Test(arguments: [["season"], ["standings", "drivers"], ["race", "2023", "9"]])
    func everyOtherCommandRefusesOpenF1(_ command: [String]) async throws {
        let outcome = try await ReportRunner.run(command + ["--source", "openf1"])
        #expect(outcome.status == 64)
        #expect(
            outcome.stderr
                == "f1report: OpenF1 has session timing only, which `f1report live --source openf1` follows; here use --source demo, f1db or api.\n")
    }

    @Test(arguments: [
        (["--session", "11280"], "--session replays an OpenF1 session; add --source openf1."),
        (["--source", "openf1", "--session", "abc"], "--session must be an OpenF1 session_key (a number, e.g. 11280) or 'latest'."),
        (
            ["--source", "openf1", "--replay", "/tmp"],
            "--replay plays a recorded folder; with --source openf1, --session KEY replays a session from the API."
        ),
        (
            ["--source", "openf1", "--openf1-url", "ftp://x"],
            "--openf1-url must be an http or https URL with a host and no spaces, like https://api.openf1.org/v1/"
        ),
        (
            ["--source", "openf1", "--session", "latest", "--delay", "45s"],
            "--delay holds back a session followed live (--source openf1 without --session); a replay plays from where you start it."
        ),
        (
            ["--delay", "45s"],
            "--delay holds back a session followed live (--source openf1 without --session); a replay plays from where you start it."
        ),
        (["--source", "openf1", "--delay", "1m1h"], "--delay must be a span such as 45s, 1m30s, 2m or 90 (seconds), not '1m1h'."),
        (
            ["--source", "openf1", "--speed", "10"],
            "--speed while following live is how fast a board started back (--from-lap) catches up: from 0.25 to 4."
        ),
        (["--from-lap", "3"], "--speed and --from-lap go with --replay DIR, --session KEY, or a session followed live (--source openf1)."),
    ])
    func aBadOpenF1ArgumentIsOneSentence(_ extra: [String], _ sentence: String) async throws {
        let outcome = try await ReportRunner.run(["live"] + extra)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(sentence))
    }
}
