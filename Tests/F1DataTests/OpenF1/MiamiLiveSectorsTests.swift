import F1Data
import F1Domain
import F1UseCases
import Foundation
import Testing

/// The live board's sector marks and weather on a replay of the recorded Miami race, against the
/// same facts worked out here from the recording's own JSON with Foundation alone.
@Suite(.enabled(if: OpenF1Folder.isPresent, OpenF1Folder.absent))
struct MiamiLiveSectorsTests {
    /// A lap as laps.json has it: when it started and ended (ms since 1970) and its sectors.
    struct RawLap {
        var driver: Int
        var lap: Int
        var start: Int?
        var duration: Double?
        var sectors: [Double?]
    }

    static func milliseconds(_ text: String) -> Int? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        guard text.hasSuffix("+00:00"), let date = formatter.date(from: String(text.prefix(19))) else { return nil }
        let fraction = text.dropFirst(19).dropLast(6).drop { $0 == "." }
        let millis = Int(String((fraction + "000").prefix(3))) ?? 0
        return Int(date.timeIntervalSince1970) * 1000 + millis
    }

    static func json(_ name: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: OpenF1Folder.root.appending(path: "2026-miami-race/\(name).json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    static func rawLaps() throws -> [RawLap] {
        try json("laps").map { record in
            RawLap(
                driver: record["driver_number"] as? Int ?? 0, lap: record["lap_number"] as? Int ?? 0,
                start: (record["date_start"] as? String).flatMap(milliseconds), duration: record["lap_duration"] as? Double,
                sectors: (1...3).map { record["duration_sector_\($0)"] as? Double })
        }
    }

    /// Each car's last completed lap's marks at `instant`: a lap is completed at its start plus its
    /// time, or, untimed, when the car's next lap starts; bests over the laps completed by then.
    static func expectedMarks(at instant: Int) throws -> [Int: [SectorMark?]] {
        let laps = try rawLaps()
        let starts = Dictionary(laps.compactMap { lap in lap.start.map { ("\(lap.driver)/\(lap.lap)", $0) } }, uniquingKeysWith: { a, _ in a })
        let completed = laps.filter { lap in
            if let start = lap.start, let duration = lap.duration { return start + Int((duration * 1000).rounded()) <= instant }
            return lap.start != nil && (starts["\(lap.driver)/\(lap.lap + 1)"].map { $0 <= instant } ?? false)
        }
        var own: [Int: [Double?]] = [:]
        var overall: [Double?] = [nil, nil, nil]
        for lap in completed {
            for index in 0..<3 {
                guard let time = lap.sectors[index], time > 0 else { continue }
                own[lap.driver, default: [nil, nil, nil]][index] = min(own[lap.driver]?[index] ?? time, time)
                overall[index] = min(overall[index] ?? time, time)
            }
        }
        var marks: [Int: [SectorMark?]] = [:]
        for (driver, driverLaps) in Dictionary(grouping: completed, by: \.driver) {
            guard let last = driverLaps.max(by: { $0.lap < $1.lap }) else { continue }
            marks[driver] = (0..<3).map { index -> SectorMark? in
                guard let time = last.sectors[index], time > 0 else { return nil }
                if let best = overall[index], time <= best { return .overallBest }
                if let best = own[driver]?[index], time <= best { return .personalBest }
                return .slower
            }
        }
        return marks
    }

    static let replay: TimedSessionReplay? = {
        guard let timing = try? OpenF1Folder.recording("2026-miami-race").read().timing else { return nil }
        return TimedSessionReplay(timeline: SessionTimeline(timing), raceName: "Miami")
    }()

    @Test(arguments: ["2026-05-03T17:06:30Z", "2026-05-03T17:40:00Z", "2026-05-03T18:20:00Z"])
    func theBoardsSectorsAreTheRecordingsLapsCompletedByThen(_ instant: String) throws {
        let replay = try #require(Self.replay)
        let moment = try #require(Moment(iso8601: instant))
        let board = replay.snapshot(at: moment)
        let expected = try Self.expectedMarks(at: moment.millisecondsSince1970)
        #expect(board.positions.count == 22)
        var marked = 0
        for position in board.positions {
            let car = try #require(Int(position.driver.rawValue))
            #expect(position.lastLapSectors == (expected[car] ?? []), "car \(car) at \(instant)")
            marked += position.lastLapSectors.compactMap(\.self).count
        }
        // Something to compare: most cars have a marked lap, marked more than one way.
        #expect(marked > 30)
        let kinds = Set(board.positions.flatMap(\.lastLapSectors).compactMap(\.self))
        #expect(kinds.count >= 2)
    }

    @Test(arguments: ["2026-05-03T16:10:00Z", "2026-05-03T17:40:00Z"])
    func theWeatherIsTheRecordingsLatestReadingByThen(_ instant: String) throws {
        let replay = try #require(Self.replay)
        let moment = try #require(Moment(iso8601: instant))
        let readings = try Self.json("weather").filter { reading in
            (reading["date"] as? String).flatMap(Self.milliseconds).map { $0 <= moment.millisecondsSince1970 } ?? false
        }
        let latest = try #require(readings.max { (($0["date"] as? String) ?? "") < (($1["date"] as? String) ?? "") })
        let weather = try #require(replay.snapshot(at: moment).weather)
        #expect(weather.airTemperature == latest["air_temperature"] as? Double)
        #expect(weather.trackTemperature == (latest["track_temperature"] as? NSNumber)?.doubleValue)
        #expect(weather.rainfall == latest["rainfall"] as? Int)
        #expect(weather.windSpeed == (latest["wind_speed"] as? NSNumber)?.doubleValue)
        #expect(weather.windDirection == latest["wind_direction"] as? Int)
    }
}
