import F1Domain
import Foundation

/// A race's OpenF1 telemetry for the Benchmarks package, which sees no `package` API: answers of
/// the real records' shape, made up, and their decoding as the telemetry sources decode them
/// (docs/performance.md, "A race's telemetry").
@_spi(Benchmarks) public enum OpenF1TelemetryBenchmark {
    /// `car_data` and `location` answers for `cars` cars over `seconds`, each stream at `rate` a
    /// second per car, time-ordered with the cars interleaved, compact JSON with the API's keys in
    /// its order and integer values, as OpenF1 sends them. Made-up values, not a recording.
    public static func race(cars: Int = 20, seconds: Int = 7_200, rate: Double = 3.7) -> (carData: Data, location: Data) {
        let start = 1_694_953_800_000  // 2023-09-17T12:30:00Z
        let ticks = Int(exactly: (Double(seconds) * rate).rounded(.down)) ?? 0  // trap-ok: exactly gives nil.
        var carData: [UInt8] = []
        var location: [UInt8] = []
        carData.reserveCapacity(ticks * cars * 175)
        location.reserveCapacity(ticks * cars * 145)
        carData.append(UInt8(ascii: "["))
        location.append(UInt8(ascii: "["))
        for tick in 0..<ticks {
            for car in 0..<cars {
                let phase = Double(tick) / rate / 90 * 2 * Double.pi + Double(car)
                let milliseconds = start + Int(Double(tick) * 1000 / rate) + car * 13
                let speed = Int(200 + 110 * sin(phase))
                let braking = cos(phase) < -0.8
                let separator = tick == 0 && car == 0 ? "" : ","
                let date = OpenF1Telemetry.wireDate(milliseconds)
                carData.append(
                    contentsOf:
                        "\(separator){\"date\":\"\(date)\",\"session_key\":9165,\"drs\":\(speed > 290 ? 12 : 0),\"meeting_key\":1219,\"driver_number\":\(car + 1),\"n_gear\":\(min(8, 1 + speed / 40)),\"speed\":\(speed),\"rpm\":\(7000 + speed * 20),\"brake\":\(braking ? 100 : 0),\"throttle\":\(braking ? 0 : min(100, speed / 2))}"
                        .utf8)
                let placeDate = OpenF1Telemetry.wireDate(milliseconds + 135)
                location.append(
                    contentsOf:
                        "\(separator){\"date\":\"\(placeDate)\",\"session_key\":9165,\"y\":\(Int(-2568 + 9000 * sin(phase))),\"z\":\(Int(201 + 20 * cos(phase))),\"driver_number\":\(car + 1),\"meeting_key\":1219,\"x\":\(Int(-12849 + 8000 * cos(phase)))}"
                        .utf8)
            }
        }
        carData.append(UInt8(ascii: "]"))
        location.append(UInt8(ascii: "]"))
        return (Data(carData), Data(location))
    }

    /// Both answers decoded into the domain's records as the telemetry sources decode them (side by
    /// side, leniently); the records' counts.
    public static func decode(carData: Data, location: Data) throws -> (carData: Int, positions: Int) {
        let (cars, places) = try OpenF1Telemetry.decode(carData: carData, location: location)
        return (cars.count, places.count)
    }

    /// The same through `Decodable` alone, without the fast path: what the fast path saves.
    public static func decodeWithDecodable(carData: Data, location: Data) throws -> (carData: Int, positions: Int) {
        let decoding = OpenF1Decoding(strict: false)
        let cars = try decoding.records(OpenF1CarData.self, from: carData, endpoint: .carData, map: { try $0.toCarDataRecord() })
        let places = try decoding.records(OpenF1Location.self, from: location, endpoint: .location, map: { try $0.toCarPositionRecord() })
        return (cars.count, places.count)
    }
}
