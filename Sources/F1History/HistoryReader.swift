import F1Domain
import F1UseCases
import Foundation
import GRDB

/// Domain values read back from the index's rows, inside one read.
struct HistoryReader {
    let db: Database

    // MARK: - Reference

    func drivers(ids: Set<String>? = nil) throws -> [String: Driver] {
        var found: [String: Driver] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM drivers") {
            let id: String = row["id"]
            if let ids, !ids.contains(id) { continue }
            found[id] = Driver(
                id: Driver.ID(id), givenName: row["given_name"], familyName: row["family_name"], code: row["code"],
                permanentNumber: row["permanent_number"], dateOfBirth: (row["date_of_birth"] as String?).flatMap { CalendarDate($0) },
                nationality: row["nationality"], url: Self.url(row["url"]))
        }
        return found
    }

    func constructors() throws -> [String: Constructor] {
        var found: [String: Constructor] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM constructors") {
            let id: String = row["id"]
            found[id] = Constructor(id: Constructor.ID(id), name: row["name"], nationality: row["nationality"], url: Self.url(row["url"]))
        }
        return found
    }

    static func url(_ text: String?) -> URL? {
        text.flatMap { URL(string: $0) }
    }

    // MARK: - Calendar

    func races(season: Int) throws -> [Race] {
        var circuits: [String: Circuit] = [:]
        for row in try Row.fetchAll(
            db, sql: "SELECT * FROM circuits WHERE id IN (SELECT circuit_id FROM races WHERE season = ?)", arguments: [season])
        {
            let id: String = row["id"]
            circuits[id] = Circuit(
                id: Circuit.ID(id), name: row["name"],
                location: Location(locality: row["locality"], country: row["country"], latitude: row["latitude"], longitude: row["longitude"]),
                url: Self.url(row["url"]))
        }
        var races: [Race] = []
        for row in try Row.fetchAll(db, sql: "SELECT * FROM races WHERE season = ? ORDER BY round", arguments: [season]) {
            let circuitID: String = row["circuit_id"]
            let dateText: String = row["date"]
            guard let circuit = circuits[circuitID], let date = CalendarDate(dateText) else {
                throw HistoryStoreError.damaged("races", why: "\(season) round \(row["round"] as Int? ?? 0) names no circuit or date")
            }
            races.append(
                Race(
                    season: season, round: row["round"], name: row["name"], circuit: circuit, date: date,
                    startTime: (row["start_time"] as String?).flatMap { TimeOfDay($0) }, url: Self.url(row["url"]),
                    qualifyingFormat: (row["qualifying_format"] as String?).flatMap { QualifyingFormat(rawValue: $0) },
                    sprintLaps: row["sprint_laps"]))
        }
        for row in try Row.fetchAll(db, sql: "SELECT * FROM race_sessions WHERE season = ?", arguments: [season]) {
            let round: Int = row["round"]
            guard let index = races.firstIndex(where: { $0.round == round }), let session = HistorySession(rawValue: row["session"]),
                let date = CalendarDate(row["date"] as String)
            else { continue }
            session.set(SessionSchedule(date: date, startTime: (row["start_time"] as String?).flatMap { TimeOfDay($0) }), on: &races[index])
        }
        return races
    }
}
