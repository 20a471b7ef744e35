import Foundation
import Testing

/// `f1report live --replay` over damaged copies of the recorded Miami race (issue "Hardening the
/// new surfaces", classes 2 and 5): a repeated record never makes a ghost car or counts twice, an
/// unreadable record or file is an error naming it, a record dated where the race cannot be or an
/// impossible lap time never holds the replay open, and what is left out on purpose is said on
/// standard error and in JSON.
@Suite(.enabled(if: SharedData.hasOpenF1AndF1db, SharedData.noOpenF1))
struct DamagedReplayReportTests {
    let recording: DamagedRecording

    init() throws {
        recording = try DamagedRecording()
    }

    /// The last laps at 60×, one JSON update every 90 s of the race, as the flag golden has them.
    func replay(_ extra: [String] = []) async throws -> (outcome: ReportRunner.Outcome, updates: [[String: Any]]) {
        let arguments =
            [
                "live", "--replay", recording.path, "--speed", "60", "--f1db", SharedData.f1dbData.path,
                "--from-lap", "57", "--interval", "90", "--format", "json",
            ] + extra
        let outcome = try await ReportRunner.run(arguments, deadline: .seconds(120))
        let updates = outcome.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        return (outcome, updates)
    }

    /// Each update's cars in the undamaged replay.
    static func goldenCars() throws -> [NSArray] {
        try ReportRunner.golden("replay-miami-2026-flag.json", actual: "").split(separator: "\n").map { line in
            let update = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(update?["cars"] as? NSArray)
        }
    }

    static func leftOut(_ update: [String: Any]?) -> [String] {
        (update?["leftOut"] as? [[String: Any]] ?? []).map { "\($0["count"] ?? "") \($0["records"] ?? "") \($0["reason"] ?? "")" }
    }

    @Test func aDriverListedTwiceIsOneCarInItsPlace() async throws {
        try recording.edit("drivers.json") { text in "[" + text.dropFirst().dropLast() + "," + text.dropFirst() }
        let (outcome, updates) = try await replay()
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr == "f1report: Left out on purpose: 22 repeated drivers.\n")
        let cars = updates.compactMap { $0["cars"] as? NSArray }
        #expect(cars.allSatisfy { $0.count == 22 })
        #expect(cars == (try Self.goldenCars()), "the same places, gaps and pit stops as the undamaged recording")
        #expect(Self.leftOut(updates.last) == ["22 driver repeated"])
    }

    /// Every record of the cars' endpoints sent twice: no lap, pit stop or stint counts twice.
    @Test func everyRecordSentTwiceCountsOnce() async throws {
        for name in ["laps.json", "pit.json", "stints.json", "position.json", "intervals.json", "session_result.json"] {
            try recording.edit(name) { text in "[" + text.dropFirst().dropLast() + "," + text.dropFirst() }
        }
        let (outcome, updates) = try await replay()
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr == """
                f1report: Left out on purpose: 550 repeated positions; 3736 repeated gaps; 1020 repeated laps; 22 repeated pit stops; \
                44 repeated tyre stints; 22 repeated classification entries.

                """)
        #expect(updates.compactMap { $0["cars"] as? NSArray } == (try Self.goldenCars()))
    }

    @Test func anUnreadableRaceControlRecordIsAnErrorNamingFileAndRecord() async throws {
        try recording.edit("race_control.json") { text in
            text.replacing(#/"sector":(null|\d+)/#) { _ in #""sector":1000000000"# }
        }
        let (outcome, updates) = try await replay()
        #expect(outcome.status == 1)
        #expect(updates.isEmpty)
        #expect(
            outcome.stderr == """
                f1report: \(recording.file("race_control.json").path) has a record that cannot be read: record 1 of 178 \
                (sector: expected an integer in 0...99, found '1000000000').

                """)
    }

    @Test func aFileCutShortIsAnErrorSayingWhereItEnds() async throws {
        let size = try Data(contentsOf: recording.file("laps.json")).count
        try recording.edit("laps.json") { String($0.prefix(size / 2)) }
        let (outcome, _) = try await replay()
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr == """
                f1report: \(recording.file("laps.json").path) cannot be read (not JSON: it ends after \(size / 2) bytes, in the middle of a value).

                """)
    }

    @Test func aLapsFileLinkedToNothingIsAnErrorNamingIt() async throws {
        let target = recording.file("gone.json").path
        try recording.link("laps.json", to: target)
        let (outcome, updates) = try await replay()
        #expect(outcome.status == 1)
        #expect(updates.isEmpty)
        #expect(outcome.stderr == "f1report: \(recording.file("laps.json").path) is a link to \(target), which does not exist.\n")
    }

    @Test func aLapsFileLinkedToItselfIsAnErrorNamingIt() async throws {
        try recording.link("laps.json", to: "laps.json")
        let (outcome, _) = try await replay()
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: \(recording.file("laps.json").path) is a link that leads back to itself.\n")
    }

    /// A lap and a race-control message dated 9999: the replay still ends a few minutes after the
    /// flag, and says what it left out.
    @Test func recordsDatedYearsAheadAreLeftOutAndSaid() async throws {
        try recording.edit("race_control.json") { text in
            text.dropLast()
                + #",{"meeting_key":1284,"session_key":11280,"date":"9999-12-31T00:00:00+00:00","driver_number":null,"lap_number":57,"category":"Other","flag":null,"scope":null,"sector":null,"qualifying_phase":null,"message":"FROM THE FUTURE"}]"#
        }
        try recording.edit("laps.json") { text in
            text.dropLast()
                + #",{"meeting_key":1284,"session_key":11280,"driver_number":12,"lap_number":58,"date_start":"9999-12-31T00:00:00+00:00","lap_duration":90.5}]"#
        }
        let (outcome, updates) = try await replay()
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stderr == "f1report: Left out on purpose: 1 lap dated outside the session; 1 race-control message dated outside the session.\n")
        #expect(updates.last?["at"] as? String == "2026-05-03T18:38:53.224Z", "the undamaged replay's last instant")
        #expect(updates.compactMap { $0["cars"] as? NSArray } == (try Self.goldenCars()))
        #expect(Self.leftOut(updates.last) == ["1 lap outsideSession", "1 raceControl outsideSession"])
    }

    /// The leader's last lap timed at 99999 s, inside the schema's range: the replay ends as the
    /// undamaged one does, the lap untimed.
    @Test func anImpossibleLapTimeIsLeftOutAndSaid() async throws {
        try recording.editRecords("laps.json") { records in
            for index in records.indices where records[index]["driver_number"] as? Int == 12 && records[index]["lap_number"] as? Int == 57 {
                records[index]["lap_duration"] = 99_999.0
            }
        }
        let (outcome, updates) = try await replay()
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.hasPrefix("f1report: Left out on purpose: 1 impossible lap time (longer than half an hour"))
        #expect(updates.count <= 5, "one update every 90 s of the race, to a few minutes after the flag")
        #expect(updates.last?["at"] as? String == "2026-05-03T18:38:53.224Z", "the undamaged replay's last instant")
        #expect(updates.last?["isFinished"] as? Bool == true)
        #expect(Self.leftOut(updates.last) == ["1 lapTime impossible"])
    }

    @Test(arguments: [(2, "1 and 3 to 57"), (60, "1 and 3 to 57")])
    func aLapTheRecordingLacksIsOneConsistentSentence(_ lap: Int, _ laps: String) async throws {
        let outcome = try await ReportRunner.run(["live", "--replay", recording.path, "--from-lap", String(lap)])
        #expect(outcome.status == 64)
        #expect(outcome.stderr == "f1report: The recording has no start of lap \(lap); it has the start of laps \(laps).\n")
    }
}
