import F1Data
import Foundation
import YAMLKit

/// Each f1db file kind that has a DTO, by where it lives, decoded through its generated type:
/// for the Benchmarks package, which cannot name the DTOs (docs/performance.md, "f1db").
@_spi(Benchmarks) public enum F1dbTypedFiles {
    /// Decodes a file's bytes as its DTO; the number of records, so no work can be optimised away.
    public typealias Decode = @Sendable (_ bytes: [UInt8], _ path: String) throws -> Int

    /// How to decode the file at `path` (relative to the data folder); nil for a file with no DTO.
    public static func decoder(for path: String) -> Decode? {
        let name = (path as NSString).lastPathComponent
        if path.hasPrefix("drivers/") { return { try records(F1dbDriver.self, $0, $1) } }
        if path.hasPrefix("constructors/") { return { try records(F1dbConstructor.self, $0, $1) } }
        if path.hasPrefix("circuits/") { return { try records(F1dbCircuit.self, $0, $1) } }
        if path.hasPrefix("grands-prix/") { return { try records(F1dbGrandPrix.self, $0, $1) } }
        if path.hasPrefix("countries/") { return { try records(F1dbCountry.self, $0, $1) } }
        guard path.hasPrefix("seasons/") else { return nil }
        switch name {
        case "race.yml": return { try records(F1dbRace.self, $0, $1) }
        case "race-results.yml", "sprint-race-results.yml": return { try records([F1dbRaceResult].self, $0, $1) }
        case "qualifying-results.yml": return { try records([F1dbQualifyingResult].self, $0, $1) }
        case "fastest-laps.yml": return { try records([F1dbFastestLap].self, $0, $1) }
        case "driver-standings.yml": return { try records([F1dbDriverStanding].self, $0, $1) }
        case "constructor-standings.yml": return { try records([F1dbConstructorStanding].self, $0, $1) }
        default: return nil
        }
    }

    private static func records<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], _ path: String) throws -> Int {
        ((try YAMLDecoder.f1db.decode(T.self, from: bytes, path: path)) as? [Any])?.count ?? 1
    }
}

extension F1dbRepository {
    /// `init(path:onRead:)` for the Benchmarks package: which files a read touches.
    @_spi(Benchmarks) public static func observingReads(path: String, onRead: @escaping @Sendable (String) -> Void) throws -> F1dbRepository {
        try F1dbRepository(path: path, onRead: onRead)
    }
}
