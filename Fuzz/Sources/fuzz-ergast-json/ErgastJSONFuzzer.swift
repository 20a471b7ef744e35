import Foundation

@testable import F1Data

/// Reads the input as one page of an Ergast/Jolpica response, as the API source does, then maps
/// every table it holds to domain values. Errors are expected; a crash or a hang is a finding.
func fuzzErgastJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(UnsafeBufferPointer(start: data, count: size))
    guard let page = try? ErgastPage.decode(body, offset: 0) else { return 0 }
    _ = page.rowCount
    _ = ErgastMRData.merging([page, page])
    for season in page.seasonTable?.seasons ?? [] { _ = try? season.toSeason() }
    for race in page.raceTable?.races ?? [] {
        _ = try? race.toRace()
        for result in race.results ?? [] { _ = try? result.toRaceResult() }
    }
    for list in page.standingsTable?.lists ?? [] {
        _ = try? list.toDriverStandingsTable()
        _ = try? list.toConstructorStandingsTable()
    }
    for driver in page.driverTable?.drivers ?? [] { _ = try? driver.toDriver() }
    for constructor in page.constructorTable?.constructors ?? [] { _ = try? constructor.toConstructor() }
    for circuit in page.circuitTable?.circuits ?? [] { _ = try? circuit.toCircuit() }
    return 0
}
