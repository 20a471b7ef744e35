import Foundation

/// A sound f1db tree of one season and two races, written by a test: for the damage, outage and
/// long-name tests, which need a tree they may break without ../shared.
package enum SmallF1db {
    package static let files: [String: String] = [
        "seasons/2000/races/01-test/race.yml": "round: 1\ndate: 2000-03-12\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\n",
        "seasons/2000/races/01-test/race-results.yml":
            "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: 58\n  points: 10\n",
        "seasons/2000/races/02-second/race.yml": "round: 2\ndate: 2000-03-26\ngrandPrixId: testing\ncircuitId: ring\nlaps: 58\n",
        "seasons/2000/races/02-second/race-results.yml":
            "- position: 1\n  driverNumber: 3\n  driverId: ace\n  constructorId: works\n  laps: 58\n  points: 10\n",
        "seasons/2000/driver-standings.yml": "- position: 1\n  driverId: ace\n  points: 20\n",
        "drivers/ace.yml":
            "id: ace\nname: Alex Ace\nfirstName: Alex\nlastName: Ace\nfullName: Alexander Ace\nabbreviation: ACE\ndateOfBirth: 1970-01-01\nnationalityCountryId: testland\n",
        "constructors/works.yml": "id: works\nname: Works\nfullName: Works Racing\ncountryId: testland\n",
        "circuits/ring.yml": "id: ring\nname: Ring\nfullName: Test Ring\nplaceName: Testville\ncountryId: testland\nlatitude: 1.5\nlongitude: 2.5\n",
        "grands-prix/testing.yml": "id: testing\nname: Testing\nfullName: Test Grand Prix\ncountryId: testland\n",
        "countries/testland.yml": "id: testland\nname: Testland\ndemonym: Testish\n",
    ]

    /// Writes the tree under `folder`, with `changes` in place of (or beside) its own files; its
    /// data folder, which `--f1db` takes.
    package static func write(in folder: URL, changing changes: [String: String] = [:]) throws -> URL {
        let data = folder.appending(path: "data")
        for (path, text) in files.merging(changes, uniquingKeysWith: { $1 }) {
            let url = data.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return data
    }
}
