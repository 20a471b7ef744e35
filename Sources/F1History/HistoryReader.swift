import F1Domain
import F1UseCases
import Foundation
import GRDB

/// Domain values read back from the index's rows, inside one read.
struct HistoryReader {
    let db: Database
    let reference: HistoryReference

    // MARK: - Calendar

    /// A season's calendar in round order, or every season's (`season` nil) by season and round.
    func races(season: Int?) throws -> [Race] {
        let circuits = reference.circuits
        var races: [Race] = []
        let calendar = """
            SELECT season, round, name, circuit_id, date, start_time, url, qualifying_format, sprint_laps FROM races
            WHERE ?1 IS NULL OR season = ?1 ORDER BY season, round
            """
        for row in try Row.fetchAll(db, sql: calendar, arguments: [season]) {
            let circuitID: String = row[3]
            let dateText: String = row[4]
            guard let circuit = circuits[circuitID], let date = CalendarDate(dateText) else {
                throw HistoryStoreError.damaged("races", why: "\(row[0] as Int? ?? 0) round \(row[1] as Int? ?? 0) names no circuit or date")
            }
            races.append(
                Race(
                    season: row[0], round: row[1], name: row[2], circuit: circuit, date: date,
                    startTime: (row[5] as String?).flatMap { TimeOfDay($0) }, url: HistoryReference.url(row[6]),
                    qualifyingFormat: (row[7] as String?).flatMap { QualifyingFormat(rawValue: $0) }, sprintLaps: row[8]))
        }
        let sessions = "SELECT season, round, session, date, start_time FROM race_sessions WHERE ?1 IS NULL OR season = ?1"
        var index: [Int: Int] = [:]
        for (offset, race) in races.enumerated() { index[race.season * 100 + race.round] = offset }
        for row in try Row.fetchAll(db, sql: sessions, arguments: [season]) {
            let key = (row[0] as Int) * 100 + (row[1] as Int)
            guard let offset = index[key], let session = HistorySession(rawValue: row[2]), let date = CalendarDate(row[3] as String) else { continue }
            session.set(SessionSchedule(date: date, startTime: (row[4] as String?).flatMap { TimeOfDay($0) }), on: &races[offset])
        }
        return races
    }
}

/// The reference tables as domain values.
struct HistoryReference: Sendable {
    var drivers: [String: Driver] = [:]
    var constructors: [String: Constructor] = [:]
    var circuits: [String: Circuit] = [:]

    init(db: Database) throws {
        let driverColumns = "SELECT id, given_name, family_name, code, permanent_number, date_of_birth, nationality, url FROM drivers"
        for row in try Row.fetchAll(db, sql: driverColumns) {
            let id: String = row[0]
            drivers[id] = Driver(
                id: Driver.ID(id), givenName: row[1], familyName: row[2], code: row[3], permanentNumber: row[4],
                dateOfBirth: (row[5] as String?).flatMap { CalendarDate($0) }, nationality: row[6], url: Self.url(row[7]))
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, name, nationality, url FROM constructors") {
            let id: String = row[0]
            constructors[id] = Constructor(id: Constructor.ID(id), name: row[1], nationality: row[2], url: Self.url(row[3]))
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, name, locality, country, latitude, longitude, url FROM circuits") {
            let id: String = row[0]
            circuits[id] = Circuit(
                id: Circuit.ID(id), name: row[1], location: Location(locality: row[2], country: row[3], latitude: row[4], longitude: row[5]),
                url: Self.url(row[6]))
        }
    }

    static func url(_ text: String?) -> URL? {
        text.flatMap { URL(string: $0) }
    }
}
