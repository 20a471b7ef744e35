/// Where one lap gains and loses time against another: at each point of the lap, the compared
/// lap's time there minus the reference lap's. Positive is the compared lap behind.
///
/// Two laps never cover quite the same distance (lines differ, and each source integrates its
/// own speed), so a point is a fraction of each lap's own distance, drawn on the reference lap's
/// metres. Each lap runs from 0 s at its start to its time at the line, so the delta at the line
/// is the difference of the lap times exactly.
public struct LapDelta: Sendable, Equatable {
    public struct Point: Sendable, Equatable {
        /// Metres along the reference lap.
        public var distance: Double
        /// Seconds the compared lap is behind there (negative: ahead).
        public var delta: Double
    }

    /// From the start to the line, every `step` metres of the reference lap and at the line.
    public let points: [Point]

    /// The difference of the lap times.
    public var atLine: Double? { points.last?.delta }

    /// Nil when either lap has fewer than two samples, no distance covered or no time at the line.
    public init?(reference: LapTelemetry, compared: LapTelemetry, step: Double = 5) {
        guard step > 0, let reference = Trace(reference), let compared = Trace(compared) else { return nil }
        // Checked as a Double first: a step too small for the lap would overflow Int and trap.
        let steps = (reference.length / step).rounded(.up)
        guard steps <= 1_000_000 else { return nil }
        let count = Int(steps)
        var points: [Point] = []
        points.reserveCapacity(count + 1)
        var cursors = (Trace.Cursor(), Trace.Cursor())
        for index in 0...count {
            let fraction = Swift.min(1, Double(index) * step / reference.length)
            let delta = compared.time(at: fraction, from: &cursors.1) - reference.time(at: fraction, from: &cursors.0)
            points.append(Point(distance: fraction * reference.length, delta: delta))
        }
        self.points = points
    }

    /// The delta at `distance` metres of the reference lap, between the two nearest points.
    public func delta(at distance: Double) -> Double? {
        guard let first = points.first, let last = points.last else { return nil }
        if distance <= first.distance { return first.delta }
        if distance >= last.distance { return last.delta }
        var low = 0
        var high = points.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if points[middle].distance <= distance { low = middle } else { high = middle }  // trap-ok: low < middle < high, all indices.
        }
        let (before, after) = (points[low], points[high])  // trap-ok: 0 <= low < high < count.
        let span = after.distance - before.distance
        guard span > 0 else { return before.delta }
        return before.delta + (after.delta - before.delta) * (distance - before.distance) / span
    }
}

/// A lap as time against the fraction of its distance, from (0, 0 s) to (1, its time at the line).
private struct Trace {
    /// Fractions of the lap, never decreasing, with the time at each.
    let fractions: [Double]
    let times: [Double]
    let length: Double

    init?(_ lap: LapTelemetry) {
        let lap = lap.withDistance()
        guard lap.samples.count >= 2, let end = lap.timeAtLine, end > 0 else { return nil }
        // A distance that runs back (a damaged sample) counts as standing still.
        var distances: [Double] = []
        var farthest = 0.0
        for sample in lap.samples {
            farthest = Swift.max(farthest, sample.distance ?? 0)
            distances.append(farthest)
        }
        guard farthest > 0, farthest.isFinite else { return nil }
        length = farthest
        var fractions: [Double] = [0]
        var times: [Double] = [0]
        for (sample, distance) in zip(lap.samples, distances) where sample.time > 0 && sample.time < end {
            fractions.append(distance / farthest)
            times.append(Swift.max(times[times.count - 1], sample.time))  // trap-ok: times starts with one element.
        }
        fractions.append(1)
        times.append(end)
        self.fractions = fractions
        self.times = times
    }

    /// Where the last lookup ended, so a walk along the lap reads each sample once.
    struct Cursor {
        var index = 0
    }

    /// The time at `fraction`, between the samples either side.
    func time(at fraction: Double, from cursor: inout Cursor) -> Double {
        while cursor.index + 1 < fractions.count - 1, fractions[cursor.index + 1] <= fraction { cursor.index += 1 }  // trap-ok: bounded by count.
        let (low, high) = (cursor.index, cursor.index + 1)
        let span = fractions[high] - fractions[low]  // trap-ok: index + 1 < count (at least two points).
        guard span > 0 else { return times[high] }  // trap-ok: as above.
        let share = Swift.min(1, Swift.max(0, (fraction - fractions[low]) / span))  // trap-ok: as above.
        return times[low] + (times[high] - times[low]) * share  // trap-ok: as above.
    }
}
