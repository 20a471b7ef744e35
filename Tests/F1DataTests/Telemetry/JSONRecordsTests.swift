import Foundation
import Testing

@_spi(Benchmarks) @testable import F1Data

/// The plain-JSON fast path for OpenF1's telemetry gives exactly what `Decodable` gives, or
/// declines and lets `Decodable` answer: never another value, never a crash.
@Suite struct JSONRecordsTests {
    static func decodable(_ body: String) -> Result<[OpenF1CarData], OpenF1DecodingError> {
        Result { try OpenF1Decoding(strict: false).records(OpenF1CarData.self, from: Data(body.utf8), endpoint: .carData, map: { $0 }) }
            .mapError { $0 as? OpenF1DecodingError ?? .noSession }
    }

    static let date = #""date":"2023-09-17T12:30:00.117000+00:00""#

    /// Read by the fast path, each the same as through `Decodable`.
    @Test(arguments: [
        "[]", " [ ] ",
        "[{\(date),\"driver_number\":1,\"speed\":139,\"rpm\":8397,\"brake\":0,\"n_gear\":4,\"drs\":12,\"throttle\":54}]",
        "[{\"driver_number\":1,\(date),\"speed\":139.5,\"rpm\":8.4e3,\"brake\":1E2,\"throttle\":-0}]",
        "[\n  {\n    \(date),\n    \"driver_number\": 1,\n    \"speed\": null,\n    \"meeting_key\": 1219\n  }\n]\n",
        "[{\(date),\"driver_number\":1,\"extra\":\"caf\u{E9}\",\"flag\":true,\"gone\":null},{\(date),\"driver_number\":2,\"n_gear\":0}]",
    ])
    func plainAnswersAreReadAsDecodableReadsThem(_ body: String) throws {
        let fast = try #require(JSONRecords.decode(OpenF1CarData.self, from: Data(body.utf8)))
        #expect(Self.decodable(body) == .success(fast))
    }

    /// Declined, so `Decodable` reads them (or says what is wrong).
    @Test(arguments: [
        "", "[", "{}", "[{}", "[{},]", "[{\(date)}]", "[{\(date),\"driver_number\":01}]", "[{\(date),\"driver_number\":1,\"speed\":1e400}]",
        "[{\(date),\"driver_number\":1,\"speed\":600}]", "[{\(date),\"driver_number\":1,\"driver_number\":2}]",
        "[{\(date),\"driver_number\":1,\"extra\":\"a\\\"b\"}]", "[{\(date),\"driver_number\":1,\"extra\":[1]}]",
        "[{\(date),\"driver_number\":1.0}]", "[{\(date),\"driver_number\":1}] x", "[{\"date\":\"yesterday\",\"driver_number\":1}]",
        "[{\(date),\"driver_number\":1,\"speed\":.5}]", "[{\(date),\"driver_number\":1,\"speed\":1.}]", "[{\(date),\"driver_number\":-}]",
        "[{\(date),\"driver_number\":1,\"speed\":nul}]", "[{\(date),\"driver_number\":1,\"n_gear\":\"4\"}]",
    ])
    func otherAnswersAreDeclined(_ body: String) {
        #expect(JSONRecords.decode(OpenF1CarData.self, from: Data(body.utf8)) == nil)
        // The telemetry decoding then gives Decodable's answer.
        let through = Result { try OpenF1Decoding(strict: false).carData(from: Data(body.utf8)) }.map { $0.count }
        let expected = Self.decodable(body).map { $0.count }
        switch (through, expected) {
        case (.success(let count), .success(let wanted)): #expect(count == wanted)
        case (.failure(let error), .failure(let wanted)): #expect(error as? OpenF1DecodingError == wanted)
        default: Issue.record("the fast path and Decodable disagree on \(body)")
        }
    }

    /// A made-up race's worth of records in OpenF1's shape, small: both paths give the same records.
    @Test func aGeneratedSessionReadsTheSameBothWays() throws {
        let race = OpenF1TelemetryBenchmark.race(cars: 3, seconds: 20)
        let fastCars = try #require(JSONRecords.decode(OpenF1CarData.self, from: race.carData))
        let fastPlaces = try #require(JSONRecords.decode(OpenF1Location.self, from: race.location))
        let decoding = OpenF1Decoding(strict: true)
        #expect(fastCars == (try decoding.records(OpenF1CarData.self, from: race.carData, endpoint: .carData, map: { $0 })))
        #expect(fastPlaces == (try decoding.records(OpenF1Location.self, from: race.location, endpoint: .location, map: { $0 })))
        #expect(fastCars.count == 3 * 74 && fastPlaces.count == 3 * 74)
        let counts = try OpenF1TelemetryBenchmark.decode(carData: race.carData, location: race.location)
        #expect(counts.carData == 222 && counts.positions == 222)
    }
}
