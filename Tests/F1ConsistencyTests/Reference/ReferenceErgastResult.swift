// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Properties are named as the Ergast JSON names its keys, so the synthesised Codable reads them.

import Foundation

struct ReferenceErgastResult: Codable {
    struct TimeBody: Codable {
        var millis: String?
        var time: String
    }

    struct FastestLapBody: Codable {
        struct LapTimeText: Codable { var time: String? }
        struct Speed: Codable {
            var speed: String?
            var units: String?
        }

        var rank: String?
        var lap: String?
        var Time: LapTimeText?
        var AverageSpeed: Speed?
    }

    var number: String?
    var position: String
    var positionText: String
    var points: String
    var Driver: ReferenceErgastDriver
    var Constructor: ReferenceErgastConstructor
    var grid: String?
    var laps: String
    var status: String
    var Time: TimeBody?
    var FastestLap: FastestLapBody?

    /// Ergast's position letters; a number means the car was classified.
    static let classifications = [
        "R": "retired", "D": "disqualified", "E": "excluded", "W": "withdrawn", "F": "failedToQualify", "N": "notClassified",
    ]

    func toDomain() throws -> ReferenceRaceResult {
        ReferenceRaceResult(
            position: try ErgastNumber.int(position, "position") ?? 0,
            positionText: positionText,
            classification: Self.classifications[positionText] ?? "classified",
            number: try ErgastNumber.int(number, "number"),
            driver: try Driver.toDomain(),
            constructor: Constructor.domain,
            engine: nil, sharedCar: false,
            grid: try ErgastNumber.int(grid, "grid"),
            laps: try ErgastNumber.int(laps, "laps") ?? 0,
            status: status,
            time: try Time.map { ReferenceRaceTime(milliseconds: try ErgastNumber.int($0.millis, "millis"), display: $0.time) },
            points: try ErgastNumber.double(points, "points") ?? 0,
            fastestLap: try FastestLap.map {
                ReferenceFastestLap(
                    rank: try ErgastNumber.int($0.rank, "rank"), lap: try ErgastNumber.int($0.lap, "lap"),
                    time: $0.Time?.time, averageSpeed: try ErgastNumber.double($0.AverageSpeed?.speed, "speed"))
            })
    }
}
