extension LapTelemetry {
    /// The lap with a distance at every sample: the source's where it gave every one, otherwise
    /// integrated from the speed (the trapezoid rule, from 0 at the first sample). A sample whose
    /// time goes backwards adds no distance, so damaged input still gives a lap that never runs
    /// back.
    public func withDistance() -> LapTelemetry {
        guard samples.contains(where: { $0.distance == nil }) else { return self }
        var lap = self
        var covered = 0.0
        for index in lap.samples.indices {
            if index > lap.samples.startIndex {
                let (before, now) = (lap.samples[index - 1], lap.samples[index])  // trap-ok: index - 1 is after startIndex.
                let seconds = Swift.max(0, now.time - before.time)
                covered += (before.speed + now.speed) / 2 / 3.6 * seconds
            }
            lap.samples[index].distance = covered  // trap-ok: an index of the array it walks.
        }
        return lap
    }

    /// The time at the line: the lap's official time, or its last sample's where it has none.
    public var timeAtLine: Double? { lapTime ?? samples.last?.time }

    /// The distance covered by the last sample (after `withDistance()`).
    public var distanceCovered: Double? { samples.last?.distance }

    /// The fastest speed of the lap, km/h.
    public var topSpeed: Double? { samples.map(\.speed).max() }
}
