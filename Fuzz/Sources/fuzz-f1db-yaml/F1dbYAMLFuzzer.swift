import Foundation
import YAMLKit

@testable import F1Data
@testable import F1DataF1db

/// Decodes the input as the f1db file kind its first byte picks, as the f1db source reads it, then
/// maps it to domain values where that needs no other file. Errors are expected; a crash or a hang is a finding.
func fuzzF1dbYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let decoder = YAMLDecoder.f1db
    let lookups = F1dbLookups()
    switch data[0] % 9 {
    case 0:
        guard let race = try? decoder.decode(F1dbRace.self, from: bytes, path: "race.yml") else { return 0 }
        _ = try? race.toDomain(season: 2024, lookups: lookups)
    case 1:
        guard let rows = try? decoder.decode([F1dbRaceResult].self, from: bytes, path: "race-results.yml") else { return 0 }
        if let results = try? F1dbResultRows.map(rows, lookups: lookups) {
            _ = F1dbResultRows.adding(fastestLaps: [], to: results, rows: rows)
        }
        for (index, row) in rows.enumerated() {
            _ = F1dbResultRows.status(row)
            _ = F1dbResultRows.time(row, isFirst: index == 0, winnerTime: nil)
        }
    case 2: _ = try? decoder.decode([F1dbQualifyingResult].self, from: bytes, path: "qualifying-results.yml")
    case 3: _ = try? decoder.decode([F1dbFastestLap].self, from: bytes, path: "fastest-laps.yml")
    case 4: _ = try? decoder.decode([F1dbDriverStanding].self, from: bytes, path: "driver-standings.yml")
    case 5: _ = try? decoder.decode([F1dbConstructorStanding].self, from: bytes, path: "constructor-standings.yml")
    case 6:
        guard let driver = try? decoder.decode(F1dbDriver.self, from: bytes, path: "driver.yml") else { return 0 }
        _ = try? driver.toDriver(nationality: nil)
    case 7:
        guard let constructor = try? decoder.decode(F1dbConstructor.self, from: bytes, path: "constructor.yml") else { return 0 }
        _ = try? constructor.toConstructor(nationality: nil)
    default:
        _ = try? decoder.decode(F1dbCircuit.self, from: bytes, path: "circuit.yml")
        _ = try? decoder.decode(F1dbGrandPrix.self, from: bytes, path: "grand-prix.yml")
        _ = try? decoder.decode(F1dbCountry.self, from: bytes, path: "country.yml")
    }
    return 0
}
