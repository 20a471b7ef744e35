import F1Domain
import F1Export
import Foundation
import Testing

/// Championship tables and live updates as typed JSON.
@Suite struct StandingsAndLiveExportTests {
    typealias E = ExportSamples

    static let drivers = DriverStandingsTable(
        season: 2021, round: 22,
        driverStandings: [
            DriverStanding(position: 1, positionText: "1", points: 395.5, wins: 10, driver: S.verstappen, constructors: [S.redBull]),
            DriverStanding(position: 2, positionText: "2", points: 387.5, wins: 8, driver: S.leclerc, constructors: [S.ferrari, S.redBull]),
            DriverStanding(
                positionText: "-", points: 0, wins: 0, driver: S.driver("schumacher", "Michael", "Schumacher", code: "MSC"), constructors: []),
        ])

    @Test func driversCarryPointsBehindTheLeaderAndAnExcludedDriverHasNoPosition() throws {
        let object = try E.object(DriverStandingsExport(table: Self.drivers, source: E.source))
        #expect(object["report"] as? String == "standings.drivers")
        #expect(object["season"] as? Int == 2021 && object["round"] as? Int == 22)
        let rows = try #require(object["standings"] as? [[String: Any]])
        #expect(rows.map { E.number($0["points"]) } == [395.5, 387.5, 0])
        #expect(rows[0]["pointsBehind"] is NSNull)
        #expect(E.number(rows[1]["pointsBehind"]) == 8)
        #expect(rows[2]["position"] is NSNull)
        #expect(rows[2]["positionText"] as? String == "-")
        #expect((rows[1]["constructors"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["ferrari", "red_bull"])
        #expect(rows[0]["wins"] as? Int == 10)
    }

    @Test func constructorsToo() throws {
        let table = ConstructorStandingsTable(
            season: 2025, round: 3,
            constructorStandings: [
                ConstructorStanding(position: 1, positionText: "1", points: 111, wins: 2, constructor: S.redBull),
                ConstructorStanding(position: 2, positionText: "2", points: 98.5, wins: 1, constructor: S.ferrari),
            ])
        let rows = try #require(try E.object(ConstructorStandingsExport(table: table, source: E.source))["standings"] as? [[String: Any]])
        #expect(rows.map { ($0["constructor"] as? [String: Any])?["nationality"] as? String } == ["Austrian", "Italian"])
        #expect(E.number(rows[1]["pointsBehind"]) == 12.5)
    }

    @Test func pointsBehindHasNoBinaryNoise() throws {
        let table = ConstructorStandingsTable(
            season: 1955, round: 7,
            constructorStandings: [
                ConstructorStanding(position: 1, positionText: "1", points: 10.3, wins: 1, constructor: S.redBull),
                ConstructorStanding(position: 2, positionText: "2", points: 10.1, wins: 0, constructor: S.ferrari),
            ])
        #expect(10.3 - 10.1 != 0.2, "the subtraction this guards against")
        let json = try ExportWriter.json(ConstructorStandingsExport(table: table, source: E.source))
        #expect(json.contains("\"pointsBehind\" : 0.2,"))
    }

    static let live = LiveRaceData(
        raceName: "Monaco Grand Prix", currentLap: 42, totalLaps: 78, leader: "leclerc",
        positions: [
            LivePosition(position: 1, driver: "leclerc", code: "LEC", constructorName: "Ferrari"),
            LivePosition(
                position: 2, driver: "max_verstappen", code: "VER", constructorName: "Red Bull",
                gapToLeader: LapTime(milliseconds: 2042), interval: LapTime(milliseconds: 2042)),
        ])

    @Test func aLiveUpdateIsOneCompactLineWithGapsInMilliseconds() throws {
        let line = try ExportWriter.jsonLine(LiveRaceExport(race: Self.live, source: E.source))
        #expect(line.hasSuffix("}\n") && line.dropLast().contains("\n") == false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["lap"] as? Int == 42 && object["totalLaps"] as? Int == 78)
        #expect(object["leader"] as? String == "leclerc")
        let cars = try #require(object["cars"] as? [[String: Any]])
        #expect(cars[0]["gapMilliseconds"] is NSNull && cars[0]["intervalMilliseconds"] is NSNull)
        #expect(cars[1]["gapMilliseconds"] as? Int == 2042)
        #expect((cars[1]["driver"] as? [String: Any])?["id"] as? String == "max_verstappen")
    }
}
