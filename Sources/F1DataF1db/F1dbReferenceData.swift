import F1Data
import F1Domain
import F1UseCases

/// Drivers, constructors, circuits, grands prix and countries, read only when referenced, each
/// file read and turned into a domain value once per repository, even when every season asks for
/// it at the same time.
final class F1dbReferenceData: Sendable {
    let files: F1dbFiles
    private let drivers = F1dbOnce<String, Driver>()
    private let constructors = F1dbOnce<String, Constructor>()
    private let circuits = F1dbOnce<String, Circuit>()
    private let grandPrixNames = F1dbOnce<String, String>()
    private let countries = F1dbOnce<String, F1dbCountry>()

    init(files: F1dbFiles) {
        self.files = files
    }

    /// The records `ids` name, for synchronous lookups while mapping; read in parallel where not
    /// read yet. A record that names a country needs it too.
    func lookups(
        drivers driverIDs: Set<String> = [], constructors constructorIDs: Set<String> = [],
        circuits circuitIDs: Set<String> = [], grandsPrix grandPrixIDs: Set<String> = []
    ) async throws -> F1dbLookups {
        let drivers = try Kind.drivers.check(driverIDs)
        let constructors = try Kind.constructors.check(constructorIDs)
        let circuits = try Kind.circuits.check(circuitIDs)
        let grandsPrix = try Kind.grandsPrix.check(grandPrixIDs)
        async let driverValues = values(drivers, in: self.drivers) { try await self.driver($0) }
        async let constructorValues = values(constructors, in: self.constructors) { try await self.constructor($0) }
        async let circuitValues = values(circuits, in: self.circuits) { try await self.circuit($0) }
        async let names = values(grandsPrix, in: grandPrixNames) { try self.read(F1dbGrandPrix.self, $0, .grandsPrix).fullName }
        return F1dbLookups(
            drivers: try await driverValues, constructors: try await constructorValues, circuits: try await circuitValues,
            grandPrixNames: try await names)
    }

    /// Every id's value by id, started together, awaited in id order so that the same damage
    /// is reported first on every run.
    private func values<Value: Sendable>(
        _ ids: [String], in once: F1dbOnce<String, Value>,
        _ load: @escaping @Sendable (String) async throws -> Value
    ) async throws -> [String: Value] {
        let tasks = ids.map { id in once.task(id) { try await load(id) } }
        var values: [String: Value] = [:]
        for (id, task) in zip(ids, tasks) { values[id] = try await task.value }
        return values
    }

    private func driver(_ id: String) async throws -> Driver {
        let driver = try read(F1dbDriver.self, id, .drivers)
        return try driver.toDriver(nationality: try await country(driver.nationalityCountryId).demonym)
    }

    private func constructor(_ id: String) async throws -> Constructor {
        let constructor = try read(F1dbConstructor.self, id, .constructors)
        return try constructor.toConstructor(nationality: try await country(constructor.countryId).demonym)
    }

    private func circuit(_ id: String) async throws -> Circuit {
        let circuit = try read(F1dbCircuit.self, id, .circuits)
        let location = Location(
            locality: circuit.placeName, country: try await country(circuit.countryId).name,
            latitude: circuit.latitude, longitude: circuit.longitude)
        return try circuit.toCircuit(location: location)
    }

    private func country(_ id: String) async throws -> F1dbCountry {
        let id = try Kind.countries.check([id])[0]
        return try await countries.value(id) { try self.read(F1dbCountry.self, id, .countries) }
    }

    /// A record's file; a row naming a record that has no file is an inconsistency in the data,
    /// not a missing path.
    private func read<T: Decodable>(_ type: T.Type, _ id: String, _ kind: Kind) throws -> T {
        guard let value = try files.decodeIfPresent(T.self, atPath: files.layout.dataPath + "/\(kind.rawValue)/\(id).yml") else {
            throw SourceError.f1db("\(kind.rawValue)/\(id).yml", "is missing, though the f1db data names \(kind.singular) '\(id)'")
        }
        return value
    }

    /// A reference folder and what one of its records is called in a sentence.
    enum Kind: String {
        case drivers, constructors, circuits
        case grandsPrix = "grands-prix"
        case countries

        var singular: String {
            switch self {
            case .drivers: "driver"
            case .constructors: "constructor"
            case .circuits: "circuit"
            case .grandsPrix: "grand prix"
            case .countries: "country"
            }
        }

        /// The ids sorted; an id is a file name, and one with a slash, or "..", would read outside the folder.
        func check(_ ids: Set<String>) throws -> [String] {
            let sorted = ids.sorted()
            if let unusable = sorted.first(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.utf8.contains { $0 == UInt8(ascii: "/") || $0 == 0 } }
            ) {
                throw SourceError.malformed(
                    MalformedData(.record("\(singular) \(String(reflecting: unusable))"), reason: "it cannot be a file name in \(rawValue)/"))
            }
            return sorted
        }
    }
}

/// Loaded reference data by id; a missing id is an inconsistency in the data, said in one sentence.
struct F1dbLookups: Sendable {
    var drivers: [String: Driver] = [:]
    var constructors: [String: Constructor] = [:]
    var circuits: [String: Circuit] = [:]
    var grandPrixNames: [String: String] = [:]

    func driver(_ id: Driver.ID) throws -> Driver {
        guard let driver = drivers[id.rawValue] else {
            throw SourceError.f1db("drivers/\(id).yml", "is missing, though the f1db data names driver '\(id)'")
        }
        return driver
    }

    func constructor(_ id: Constructor.ID) throws -> Constructor {
        guard let constructor = constructors[id.rawValue] else {
            throw SourceError.f1db("constructors/\(id).yml", "is missing, though the f1db data names constructor '\(id)'")
        }
        return constructor
    }

    func circuit(_ id: Circuit.ID) throws -> Circuit {
        guard let circuit = circuits[id.rawValue] else {
            throw SourceError.f1db("circuits/\(id).yml", "is missing, though the f1db data names circuit '\(id)'")
        }
        return circuit
    }
}
