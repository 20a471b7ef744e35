import F1Domain
import Foundation

/// A made-up timed race on an oval, for the live board's sectors, weather and map: three cars,
/// a weather reading, and a circuit whose name needs escaping.
public enum LiveMapSample {
    public static let start = Moment(iso8601: "2026-05-03T17:00:00Z")!

    public static func at(_ seconds: Double) -> Moment {
        Moment(millisecondsSince1970: start.millisecondsSince1970 + Int((seconds * 1000).rounded()))
    }

    /// An oval 400 by 200 (metres) run anticlockwise from (200, 0): halfway round by length is (-200, 0).
    public static let layout: TrackLayout = {
        let points = (0..<240).map { index -> TrackOutline.Point in
            let angle = Double(index) / 240 * 2 * Double.pi
            return TrackOutline.Point(x: 200 * cos(angle), y: 100 * sin(angle))
        }
        return TrackLayout(
            name: "Oval <&> \"Ring\"", outline: TrackOutline(points: points)!,
            corners: [TrackCorner(number: 1, distance: 120), TrackCorner(number: 2, letter: "a", distance: 600)], sectorEnds: [0.33, 0.66],
            credit: "Outline: made up for the tests")
    }()

    static func driver(_ car: TimingDriver.ID, _ code: String, _ team: String, _ colour: String) -> TimingDriver {
        TimingDriver(
            id: car, acronym: code, fullName: code, broadcastName: code, firstName: code, lastName: code, teamName: team, teamColour: colour)
    }

    static func lap(
        _ car: TimingDriver.ID, _ number: Int, start: Double, duration: Double?, sectors: [Double?] = [nil, nil, nil]
    ) -> TimedLap {
        TimedLap(driver: car, lap: number, start: at(start), duration: duration, sector1: sectors[0], sector2: sectors[1], sector3: sectors[2])
    }

    /// Car 12 (ANT) laps in 90 s (sectors 30, 30, 30) then starts lap 2 at 90 s; car 3 (VER) in
    /// 100 s (31, 29, 40), lap 2 from 100 s; car 44 (HAM) in 95 s (32, 31, 32), then 92 s
    /// (30.5, 31.5, 30) to 187 s. At 135 s ANT is halfway round lap 2 by its last lap's time.
    public static let timing: SessionTiming = {
        let session = TimingSession(
            id: 1, meetingKey: 1, name: "Race", kind: "Race", start: start, end: at(7200), circuitShortName: "Oval",
            countryName: "Nowhere", location: "Oval", gmtOffset: "00:00:00", year: 2026)
        return SessionTiming(
            session: session,
            drivers: [
                driver(12, "ANT", "Mercedes", "00D7B6"), driver(3, "VER", "Red Bull Racing", "4781D7"), driver(44, "HAM", "Ferrari", "ED1131"),
            ],
            positions: [
                PositionUpdate(date: at(1), driver: 12, position: 1), PositionUpdate(date: at(1), driver: 44, position: 2),
                PositionUpdate(date: at(1), driver: 3, position: 3),
            ],
            laps: [
                lap(12, 1, start: 0, duration: 90, sectors: [30, 30, 30]), lap(12, 2, start: 90, duration: nil),
                lap(3, 1, start: 0, duration: 100, sectors: [31, 29, 40]), lap(3, 2, start: 100, duration: nil),
                lap(44, 1, start: 0, duration: 95, sectors: [32, 31, 32]), lap(44, 2, start: 95, duration: 92, sectors: [30.5, 31.5, 30]),
                lap(44, 3, start: 187, duration: nil),
            ],
            weather: [
                WeatherReading(
                    date: at(-600), airTemperature: 24.06, trackTemperature: 41.3, humidity: 60, pressure: 1015, rainfall: 0, windDirection: 135,
                    windSpeed: 2.14),
                WeatherReading(
                    date: at(120), airTemperature: 23.5, trackTemperature: 39.9, humidity: 70, pressure: 1014, rainfall: 1, windDirection: 350,
                    windSpeed: 4),
            ])
    }()
}
