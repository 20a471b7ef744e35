import F1Data
import F1Domain
import F1UseCases
import Foundation

/// Drivers, constructors, circuits, grands prix and countries, read only when referenced and
/// decoded once per run.
actor F1dbReferenceData {
    let files: F1dbFiles
    private var drivers: [String: F1dbDriver] = [:]
    private var constructors: [String: F1dbConstructor] = [:]
    private var circuits: [String: F1dbCircuit] = [:]
    private var grandsPrix: [String: F1dbGrandPrix] = [:]
    private var countries: [String: F1dbCountry] = [:]

    init(files: F1dbFiles) {
        self.files = files
    }

    /// Loads what `ids` name that is not loaded yet, in parallel, plus the countries they need.
    func load(drivers driverIDs: Set<String> = [], constructors constructorIDs: Set<String> = [],
              circuits circuitIDs: Set<String> = [], grandsPrix grandPrixIDs: Set<String> = []) async throws {
        let data = files.layout.data
        for (id, value) in try await fetch(F1dbDriver.self, driverIDs.subtracting(drivers.keys), in: data.appending(path: "drivers")) { drivers[id] = value }
        for (id, value) in try await fetch(F1dbConstructor.self, constructorIDs.subtracting(constructors.keys), in: data.appending(path: "constructors")) { constructors[id] = value }
        for (id, value) in try await fetch(F1dbCircuit.self, circuitIDs.subtracting(circuits.keys), in: data.appending(path: "circuits")) { circuits[id] = value }
        for (id, value) in try await fetch(F1dbGrandPrix.self, grandPrixIDs.subtracting(grandsPrix.keys), in: data.appending(path: "grands-prix")) { grandsPrix[id] = value }
        let countryIDs = Set(drivers.values.map(\.nationalityCountryId) + constructors.values.map(\.countryId) + circuits.values.map(\.countryId))
        for (id, value) in try await fetch(F1dbCountry.self, countryIDs.subtracting(countries.keys), in: data.appending(path: "countries")) { countries[id] = value }
    }

    private func fetch<T: Decodable & Sendable>(_ type: T.Type, _ ids: Set<String>, in folder: URL) async throws -> [(String, T)] {
        let sorted = ids.sorted()
        let kind = folder.lastPathComponent
        let singular = ["drivers": "driver", "constructors": "constructor", "circuits": "circuit", "grands-prix": "grand prix", "countries": "country"][kind] ?? kind
        // An id is a file name: one with a slash, or "..", would read outside the folder.
        if let unusable = sorted.first(where: { $0.isEmpty || $0.contains("/") || $0 == "." || $0 == ".." || $0.contains("\0") }) {
            throw SourceError.malformed(MalformedData(.record("\(singular) \(String(reflecting: unusable))"), reason: "it cannot be a file name in \(kind)/"))
        }
        let values = try await files.decodeAllIfPresent(T.self, at: sorted.map { folder.appending(path: "\($0).yml") })
        // A row naming a record that has no file is an inconsistency in the data, not a missing path.
        if let missing = zip(sorted, values).first(where: { $0.1 == nil })?.0 {
            throw SourceError.f1db("\(kind)/\(missing).yml", "is missing, though the f1db data names \(singular) '\(missing)'")
        }
        return Array(zip(sorted, values.compactMap { $0 }))
    }

    /// A snapshot of everything loaded, as domain values, for synchronous lookups while mapping.
    func snapshot() throws -> F1dbLookups {
        var lookups = F1dbLookups()
        for (id, driver) in drivers {
            lookups.drivers[id] = try driver.toDriver(nationality: countries[driver.nationalityCountryId]?.demonym)
        }
        for (id, constructor) in constructors {
            lookups.constructors[id] = try constructor.toConstructor(nationality: countries[constructor.countryId]?.demonym)
        }
        for (id, circuit) in circuits {
            let location = Location(
                locality: circuit.placeName, country: countries[circuit.countryId]?.name ?? circuit.countryId,
                latitude: circuit.latitude, longitude: circuit.longitude)
            lookups.circuits[id] = try circuit.toCircuit(location: location)
        }
        lookups.grandPrixNames = grandsPrix.mapValues(\.fullName)
        return lookups
    }
}

/// Loaded reference data by id; a missing id is an inconsistency in the data, said in one sentence.
struct F1dbLookups: Sendable {
    var drivers: [String: Driver] = [:]
    var constructors: [String: Constructor] = [:]
    var circuits: [String: Circuit] = [:]
    var grandPrixNames: [String: String] = [:]

    func driver(_ id: Driver.ID) throws -> Driver {
        guard let driver = drivers[id.rawValue] else { throw SourceError.f1db("drivers/\(id).yml", "is missing, though the f1db data names driver '\(id)'") }
        return driver
    }

    func constructor(_ id: Constructor.ID) throws -> Constructor {
        guard let constructor = constructors[id.rawValue] else {
            throw SourceError.f1db("constructors/\(id).yml", "is missing, though the f1db data names constructor '\(id)'")
        }
        return constructor
    }

    func circuit(_ id: Circuit.ID) throws -> Circuit {
        guard let circuit = circuits[id.rawValue] else { throw SourceError.f1db("circuits/\(id).yml", "is missing, though the f1db data names circuit '\(id)'") }
        return circuit
    }
}
