import F1Data
import F1Domain
import Foundation
import Testing
import YAMLKit

/// Qualifying and sprint rows through their generated mappers, on real files.
@Suite(.enabled(if: F1dbFolder.isPresent, "../shared/data/f1db is absent: the f1db history is not available"))
struct F1dbSessionMappingTests {
    static func decode<T: Decodable>(_ type: T.Type, _ path: String) throws -> T {
        try YAMLDecoder().decode(T.self, from: Array(try Data(contentsOf: F1dbFolder.data.appending(path: path))), path: path)
    }

    static func driver(_ id: Driver.ID) throws -> Driver {
        try decode(F1dbDriver.self, "drivers/\(id).yml").toDriver(nationality: nil)
    }

    static func constructor(_ id: Constructor.ID) throws -> Constructor {
        try decode(F1dbConstructor.self, "constructors/\(id).yml").toConstructor(nationality: nil)
    }

    @Test func knockoutQualifyingKeepsEachSessionsTime() throws {
        let rows = try Self.decode([F1dbQualifyingResult].self, "seasons/2023/races/01-bahrain/qualifying-results.yml")
        let pole = try #require(rows.first)
        let result = try pole.toQualifyingResult(
            position: 1, positionText: nil, q1: pole.q1, q2: pole.q2, lookupConstructor: Self.constructor, lookupDriver: Self.driver)
        #expect(result.driver.fullName == "Max Verstappen")
        #expect(result.q3 == LapTime("1:29.708"))
        #expect(result.q1 == LapTime("1:31.295"))
    }

    @Test func singleSessionQualifyingBecomesQ1() throws {
        let rows = try Self.decode([F1dbQualifyingResult].self, "seasons/1988/races/01-brazil/qualifying-results.yml")
        let pole = try #require(rows.first)
        let result = try pole.toQualifyingResult(
            position: 1, positionText: nil, q1: pole.q1 ?? pole.time, q2: pole.q2, lookupConstructor: Self.constructor, lookupDriver: Self.driver)
        #expect(result.driver.fullName == "Ayrton Senna")
        #expect(result.q1 == LapTime("1:28.096"))
        #expect(result.q2 == nil)
    }

    @Test func sprintRowsMapToSprintResults() throws {
        let rows = try Self.decode([F1dbRaceResult].self, "seasons/2023/races/04-azerbaijan/sprint-race-results.yml")
        let winner = try #require(rows.first).toSprintResult(
            position: 1, grid: nil, status: "Finished", time: nil, fastestLap: nil,
            lookupConstructor: Self.constructor, lookupDriver: Self.driver)
        #expect(winner.driver.fullName == "Sergio Pérez")
        #expect(winner.points == 8)
        #expect(winner.classification == .classified)
    }
}
