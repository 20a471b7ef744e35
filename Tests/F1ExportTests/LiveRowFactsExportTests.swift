import F1Domain
import F1Export
import Foundation
import Testing

/// A timed board's rows in JSON: the driver named beside the car number, the results source's
/// driver where there is one, and an unknown gap as null.
@Suite struct LiveRowFactsExportTests {
    static let race = LiveRaceData(
        raceName: "Miami Grand Prix", currentLap: 30, totalLaps: 57, leader: "12",
        positions: [
            LivePosition(
                position: 1, driver: "12", code: "ANT", name: "Kimi Antonelli", resultsDriver: "andrea-kimi-antonelli", constructorName: "Mercedes"),
            LivePosition(
                position: 2, driver: "1", code: "NOR", name: "Lando Norris", constructorName: "McLaren",
                gapToLeader: LapTime(milliseconds: 2042), interval: LapTime(milliseconds: 2042)),
            // Behind the leader with no gap the board can trust.
            LivePosition(
                position: 3, driver: "3", code: "VER", name: "Max Verstappen", resultsDriver: "max-verstappen", constructorName: "Red Bull Racing"),
        ], at: Moment(iso8601: "2026-05-03T17:52:42.833Z"))

    static func cars() throws -> [[String: Any]] {
        let line = try ExportWriter.jsonLine(LiveRaceExport(race: Self.race, source: ExportSource(id: "openf1", name: "OpenF1 (recorded)")))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return try #require(object["cars"] as? [[String: Any]])
    }

    @Test func eachRowNamesItsDriverAndTheResultsSourcesId() throws {
        let drivers = try Self.cars().map { try #require($0["driver"] as? [String: Any]) }
        #expect(drivers.map { $0["id"] as? String } == ["12", "1", "3"])
        #expect(drivers.map { $0["name"] as? String } == ["Kimi Antonelli", "Lando Norris", "Max Verstappen"])
        #expect(drivers.map { $0["resultsId"] as? String } == ["andrea-kimi-antonelli", nil, "max-verstappen"])
        #expect(drivers[1].keys.contains("resultsId") == false, "absent, not null, where no results source names the car")
    }

    @Test func anUnknownGapIsNull() throws {
        let cars = try Self.cars()
        #expect(cars[1]["gapMilliseconds"] as? Int == 2042)
        #expect(cars[2]["gapMilliseconds"] is NSNull && cars[2]["intervalMilliseconds"] is NSNull)
    }
}
