import F1Domain

/// A driver as every document names one: the id to join on, the code, the name.
struct DriverReference: Encodable, Sendable {
    var id: String
    var code: String?
    var name: String
    var nationality: String?

    init(_ driver: Driver) {
        id = driver.id.rawValue
        code = driver.code
        name = driver.fullName
        nationality = driver.nationality
    }

    var csvFields: [CSVField] { [.field(id), .field(code), .field(name)] }
    static func csvColumns(_ prefix: String) -> [String] { ["\(prefix)_id", "\(prefix)_code", "\(prefix)_name"] }
}

struct ConstructorReference: Encodable, Sendable {
    var id: String
    var name: String
    var nationality: String?

    init(_ constructor: Constructor) {
        id = constructor.id.rawValue
        name = constructor.name
        nationality = constructor.nationality
    }

    var csvFields: [CSVField] { [.field(id), .field(name)] }
    static func csvColumns(_ prefix: String) -> [String] { ["\(prefix)_id", "\(prefix)_name"] }
}

struct CircuitReference: Encodable, Sendable {
    var id: String
    var name: String
    var locality: String
    var country: String

    init(_ circuit: Circuit) {
        id = circuit.id.rawValue
        name = circuit.name
        locality = circuit.location.locality
        country = circuit.location.country
    }
}

/// A race of the calendar: when and where.
struct RaceReference: Encodable, Sendable {
    var season: Int
    var round: Int
    var name: String
    /// "2025-05-25": the race day as published.
    var date: String
    /// "2025-05-25T13:00:00Z", or without the Z for a time published as the place's local time; null when unknown.
    var startsAt: String?
    var circuit: CircuitReference

    init(_ race: Race) {
        season = race.season
        round = race.round
        name = race.name
        date = race.date.description
        startsAt = isoStart(race.date, race.startTime)
        circuit = CircuitReference(race.circuit)
    }

    var csvFields: [CSVField] {
        [
            .field(round), .field(name), .field(date), .field(startsAt), .field(circuit.id), .field(circuit.name), .field(circuit.locality),
            .field(circuit.country),
        ]
    }

    static let csvColumns = ["round", "race_name", "date", "starts_at", "circuit_id", "circuit_name", "locality", "country"]
}

/// A session's or race's start as ISO 8601: "2025-05-25T13:00:00Z" for a UTC time, without the Z
/// for a time published as the place's local time (TimeOfDay keeps which); null when unknown.
func isoStart(_ date: CalendarDate, _ time: TimeOfDay?) -> String? {
    time.map { "\(date)T\($0)" }
}

// MARK: - Machine shape

extension ConstructorReference: ExportObject {
    static let shape = ObjectShape<Self>(
        "constructor", "A constructor (team).",
        [
            .init("id", \.id, "The constructor's id in the source: stable, for joining."),
            .init("name", \.name, "The team's name."),
            .init("nationality", \.nationality, "The nationality as an adjective, e.g. \"Italian\"; null when unknown."),
        ])
}

extension DriverReference: ExportObject {
    static let shape = ObjectShape<Self>(
        "driver", "A driver.",
        [
            .init("id", \.id, "The driver's id in the source: stable, for joining."),
            .init("code", \.code, "The three-letter code on timing screens, e.g. \"VER\"; null for drivers without one."),
            .init("name", \.name, "Given and family name."),
            .init("nationality", \.nationality, "The nationality as an adjective, e.g. \"Dutch\"; null when unknown."),
        ])
}

extension CircuitReference: ExportObject {
    static let shape = ObjectShape<Self>(
        "circuit", "A circuit.",
        [
            .init("id", \.id, "The circuit's id in the source."),
            .init("name", \.name, "The circuit's name."),
            .init("locality", \.locality, "The town or district."),
            .init("country", \.country, "The country's English name."),
        ])
}

extension RaceReference: ExportObject {
    static let shape = ObjectShape<Self>(
        "race", "A race of the calendar.",
        [
            .init("season", \.season, "The season's year."),
            .init("round", \.round, "The race's 1-based round in the season.", .minimum(1)),
            .init("name", \.name, "The race's name, e.g. \"Monaco Grand Prix\"."),
            .init("date", \.date, "The race day as published (ISO 8601 date).", .pattern(#"^\d{4}-\d{2}-\d{2}$"#)),
            .init(
                "startsAt", \.startsAt,
                "The start, ISO 8601: in UTC with a Z; without one when the source published the place's local time; null when unknown.",
                .pattern(#"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z?$"#)),
            .init("circuit", \.circuit, "Where the race is held."),
        ])
}
