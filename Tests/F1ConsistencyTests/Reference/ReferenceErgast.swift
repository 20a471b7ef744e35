// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Properties are named as the Ergast JSON names its keys, so the synthesised Codable reads them.

import Foundation

// Hand-written from the meaning of Schemas/Ergast: every scalar is a JSON string, absent data is
// an absent key, `Time`, `FastestLap.Time` and `FastestLap.AverageSpeed` are nested objects.

/// Reads and writes numbers the way the Ergast API does: as strings, whole numbers without a fraction.
enum ErgastNumber {
    static func int(_ text: String?, _ key: String) throws -> Int? {
        guard let text else { return nil }
        guard let value = Int(text) else { throw ReferenceError.notANumber(key, text) }
        return value
    }

    static func double(_ text: String?, _ key: String) throws -> Double? {
        guard let text else { return nil }
        guard let value = Double(text) else { throw ReferenceError.notANumber(key, text) }
        return value
    }

    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

enum ReferenceError: Error {
    case notANumber(String, String)
}

struct ReferenceErgastResponse: Decodable {
    var MRData: ReferenceMRData
}

struct ReferenceMRData: Decodable {
    var total: String
    var SeasonTable: SeasonTableBody?
    var RaceTable: RaceTableBody?

    struct SeasonTableBody: Decodable { var Seasons: [ReferenceErgastSeason] }
    struct RaceTableBody: Decodable { var Races: [ReferenceErgastRace] }
}

struct ReferenceErgastSeason: Codable {
    var season: String
    var url: String?

    func toDomain() throws -> ReferenceSeason {
        ReferenceSeason(year: try ErgastNumber.int(season, "season") ?? 0, url: url.flatMap(URL.init(string:)))
    }
}

struct ReferenceErgastLocation: Codable {
    var lat: String?
    var long: String?
    var locality: String
    var country: String
}

struct ReferenceErgastCircuit: Codable {
    var circuitId: String
    var url: String?
    var circuitName: String
    var Location: ReferenceErgastLocation

    func toDomain() throws -> ReferenceCircuit {
        ReferenceCircuit(
            id: circuitId, name: circuitName,
            location: ReferenceLocation(
                locality: Location.locality, country: Location.country,
                latitude: try ErgastNumber.double(Location.lat, "lat"),
                longitude: try ErgastNumber.double(Location.long, "long")),
            url: url.flatMap(URL.init(string:)))
    }
}

struct ReferenceErgastSession: Codable {
    var date: String
    var time: String?

    var domain: ReferenceSession { ReferenceSession(date: date, startTime: time) }
}

struct ReferenceErgastRace: Codable {
    var season: String
    var round: String
    var url: String?
    var raceName: String
    var Circuit: ReferenceErgastCircuit
    var date: String
    var time: String?
    var FirstPractice: ReferenceErgastSession?
    var SecondPractice: ReferenceErgastSession?
    var ThirdPractice: ReferenceErgastSession?
    var Qualifying: ReferenceErgastSession?
    var SprintQualifying: ReferenceErgastSession?
    var SprintShootout: ReferenceErgastSession?
    var Sprint: ReferenceErgastSession?
    var Results: [ReferenceErgastResult]?

    func toDomain() throws -> ReferenceRace {
        ReferenceRace(
            season: try ErgastNumber.int(season, "season") ?? 0, round: try ErgastNumber.int(round, "round") ?? 0,
            name: raceName, circuit: try Circuit.toDomain(), date: date, startTime: time,
            url: url.flatMap(URL.init(string:)),
            firstPractice: FirstPractice?.domain, secondPractice: SecondPractice?.domain,
            thirdPractice: ThirdPractice?.domain, qualifying: Qualifying?.domain,
            sprintQualifying: (SprintQualifying ?? SprintShootout)?.domain, sprint: Sprint?.domain)
    }
}

struct ReferenceErgastDriver: Codable {
    var driverId: String
    var permanentNumber: String?
    var code: String?
    var url: String?
    var givenName: String
    var familyName: String
    var dateOfBirth: String?
    var nationality: String?

    func toDomain() throws -> ReferenceDriver {
        ReferenceDriver(
            id: driverId, givenName: givenName, familyName: familyName, code: code,
            permanentNumber: try ErgastNumber.int(permanentNumber, "permanentNumber"),
            dateOfBirth: dateOfBirth, nationality: nationality, url: url.flatMap(URL.init(string:)))
    }
}

struct ReferenceErgastConstructor: Codable {
    var constructorId: String
    var url: String?
    var name: String
    var nationality: String?

    var domain: ReferenceConstructor {
        ReferenceConstructor(id: constructorId, name: name, nationality: nationality, url: url.flatMap(URL.init(string:)))
    }
}
