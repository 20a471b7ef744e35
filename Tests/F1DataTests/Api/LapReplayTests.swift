import F1Data
import F1Domain
import F1TestSupport
import Foundation
import Testing

/// Positions and gaps from cumulative lap times.
@Suite struct LapReplayTests {
    typealias S = SampleData

    static let norris = S.driver("norris", "Lando", "Norris", code: "NOR")
    static let mclaren = Constructor(id: "mclaren", name: "McLaren", nationality: "British")

    static func result(
        _ position: Int, _ driver: Driver, _ team: Constructor, laps: Int, classification: Classification = .classified, grid: Int? = nil
    ) -> RaceResult {
        var result = S.result(position, driver, team, points: 0)
        result.laps = laps
        result.classification = classification
        result.grid = grid
        return result
    }

    static func lap(_ number: Int, _ timings: [(String, String)]) -> ErgastLap {
        ErgastLap(
            number: number,
            timings: timings.enumerated().map { index, timing in
                ErgastLapTiming(driverId: timing.0, position: index + 1, time: LapTime(timing.1)!)
            })
    }

    static func replay(_ results: [RaceResult], _ laps: [ErgastLap]) -> LapReplay {
        LapReplay(
            race: RaceResults(race: S.race(round: 1, name: "Bahrain Grand Prix", date: CalendarDate(year: 2023, month: 3, day: 5)), results: results),
            laps: laps)
    }

    /// Three cars over three laps: Norris passes Verstappen on lap 2, Verstappen retires after
    /// lap 2, and Norris is classified a lap down.
    static func replay() -> LapReplay {
        let race = RaceResults(
            race: S.race(round: 1, name: "Bahrain Grand Prix", date: CalendarDate(year: 2023, month: 3, day: 5)),
            results: [
                result(1, S.leclerc, S.ferrari, laps: 3),
                result(2, norris, mclaren, laps: 2),
                result(3, S.verstappen, S.redBull, laps: 2, classification: .retired),
            ])
        func lap(_ number: Int, _ timings: [(String, Int, String)]) -> ErgastLap {
            ErgastLap(number: number, timings: timings.map { ErgastLapTiming(driverId: $0.0, position: $0.1, time: LapTime($0.2)!) })
        }
        return LapReplay(
            race: race,
            laps: [
                lap(1, [("leclerc", 1, "1:30.000"), ("max_verstappen", 2, "1:31.000"), ("norris", 3, "1:31.500")]),
                lap(2, [("leclerc", 1, "1:30.000"), ("norris", 2, "1:30.000"), ("max_verstappen", 3, "1:31.000")]),
                lap(3, [("leclerc", 1, "1:30.000")]),
            ])
    }

    @Test func gapsAreCumulativeTimeDifferences() {
        let lap1 = Self.replay().snapshot(afterLap: 1)
        #expect(lap1.positions.map(\.driver) == ["leclerc", "max_verstappen", "norris"])
        #expect(lap1.positions.map(\.gapToLeader) == [nil, LapTime(milliseconds: 1000), LapTime(milliseconds: 1500)])
        #expect(lap1.positions.map(\.interval) == [nil, LapTime(milliseconds: 1000), LapTime(milliseconds: 500)])
        #expect(lap1.leader == "leclerc")
        #expect(lap1.currentLap == 1 && lap1.totalLaps == 3 && !lap1.isFinished)
    }

    @Test func positionsFollowCumulativeTimesAfterAPass() {
        let lap2 = Self.replay().snapshot(afterLap: 2)
        #expect(lap2.positions.map(\.driver) == ["leclerc", "norris", "max_verstappen"])
        #expect(lap2.positions.map(\.gapToLeader) == [nil, LapTime(milliseconds: 1500), LapTime(milliseconds: 2000)])
        #expect(lap2.positions.map(\.code) == ["LEC", "NOR", "VER"])
    }

    @Test func retiredCarsLeaveAndLappedFinishersStay() {
        let last = Self.replay().snapshot(afterLap: 3)
        // Verstappen retired after lap 2; Norris, classified a lap down, is still on the board.
        #expect(last.positions.map(\.driver) == ["leclerc", "norris"])
        #expect(last.isFinished)
    }

    /// The API's `position` field says one thing and the times another: the times win, so a
    /// replay that read the field would fail here.
    @Test func positionsComeFromTheTimesNotThePositionField() {
        let race = RaceResults(
            race: S.race(round: 1, name: "Bahrain Grand Prix", date: CalendarDate(year: 2023, month: 3, day: 5)),
            results: [
                Self.result(1, S.leclerc, S.ferrari, laps: 2),
                Self.result(2, Self.norris, Self.mclaren, laps: 2),
                Self.result(3, S.verstappen, S.redBull, laps: 2),
            ])
        func lap(_ number: Int, _ timings: [(String, Int, String)]) -> ErgastLap {
            ErgastLap(number: number, timings: timings.map { ErgastLapTiming(driverId: $0.0, position: $0.1, time: LapTime($0.2)!) })
        }
        // Listed, and numbered, in the reverse of the order the times give.
        let replay = LapReplay(
            race: race,
            laps: [
                lap(1, [("norris", 1, "1:32.000"), ("max_verstappen", 2, "1:31.000"), ("leclerc", 3, "1:30.000")]),
                lap(2, [("leclerc", 1, "1:33.000"), ("norris", 2, "1:29.000"), ("max_verstappen", 3, "1:30.500")]),
            ])
        #expect(replay.snapshot(afterLap: 1).positions.map(\.driver) == ["leclerc", "max_verstappen", "norris"])
        // Cumulative after lap 2: Verstappen 3:01.5, Norris 3:01.0, Leclerc 3:03.0.
        let lap2 = replay.snapshot(afterLap: 2)
        #expect(lap2.positions.map(\.driver) == ["norris", "max_verstappen", "leclerc"])
        #expect(lap2.positions.map(\.position) == [1, 2, 3])
        #expect(lap2.leader == "norris")
        #expect(lap2.positions.map(\.gapToLeader) == [nil, LapTime(milliseconds: 500), LapTime(milliseconds: 2000)])
    }

    @Test func aCarWithMoreLapsIsAheadOfOneWithLessTime() {
        // After lap 3 Norris (2 laps, a lap down at the flag) has less cumulative time than
        // Leclerc (3 laps), but laps completed come first.
        let last = Self.replay().snapshot(afterLap: 3)
        #expect(last.positions.first?.driver == "leclerc")
        #expect(last.positions.last?.gapToLeader == LapTime(milliseconds: 1500))
    }

    // MARK: - Holes in the times, disqualifications, exact ties

    /// Norris has no time for lap 2 though he ran all three: after lap 1 his place is unknown,
    /// so he leaves the board rather than sit behind everyone with his lap-1 gap.
    @Test func aCarWithAHoleInItsTimesLeavesTheBoardAtTheHole() {
        let replay = Self.replay(
            [
                Self.result(1, S.leclerc, S.ferrari, laps: 3),
                Self.result(2, Self.norris, Self.mclaren, laps: 3),
                Self.result(3, S.verstappen, S.redBull, laps: 3),
            ],
            [
                Self.lap(1, [("leclerc", "1:30.000"), ("norris", "1:30.500"), ("max_verstappen", "1:31.000")]),
                Self.lap(2, [("leclerc", "1:30.000"), ("max_verstappen", "1:30.000")]),
                Self.lap(3, [("leclerc", "1:30.000"), ("norris", "1:30.000"), ("max_verstappen", "1:30.000")]),
            ])
        #expect(replay.snapshot(afterLap: 1).positions.map(\.driver) == ["leclerc", "norris", "max_verstappen"])
        for lap in 2...3 {
            let board = replay.snapshot(afterLap: lap)
            #expect(board.positions.map(\.driver) == ["leclerc", "max_verstappen"], "lap \(lap)")
            #expect(board.positions.map(\.gapToLeader) == [nil, LapTime(milliseconds: 1000)], "lap \(lap)")
        }
    }

    /// The winner's hole: from lap 2 the winner is off the board, not shown last and lapped.
    @Test func theWinnersHoleDoesNotPutTheWinnerLast() {
        let replay = Self.replay(
            [
                Self.result(1, S.leclerc, S.ferrari, laps: 3),
                Self.result(2, S.verstappen, S.redBull, laps: 3),
            ],
            [
                Self.lap(1, [("leclerc", "1:30.000"), ("max_verstappen", "1:31.000")]),
                Self.lap(2, [("max_verstappen", "1:31.000")]),
                Self.lap(3, [("leclerc", "1:30.000"), ("max_verstappen", "1:31.000")]),
            ])
        #expect(replay.snapshot(afterLap: 1).positions.map(\.driver) == ["leclerc", "max_verstappen"])
        #expect(replay.snapshot(afterLap: 2).positions.map(\.driver) == ["max_verstappen"])
        #expect(!replay.snapshot(afterLap: 3).positions.contains { $0.driver == "leclerc" })
    }

    @Test func aCarWithoutALapOneTimeNeverAppears() {
        let replay = Self.replay(
            [
                Self.result(1, S.leclerc, S.ferrari, laps: 2),
                Self.result(2, S.verstappen, S.redBull, laps: 2),
            ],
            [
                Self.lap(1, [("leclerc", "1:30.000")]),
                Self.lap(2, [("leclerc", "1:30.000"), ("max_verstappen", "1:29.000")]),
            ])
        #expect(replay.lapsWithTimes == 2)
        #expect((1...2).map { replay.snapshot(afterLap: $0).positions.map(\.driver) } == [["leclerc"], ["leclerc"]])
    }

    @Test func noLapOneTimeAtAllLeavesNothingToReplay() {
        let replay = Self.replay([Self.result(1, S.leclerc, S.ferrari, laps: 2)], [Self.lap(2, [("leclerc", "1:30.000")])])
        #expect(replay.lapsWithTimes == 0)
        #expect(replay.snapshot(afterLap: 1).positions.isEmpty)
    }

    /// Black-flagged after lap 1 of 3: disqualified with 1 lap, so it leaves like a retirement
    /// instead of staying on the board "laps down".
    @Test func aCarBlackFlaggedMidRaceLeavesTheBoard() {
        let replay = Self.replay(
            [
                Self.result(1, S.leclerc, S.ferrari, laps: 3),
                Self.result(2, S.verstappen, S.redBull, laps: 1, classification: .disqualified),
            ],
            [
                Self.lap(1, [("leclerc", "1:30.000"), ("max_verstappen", "1:31.000")]),
                Self.lap(2, [("leclerc", "1:30.000")]),
                Self.lap(3, [("leclerc", "1:30.000")]),
            ])
        #expect(replay.snapshot(afterLap: 1).positions.map(\.driver) == ["leclerc", "max_verstappen"])
        #expect(replay.snapshot(afterLap: 2).positions.map(\.driver) == ["leclerc"])
        #expect(replay.snapshot(afterLap: 3).positions.map(\.driver) == ["leclerc"])
    }

    /// A finisher disqualified after the flag has times to the end, so it is on the board where they
    /// put it; a car classified with more laps than its times reach is not kept after its last time.
    @Test func aCarKeptAfterItsLastTimeMustHaveRunExactlyThoseLaps() {
        let replay = Self.replay(
            [
                Self.result(1, S.leclerc, S.ferrari, laps: 3),
                Self.result(2, S.verstappen, S.redBull, laps: 3, classification: .disqualified),
                // Classified two laps down, but with times for one lap only: a hole at the end.
                Self.result(3, Self.norris, Self.mclaren, laps: 2),
            ],
            [
                Self.lap(1, [("leclerc", "1:30.000"), ("max_verstappen", "1:30.500"), ("norris", "1:31.000")]),
                Self.lap(2, [("leclerc", "1:30.000"), ("max_verstappen", "1:30.000")]),
                Self.lap(3, [("leclerc", "1:30.000"), ("max_verstappen", "1:30.000")]),
            ])
        #expect(replay.snapshot(afterLap: 3).positions.map(\.driver) == ["leclerc", "max_verstappen"])
    }

    /// Identical lap-1 times: the grid decides, not the alphabet (Leclerc would come first).
    @Test func anExactTieOnLapOneKeepsTheGridOrder() {
        let replay = Self.replay(
            [
                Self.result(1, S.verstappen, S.redBull, laps: 1, grid: 1),
                Self.result(2, S.leclerc, S.ferrari, laps: 1, grid: 2),
                Self.result(3, Self.norris, Self.mclaren, laps: 1, grid: 0),
            ],
            [
                Self.lap(1, [("norris", "1:30.000"), ("leclerc", "1:30.000"), ("max_verstappen", "1:30.000")])
            ])
        #expect(replay.snapshot(afterLap: 1).positions.map(\.driver) == ["max_verstappen", "leclerc", "norris"])
    }

    /// Norris, ahead after lap 1, is caught to the millisecond on lap 2: he keeps the place.
    @Test func anExactTieKeepsTheOrderOfTheLapBefore() {
        let replay = Self.replay(
            [
                Self.result(1, S.leclerc, S.ferrari, laps: 2, grid: 1),
                Self.result(2, Self.norris, Self.mclaren, laps: 2, grid: 2),
            ],
            [
                Self.lap(1, [("norris", "1:30.000"), ("leclerc", "1:30.500")]),
                Self.lap(2, [("leclerc", "1:30.000"), ("norris", "1:30.500")]),
            ])
        let lap2 = replay.snapshot(afterLap: 2)
        #expect(lap2.positions.map(\.driver) == ["norris", "leclerc"])
        #expect(lap2.positions.map(\.gapToLeader) == [nil, LapTime(milliseconds: 0)])
    }
}

/// The replay on the recorded laps of the 2023 Bahrain Grand Prix (the first page: lap 1 whole,
/// lap 2 for the first ten cars), with the recorded results of that race.
@Suite(.enabled(if: RecordedResponses.isAvailable, RecordedResponses.skip))
struct RecordedLapReplayTests {
    /// Milliseconds from "m:ss.fff", parsed here rather than by `LapTime`, so the expected order
    /// does not share the code under test.
    static func milliseconds(_ text: String) -> Int {
        let parts = text.split(separator: ":")
        let seconds = parts.last!.split(separator: ".")
        return (parts.count == 2 ? Int(parts[0])! * 60_000 : 0) + Int(seconds[0])! * 1000 + Int(seconds[1])!
    }

    /// Driver ids ordered by their summed times over laps 1 through `lap`, as a person would
    /// with a spreadsheet, from the JSON's own strings.
    static func orderByTime(_ rows: [RecordedLaps.Row], through lap: Int) -> [String] {
        var totals: [String: Int] = [:]
        var counts: [String: Int] = [:]
        for row in rows where row.lap <= lap {
            totals[row.driver, default: 0] += milliseconds(row.time)
            counts[row.driver, default: 0] += 1
        }
        return totals.keys.filter { counts[$0] == lap }.sorted { totals[$0]! < totals[$1]! }
    }

    @Test func positionsAreDerivedFromCumulativeTimes() throws {
        let (race, laps) = try RecordedLaps.bahrain()
        let rows = try RecordedLaps.rows()
        let replay = LapReplay(race: race, laps: laps)

        let lap1 = replay.snapshot(afterLap: 1)
        #expect(lap1.positions.map(\.driver.rawValue) == Self.orderByTime(rows, through: 1))
        #expect(lap1.positions.count == 20)
        #expect(lap1.leader == "max_verstappen")
        // Leclerc 1:40.230 against Verstappen's 1:39.019.
        #expect(lap1.positions[1].driver == "leclerc" && lap1.positions[1].gapToLeader == LapTime(milliseconds: 1211))

        let lap2 = replay.snapshot(afterLap: 2)
        let twoLaps = Self.orderByTime(rows, through: 2)
        #expect(twoLaps.count == 10)
        #expect(lap2.positions.prefix(10).map(\.driver.rawValue) == twoLaps)
        // Verstappen 3:16.993, Leclerc 3:18.980.
        #expect(lap2.positions[1].gapToLeader == LapTime(milliseconds: 1987))
        // On real data the times reproduce the API's own order: the recorded lap-2 rows sorted by their position.
        #expect(lap2.positions.prefix(10).map(\.driver.rawValue) == rows.filter { $0.lap == 2 }.sorted { $0.position < $1.position }.map(\.driver))
    }

    @Test func scramblingThePositionFieldChangesNothing() throws {
        let (race, laps) = try RecordedLaps.bahrain()
        let scrambled = laps.map { lap in
            ErgastLap(
                number: lap.number,
                timings: lap.timings.reversed().enumerated().map { index, timing in
                    ErgastLapTiming(driverId: timing.driverId, position: index + 1, time: timing.time)
                })
        }
        let honest = LapReplay(race: race, laps: laps)
        let misled = LapReplay(race: race, laps: scrambled)
        for lap in 1...2 {
            #expect(misled.snapshot(afterLap: lap) == honest.snapshot(afterLap: lap))
        }
    }
}

/// The recorded first page of the 2023 Bahrain Grand Prix's laps, and that race's recorded results.
enum RecordedLaps {
    static func bahrain() throws -> (RaceResults, [ErgastLap]) {
        func page(_ name: String) throws -> ErgastMRData {
            try JSONDecoder().decode(ErgastResponse.self, from: Data(contentsOf: ApiHarness.responses.appending(path: name))).data
        }
        let wire = try #require(page("results/2023@results.json").raceTable?.races.first { $0.round == 1 })
        let race = RaceResults(race: try wire.toRace(), results: try (wire.results ?? []).map { try $0.toRaceResult() })
        let laps = try #require(page("laps/2023@1@laps.json").raceTable?.races.first?.laps)
        return (race, laps)
    }

    /// One timing as the JSON spells it.
    struct Row {
        var lap: Int
        var driver: String
        var position: Int
        var time: String
    }

    /// The page's timings read with JSONSerialization, not the DTOs under test.
    static func rows() throws -> [Row] {
        let data = try Data(contentsOf: ApiHarness.responses.appending(path: "laps/2023@1@laps.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let table = (root["MRData"] as? [String: Any])?["RaceTable"] as? [String: Any]
        let laps = try #require(((table?["Races"] as? [[String: Any]])?.first)?["Laps"] as? [[String: Any]])
        return laps.flatMap { lap in
            ((lap["Timings"] as? [[String: String]]) ?? []).map { timing in
                Row(
                    lap: Int(lap["number"] as? String ?? "") ?? 0, driver: timing["driverId"] ?? "",
                    position: Int(timing["position"] ?? "") ?? 0, time: timing["time"] ?? "")
            }
        }
    }
}
