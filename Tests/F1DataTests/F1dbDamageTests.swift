import F1UseCases
import Foundation
import Testing

@testable import F1Data
@testable import F1DataF1db

#if canImport(Glibc)
import Glibc
#endif

/// Trees that are damaged rather than malformed: a file that cannot be read, is not a file, or is
/// missing where the data says it must be. Each must be one sentence naming the path and why,
/// never a race quietly "not run", an empty season or a round counted twice.
@Suite struct F1dbDamageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var damage: @Sendable (F1dbTree) throws -> Void
        var message: @Sendable (F1dbTree) -> String
    }

    static let results = "seasons/2000/races/01-test/race-results.yml"

    static let cases: [Case] = [
        Case(
            testDescription: "results that are a folder", damage: { try $0.damage(results, with: .folder) },
            message: { _ in "\(results) is a folder, not a file." }),
        Case(
            testDescription: "results that are a dangling link", damage: { try $0.damage(results, with: .danglingLink) },
            message: { "\(results) is a symbolic link to \($0.nowhere), which does not exist." }),
        Case(
            testDescription: "results that are a link loop", damage: { try $0.damage(results, with: .linkLoop) },
            message: { _ in "\(results) is a loop of symbolic links." }),
        Case(
            testDescription: "results that are an empty file", damage: { try $0.write(results, "") },
            message: { _ in "\(results) is empty." }),
        Case(
            testDescription: "results in UTF-16 without a byte-order mark",
            damage: { tree in
                try tree.write(results, Data("- position: 1\n".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
            },
            message: { _ in "\(results) is not UTF-8 text: it starts with a zero byte, as UTF-16 and UTF-32 text do." }),
        Case(
            testDescription: "results that are not UTF-8", damage: { try $0.write(results, Data([0x2D, 0x20, 0xFF, 0x0A])) },
            message: { _ in "\(results):1:3: invalid leading UTF-8 octet (#xFF)" }),
        Case(
            testDescription: "results of a terabyte",
            damage: { tree in
                let handle = try FileHandle(forWritingTo: tree.root.appending(path: results))
                defer { try? handle.close() }
                try handle.truncate(atOffset: 1 << 40)
            },
            message: { _ in "\(results) holds 1099511627776 bytes, far more than any file of the data (at most 67108864)." }),
        Case(
            testDescription: "results that are a named pipe", damage: { try $0.damage(results, with: .namedPipe) },
            message: { _ in "\(results) is a named pipe, not a file." }),
        Case(
            testDescription: "results listing nobody", damage: { try $0.write(results, "[]\n") },
            message: { _ in "\(results) lists no results." }),
        Case(
            testDescription: "results missing before a round that has them",
            damage: { tree in
                try tree.addSecondRace()
                try tree.damage(results, with: .nothing)
            },
            message: { _ in "\(results) is missing, though round 2 of 2000 has results." }),
        Case(
            testDescription: "results missing in a season before one that has them",
            damage: { tree in
                try tree.addSeason(2001)
                try tree.damage(results, with: .nothing)
            },
            message: { _ in "\(results) is missing, though the 2001 season has results." }),
        Case(
            testDescription: "a race folder that is a file", damage: { try $0.damage("seasons/2000/races/01-test", with: .file) },
            message: { _ in "seasons/2000/races/01-test is a file, not a folder." }),
        Case(
            testDescription: "a race folder that is a dangling link", damage: { try $0.damage("seasons/2000/races/01-test", with: .danglingLink) },
            message: { "seasons/2000/races/01-test is a symbolic link to \($0.nowhere), which does not exist." }),
        Case(
            testDescription: "a race folder copied beside itself",
            damage: { try $0.copy("seasons/2000/races/01-test", to: "seasons/2000/races/01-test-copy") },
            message: { _ in "seasons/2000/races/01-test and 01-test-copy are both round 1 of 2000." }),
        Case(
            testDescription: "a race folder numbered apart from its round", damage: { try $0.addSecondRace(round: 1) },
            message: { _ in "seasons/2000/races/02-second/race.yml says round 1, but its folder is numbered 2." }),
        Case(
            testDescription: "a season's races that are a file", damage: { try $0.damage("seasons/2000/races", with: .file) },
            message: { _ in "seasons/2000/races is a file, not a folder." }),
        Case(
            testDescription: "a season's races that are a link loop", damage: { try $0.damage("seasons/2000/races", with: .linkLoop) },
            message: { _ in "seasons/2000/races is a loop of symbolic links." }),
        Case(
            testDescription: "a season without its races", damage: { try $0.damage("seasons/2000/races", with: .nothing) },
            message: { _ in "seasons/2000/races is missing from the data." }),
        Case(
            testDescription: "a driver file that is a folder", damage: { try $0.damage("drivers/ace.yml", with: .folder) },
            message: { _ in "drivers/ace.yml is a folder, not a file." }),
        Case(
            testDescription: "a driver file that is a dangling link", damage: { try $0.damage("drivers/ace.yml", with: .danglingLink) },
            message: { "drivers/ace.yml is a symbolic link to \($0.nowhere), which does not exist." }),
        Case(
            testDescription: "a country file that is a named pipe", damage: { try $0.damage("countries/testland.yml", with: .namedPipe) },
            message: { _ in "countries/testland.yml is a named pipe, not a file." }),
        Case(
            testDescription: "a circuit file that is a link loop", damage: { try $0.damage("circuits/ring.yml", with: .linkLoop) },
            message: { _ in "circuits/ring.yml is a loop of symbolic links." }),
        Case(
            testDescription: "a grand prix file that is missing", damage: { try $0.damage("grands-prix/testing.yml", with: .nothing) },
            message: { _ in "grands-prix/testing.yml is missing, though the f1db data names grand prix 'testing'." }),
        Case(
            testDescription: "a driver id that climbs out of drivers/",
            damage: { tree in
                try tree.write(
                    results, "- position: 1\n  driverNumber: 3\n  driverId: ../drivers/ace\n  constructorId: works\n  laps: 58\n  points: 10\n")
            },
            message: { _ in "The data for driver \"../drivers/ace\" cannot be used: it cannot be a file name in drivers/." }),
        Case(
            testDescription: "driver standings that are missing", damage: { try $0.damage("seasons/2000/driver-standings.yml", with: .nothing) },
            message: { _ in "seasons/2000/driver-standings.yml is missing from the data." }),
        Case(
            testDescription: "driver standings listing nobody", damage: { try $0.write("seasons/2000/driver-standings.yml", "[]\n") },
            message: { _ in "seasons/2000/driver-standings.yml lists no drivers, though races of 2000 have results." }),
    ]

    @Test(arguments: cases)
    func aDamagedTreeIsOneSentenceNamingThePath(_ testCase: Case) async throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        try testCase.damage(tree)
        let source = try F1dbRepository(path: tree.root.path)
        #expect(await friendlyMessage { try await source.driverStandings(season: 2000) } == testCase.message(tree))
        // The whole history's champions read less of each season, yet every file they read says the same.
        #expect(await friendlyMessage { try await F1dbRepository(path: tree.root.path).champions() } == testCase.message(tree))
    }

    @Test func aRaceWithoutResultsAfterTheLastOneRunIsStillUpcoming() async throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        try tree.addSecondRace(run: false)
        let source = try F1dbRepository(path: tree.root.path)
        #expect(try await source.races(season: 2000).map(\.round) == [1, 2])
        #expect(try await source.results(season: 2000).map(\.race.round) == [1])
        #expect(try await source.driverStandings(season: 2000).round == 1)
        await #expect(throws: LookupError.raceNotRun(season: 2000, round: 2, name: "Test Grand Prix")) {
            try await source.results(season: 2000, round: 2)
        }
    }

    /// The standings do not read fastest laps; the results do, and say what is wrong with them.
    @Test func fastestLapsThatAreAFolderFailTheResultsOnly() async throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        try tree.damage("seasons/2000/races/01-test/fastest-laps.yml", with: .folder)
        let source = try F1dbRepository(path: tree.root.path)
        #expect(try await source.driverStandings(season: 2000).driverStandings.first?.wins == 1)
        #expect(
            await friendlyMessage { try await source.results(season: 2000) } == "seasons/2000/races/01-test/fastest-laps.yml is a folder, not a file."
        )
        #expect(await friendlyMessage { try await source.allResults() } == "seasons/2000/races/01-test/fastest-laps.yml is a folder, not a file.")
    }

    @Test func constructorStandingsAreRequiredFrom1958() async throws {
        let tree = try F1dbTree()
        defer { tree.remove() }
        let source = try F1dbRepository(path: tree.root.path)
        #expect(
            await friendlyMessage {
                try await source.constructorStandings(season: 2000)
            } == "seasons/2000/constructor-standings.yml is missing from the data.")
        try tree.write(
            "seasons/2000/constructor-standings.yml", "- position: 1\n  constructorId: works\n  engineManufacturerId: works\n  points: 10\n")
        let fresh = try F1dbRepository(path: tree.root.path)
        #expect(try await fresh.constructorStandings(season: 2000).constructorStandings.map(\.wins) == [1])
    }
}
