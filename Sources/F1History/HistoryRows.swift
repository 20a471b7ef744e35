import F1Domain
import F1UseCases
import GRDB

/// The rows of one index being written: the reference tables gathered from every result and
/// race (the last value seen wins, as a source's lookups give one value per id), the rest
/// inserted as they come.
struct HistoryRows {
    let db: Database
    private var drivers: [Driver.ID: Driver] = [:]
    private var constructors: [Constructor.ID: Constructor] = [:]
    private var circuits: [Circuit.ID: Circuit] = [:]

    init(db: Database) {
        self.db = db
    }

    mutating func info(_ version: Int, sourceName: String, contentKey: String) throws {
        let statement = try db.makeStatement(sql: "INSERT INTO index_info (key, value) VALUES (?, ?)")
        for (key, value) in [("schema_version", String(version)), ("source", sourceName), ("content_key", contentKey)] {
            try statement.execute(arguments: [key, value])
        }
    }

    mutating func insert(_ season: HistorySeason) throws {
        let run = season.results.races.count
        try db.execute(
            sql: "INSERT INTO seasons (year, scheduled_rounds, races_run, standings_round) VALUES (?, ?, ?, ?)",
            arguments: [season.year, season.calendar.count, run, season.standings?.drivers.round])
        let withResults = Set(season.results.races.map(\.race.round))
        for race in season.calendar { try insert(race, hasResults: withResults.contains(race.round)) }
        let races = try db.makeStatement(sql: Self.insertResult(into: "race_results", pole: true))
        for race in season.results.races {
            let pole = Self.poleRow(race.results, driver: season.poles[race.race.round])
            for (index, row) in race.results.enumerated() {
                remember(row.driver, row.constructor)
                try races.execute(arguments: StatementArguments(Self.arguments(race.race, ordinal: index + 1, row.fields) + [index == pole]))
            }
        }
        let sprints = try db.makeStatement(sql: Self.insertResult(into: "sprint_results", pole: false))
        for sprint in season.results.sprints {
            for (index, row) in sprint.results.enumerated() {
                remember(row.driver, row.constructor)
                try sprints.execute(arguments: StatementArguments(Self.arguments(sprint.race, ordinal: index + 1, row.fields)))
            }
        }
        if let standings = season.standings { try insert(standings.drivers, standings.constructors) }
    }

    private mutating func insert(_ race: Race, hasResults: Bool) throws {
        circuits[race.circuit.id] = race.circuit
        try db.execute(
            sql: """
                INSERT INTO races (season, round, name, circuit_id, date, start_time, url, qualifying_format, sprint_laps, has_results)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                race.season, race.round, race.name, race.circuit.id.rawValue, race.date.description, race.startTime?.description,
                race.url?.absoluteString, race.qualifyingFormat?.rawValue, race.sprintLaps, hasResults,
            ])
        for (session, schedule) in HistorySession.schedules(of: race) {
            try db.execute(
                sql: "INSERT INTO race_sessions (season, round, session, date, start_time) VALUES (?, ?, ?, ?, ?)",
                arguments: [race.season, race.round, session.rawValue, schedule.date.description, schedule.startTime?.description])
        }
    }

    private mutating func insert(_ drivers: DriverStandingsTable, _ constructors: ConstructorStandingsTable) throws {
        let driverRow = try db.makeStatement(
            sql: "INSERT INTO driver_standings (season, round, position, position_text, driver_id, points, wins) VALUES (?, ?, ?, ?, ?, ?, ?)")
        let team = try db.makeStatement(sql: "INSERT INTO driver_standing_teams (season, driver_id, ordinal, constructor_id) VALUES (?, ?, ?, ?)")
        for standing in drivers.driverStandings {
            self.drivers[standing.driver.id] = self.drivers[standing.driver.id] ?? standing.driver
            try driverRow.execute(arguments: [
                drivers.season, drivers.round, standing.position, standing.positionText, standing.driver.id.rawValue, standing.points, standing.wins,
            ])
            for (index, constructor) in standing.constructors.enumerated() {
                self.constructors[constructor.id] = self.constructors[constructor.id] ?? constructor
                try team.execute(arguments: [drivers.season, standing.driver.id.rawValue, index + 1, constructor.id.rawValue])
            }
        }
        let constructorRow = try db.makeStatement(
            sql: """
                INSERT INTO constructor_standings (season, round, position, position_text, constructor_id, engine, points, wins)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for standing in constructors.constructorStandings {
            self.constructors[standing.constructor.id] = self.constructors[standing.constructor.id] ?? standing.constructor
            try constructorRow.execute(arguments: [
                constructors.season, constructors.round, standing.position, standing.positionText, standing.constructor.id.rawValue,
                standing.engine, standing.points, standing.wins,
            ])
        }
    }

    private mutating func remember(_ driver: Driver, _ constructor: Constructor) {
        drivers[driver.id] = driver
        constructors[constructor.id] = constructor
    }

    /// The reference tables, once every season has named its drivers, teams and circuits.
    mutating func flushReference() throws {
        let driver = try db.makeStatement(
            sql: """
                INSERT INTO drivers (id, given_name, family_name, code, permanent_number, date_of_birth, nationality, url)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for value in drivers.values.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
            try driver.execute(arguments: [
                value.id.rawValue, value.givenName, value.familyName, value.code, value.permanentNumber, value.dateOfBirth?.description,
                value.nationality, value.url?.absoluteString,
            ])
        }
        let constructor = try db.makeStatement(sql: "INSERT INTO constructors (id, name, nationality, url) VALUES (?, ?, ?, ?)")
        for value in constructors.values.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
            try constructor.execute(arguments: [value.id.rawValue, value.name, value.nationality, value.url?.absoluteString])
        }
        let circuit = try db.makeStatement(
            sql: "INSERT INTO circuits (id, name, locality, country, latitude, longitude, url) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for value in circuits.values.sorted(by: { $0.id.rawValue < $1.id.rawValue }) {
            try circuit.execute(arguments: [
                value.id.rawValue, value.name, value.location.locality, value.location.country, value.location.latitude,
                value.location.longitude, value.url?.absoluteString,
            ])
        }
    }

    // MARK: - Results

    /// The one row that holds the pole: the pole-sitter's car on grid slot 1, else the
    /// pole-sitter's first row (a car that did not start). In the 1950s a driver could have two
    /// rows in one race (a shared drive), and the pole is counted once.
    static func poleRow(_ results: [RaceResult], driver: Driver.ID?) -> Int? {
        guard let driver else { return nil }
        return results.firstIndex { $0.driver.id == driver && $0.grid == 1 } ?? results.firstIndex { $0.driver.id == driver }
    }

    private static func insertResult(into table: String, pole: Bool) -> String {
        let columns =
            [
                "season", "round", "ordinal", "place", "position", "position_text", "classification", "number", "driver_id", "constructor_id",
                "engine", "shared_car", "grid", "laps", "status", "time_ms", "time_text", "points", "fastest_lap_rank", "fastest_lap_number",
                "fastest_lap_ms", "fastest_lap_speed",
            ] + (pole ? ["pole"] : [])
        return
            "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
    }

    private static func arguments(_ race: Race, ordinal: Int, _ row: HistoryResultFields) -> [(any DatabaseValueConvertible)?] {
        [
            race.season, race.round, ordinal, row.position, row.classification == .classified ? row.position : nil, row.positionText,
            row.classification.rawValue, row.number, row.driver.id.rawValue, row.constructor.id.rawValue, row.engine, row.sharedCar, row.grid,
            row.laps, row.status, row.time?.milliseconds, row.time?.display, row.points, row.fastestLap?.rank, row.fastestLap?.lap,
            row.fastestLap?.time?.milliseconds, row.fastestLap?.averageSpeed,
        ]
    }
}
