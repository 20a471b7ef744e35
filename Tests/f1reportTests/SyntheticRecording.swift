import F1TestSupport
import Foundation

extension DamagedRecording {
    /// A made-up race of three laps and two cars, in the recorder's layout: every lap chart draws
    /// it, and it needs nothing from ../shared.
    static func synthetic() throws -> DamagedRecording {
        let source = TemporaryFolder("openf1-synthetic")
        try FileManager.default.createDirectory(at: source.url, withIntermediateDirectories: true)
        for (name, value) in SyntheticRace.files {
            try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]).write(to: source.url.appending(path: name))
        }
        return try DamagedRecording(of: source.url)
    }
}

/// The made-up race's records, as OpenF1 sends them.
enum SyntheticRace {
    static let cars: [(number: Int, code: String, first: String, last: String, team: String)] = [
        (12, "ANT", "Kimi", "Antonelli", "Mercedes"), (1, "NOR", "Lando", "Norris", "McLaren"),
    ]

    /// 17:04:00 UTC plus `seconds`, as the feed writes a date.
    static func date(_ seconds: Double) -> String {
        let whole = Int(seconds)
        let milliseconds = Int((seconds - Double(whole)) * 1000)
        let minute = 4 + whole / 60
        return String(format: "2026-05-03T17:%02d:%02d.%03d000+00:00", minute, whole % 60, milliseconds)
    }

    static var files: [String: Any] {
        let keys: [String: Any] = ["meeting_key": 1284, "session_key": 11280]
        let drivers = cars.map { car in
            keys.merging([
                "driver_number": car.number, "name_acronym": car.code, "first_name": car.first, "last_name": car.last,
                "full_name": "\(car.first) \(car.last.uppercased())", "broadcast_name": "\(car.first.prefix(1)) \(car.last.uppercased())",
                "team_name": car.team, "team_colour": "00D7B6",
            ]) { old, _ in old }
        }
        var laps: [[String: Any]] = []
        var positions: [[String: Any]] = []
        var intervals: [[String: Any]] = []
        for (place, car) in cars.enumerated() {
            let behind = Double(place) * 1.5
            positions.append(keys.merging(["date": date(0), "driver_number": car.number, "position": place + 1]) { old, _ in old })
            for lap in 1...3 {
                let start = Double(lap - 1) * 90 + behind
                laps.append(
                    keys.merging([
                        "driver_number": car.number, "lap_number": lap, "date_start": date(start), "lap_duration": 90.0 + Double(place) / 10,
                        "duration_sector_1": 30.0, "duration_sector_2": 30.0, "duration_sector_3": 30.0, "is_pit_out_lap": false,
                    ]) { old, _ in old })
                intervals.append(
                    keys.merging(["date": date(start + 1), "driver_number": car.number, "gap_to_leader": behind, "interval": behind]) { old, _ in old
                    })
            }
        }
        let stints = cars.map { car in
            keys.merging([
                "driver_number": car.number, "stint_number": 1, "lap_start": 1, "lap_end": 3, "compound": "MEDIUM", "tyre_age_at_start": 0,
            ]) { old, _ in old }
        }
        let session: [String: Any] = [
            "session_key": 11280, "meeting_key": 1284, "session_name": "Race", "session_type": "Race",
            "date_start": "2026-05-03T17:00:00+00:00", "date_end": "2026-05-03T19:00:00+00:00", "circuit_short_name": "Miami",
            "country_name": "United States", "location": "Miami Gardens", "gmt_offset": "-04:00:00", "year": 2026,
        ]
        return [
            "session.json": session, "drivers.json": drivers, "laps.json": laps, "position.json": positions,
            "intervals.json": intervals, "stints.json": stints,
        ]
    }
}
