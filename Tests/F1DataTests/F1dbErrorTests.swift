import F1Data
import F1DataF1db
import F1UseCases
import Foundation
import Testing

/// A small f1db tree written by the test, then broken one file at a time.
struct F1dbTree {
    let root: URL

    static let files: [String: String] = [
        "seasons/2000/races/01-test/race.yml": "round: 1\ndate: 2000-03-12\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\n",
        "seasons/2000/races/01-test/race-results.yml": """
        - position: 1
          driverNumber: 3
          driverId: ace
          constructorId: works
          laps: 58
          time: "1:34:01.987"
          points: 10
        """,
        "seasons/2000/driver-standings.yml": "- position: 1\n  driverId: ace\n  points: 10\n",
        "drivers/ace.yml": """
        id: ace
        name: Alex Ace
        firstName: Alex
        lastName: Ace
        fullName: Alexander Ace
        abbreviation: ACE
        dateOfBirth: 1970-01-01
        nationalityCountryId: testland
        """,
        "constructors/works.yml": "id: works\nname: Works\nfullName: Works Racing\ncountryId: testland\n",
        "circuits/ring.yml": "id: ring\nname: Ring\nfullName: Test Ring\nplaceName: Testville\ncountryId: testland\nlatitude: 1.5\nlongitude: 2.5\n",
        "grands-prix/testing.yml": "id: testing\nname: Testing\nfullName: Test Grand Prix\ncountryId: testland\n",
        "countries/testland.yml": "id: testland\nname: Testland\ndemonym: Testish\n",
    ]

    init(replacing overrides: [String: String?] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appending(path: "f1db-\(UUID().uuidString)")
        var files = Self.files.mapValues { Optional($0) }
        files.merge(overrides) { _, new in new }
        for (path, text) in files {
            guard let text else { continue }
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite struct F1dbErrorTests {
    @Test func aSoundTreeLoads() async throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        let race = try await source.results(season: 2000, round: 1)
        #expect(race.race.name == "Test Grand Prix")
        #expect(race.winner?.driver.nationality == "Testish")
        #expect(try await source.driverStandings(season: 2000).driverStandings.first?.wins == 1)
    }

    @Test func theCheckoutRootAndSrcDataAreAcceptedToo() throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        let checkout = tree.root.deletingLastPathComponent().appending(path: "checkout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: checkout.appending(path: "src"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: tree.root, to: checkout.appending(path: "src/data"))
        defer { try? FileManager.default.removeItem(at: checkout) }
        #expect(try F1dbRepository(path: checkout.path).info.seasons == 2000...2000)
        #expect(try F1dbRepository(path: checkout.appending(path: "src/data").path).info.name == "F1DB (CC BY 4.0)")
    }

    @Test func aMissingPathSaysWhatLayoutIsExpected() {
        #expect(
            friendlyMessage {
                try F1dbRepository(path: "/nonexistent/f1db")
            }
                == "There is no folder at /nonexistent/f1db: expected a checkout's root, its src/data, or a folder holding seasons/, drivers/ and constructors/."
        )
    }

    static let broken: [(String, [String: String?], String)] = [
        (
            "a value of the wrong type",
            [
                "seasons/2000/races/01-test/race-results.yml":
                    "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: many\n"
            ],
            "seasons/2000/races/01-test/race-results.yml:5:9: expected an integer, found 'many'"
        ),
        (
            "an unknown key",
            ["seasons/2000/races/01-test/race.yml": "round: 1\ndate: 2000-03-12\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\nweather: wet\n"],
            "seasons/2000/races/01-test/race.yml:6:10: unknown key 'weather' in F1dbRace"
        ),
        (
            "a driver with no file",
            ["seasons/2000/races/01-test/race-results.yml": "- position: 1\n  driverNumber: 3\n  driverId: ghost\n  constructorId: works\n"],
            "drivers/ghost.yml is missing, though the f1db data names driver 'ghost'."
        ),
        (
            "malformed YAML", ["countries/testland.yml": "id: testland\nname: [Testland\n"],
            "countries/testland.yml:3:1: did not find expected ',' or ']' (while parsing a flow sequence at line 2, column 7)"
        ),
    ]

    @Test(arguments: 0..<broken.count)
    func aBrokenFileIsReportedAtItsLine(_ index: Int) async throws {
        let (_, overrides, message) = Self.broken[index]
        let tree = try F1dbTree(replacing: overrides)
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        #expect(await friendlyMessage { try await source.driverStandings(season: 2000) } == message)
    }

    /// What the sentence is made of is there for an app: the file, the line and column, the reason.
    @Test func aBrokenFileIsATypedErrorAtItsPosition() async throws {
        let race = "seasons/2000/races/01-test/race.yml"
        let tree = try F1dbTree(replacing: [race: "round: 1\ndate: 2000-03-12\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\nweather: wet\n"])
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        await #expect(throws: SourceError.malformed(MalformedData(.file(race), line: 6, column: 10, reason: "unknown key 'weather' in F1dbRace"))) {
            try await source.driverStandings(season: 2000)
        }
    }

    @Test func aMissingCheckoutIsTyped() {
        #expect(throws: SourceError.notAnF1dbCheckout(path: "/nonexistent/f1db", exists: false)) { try F1dbRepository(path: "/nonexistent/f1db") }
    }
}
