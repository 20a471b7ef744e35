import F1Domain
import Testing

/// A lap's samples from a feed's car data and positions sampled at other instants, on records
/// whose answers follow from arithmetic, and on damaged ones: never a crash.
@Suite struct LapTelemetryMergingTests {
    static let start = 1_800_000_000_000
    static let car = TimingDriver.ID(rawValue: 63)
    static let lap = TimedLap(driver: car, lap: 7, start: Moment(millisecondsSince1970: start), duration: 10)

    /// Car data every 270 ms at 180 km/h (50 m/s), braking on from 5 s.
    static func carData(from: Int = -540, to: Int = 10_540, every: Int = 270) -> [CarDataRecord] {
        stride(from: from, through: to, by: every).map { offset in
            CarDataRecord(
                date: Moment(millisecondsSince1970: start + offset), driver: car, speed: 180, throttle: offset < 5000 ? 100 : 0,
                brake: offset < 5000 ? 0 : 100, gear: 7, rpm: 11_000, drs: 0)
        }
    }

    /// Positions every 270 ms, 135 ms after the car data, along x at 50 m/s (500 tenths a second).
    static func positions(from: Int = -1000, to: Int = 11_000) -> [CarPositionRecord] {
        stride(from: from + 135, through: to, by: 270).map { offset in
            CarPositionRecord(date: Moment(millisecondsSince1970: start + offset), driver: car, x: Double(offset) / 2, y: 100, z: 20)
        }
    }

    static func merged(_ carData: [CarDataRecord], _ positions: [CarPositionRecord], lap: TimedLap = lap) -> LapTelemetry? {
        LapTelemetry.merging(lap: lap, driver: "RUS", carData: carData, positions: positions)
    }

    @Test func samplesAreTheCarDataWithinTheLapTimedFromItsStart() throws {
        let lap = try #require(Self.merged(Self.carData(), Self.positions()))
        #expect(lap.driver == "RUS" && lap.lap == 7 && lap.lapTime == 10)
        #expect(lap.samples.first?.time == 0)
        #expect(lap.samples.map(\.time) == stride(from: 0, through: 10_000, by: 270).map { Double($0) / 1000 })
        #expect(lap.samples.allSatisfy { $0.brake == ($0.time >= 5) })
        #expect(lap.samples.allSatisfy { $0.gear == 7 && $0.rpm == 11_000 && $0.drs == 0 })
    }

    /// Positions are on the line between those either side of each car sample's instant.
    @Test func positionsAreInterpolatedOntoEachCarSample() throws {
        let lap = try #require(Self.merged(Self.carData(), Self.positions()))
        for sample in lap.samples {
            #expect(abs((sample.x ?? .nan) - sample.time * 500) < 1e-6)
            #expect(sample.y == 100 && sample.z == 20)
        }
    }

    @Test func distanceIsIntegratedFromTheSpeed() throws {
        let lap = try #require(Self.merged(Self.carData(), Self.positions()))
        #expect(abs((lap.distanceCovered ?? 0) - lap.samples.last!.time * 50) < 1e-6)
    }

    @Test func recordsOutOfOrderAndRepeatedGiveTheSameLap() throws {
        let expected = try #require(Self.merged(Self.carData(), Self.positions()))
        let shuffled = (Self.carData() + Self.carData().prefix(9)).reversed()
        let places = Self.positions().shuffled() + Self.positions().suffix(4)
        #expect(Self.merged(Array(shuffled), places) == expected)
    }

    @Test func otherCarsRecordsAreNotUsed() throws {
        let expected = try #require(Self.merged(Self.carData(), Self.positions()))
        let other = Self.carData().map { record in
            var moved = record
            moved.driver = TimingDriver.ID(rawValue: 16)
            moved.speed = 90
            return moved
        }
        #expect(Self.merged(Self.carData() + other, Self.positions()) == expected)
    }

    /// A hole in the positions longer than the allowed gap leaves those samples without a place.
    @Test func aGapInThePositionsLeavesNoPositionAcrossIt() throws {
        let places = Self.positions().filter { !(3000...7000).contains($0.date.millisecondsSince1970 - Self.start) }
        let lap = try #require(Self.merged(Self.carData(), places))
        #expect(lap.samples.filter { (3.5...6.5).contains($0.time) }.allSatisfy { $0.x == nil })
        #expect(lap.samples.filter { $0.time < 2.5 || $0.time > 7.5 }.allSatisfy { $0.x != nil })
        #expect(lap.samples.count == 38)
    }

    @Test func carDataWithoutPositionsIsALapWithoutPlaces() throws {
        let lap = try #require(Self.merged(Self.carData(), []))
        #expect(lap.samples.count == 38)
        #expect(lap.samples.allSatisfy { $0.x == nil && $0.y == nil && $0.z == nil })
        #expect(lap.distanceCovered ?? 0 > 490)
    }

    @Test(arguments: [0, 1])
    func tooFewRecordsAreNoLap(_ count: Int) {
        #expect(Self.merged(Array(Self.carData(from: 0).prefix(count)), Self.positions()) == nil)
    }

    @Test func aLapWithoutAStartOrATimeIsNoLap() {
        #expect(Self.merged(Self.carData(), Self.positions(), lap: TimedLap(driver: Self.car, lap: 7, start: nil, duration: 10)) == nil)
        #expect(
            Self.merged(Self.carData(), Self.positions(), lap: TimedLap(driver: Self.car, lap: 7, start: Self.lap.start, duration: nil)) == nil)
        #expect(
            Self.merged(Self.carData(), Self.positions(), lap: TimedLap(driver: Self.car, lap: 7, start: Self.lap.start, duration: .nan)) == nil)
    }

    /// Values outside the domain's ranges (NaN, infinities, absurd figures) are left out: a record
    /// without a usable speed entirely, any other channel alone.
    @Test func absurdValuesAreLeftOut() throws {
        var records = Self.carData()
        records[5].speed = .nan
        records[6].speed = 1e9
        records[7].speed = nil
        records[8].rpm = .infinity
        records[9].throttle = -5
        records[10].gear = 99
        records[11].brake = .nan
        records[12].drs = -1
        var places = Self.positions()
        places[6].x = .nan
        places[7].y = .infinity
        places[8].z = 1e12
        let lap = try #require(Self.merged(records, places))
        #expect(lap.samples.count == 35)
        #expect(lap.samples.allSatisfy { $0.speed == 180 && $0.time.isFinite && ($0.distance ?? .nan).isFinite })
        #expect(lap.samples.compactMap(\.rpm).count == 34 && lap.samples.compactMap(\.throttle).count == 34)
        #expect(lap.samples.compactMap(\.gear).count == 34 && lap.samples.compactMap(\.brake).count == 34)
        #expect(lap.samples.compactMap(\.drs).count == 34)
        #expect(lap.samples.allSatisfy { ($0.x ?? 0).isFinite && ($0.y ?? 0).isFinite && abs($0.z ?? 0) <= 1_000_000 })
    }
}
