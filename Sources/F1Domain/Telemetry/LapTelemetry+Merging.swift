extension LapTelemetry {
    /// A lap's telemetry from a feed's car data and positions, which it samples at different
    /// instants (OpenF1's `car_data` and `location`, each about 3.7 Hz): a sample for each car
    /// data record dated within the lap (its start to its start plus its time, both included),
    /// timed from the lap's start, placed where the positions around its instant put the car (a
    /// straight line between the two, none across a gap of more than `maximumPositionGap`
    /// seconds), the brake on for any value above 0, and distance integrated from the speed.
    ///
    /// Records may come in any order and repeated: they are sorted by date and one per instant is
    /// kept. Records of another car, without a speed, or with a value outside the domain's ranges
    /// (the channel left out, or the record where it is the speed) are not used. Nil when the lap
    /// has no start or no time, or fewer than two records to draw a trace from.
    public static func merging(
        lap: TimedLap, driver: String, carData: [CarDataRecord], positions: [CarPositionRecord], maximumPositionGap: Double = 2
    ) -> LapTelemetry? {
        guard let start = lap.start?.millisecondsSince1970, let duration = lap.duration, duration.isFinite, duration > 0,
            let end = lap.end?.millisecondsSince1970
        else { return nil }
        let cars = Merging.sortedOnePerInstant(
            carData.filter { $0.driver == lap.driver && (start...end).contains($0.date.millisecondsSince1970) && Merging.usable($0.speed, 0...500) },
            date: \.date)
        guard cars.count >= 2 else { return nil }
        let places = Merging.sortedOnePerInstant(
            positions.filter { $0.driver == lap.driver && Merging.usable($0.x, Merging.positions) && Merging.usable($0.y, Merging.positions) },
            date: \.date)
        var cursor = 0
        let samples = cars.map { record -> TelemetrySample in
            let instant = record.date.millisecondsSince1970
            while cursor < places.count, places[cursor].date.millisecondsSince1970 < instant { cursor += 1 }  // trap-ok: cursor < count.
            let place = Merging.position(
                at: instant, before: cursor > 0 ? places[cursor - 1] : nil,  // trap-ok: cursor - 1 >= 0.
                after: cursor < places.count ? places[cursor] : nil, maximumGap: maximumPositionGap)  // trap-ok: cursor < count.
            return TelemetrySample(
                time: Double(instant - start) / 1000, speed: record.speed ?? 0, throttle: Merging.kept(record.throttle, 0...104),
                brake: Merging.kept(record.brake, 0...104).map { $0 > 0 }, gear: record.gear.flatMap { (0...9).contains($0) ? $0 : nil },
                rpm: Merging.kept(record.rpm, 0...20_000), drs: record.drs.flatMap { (0...20).contains($0) ? $0 : nil }, x: place?.x, y: place?.y,
                z: place?.z)
        }
        return LapTelemetry(driver: driver, lap: lap.lap, lapTime: duration, samples: samples).withDistance()
    }
}

/// The steps of `LapTelemetry.merging`.
private enum Merging {
    static let positions = -1_000_000.0...1_000_000.0

    static func usable(_ value: Double?, _ range: ClosedRange<Double>) -> Bool {
        value.map { range.contains($0) } ?? false
    }

    static func kept(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
        value.flatMap { range.contains($0) ? $0 : nil }
    }

    /// In date order (stable, so of two records at one instant the first given is kept), one per instant.
    static func sortedOnePerInstant<Record>(_ records: [Record], date: (Record) -> Moment) -> [Record] {
        let sorted = records.enumerated().sorted { (date($0.element), $0.offset) < (date($1.element), $1.offset) }.map(\.element)
        var kept: [Record] = []
        kept.reserveCapacity(sorted.count)
        for record in sorted where kept.last.map({ date($0) != date(record) }) ?? true { kept.append(record) }
        return kept
    }

    /// The car's place at `instant` (ms) between the positions on either side: on the line between
    /// them, or the nearer alone within a quarter of `maximumGap` when the other is missing.
    static func position(
        at instant: Int, before: CarPositionRecord?, after: CarPositionRecord?, maximumGap: Double
    ) -> (x: Double, y: Double, z: Double?)? {
        let limit = Int(maximumGap * 1000)
        switch (before, after) {
        case (let before?, let after?) where after.date.millisecondsSince1970 - before.date.millisecondsSince1970 <= limit:
            let span = after.date.millisecondsSince1970 - before.date.millisecondsSince1970
            let share = span > 0 ? Double(instant - before.date.millisecondsSince1970) / Double(span) : 0
            func along(_ a: Double?, _ b: Double?) -> Double? {
                guard let a, let b else { return nil }
                return a + (b - a) * share
            }
            guard let x = along(before.x, after.x), let y = along(before.y, after.y) else { return nil }
            return (x, y, along(before.z, after.z).flatMap { positions.contains($0) ? $0 : nil })
        default:
            let nearest = [before, after].compactMap(\.self).min {
                abs($0.date.millisecondsSince1970 - instant) < abs($1.date.millisecondsSince1970 - instant)
            }
            guard let nearest, abs(nearest.date.millisecondsSince1970 - instant) * 4 <= limit, let x = nearest.x, let y = nearest.y else {
                return nil
            }
            return (x, y, nearest.z.flatMap { positions.contains($0) ? $0 : nil })
        }
    }
}
