import F1Domain
import F1Export
import F1TestSupport
import Foundation
import Testing

typealias S = SampleData

enum ExportSamples {
    static let source = ExportSource(id: "demo", name: "Test data")

    /// The document's JSON, parsed back as a parser in another language would see it.
    static func object(_ document: some ExportDocument) throws -> [String: Any] {
        let json = try ExportWriter.json(document)
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// A JSON number (NSNumber once parsed), not a string.
    static func number(_ value: Any?) -> Double? {
        guard !(value is String) else { return nil }
        return (value as? NSNumber)?.doubleValue
    }

    /// The CSV's records, split by a small RFC 4180 reader (quoted fields may hold commas, quotes and line breaks).
    static func records(_ csv: String) -> [[String]] {
        var records: [[String]] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(csv)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(field)
                field = ""
            } else if character == "\r\n" || character == "\n" {
                fields.append(field)
                records.append(fields)
                fields = []
                field = ""
            } else {
                field.append(character)
            }
        }
        return records
    }

    static func race(startTime: TimeOfDay? = TimeOfDay(hours: 13, minutes: 0)) -> Race {
        Race(
            season: 2025, round: 8, name: "Monaco Grand Prix", circuit: S.monaco, date: CalendarDate(year: 2025, month: 5, day: 25),
            startTime: startTime)
    }

    /// A winner, a finisher with a gap, a half-points finisher without a code, and a retirement.
    static let results = RaceResults(
        race: race(),
        results: [
            RaceResult(
                position: 1, positionText: "1", number: 1, driver: S.verstappen, constructor: S.redBull, grid: 1, laps: 78, status: "Finished",
                time: RaceTime(milliseconds: 6_093_607, display: "1:41:33.607"), points: 25,
                fastestLap: FastestLap(rank: 2, lap: 50, time: LapTime(milliseconds: 72_909), averageSpeed: 165.2)),
            RaceResult(
                position: 2, positionText: "2", driver: S.leclerc, constructor: S.ferrari, grid: 0, laps: 78, status: "Finished",
                time: RaceTime(display: "+5.155"), points: 18, fastestLap: FastestLap(rank: 1, lap: 44, time: LapTime(milliseconds: 72_608))),
            RaceResult(
                position: 3, positionText: "3", driver: Driver(id: "fangio", givenName: "Juan Manuel", familyName: "Fangio"),
                constructor: S.ferrari, laps: 77, status: "+1 Lap", points: 12.5),
            RaceResult(
                position: 4, positionText: "R", classification: .retired, driver: S.driver("norris", "Lando", "Norris", code: "NOR"),
                constructor: Constructor(id: "mclaren", name: "McLaren"), grid: 4, laps: 38, status: "Engine"),
        ])
}
