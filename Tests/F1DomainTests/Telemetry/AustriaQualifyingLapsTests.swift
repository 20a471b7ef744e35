import F1Domain
import Foundation
import Testing

/// Where the laps are.
enum AustriaLaps {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data/telemetry/tracinginsights/2026-austria-qualifying").standardizedFileURL
    static var isPresent: Bool { FileManager.default.fileExists(atPath: folder.appending(path: "RUS/19_tel.json").path) }
}

/// Pole and P2 of the 2026 Austrian Grand Prix qualifying (George Russell 66.113 s, Charles
/// Leclerc 66.349 s), from TracingInsights' FastF1-derived laps in ../shared/data/telemetry. The
/// files are read here with Foundation, apart from any F1Kit decoder; "None" is a missing value.
@Suite(.enabled(if: AustriaLaps.isPresent, "../shared/data/telemetry is absent: the Austrian laps are not available"))
struct AustriaQualifyingLapsTests {
    static let folder = AustriaLaps.folder

    /// The lap `driver` ran as `lap`, its time from the driver's lap table.
    static func lap(_ driver: String, _ lap: Int) throws -> LapTelemetry {
        let telemetry = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appending(path: "\(driver)/\(lap)_tel.json")))
        guard let channels = (telemetry as? [String: Any])?["tel"] as? [String: Any] else { throw Unreadable(file: "\(driver)/\(lap)_tel.json") }
        func numbers(_ name: String) throws -> [Double?] {
            guard let values = channels[name] as? [Any] else { throw Unreadable(file: "\(driver)/\(lap)_tel.json: \(name)") }
            return values.map { ($0 as? NSNumber)?.doubleValue }
        }
        let (time, speed, distance) = (try numbers("time"), try numbers("speed"), try numbers("distance"))
        let (throttle, brake, gear, rpm, x, y) = (
            try numbers("throttle"), try numbers("brake"), try numbers("gear"), try numbers("rpm"), try numbers("x"), try numbers("y")
        )
        let samples = try time.indices.map { index in
            TelemetrySample(
                time: try #require(time[index]), distance: distance[index], speed: try #require(speed[index]), throttle: throttle[index],
                brake: brake[index].map { $0 != 0 }, gear: gear[index].map { Int($0) }, rpm: rpm[index], x: x[index], y: y[index])
        }
        let table = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appending(path: "\(driver)/laptimes.json")))
        guard let columns = table as? [String: Any], let laps = columns["lap"] as? [Any], let times = columns["time"] as? [Any],
            let row = laps.firstIndex(where: { ($0 as? NSNumber)?.intValue == lap }), row < times.count,
            let lapTime = (times[row] as? NSNumber)?.doubleValue  // trap-ok: row < times.count.
        else { throw Unreadable(file: "\(driver)/laptimes.json") }
        return LapTelemetry(driver: driver, lap: lap, lapTime: lapTime, samples: samples)
    }

    @Test func eachTraceEndsAtItsLapsTime() throws {
        for (driver, number, time) in [("RUS", 19, 66.113), ("LEC", 14, 66.349)] {
            let lap = try Self.lap(driver, number)
            #expect(lap.lapTime == time)
            #expect(lap.samples.last?.time == time)
            #expect(lap.timeAtLine == time)
        }
    }

    @Test func theDeltaAtTheLineIsTheLapTimesDifference() throws {
        let pole = try Self.lap("RUS", 19)
        let second = try Self.lap("LEC", 14)
        let delta = try #require(LapDelta(reference: pole, compared: second))
        #expect(abs((delta.atLine ?? 0) - (66.349 - 66.113)) < 0.001)
        #expect(abs((delta.points.last?.distance ?? 0) - (pole.distanceCovered ?? 0)) < 1e-6)
        // Both laps start together.
        #expect(abs(delta.points.first?.delta ?? 1) < 1e-9)
    }

    @Test func thePeakSpeedsAreTheFilesOwn() throws {
        #expect(try Self.lap("RUS", 19).topSpeed == 329)
        #expect(try Self.lap("LEC", 14).topSpeed == 325)
    }

    /// The positions draw a closed line about as long as the lap: within 2% of its distance, and
    /// ending within 0.5% of that length of where it began.
    @Test func theOutlineFromPositionsClosesAndIsAsLongAsTheLap() throws {
        for (driver, number) in [("RUS", 19), ("LEC", 14)] {
            let lap = try Self.lap(driver, number)
            let outline = try #require(TrackOutline(lap: lap))
            let distance = try #require(lap.distanceCovered)
            #expect(abs(outline.length - distance) / distance < 0.02, "\(driver): \(outline.length) m against \(distance) m")
            #expect(outline.closingGap < outline.length * 0.005, "\(driver): \(outline.closingGap) m")
        }
    }

    /// Distance integrated from the speed alone comes within 1% of FastF1's.
    @Test func distanceFromSpeedAgreesWithTheSources() throws {
        let lap = try Self.lap("RUS", 19)
        var speedOnly = lap
        for index in speedOnly.samples.indices { speedOnly.samples[index].distance = nil }
        let integrated = try #require(speedOnly.withDistance().distanceCovered)
        let given = try #require(lap.distanceCovered)
        #expect(abs(integrated - given) / given < 0.01, "\(integrated) m against \(given) m")
    }
}

/// A file of the staged laps not in the shape the README describes.
struct Unreadable: Error {
    var file: String
}
