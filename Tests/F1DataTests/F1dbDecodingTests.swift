import F1Data
import F1Domain
import Foundation
import Testing
import YAMLKit

/// Every f1db file of each kind decodes strictly through the generated DTOs: no undeclared key,
/// no value of the wrong type, YAML 1.1 spellings left alone.
@Suite(.enabled(if: F1dbFolder.isPresent, "../shared/data/f1db is absent: the f1db history is not available"))
struct F1dbDecodingTests {
    static let data = F1dbFolder.data

    /// One kind of f1db file: where it lives and how to decode it.
    struct Kind: CustomTestStringConvertible, Sendable {
        var name: String
        /// Matches paths relative to the data folder.
        var matches: @Sendable (String) -> Bool
        var decode: @Sendable ([UInt8], String) throws -> Int
        var testDescription: String { name }
    }

    static func kind(
        _ name: String, _ matches: @escaping @Sendable (String) -> Bool, _ decode: @escaping @Sendable ([UInt8], String) throws -> Int
    ) -> Kind {
        Kind(name: name, matches: matches, decode: decode)
    }

    /// Decodes a file as `type`; the number of records, so nothing is optimised away.
    static func records<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], _ path: String) throws -> Int {
        let value = try YAMLDecoder().decode(T.self, from: bytes, path: path)
        return (value as? [Any])?.count ?? 1
    }

    /// As `records`, but an empty file is no rows: f1db leaves a few session files empty.
    static func rows<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], _ path: String) throws -> Int {
        bytes.isEmpty ? 0 : try records(T.self, bytes, path)
    }

    static func inRace(_ file: String) -> @Sendable (String) -> Bool {
        { $0.hasPrefix("seasons/") && $0.contains("/races/") && $0.hasSuffix("/" + file) }
    }

    static let kinds: [Kind] = [
        kind("race.yml", inRace("race.yml")) { try records(F1dbRace.self, $0, $1) },
        kind("race-results.yml", inRace("race-results.yml")) { try records([F1dbRaceResult].self, $0, $1) },
        kind("sprint-race-results.yml", inRace("sprint-race-results.yml")) { try records([F1dbRaceResult].self, $0, $1) },
        kind("qualifying-results.yml", inRace("qualifying-results.yml")) { try records([F1dbQualifyingResult].self, $0, $1) },
        kind("fastest-laps.yml", inRace("fastest-laps.yml")) { try records([F1dbFastestLap].self, $0, $1) },
        kind("sprint-qualifying-results.yml", inRace("sprint-qualifying-results.yml")) { try records([F1dbQualifyingResult].self, $0, $1) },
        kind("qualifying-1-results.yml", inRace("qualifying-1-results.yml")) { try rows([F1dbQualifyingSessionResult].self, $0, $1) },
        kind("qualifying-2-results.yml", inRace("qualifying-2-results.yml")) { try rows([F1dbQualifyingSessionResult].self, $0, $1) },
        kind("starting-grid-positions.yml", inRace("starting-grid-positions.yml")) { try records([F1dbStartingGridPosition].self, $0, $1) },
        kind("pit-stops.yml", inRace("pit-stops.yml")) { try rows([F1dbPitStop].self, $0, $1) },
        kind("race driver-standings.yml", inRace("driver-standings.yml")) { try records([F1dbDriverStanding].self, $0, $1) },
        kind("race constructor-standings.yml", inRace("constructor-standings.yml")) { try records([F1dbConstructorStanding].self, $0, $1) },
        kind(
            "season driver-standings.yml", { !$0.contains("/races/") && $0.hasPrefix("seasons/") && $0.hasSuffix("/driver-standings.yml") },
            { try records([F1dbDriverStanding].self, $0, $1) }),
        kind(
            "season constructor-standings.yml", { !$0.contains("/races/") && $0.hasPrefix("seasons/") && $0.hasSuffix("/constructor-standings.yml") },
            { try records([F1dbConstructorStanding].self, $0, $1) }),
        kind("drivers", { $0.hasPrefix("drivers/") }, { try records(F1dbDriver.self, $0, $1) }),
        kind("constructors", { $0.hasPrefix("constructors/") }, { try records(F1dbConstructor.self, $0, $1) }),
        kind("circuits", { $0.hasPrefix("circuits/") }, { try records(F1dbCircuit.self, $0, $1) }),
        kind("grands-prix", { $0.hasPrefix("grands-prix/") }, { try records(F1dbGrandPrix.self, $0, $1) }),
        kind("countries", { $0.hasPrefix("countries/") }, { try records(F1dbCountry.self, $0, $1) }),
    ]

    static let allFiles: [String] = {
        guard let walker = FileManager.default.enumerator(at: data, includingPropertiesForKeys: nil) else { return [] }
        var paths: [String] = []
        while let url = walker.nextObject() as? URL {
            if url.pathExtension == "yml" { paths.append(String(url.standardizedFileURL.path.dropFirst(data.path.count + 1))) }
        }
        return paths.sorted()
    }()

    @Test(arguments: kinds)
    func everyFileOfTheKindDecodes(_ kind: Kind) async throws {
        let files = Self.allFiles.filter(kind.matches)
        #expect(!files.isEmpty, "no \(kind.name) files found")
        let failures = await withTaskGroup(of: [String].self) { group in
            for chunk in stride(from: 0, to: files.count, by: 200).map({ Array(files[$0..<min($0 + 200, files.count)]) }) {
                group.addTask {
                    chunk.compactMap { relative in
                        let url = Self.data.appending(path: relative)
                        guard let bytes = FileManager.default.contents(atPath: url.path) else { return "\(relative): unreadable" }
                        do {
                            _ = try kind.decode(Array(bytes), relative)
                            return nil
                        } catch {
                            return "\(error)"
                        }
                    }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(files.count) \(kind.name) files failed, first: \(failures.sorted().prefix(3))")
    }

    @Test func spotValuesReadAsTheSchemaSays() throws {
        let driver = try YAMLDecoder().decode(
            F1dbDriver.self, from: Array(try Data(contentsOf: Self.data.appending(path: "drivers/max-verstappen.yml"))), path: "max-verstappen.yml")
        #expect(driver.abbreviation == "VER")
        #expect(driver.dateOfBirth == CalendarDate(year: 1997, month: 9, day: 30))
        let standings = try YAMLDecoder().decode(
            [F1dbDriverStanding].self, from: Array(try Data(contentsOf: Self.data.appending(path: "seasons/2023/driver-standings.yml"))))
        #expect(standings.first?.driverId == "max-verstappen")
        #expect(standings.first?.points == 575)
        let results = try YAMLDecoder().decode(
            [F1dbRaceResult].self, from: Array(try Data(contentsOf: Self.data.appending(path: "seasons/2023/races/01-bahrain/race-results.yml"))))
        #expect(results.first?.time == "1:33:56.736")
        #expect(results.contains { $0.position == "DNF" })
    }

    @Test func raceStartTimesAreTimesNotSexagesimalNumbers() throws {
        let withTimes = Self.allFiles.filter(Self.inRace("race.yml")).filter { $0.hasPrefix("seasons/2024/") }
        let races = try withTimes.map {
            try YAMLDecoder().decode(F1dbRace.self, from: Array(try Data(contentsOf: Self.data.appending(path: $0))), path: $0)
        }
        let times = races.compactMap(\.time)
        #expect(!times.isEmpty)
        #expect(times.allSatisfy { (0..<24).contains($0.hours) && $0.millisecondsSinceMidnight % 60_000 == 0 })
    }
}

/// Where the shared f1db copy lives, beside the package.
enum F1dbFolder {
    static let data = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data/f1db/data").standardizedFileURL
    static var isPresent: Bool { FileManager.default.fileExists(atPath: data.path) }
}
