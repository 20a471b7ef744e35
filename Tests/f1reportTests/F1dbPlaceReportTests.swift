import Foundation
import Testing

/// Places in an f1db race that no race can have, and places held twice: every command that reads
/// the results, the championship engine's among them, exits 1 with the file, line and column in
/// one sentence (the scoring engine crashed on `0` and `-5` and grew to 18.5 GB on `1000000000`;
/// two cars at one place silently zeroed both drivers' points).
@Suite struct F1dbPlaceReportTests {
    let tree = F1dbDamageReportTests()

    static let results = "seasons/2000/races/01-test/race-results.yml"
    static let commands: [[String]] = [
        ["championship", "2000"], ["progression", "2000"], ["title", "2000"], ["champions", "--under", "1991"],
        ["standings", "drivers", "2000"], ["race", "2000", "1"], ["season", "2000"],
    ]

    func damagedTree(_ results: String) throws -> URL {
        let data = try tree.writeTree()
        try results.write(to: data.appending(path: Self.results), atomically: false, encoding: .utf8)
        return data
    }

    static func row(_ position: String, number: Int = 3, driver: String = "ace", shared: Bool = false) -> String {
        "- position: \(position)\n  driverNumber: \(number)\n  driverId: \(driver)\n  constructorId: works\n  laps: 58\n  points: 10\n"
            + (shared ? "  sharedCar: true\n" : "")
    }

    @Test(arguments: ["0", "-5", "1000000000", "99999999999999999999"])
    func aPlaceOutsideTheRangeIsOneSentenceForEveryCommand(_ place: String) async throws {
        let data = try damagedTree(Self.row(place))
        for command in Self.commands {
            let outcome = try await tree.report(command, data: data)
            #expect(outcome.status == 1, "\(command): \(outcome.stderr)")
            #expect(outcome.stderr == "f1report: \(Self.results):1:13: expected an integer in 1...999 or a code, found '\(place)'\n", "\(command)")
            #expect(outcome.stdout.isEmpty, "\(command)")
        }
    }

    @Test func aGridSlotOutsideTheRangeIsOneSentence() async throws {
        let data = try damagedTree(Self.row("1") + "  gridPosition: -7\n")
        let outcome = try await tree.report(["race", "2000", "1"], data: data)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: \(Self.results):7:17: expected an integer in 0...999 or a code, found '-7'\n")
    }

    @Test func twoCarsAtOnePlaceAreDamageNamingTheRow() async throws {
        let data = try damagedTree(Self.row("1") + Self.row("1", number: 4, driver: "ace2"))
        try
            "id: ace2\nname: Ace Two\nfirstName: Ace\nlastName: Two\nfullName: Ace Two\nabbreviation: ACT\ndateOfBirth: 1970-01-01\nnationalityCountryId: testland\n"
            .write(to: data.appending(path: "drivers/ace2.yml"), atomically: false, encoding: .utf8)
        for command in Self.commands {
            let outcome = try await tree.report(command, data: data)
            #expect(outcome.status == 1, "\(command)")
            #expect(
                outcome.stderr == "f1report: \(Self.results):7:3: places ace2 at 1, which ace holds (row 1); "
                    + "only a shared drive holds a place twice, marked sharedCar: true with the same car number\n", "\(command)")
        }
    }

    @Test func aRowRepeatedIsDamageNotTenThousandRows() async throws {
        let data = try damagedTree(String(repeating: Self.row("1"), count: 500))
        let outcome = try await tree.report(["race", "2000", "1"], data: data)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "f1report: \(Self.results):7:3: lists ace in car 3 again (first in row 1); each car is listed once\n")
        #expect(outcome.stdout.isEmpty)
    }

    @Test func aSharedDriveStillScores() async throws {
        let data = try damagedTree(Self.row("1") + Self.row("1", driver: "ace2", shared: true))
        try
            "id: ace2\nname: Ace Two\nfirstName: Ace\nlastName: Two\nfullName: Ace Two\nabbreviation: ACT\ndateOfBirth: 1970-01-01\nnationalityCountryId: testland\n"
            .write(to: data.appending(path: "drivers/ace2.yml"), atomically: false, encoding: .utf8)
        let outcome = try await tree.report(["championship", "2000"], data: data)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("Ace Two"))
    }
}
