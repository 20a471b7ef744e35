import F1Domain
import Testing

@testable import F1UseCases

/// Places and gaps from crossing times: the one definition every source's lap chart uses.
@Suite struct RaceHistoryTests {
    /// A leads, B passes A on lap 2, C is lapped on lap 3 and D stops after lap 1.
    static let crossings: [[Int?]] = [
        [90_000, 181_000, 271_000],
        [90_500, 180_900, 270_000],
        [95_000, 200_000, 310_000],
        [91_000],
    ]

    @Test func placesFollowTheOrderOfCrossing() {
        let (positions, _) = RaceHistory.placesAndGaps(crossings: Self.crossings, grid: [1, 2, 3, 4])
        #expect(positions[0] == [1, 1, 2, 2])
        #expect(positions[1] == [2, 2, 1, 1])
        #expect(positions[2] == [3, 4, 3, 3])
        #expect(positions[3] == [4, 3, nil, nil])
    }

    @Test func aGapIsHowLongAfterTheFirstCarACarCrossed() {
        let (_, gaps) = RaceHistory.placesAndGaps(crossings: Self.crossings, grid: [1, 2, 3, 4])
        #expect(gaps[1][3] == 0)
        #expect(gaps[0][3] == 1.0)
        // C crossed the line for the third time 40 s after B: the lap it lost is in its gap.
        #expect(gaps[2][3] == 40.0)
        #expect(gaps[3][2] == nil)
    }

    @Test func aTieToTheMillisecondKeepsTheOrderOfTheLapBefore() {
        let (positions, _) = RaceHistory.placesAndGaps(crossings: [[100, 200], [100, 200]], grid: [2, 1])
        #expect(positions[0] == [2, 2, 2])
        #expect(positions[1] == [1, 1, 1])
    }

    @Test func aCarWithAHoleInItsTimesIsNotPlacedOnTheLapItMissed() {
        let (positions, gaps) = RaceHistory.placesAndGaps(crossings: [[100, 200, 300], [110, nil, 320]], grid: [1, 2])
        #expect(positions[1] == [2, 2, nil, 2])
        #expect(gaps[1][2] == nil)
    }

    static func car(_ code: String, _ positions: [Int?]) -> RaceHistory.Car {
        RaceHistory.Car(key: code.lowercased(), code: code, name: "Driver \(code)", teamName: "Team", positions: positions)
    }

    @Test func carsAreFoundByCodeIdOrSurnameAndAnUnknownNameSaysWhoIsThere() throws {
        let history = RaceHistory(
            season: 2026, round: 4, raceName: "Miami Grand Prix", totalLaps: 2, cars: [Self.car("ANT", [1, 1, 1]), Self.car("NOR", [2, 2, 2])],
            coverage: .init(gaps: true, lapTimes: true, pitStops: false, stints: false, neutralisations: false))
        #expect(try history.cars(named: ["nor", "ANT"]).map(\.code) == ["NOR", "ANT"])
        #expect(try history.cars(named: ["Driver ANT"]).map(\.code) == ["ANT"])
        #expect(throws: LookupError.notInChart(wanted: "VER", among: "the 2026 Miami Grand Prix", choices: ["ANT", "NOR"])) {
            try history.cars(named: ["VER"])
        }
        #expect(history.order(afterLap: 2).map(\.code) == ["ANT", "NOR"])
    }

    /// A lapped car completes lap 2 after the leader has completed lap 3: on lap 2 it is behind
    /// every car that completed lap 2, and its gap there includes the lap it lost.
    @Test func aLappedCarIsPlacedByItsOwnLapAndItsGapHasTheLapItLost() {
        let crossings: [[Int?]] = [
            [60_000, 120_000, 180_000],
            [61_000, 122_000, 183_000],
            [90_000, 185_000],
        ]
        let (positions, gaps) = RaceHistory.placesAndGaps(crossings: crossings, grid: [1, 2, 3])
        #expect(positions[2] == [3, 3, 3, nil])
        #expect(gaps[2][2] == 65.0)
        #expect(gaps[1][3] == 3.0)
    }
}
