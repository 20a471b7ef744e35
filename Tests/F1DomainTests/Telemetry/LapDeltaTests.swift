import F1Domain
import Testing

/// Distance from speed and the delta between two laps, on laps whose answers follow from
/// arithmetic: a car at a constant speed covers speed × time.
@Suite struct LapDeltaTests {
    /// A lap at `metresPerSecond` for `seconds`, sampled every `every` seconds, without distances.
    static func steadyLap(_ driver: String, metresPerSecond: Double, seconds: Double, every: Double = 0.25) -> LapTelemetry {
        let count = Int((seconds / every).rounded())
        let samples = (0...count).map { TelemetrySample(time: Double($0) * every, speed: metresPerSecond * 3.6) }
        return LapTelemetry(driver: driver, lap: 1, lapTime: seconds, samples: samples)
    }

    @Test func distanceIsIntegratedFromSpeedWhereTheSourceHasNone() throws {
        let lap = Self.steadyLap("AAA", metresPerSecond: 50, seconds: 20).withDistance()
        #expect(lap.samples.allSatisfy { abs(($0.distance ?? -1) - $0.time * 50) < 1e-9 })
        #expect(abs((lap.distanceCovered ?? 0) - 1000) < 1e-9)
    }

    @Test func aSourcesOwnDistancesAreKept() {
        let samples = [TelemetrySample(time: 0, distance: 3, speed: 100), TelemetrySample(time: 1, distance: 40, speed: 100)]
        let lap = LapTelemetry(driver: "AAA", lap: 1, samples: samples)
        #expect(lap.withDistance() == lap)
    }

    /// Time that runs backwards adds no distance: the lap never runs back.
    @Test func timeGoingBackwardsAddsNothing() {
        let samples = [0.0, 1, 0.5, 2].map { TelemetrySample(time: $0, speed: 36) }
        let distances = LapTelemetry(driver: "AAA", lap: 1, samples: samples).withDistance().samples.compactMap(\.distance)
        #expect(distances == distances.sorted())
        #expect(abs((distances.last ?? 0) - (10 + 0 + 15)) < 1e-9)
    }

    /// 50 m/s against 40 m/s over 1,000 m: the slower lap is behind by 5 s × the share of the lap run.
    @Test func theDeltaGrowsWhereTheComparedLapIsSlower() throws {
        let quick = Self.steadyLap("AAA", metresPerSecond: 50, seconds: 20)
        let slow = Self.steadyLap("BBB", metresPerSecond: 40, seconds: 25)
        let delta = try #require(LapDelta(reference: quick, compared: slow, step: 10))
        #expect(delta.points.count == 101)
        for point in delta.points {
            #expect(abs(point.delta - point.distance / 1000 * 5) < 1e-9, "at \(point.distance) m")
        }
        #expect(delta.atLine == 5)
        #expect(abs((delta.delta(at: 505) ?? 0) - 2.525) < 1e-9)
        let reversed = try #require(LapDelta(reference: slow, compared: quick, step: 10))
        #expect(reversed.atLine == -5)
    }

    @Test func lapsWithoutEnoughToCompareGiveNoDelta() {
        let whole = Self.steadyLap("AAA", metresPerSecond: 50, seconds: 20)
        let one = LapTelemetry(driver: "BBB", lap: 1, lapTime: 20, samples: [TelemetrySample(time: 0, speed: 100)])
        let still = LapTelemetry(driver: "CCC", lap: 1, lapTime: 20, samples: [0.0, 1].map { TelemetrySample(time: $0, speed: 0) })
        let empty = LapTelemetry(driver: "DDD", lap: 1, samples: [])
        for other in [one, still, empty] {
            #expect(LapDelta(reference: whole, compared: other) == nil, "\(other.driver)")
            #expect(LapDelta(reference: other, compared: whole) == nil, "\(other.driver)")
        }
        #expect(LapDelta(reference: whole, compared: whole, step: 0) == nil)
        // More points than a lap could need (1,000 m in steps of 1e-300 m) is no delta, not a trap.
        #expect(LapDelta(reference: whole, compared: whole, step: 1e-300) == nil)
        #expect(LapDelta(reference: whole, compared: whole, step: 0.0005) == nil)  // two million points
    }

    /// 1,000 m at 50 m/s, but at 40 m/s from 250 to 350 m: half a second lost there, between
    /// turns 1 (200 m) and 2 (400 m), and nowhere else.
    @Test func theComparisonFindsTheStretchWhereTheTimeWent() throws {
        func time(at distance: Double) -> Double {
            min(distance, 250) / 50 + max(0, min(distance, 350) - 250) / 40 + max(0, distance - 350) / 50
        }
        let samples = stride(from: 0.0, through: 1000, by: 5).map { distance in
            TelemetrySample(time: time(at: distance), distance: distance, speed: (250..<350).contains(distance) ? 144 : 180)
        }
        let slow = LapTelemetry(driver: "BBB", lap: 3, lapTime: time(at: 1000), samples: samples)
        let quick = Self.steadyLap("AAA", metresPerSecond: 50, seconds: 20).withDistance()
        let corners = [200.0, 400, 700].enumerated().map { TrackCorner(number: $0.offset + 1, distance: $0.element) }
        let comparison = try #require(LapComparison(slow, quick, corners: corners))
        #expect(comparison.quicker.driver == "AAA")
        #expect(abs(comparison.margin - 0.5) < 1e-9)
        #expect(comparison.stretches.map { $0.from?.number } == [nil, 1, 2, 3])
        #expect(comparison.stretches.map { $0.to?.number } == [1, 2, 3, nil])
        let gains = comparison.stretches.map(\.gain)
        #expect(abs(gains.reduce(0, +) - comparison.margin) < 1e-9)
        #expect(abs(gains[1] - 0.5) < 1e-9)  // trap-ok: four stretches, checked above.
        #expect(comparison.decisiveStretch?.from?.number == 1 && comparison.decisiveStretch?.to?.number == 2)
    }

    @Test func equalLapsHaveNoDecisiveStretch() throws {
        let lap = Self.steadyLap("AAA", metresPerSecond: 50, seconds: 20)
        let comparison = try #require(LapComparison(lap, lap, corners: [TrackCorner(number: 1, distance: 500)]))
        #expect(comparison.margin == 0)
        #expect(comparison.decisiveStretch == nil)
    }
}
