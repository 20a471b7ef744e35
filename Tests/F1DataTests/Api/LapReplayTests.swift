import F1Data
import F1Domain
import F1TestSupport
import Testing

/// Positions and gaps from cumulative lap times.
@Suite struct LapReplayTests {
    typealias S = SampleData

    static let norris = S.driver("norris", "Lando", "Norris", code: "NOR")
    static let mclaren = Constructor(id: "mclaren", name: "McLaren", nationality: "British")

    static func result(_ position: Int, _ driver: Driver, _ team: Constructor, laps: Int, classification: Classification = .classified) -> RaceResult {
        var result = S.result(position, driver, team, points: 0)
        result.laps = laps
        result.classification = classification
        return result
    }

    /// Three cars over three laps: Norris passes Verstappen on lap 2, Verstappen retires after
    /// lap 2, and Norris is classified a lap down.
    static func replay() -> LapReplay {
        let race = RaceResults(race: S.race(round: 1, name: "Bahrain Grand Prix", date: CalendarDate(year: 2023, month: 3, day: 5)), results: [
            result(1, S.leclerc, S.ferrari, laps: 3),
            result(2, norris, mclaren, laps: 2),
            result(3, S.verstappen, S.redBull, laps: 2, classification: .retired),
        ])
        func lap(_ number: Int, _ timings: [(String, Int, String)]) -> ErgastLap {
            ErgastLap(number: number, timings: timings.map { ErgastLapTiming(driverId: $0.0, position: $0.1, time: LapTime($0.2)!) })
        }
        return LapReplay(race: race, laps: [
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

    @Test func positionsFollowTheAPIsOrderAfterAPass() {
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
}
