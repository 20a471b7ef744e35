import F1Domain
import F1Fixtures
import Foundation
import Testing
import YAMLKit

/// The datasets are generated as Swift values, so the app reads no YAML; decoding the fixture
/// files here, at test time, must give exactly the same values, so the two can never diverge.
@Suite struct GeneratedFixtureValueTests {
    static func decoded<T: Decodable>(_ type: T.Type, file: String) throws -> T {
        let text = try String(contentsOf: Paths.fixtures.appending(path: file), encoding: .utf8)
        return try YAMLDecoder().decode(T.self, from: text, path: "Fixtures/" + file)
    }

    @Test func demoEqualsItsYAMLDecoded() throws {
        let generated = try Fixtures.demo()
        let decoded = try Self.decoded(DemoDataset.self, file: "demo.yaml")
        // Field by field first, so a difference names its part; then the whole.
        #expect(generated.drivers == decoded.drivers)
        #expect(generated.constructors == decoded.constructors)
        #expect(generated.circuits == decoded.circuits)
        #expect(generated.races == decoded.races)
        #expect(generated.results == decoded.results)
        #expect(generated.qualifying == decoded.qualifying)
        #expect(generated.sprintQualifying == decoded.sprintQualifying)
        #expect(generated.sprints == decoded.sprints)
        #expect(generated.grids == decoded.grids)
        #expect(generated.pitStops == decoded.pitStops)
        #expect(generated.driverStandings == decoded.driverStandings)
        #expect(generated.constructorStandings == decoded.constructorStandings)
        #expect(generated.liveRace == decoded.liveRace)
        #expect(generated == decoded)
    }

    @Test func seasonsEqualItsYAMLDecoded() throws {
        #expect(try Fixtures.seasons() == Self.decoded(SeasonsDataset.self, file: "seasons.yaml"))
    }

    @Test func circuitsEqualItsYAMLDecoded() throws {
        let generated = try Fixtures.circuits()
        #expect(generated.drawings.count == 8)
        #expect(generated == (try Self.decoded(CircuitsDataset.self, file: "circuits.yaml")))
    }
}
