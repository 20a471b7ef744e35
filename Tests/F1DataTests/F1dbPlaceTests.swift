import F1Data
import Foundation
import Testing
import YAMLKit

@testable import F1DataF1db

/// Places in f1db's results are numbers or codes (`3`, `DNF`): a number outside the domain's range
/// fails where it is read, at its line and column, whichever reader takes the file; and a place
/// held twice is a shared drive or damage.
@Suite struct F1dbPlaceTests {
    static func row(position: String, grid: String = "4", number: Int = 3, driver: String = "ace", shared: Bool = false) -> String {
        "- position: \(position)\n  driverNumber: \(number)\n  driverId: \(driver)\n  constructorId: works\n  gridPosition: \(grid)\n"
            + (shared ? "  sharedCar: true\n" : "")
    }

    static func message(_ yaml: String) -> String? {
        do {
            // Both readers: by slot (which falls back to Decodable to report) and Decodable alone.
            let bySlot = try YAMLDecoder.f1db.decodeF1db([F1dbRaceResult].self, from: Array(yaml.utf8), path: "race-results.yml")
            let decoded = try YAMLDecoder.f1db.decode([F1dbRaceResult].self, from: Array(yaml.utf8), path: "race-results.yml")
            #expect(bySlot.map(\.position) == decoded.map(\.position))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: ["0", "-5", "1000", "1000000000", "99999999999999999999", "+0", "-0"])
    func aPlaceOutsideTheDomainsRangeIsAnErrorAtItsLine(_ place: String) {
        #expect(Self.message(Self.row(position: place)) == "race-results.yml:1:13: error: expected an integer in 1...999 or a code, found '\(place)'")
    }

    @Test(arguments: ["-1", "1000", "4294967296"])
    func aGridSlotOutsideItsRangeIsAnErrorAtItsLine(_ slot: String) {
        #expect(
            Self.message(Self.row(position: "1", grid: slot))
                == "race-results.yml:5:17: error: expected an integer in 0...999 or a code, found '\(slot)'")
    }

    @Test(arguments: ["1", "999", "DNF", "NC", "EX"])
    func placesInRangeAndCodesAreRead(_ place: String) {
        #expect(Self.message(Self.row(position: place, grid: "PL")) == nil)
    }

    @Test func aSharedDriveHoldsAPlaceTwice() throws {
        let yaml = Self.row(position: "1") + Self.row(position: "1", driver: "bee", shared: true) + Self.row(position: "2", number: 5, driver: "cay")
        let rows = try YAMLDecoder.f1db.decode([F1dbRaceResult].self, from: Array(yaml.utf8), path: "r.yml")
        #expect(F1dbClassificationCheck.problem(in: rows) == nil)
    }

    @Test(arguments: [
        (
            Self.row(position: "1") + Self.row(position: "1", number: 5, driver: "bee"), 1,
            "places bee at 1, which ace holds (row 1); only a shared drive holds a place twice, marked sharedCar: true with the same car number"
        ),
        // Marked shared, but in another car: not the same car handed over.
        (
            Self.row(position: "1") + Self.row(position: "1", number: 5, driver: "bee", shared: true), 1,
            "places bee at 1, which ace holds (row 1); only a shared drive holds a place twice, marked sharedCar: true with the same car number"
        ),
        (
            Self.row(position: "1") + Self.row(position: "2", number: 5, driver: "bee") + Self.row(position: "3"), 2,
            "lists ace in car 3 again (first in row 1); each car is listed once"
        ),
        (Self.row(position: "DNF") + Self.row(position: "DNF"), 1, "lists ace in car 3 again (first in row 1); each car is listed once"),
    ])
    func aPlaceHeldTwiceOrACarListedTwiceIsDamage(_ yaml: String, row: Int, reason: String) throws {
        let rows = try YAMLDecoder.f1db.decode([F1dbRaceResult].self, from: Array(yaml.utf8), path: "r.yml")
        #expect(F1dbClassificationCheck.problem(in: rows) == .init(row: row, reason: reason))
    }
}
