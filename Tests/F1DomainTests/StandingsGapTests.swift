import F1Domain
import Testing

/// The gap to the leader, which every face shows from this one definition.
@Suite struct StandingsGapTests {
    func driver(_ id: Driver.ID, points: Double) -> DriverStanding {
        DriverStanding(
            position: nil, positionText: "-", points: points, wins: 0,
            driver: Driver(id: id, givenName: id.rawValue, familyName: id.rawValue), constructors: [])
    }

    @Test func theLeaderHasNoGapAndTheOthersTheirDistance() {
        let table = DriverStandingsTable(
            season: 2000, round: 3, driverStandings: [driver("a", points: 62), driver("b", points: 59), driver("c", points: 12.5)])
        #expect(table.pointsBehindLeader == [nil, 3, 49.5])
    }

    @Test func aGapIsToTheThousandthNotBinaryNoise() {
        // 36.86 - 20 is 16.860000000000003 in binary arithmetic.
        let table = DriverStandingsTable(season: 2000, round: 3, driverStandings: [driver("a", points: 36.86), driver("b", points: 20)])
        #expect(table.pointsBehindLeader == [nil, 16.86])
    }

    @Test func anEmptyTableHasNoGaps() {
        #expect(DriverStandingsTable(season: 2000, round: 0, driverStandings: []).pointsBehindLeader.isEmpty)
        #expect(ConstructorStandingsTable(season: 2000, round: 0, constructorStandings: []).pointsBehindLeader.isEmpty)
    }
}
