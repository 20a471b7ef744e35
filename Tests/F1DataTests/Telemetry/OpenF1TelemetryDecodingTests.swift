import F1Data
import F1Domain
import Foundation
import Testing

/// OpenF1's own JSON for `car_data` and `location`: two seconds of Verstappen at Singapore in 2023.
enum OpenF1TelemetrySample {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "../shared/data/telemetry/openf1-samples/2023-singapore-race").standardizedFileURL
    static var isPresent: Bool { FileManager.default.fileExists(atPath: root.appending(path: "car_data.json").path) }
    static let absent: Comment = "../shared/data/telemetry is absent: the OpenF1 car_data and location samples are not available"

    static func body(_ name: String) throws -> Data { try Data(contentsOf: root.appending(path: name)) }

    /// The file's records as Foundation reads them, apart from F1Kit's decoder.
    static func objects(_ name: String) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: body(name)) as? [[String: Any]] ?? []
    }
}

@Suite(.enabled(if: OpenF1TelemetrySample.isPresent, OpenF1TelemetrySample.absent))
struct OpenF1TelemetryDecodingTests {
    static func number(_ object: [String: Any], _ key: String) -> Double? { (object[key] as? NSNumber)?.doubleValue }

    /// Strictly (every key declared), every value of every record as Foundation reads the file.
    @Test func carDataDecodesExactly() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[WireKeys.strictKeys] = true
        let wire = try decoder.decode([OpenF1CarData].self, from: OpenF1TelemetrySample.body("car_data.json"))
        let records = try OpenF1Decoding(strict: true).carData(from: OpenF1TelemetrySample.body("car_data.json"))
        let objects = try OpenF1TelemetrySample.objects("car_data.json")
        #expect(objects.count == 7 && wire.count == 7 && records.count == 7)
        for (object, (dto, record)) in zip(objects, zip(wire, records)) {
            let text = try #require(object["date"] as? String)
            let date = try #require(Moment(iso8601: text))
            #expect(dto.date == date && record.date == date)
            #expect(dto.sessionKey.map(Double.init) == Self.number(object, "session_key"))
            #expect(dto.meetingKey.map(Double.init) == Self.number(object, "meeting_key"))
            #expect(Double(dto.driverNumber) == Self.number(object, "driver_number"))
            #expect(record.driver == TimingDriver.ID(rawValue: dto.driverNumber))
            #expect(dto.speed == Self.number(object, "speed") && record.speed == dto.speed)
            #expect(dto.throttle == Self.number(object, "throttle") && record.throttle == dto.throttle)
            #expect(dto.brake == Self.number(object, "brake") && record.brake == dto.brake)
            #expect(dto.nGear.map(Double.init) == Self.number(object, "n_gear") && record.gear == dto.nGear)
            #expect(dto.rpm == Self.number(object, "rpm") && record.rpm == dto.rpm)
            #expect(dto.drs.map(Double.init) == Self.number(object, "drs") && record.drs == dto.drs)
        }
        #expect(records.map(\.speed) == [139, 145, 145, 118, 111, 108, 105])
        #expect(records.map(\.brake) == [0, 0, 100, 100, 100, 100, 0])
        #expect(records.first?.date.iso8601 == "2023-09-17T12:30:00.117Z")
    }

    @Test func locationDecodesExactly() throws {
        let decoder = JSONDecoder()
        decoder.userInfo[WireKeys.strictKeys] = true
        let wire = try decoder.decode([OpenF1Location].self, from: OpenF1TelemetrySample.body("location.json"))
        let records = try OpenF1Decoding(strict: true).positions(from: OpenF1TelemetrySample.body("location.json"))
        let objects = try OpenF1TelemetrySample.objects("location.json")
        #expect(objects.count == 6 && wire.count == 6 && records.count == 6)
        for (object, (dto, record)) in zip(objects, zip(wire, records)) {
            let text = try #require(object["date"] as? String)
            let date = try #require(Moment(iso8601: text))
            #expect(dto.date == date && record.date == date)
            #expect(dto.sessionKey.map(Double.init) == Self.number(object, "session_key"))
            #expect(dto.meetingKey.map(Double.init) == Self.number(object, "meeting_key"))
            #expect(Double(dto.driverNumber) == Self.number(object, "driver_number"))
            #expect(dto.x == Self.number(object, "x") && record.x == dto.x)
            #expect(dto.y == Self.number(object, "y") && record.y == dto.y)
            #expect(dto.z == Self.number(object, "z") && record.z == dto.z)
        }
        #expect(records.first?.x == -12849 && records.first?.y == -2568)
    }

    /// The two endpoints merged over the sample's two seconds as one "lap": positions on each car sample.
    @Test func theSampleMergesIntoSamplesWithPositions() throws {
        let cars = try OpenF1Decoding(strict: true).carData(from: OpenF1TelemetrySample.body("car_data.json"))
        let places = try OpenF1Decoding(strict: true).positions(from: OpenF1TelemetrySample.body("location.json"))
        let start = try #require(Moment(iso8601: "2023-09-17T12:30:00.000Z"))
        let lap = try #require(
            LapTelemetry.merging(
                lap: TimedLap(driver: TimingDriver.ID(rawValue: 1), lap: 1, start: start, duration: 2), driver: "VER", carData: cars,
                positions: places))
        #expect(lap.samples.count == 7)
        #expect(lap.samples.first?.time == 0.117)
        #expect(lap.samples.map(\.brake) == [false, false, true, true, true, true, false])
        // The last car sample (1.997 s) is past the last position (1.825 s) by less than half a second.
        #expect(lap.samples.allSatisfy { $0.x != nil && $0.y != nil })
        let xs = lap.samples.compactMap(\.x)
        #expect(xs == xs.sorted() && (xs.first ?? 0) > -12849 && (xs.last ?? 0) <= -12312)
    }
}

/// Damaged `car_data` and `location` answers: an error in one sentence naming the record, or a lap
/// with what could be used; never a crash.
@Suite struct OpenF1TelemetryDamageTests {
    static let decoding = OpenF1Decoding(strict: false)

    @Test func anEmptyAnswerIsNoRecords() throws {
        #expect(try Self.decoding.carData(from: Data("[]".utf8)).isEmpty)
        #expect(try Self.decoding.positions(from: Data("[]".utf8)).isEmpty)
    }

    /// Null or missing channels are records without them; a missing date or car is the record's error.
    @Test func nullOrMissingChannelsAreAbsentValues() throws {
        let body =
            #"[{"date":"2023-09-17T12:30:00.117000+00:00","driver_number":1,"speed":null,"n_gear":4},"#
            + #"{"date":"2023-09-17T12:30:00.397000+00:00","driver_number":1}]"#
        let records = try Self.decoding.carData(from: Data(body.utf8))
        #expect(records.count == 2)
        #expect(records.allSatisfy { $0.speed == nil && $0.rpm == nil && $0.throttle == nil && $0.brake == nil && $0.drs == nil })
        #expect(records.map(\.gear) == [4, nil])
        let places = try Self.decoding.positions(from: Data(#"[{"date":"2023-09-17T12:30:00.025Z","driver_number":1,"x":null}]"#.utf8))
        #expect(places.count == 1 && places.first?.x == nil)
    }

    @Test(arguments: [
        #"[{"driver_number":1,"speed":100}]"#,
        #"[{"date":"2023-09-17T12:30:00.117Z","speed":100}]"#,
        #"[{"date":"yesterday","driver_number":1}]"#,
        #"[{"date":"2023-09-17T12:30:00.117Z","driver_number":1,"speed":1e400}]"#,
        #"[{"date":"2023-09-17T12:30:00.117Z","driver_number":1,"speed":100000}]"#,
        #"[{"date":"2023-09-17T12:30:00.117Z","driver_number":1,"rpm":-1}]"#,
        #"[{"date":"2023-09-17T12:30:00.117Z","driver_number":1,"n_gear":"fourth"}]"#,
    ])
    func aRecordThatCannotBeReadIsOneSentenceNamingIt(_ body: String) {
        let error = #expect(throws: OpenF1DecodingError.self) { try Self.decoding.carData(from: Data(body.utf8)) }
        #expect(error?.description.hasPrefix("OpenF1's answer for car_data has a record that cannot be read: record 1 of 1") == true)
    }

    @Test(arguments: ["", "[", #"{"detail":"No results found."}"#, "[{]", "null"])
    func anAnswerThatIsNotAListIsOneSentence(_ body: String) {
        let error = #expect(throws: OpenF1DecodingError.self) { try Self.decoding.positions(from: Data(body.utf8)) }
        #expect(error?.description.hasPrefix("OpenF1's answer for location could not be read") == true)
    }
}
