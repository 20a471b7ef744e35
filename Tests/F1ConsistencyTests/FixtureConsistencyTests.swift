import F1Domain
import F1Fixtures
import Foundation
import Testing
import YAMLKit

/// Generated models and loaders agree with the hand-written references on every demo record.
@Suite struct FixtureConsistencyTests {
    let demo: DemoDataset
    let reference: ReferenceDemo

    init() throws {
        demo = try Fixtures.demo()
        let text = try String(contentsOf: Paths.fixtures.appending(path: "demo.yaml"), encoding: .utf8)
        reference = try YAMLDecoder().decode(ReferenceDemo.self, from: text, path: "Fixtures/demo.yaml")
    }

    @Test func everyRaceDecodesAndEncodesAlike() throws {
        #expect(demo.races.count == reference.races.count)
        #expect(demo.races.count == 8)
        for (generated, expected) in zip(demo.races, reference.races) {
            #expect(ReferenceRace(generated) == expected)
            #expect(try JSON.text(generated) == JSON.text(expected))
        }
    }

    @Test func everyResultDecodesAndEncodesAlike() throws {
        #expect(demo.results.count == reference.results.count)
        for (generated, expected) in zip(demo.results, reference.results) {
            #expect(ReferenceRace(generated.race) == expected.race)
            #expect(generated.results.count == expected.results.count)
            for (result, expectedResult) in zip(generated.results, expected.results) {
                #expect(ReferenceRaceResult(result) == expectedResult)
                #expect(try JSON.text(result) == JSON.text(expectedResult))
            }
        }
    }

    @Test func everySeasonDecodesAndEncodesAlike() throws {
        let seasons = try Fixtures.seasons().seasons
        let text = try String(contentsOf: Paths.fixtures.appending(path: "seasons.yaml"), encoding: .utf8)
        let expected = try YAMLDecoder().decode(ReferenceSeasons.self, from: text).seasons
        #expect(seasons.map(ReferenceSeason.init) == expected)
        #expect(try JSON.text(seasons) == JSON.text(expected))
    }
}
